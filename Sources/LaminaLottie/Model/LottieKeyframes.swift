import Lamina

/// A value a Lottie property can hold that keyframes blend between.
protocol LottieInterpolatable {
    func interpolated(to other: Self, fraction: Double) -> Self
}

extension Array: LottieInterpolatable where Element == Double {
    func interpolated(to other: [Double], fraction: Double) -> [Double] {
        (0..<Swift.max(count, other.count)).map { i in
            let a = i < count ? self[i] : (other.indices.contains(i) ? other[i] : 0)
            let b = i < other.count ? other[i] : a
            return a + (b - a) * fraction
        }
    }
}

/// One Lottie keyframe: a value at a frame, how the segment to the next keyframe eases, and for
/// positions the spatial tangents of that segment.
struct LottieKeyframe<Value> {
    var time: Double
    var value: Value
    /// A hold keyframe keeps its value until the next one (Core Animation's discrete mode).
    var hold = false
    /// The segment's timing curve from the keyframe's out (`o`) and in (`i`) handles; nil is linear.
    var easing: TimingFunction?
    /// The spatial out tangent of this keyframe (`to`) and in tangent of the next (`ti`), relative.
    var spatialOut: Point?
    var spatialIn: Point?
}

/// A Lottie property: one value, or keyframes.
struct LottieAnimated<Value: LottieInterpolatable> {
    var keyframes: [LottieKeyframe<Value>]
    /// The property's After Effects expression (`x`), which `LottieExpressionPass` turns into
    /// sampled keyframes before building.
    var expression: String?

    init(_ value: Value) {
        keyframes = [LottieKeyframe(time: 0, value: value)]
    }

    init(keyframes: [LottieKeyframe<Value>], expression: String? = nil) {
        self.keyframes = keyframes
        self.expression = expression
    }

    var isAnimated: Bool { keyframes.count > 1 }
    var initial: Value { keyframes[0].value }

    /// The value at `frame`, for what must be computed while building (combined shape
    /// parameters, time remapping): never called per frame when playing.
    func value(at frame: Double) -> Value {
        let first = keyframes[0]
        if keyframes.count == 1 || frame <= first.time { return first.value }
        guard let last = keyframes.last, frame < last.time else { return keyframes[keyframes.count - 1].value }
        var k = 0
        while k < keyframes.count - 2 && frame >= keyframes[k + 1].time { k += 1 }
        let a = keyframes[k], b = keyframes[k + 1]
        if a.hold { return a.value }
        let span = b.time - a.time
        let linear = span > 0 ? (frame - a.time) / span : 1
        let eased = a.easing?.value(at: linear) ?? linear
        return a.value.interpolated(to: b.value, fraction: eased)
    }

    func map<Other>(_ transform: (Value) -> Other) -> LottieAnimated<Other> {
        LottieAnimated<Other>(keyframes: keyframes.map {
            LottieKeyframe(time: $0.time, value: transform($0.value), hold: $0.hold, easing: $0.easing,
                           spatialOut: $0.spatialOut, spatialIn: $0.spatialIn)
        }, expression: expression)
    }
}

/// A Lottie bezier shape: vertices with in and out tangents relative to them.
struct LottieBezier: LottieInterpolatable, Equatable {
    var closed: Bool
    var vertices: [Point]
    var inTangents: [Point]
    var outTangents: [Point]

    func interpolated(to other: LottieBezier, fraction: Double) -> LottieBezier {
        guard other.vertices.count == vertices.count else { return fraction < 1 ? self : other }
        func mix(_ a: [Point], _ b: [Point]) -> [Point] {
            zip(a, b).map { Point(x: $0.x + ($1.x - $0.x) * fraction, y: $0.y + ($1.y - $0.y) * fraction) }
        }
        return LottieBezier(closed: closed, vertices: mix(vertices, other.vertices),
                            inTangents: mix(inTangents, other.inTangents), outTangents: mix(outTangents, other.outTangents))
    }

    /// The shape as a path; `reversed` walks it the other way (a shape's direction 3), from the
    /// same first vertex when closed, as lottie-ios draws reversed rectangles and ellipses (where
    /// a trim starts depends on it).
    func path(reversed: Bool = false) -> Path {
        var path = Path()
        let n = vertices.count
        guard n > 0 else { return path }
        let order = !reversed ? Array(0..<n) : closed ? [0] + (1..<n).reversed() : Array((0..<n).reversed())
        func outHandle(_ i: Int) -> Point { reversed ? inTangents[i] : outTangents[i] }
        func inHandle(_ i: Int) -> Point { reversed ? outTangents[i] : inTangents[i] }
        func segment(_ from: Int, _ to: Int) {
            let c1 = vertices[from] + outHandle(from), c2 = vertices[to] + inHandle(to)
            if c1 == vertices[from] && c2 == vertices[to] {
                path.addLine(to: vertices[to])
            } else {
                path.addCurve(to: vertices[to], control1: c1, control2: c2)
            }
        }
        path.move(to: vertices[order[0]])
        for j in 1..<n { segment(order[j - 1], order[j]) }
        if closed {
            segment(order[n - 1], order[0])
            path.closeSubpath()
        }
        return path
    }
}

extension LottieBezier {
    /// The shape with each sharp corner (a vertex without handles) replaced by a quarter-circle
    /// -like curve of `radius`, at most half of each adjacent edge: After Effects' Round Corners.
    func roundingCorners(radius: Double) -> LottieBezier {
        guard radius > 0, vertices.count > 1 else { return self }
        let handle = 0.5519
        var result = LottieBezier(closed: closed, vertices: [], inTangents: [], outTangents: [])
        let n = vertices.count
        for i in 0..<n {
            let corner = vertices[i]
            let isSharp = inTangents[i] == .zero && outTangents[i] == .zero
            guard isSharp, closed || (i > 0 && i < n - 1) else {
                result.vertices.append(corner); result.inTangents.append(inTangents[i]); result.outTangents.append(outTangents[i])
                continue
            }
            // The curve runs from a point on the edge in to a point on the edge out, each with
            // one handle towards the corner; the edges between corners stay straight.
            for (k, neighbour) in [vertices[(i + n - 1) % n], vertices[(i + 1) % n]].enumerated() {
                let dx = neighbour.x - corner.x, dy = neighbour.y - corner.y
                let distance = (dx * dx + dy * dy).squareRoot()
                let share = distance > 0 ? min(distance / 2, radius) / distance : 0
                let point = Point(x: corner.x + dx * share, y: corner.y + dy * share)
                let tangent = Point(x: (corner.x - point.x) * handle, y: (corner.y - point.y) * handle)
                result.vertices.append(point)
                result.inTangents.append(k == 0 ? .zero : tangent)
                result.outTangents.append(k == 0 ? tangent : .zero)
            }
        }
        return result
    }
}
