/// The Kochanek–Bartels spline through keyframe values that Core Animation's `cubic` and
/// `cubicPaced` modes follow, with each keyframe's tangents worked out once, when the animation
/// is frozen.
///
/// Values become lists of numbers (a point is x, y; a colour r, g, b, a; an affine transform its
/// translation, scale, shear and rotation, rotations unwound so that each step turns the short
/// way; other transforms their 16 elements), and each segment is a cubic Hermite curve between
/// its two values. With tension, continuity and bias all zero the tangent at value i is
/// (vᵢ₊₁ − vᵢ₋₁) / 2: a Catmull-Rom spline. The ends repeat their own value, so the first
/// tangent is (v₁ − v₀) / 2. Values with no numbers (paths, Booleans, strings, a `nil` colour)
/// have no spline; the plan falls back to interpolating them segment by segment.
struct KeyframeSpline {
    let shape: Shape
    /// The number of components of each value.
    let dimension: Int
    /// Every value's components, value after value.
    let points: [Double]
    /// The tangent leaving each value (the start tangent of the segment after it).
    let outgoing: [Double]
    /// The tangent arriving at each value (the end tangent of the segment before it).
    let incoming: [Double]

    /// How components turn back into a value.
    enum Shape {
        case number, point, size, rect, color, numbers, affine, matrix
    }

    init?(values: [AnimatableValue], tension: [Double]?, continuity: [Double]?, bias: [Double]?) {
        guard let (shape, points, dimension) = Self.components(of: values) else { return nil }
        self.shape = shape
        self.dimension = dimension
        self.points = points
        let n = values.count
        var outgoing = [Double](repeating: 0, count: n * dimension), incoming = outgoing
        func parameter(_ list: [Double]?, _ i: Int) -> Double { list.flatMap { i < $0.count ? $0[i] : nil } ?? 0 }
        for i in 0..<n {
            let t = parameter(tension, i), c = parameter(continuity, i), b = parameter(bias, i)
            // Kochanek and Bartels (1984), equations 8 and 9: weights of the chords before and after.
            let outBefore = (1 - t) * (1 + b) * (1 - c) / 2, outAfter = (1 - t) * (1 - b) * (1 + c) / 2
            let inBefore = (1 - t) * (1 + b) * (1 + c) / 2, inAfter = (1 - t) * (1 - b) * (1 - c) / 2
            let previous = max(i - 1, 0), next = min(i + 1, n - 1)
            for k in 0..<dimension {
                let before = points[i * dimension + k] - points[previous * dimension + k]
                let after = points[next * dimension + k] - points[i * dimension + k]
                outgoing[i * dimension + k] = outBefore * before + outAfter * after
                incoming[i * dimension + k] = inBefore * before + inAfter * after
            }
        }
        self.outgoing = outgoing
        self.incoming = incoming
    }

    /// The value `t` (0...1) of the way through segment `i`, from value i to value i + 1.
    func value(segment i: Int, at t: Double) -> AnimatableValue {
        let h = Hermite(t)
        func component(_ k: Int) -> Double { self.component(k, segment: i, h) }
        switch shape {
        case .number: return .number(component(0))
        case .point: return .point(Point(component(0), component(1)))
        case .size: return .size(Size(width: component(0), height: component(1)))
        case .rect: return .rect(Rect(x: component(0), y: component(1), width: component(2), height: component(3)))
        case .color: return .color(Color(red: component(0), green: component(1), blue: component(2), alpha: component(3)))
        case .numbers: return .numbers((0..<dimension).map(component))
        case .affine:
            return .transform(Transform3D(TransformComponents(
                translationX: component(0), translationY: component(1), translationZ: component(2),
                scaleX: component(3), scaleY: component(4), scaleZ: component(5),
                shear: component(6), rotationZ: component(7))))
        case .matrix:
            return .transform(Transform3D((0..<16).map(component)) ?? .identity)
        }
    }

