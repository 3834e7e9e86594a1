import Lamina

/// Merge Paths in modes 2–5 as After Effects draws them (`--fidelity after-effects`): the fill
/// after the modifier paints the paths' bounds through a mask that covers the merged area.
///
///     add         union of every path
///     subtract    the last path (nearest above the modifier, After Effects' bottom-most)
///                 less the union of the others
///     intersect   the last path within the union of the others
///     exclude     the last path or the union of the others, not both
///
/// Each path covers what its fill rule fills; the union is the paths drawn together, the
/// difference the union's complement (XOR with an opaque rectangle, as mask complements are)
/// as a mask. A stroke follows the merged outline: each path's stroke is masked to the part of
/// its outline that bounds the result (outside the other paths for add; for subtract and
/// intersect the last path's outside or inside the others, the others' inside the last; every
/// outline for exclude). Where two outlines cross, the pieces end square at the other path's
/// edge instead of meeting in the stroke's join. lottie-ios's Core Animation engine draws every
/// mode as mode 1 (the paths as one), and so does the default fidelity.
extension LottieBuilder {
    /// A Merge Paths item that changes what is drawn: its mode (2...5) and where it lies.
    struct MergeStep {
        var mode: Int
        var name: String
        var index: Int
    }

    /// The paint layers of `paint` for the paths the merge combines (`merged`, in item order)
    /// and those after the modifier (`after`, drawn as they are).
    func mergedPaintLayers(_ paint: LottieShapeItem, merge: MergeStep, merged: [Geometry], after: [Geometry],
                           scope: Scope, keypath: [String], widthDividedBy scales: [LottieAnimated<[Double]>] = []) throws -> [Layer] {
        var layers: [Layer] = []
        if !after.isEmpty {
            layers += try paintLayers(paint, geometries: after, scope: scope, keypath: keypath, widthDividedBy: scales)
        }
        guard !merged.isEmpty else { return layers }
        let evenOdd: Bool
        switch paint {
        case .fill(let fill): evenOdd = fill.evenOdd
        case .gradientFill(let gradient): evenOdd = gradient.evenOdd
        default:
            return try strokedOutline(paint, merge: merge, merged: merged, scope: scope, keypath: keypath, widthDividedBy: scales)
                + layers
        }
        let bounds = Geometry(inputs: merged.flatMap(\.inputs)) { f in
            let box = merged.map { $0.sample(f).controlPointBounds }.reduce(nil) { (sum: Rect?, next) in sum?.union(next) ?? next }
            return Path.rect(box ?? Rect(x: 0, y: 0, width: 0, height: 0))
        }
        let painted = Layer()
        for layer in try paintLayers(paint, geometries: [bounds], scope: scope, keypath: keypath) { painted.addSublayer(layer) }
        painted.mask = coverage(of: merged, mode: merge.mode, evenOdd: evenOdd, map: scope.map)
        return [painted] + layers
    }

    /// A stroke of the merged outline: each path's stroke, masked to where its outline bounds
    /// the result.
    private func strokedOutline(_ paint: LottieShapeItem, merge: MergeStep, merged: [Geometry], scope: Scope,
                                keypath: [String], widthDividedBy scales: [LottieAnimated<[Double]>]) throws -> [Layer] {
        let map = scope.map
        var layers: [Layer] = []
        for (i, path) in merged.enumerated() {
            let stroke = Layer()
            for layer in try paintLayers(paint, geometries: [path], scope: scope, keypath: keypath, widthDividedBy: scales) {
                stroke.addSublayer(layer)
            }
            let others = merged.indices.filter { $0 != i }.map { merged[$0] }
            let isLast = i == merged.count - 1
            // Outside the other paths (add; the last path of subtract), inside them (the last
            // path of intersect), or inside the last path and outside the rest (the others of
            // subtract and intersect).
            switch merge.mode {
            case 2 where !others.isEmpty:
                stroke.mask = complement(cover(others, map: map))
            case 3 where isLast && !others.isEmpty:
                stroke.mask = complement(cover(others, map: map))
            case 4 where isLast && !others.isEmpty:
                stroke.mask = cover(others, map: map)
            case 3, 4:
                guard let last = merged.last else { break }
                let inside = cover([last], map: map)
                let rest = others.dropLast()
                if !rest.isEmpty { inside.mask = complement(cover(Array(rest), map: map)) }
                stroke.mask = inside
            default:
                break
            }
            layers.append(stroke)
        }
        return layers.reversed()
    }

    /// The paths drawn together, opaque, each filled by the non-zero rule (even-odd when asked).
    private func cover(_ paths: [Geometry], evenOdd: Bool = false, map: LottieTimeMap) -> Layer {
        let layer = Layer()
        for geometry in paths {
            let shape = ShapeLayer()
            shape.fillColor = .black
            shape.fillRule = evenOdd ? .evenOdd : .nonZero
            animator(map).apply(LottieTrack(combining: geometry.inputs) { .path(geometry.sample($0)) }, to: shape, keyPath: "path")
            layer.addSublayer(shape)
        }
        return layer
    }

    /// An opaque layer covering what `mode` makes of the paths.
    private func coverage(of paths: [Geometry], mode: Int, evenOdd: Bool, map: LottieTimeMap) -> Layer {
        func union(_ paths: [Geometry]) -> Layer { cover(paths, evenOdd: evenOdd, map: map) }
        func masked(_ layer: Layer, by mask: Layer) -> Layer {
            layer.mask = mask
            return layer
        }
        guard mode != 2, let last = paths.last, paths.count > 1 else { return union(paths) }
        let rest = Array(paths.dropLast())
        switch mode {
        case 3:
            return masked(union([last]), by: complement(union(rest)))
        case 4:
            return masked(union([last]), by: union(rest))
        default:
            let both = Layer()
            both.addSublayer(masked(union([last]), by: complement(union(rest))))
            both.addSublayer(masked(union(rest), by: complement(union([last]))))
            return both
        }
    }

    static let mergeModeNames = [2: "add", 3: "subtract", 4: "intersect", 5: "exclude intersections"]
}
