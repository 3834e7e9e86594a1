import Lamina

/// One animatable property as the expression pass sees it: where it is, its keyframes (the
/// value expressions read as `value`), its expression, and the time of its layer.
struct LottieExpressionProperty {
    enum Keyframes {
        case numbers(LottieAnimated<[Double]>)
        case shape(LottieAnimated<LottieBezier>)
    }
    var layerName: String
    /// After Effects' name of it (`transform.position`, `content("Rect").size`).
    var path: [String]
    var keyframes: Keyframes
    var expression: String?
    /// The layer's start time (`st`, frames) and stretch (`sr`): layer frame `f` is composition
    /// frame `f × stretch + startTime`.
    var startTime: Double
    var stretch: Double
    /// The composition frames the layer is shown in, where the expression is sampled.
    var frames: ClosedRange<Double>
    /// The `seedRandom`-independent part of its random numbers: a hash of the layer's index and
    /// the property's path, so a wiggle does not change when other properties are added.
    var seed: UInt32

    /// The composition frame of layer frame `frame`, and back.
    func compositionFrame(_ frame: Double) -> Double { frame * stretch + startTime }
    func layerFrame(_ compositionFrame: Double) -> Double { (compositionFrame - startTime) / stretch }

    /// The keyframed value at layer frame `frame`, flat: the numbers, or for a shape
    /// `[closed, n, vertices…, in tangents…, out tangents…]` (`__pathFromFlat` in the prelude).
    func keyframedValue(atFrame frame: Double) -> [Double] {
        switch keyframes {
        case .numbers(let property): return property.value(at: frame)
        case .shape(let property): return Self.flat(property.value(at: frame))
        }
    }

    var dimensions: Int {
        switch keyframes {
        case .numbers(let property): property.initial.count
        case .shape: 1
        }
    }

    var isShape: Bool { if case .shape = keyframes { true } else { false } }

    /// The layer frames of the keyframes, when there are two or more (expressions' `numKeys`).
    var keyTimes: [Double] {
        switch keyframes {
        case .numbers(let property): property.isAnimated ? property.keyframes.map(\.time) : []
        case .shape(let property): property.isAnimated ? property.keyframes.map(\.time) : []
        }
    }

    /// The place in messages: `transform.position`, `content("Group 1").content("Rect").size`.
    var displayName: String {
        if path.first == "effect", path.count == 3 { return "effect(\"\(path[1])\")(\"\(path[2])\")" }
        var parts: [String] = []
        var i = 0
        while i < path.count {
            if ["content", "mask"].contains(path[i]), i + 2 < path.count {
                parts.append("\(path[i])(\"\(path[i + 1])\")")
                i += 2
            } else {
                parts.append(path[i])
                i += 1
            }
        }
        return parts.joined(separator: ".")
    }

    static func flat(_ bezier: LottieBezier) -> [Double] {
        var f: [Double] = [bezier.closed ? 1 : 0, Double(bezier.vertices.count)]
        for list in [bezier.vertices, bezier.inTangents, bezier.outTangents] {
            for p in list { f.append(p.x); f.append(p.y) }
        }
        return f
    }

    static func bezier(_ f: [Double]) -> LottieBezier? {
        guard f.count >= 2, let n = Int(exactly: f[1]), n >= 0, f.count == 2 + 6 * n else { return nil }
        func points(_ k: Int) -> [Point] { (0..<n).map { Point(x: f[2 + 2 * (k * n + $0)], y: f[3 + 2 * (k * n + $0)]) } }
        return LottieBezier(closed: f[0] != 0, vertices: points(0), inTangents: points(1), outTangents: points(2))
    }
}