    /// The length of each segment's curve, measured in its components (as paced keyframes
    /// measure the distance between values), from `samples` chords per segment, cumulative
    /// within the segment: `samples + 1` entries each, the first 0.
    func arcLengths(samples: Int) -> [[Double]] {
        let count = points.count / dimension
        return (0..<max(count - 1, 0)).map { i in
            var lengths = [0.0], previous = componentsAt(segment: i, t: 0)
            for s in 1...samples {
                let current = componentsAt(segment: i, t: Double(s) / Double(samples))
                let step = zip(previous, current).map { ($1 - $0) * ($1 - $0) }.reduce(0, +).squareRoot()
                lengths.append(lengths[s - 1] + step)
                previous = current
            }
            return lengths
        }
    }

    private func componentsAt(segment i: Int, t: Double) -> [Double] {
        let h = Hermite(t)
        return (0..<dimension).map { component($0, segment: i, h) }
    }

    /// Component `k` of segment `i`: the Hermite blend of its two values and their tangents.
    @inline(__always)
    private func component(_ k: Int, segment i: Int, _ h: Hermite) -> Double {
        let a = i * dimension + k, b = a + dimension
        return h.start * points[a] + h.startTangent * outgoing[a] + h.end * points[b] + h.endTangent * incoming[b]
    }

    /// The cubic Hermite basis at `t`.
    private struct Hermite {
        let start: Double, startTangent: Double, end: Double, endTangent: Double

        init(_ t: Double) {
            let t2 = t * t, t3 = t2 * t
            start = 2 * t3 - 3 * t2 + 1
            startTangent = t3 - 2 * t2 + t
            end = 3 * t2 - 2 * t3
            endTangent = t3 - t2
        }
    }

    /// The values as components, or `nil` when they are not all numbers of one shape.
    private static func components(of values: [AnimatableValue]) -> (Shape, [Double], Int)? {
        guard let first = values.first else { return nil }
        var flat: [Double] = []
        switch first {
        case .number:
            for v in values { guard case .number(let x) = v else { return nil }; flat.append(x) }
            return (.number, flat, 1)
        case .point:
            for v in values { guard case .point(let p) = v else { return nil }; flat += [p.x, p.y] }
            return (.point, flat, 2)
        case .size:
            for v in values { guard case .size(let s) = v else { return nil }; flat += [s.width, s.height] }
            return (.size, flat, 2)
        case .rect:
            for v in values {
                guard case .rect(let r) = v else { return nil }
                flat += [r.origin.x, r.origin.y, r.size.width, r.size.height]
            }
            return (.rect, flat, 4)
        case .color:
            for v in values { guard case .color(let c?) = v else { return nil }; flat += [c.red, c.green, c.blue, c.alpha] }
            return (.color, flat, 4)
        case .numbers(let list):
            for v in values { guard case .numbers(let l) = v, l.count == list.count, !l.isEmpty else { return nil }; flat += l }
            return (.numbers, flat, list.count)
        case .transform:
            var matrices: [Transform3D] = []
            for v in values { guard case .transform(let m) = v else { return nil }; matrices.append(m) }
            guard matrices.allSatisfy(\.isAffine) else { return (.matrix, matrices.flatMap(\.values), 16) }
            var turn = 0.0
            for (i, m) in matrices.enumerated() {
                let c = m.components
                // Unwind: each rotation lies within half a turn of the one before.
                if i == 0 { turn = c.rotationZ } else {
                    var step = (c.rotationZ - turn).truncatingRemainder(dividingBy: 2 * .pi)
                    if step > .pi { step -= 2 * .pi }
                    if step < -.pi { step += 2 * .pi }
                    turn += step
                }
                flat += [c.translationX, c.translationY, c.translationZ, c.scaleX, c.scaleY, c.scaleZ, c.shear, turn]
            }
            return (.affine, flat, 8)
        default:
            return nil
        }
    }
}
