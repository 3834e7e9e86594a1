import Foundation
import Lamina

/// Repeaters: N copies of the items above the repeater, each a layer whose transform is the
/// repeater's step applied (offset + k) times and whose opacity runs from the start opacity to
/// the end opacity. A repeater whose copies, offset, transform or opacities animate gives each
/// copy sampled keyframe animations of its `transform` and `opacity`, so the copies move as
/// the step changes; copies beyond the current count are transparent.
extension LottieBuilder {
    func buildRepeater(_ items: [LottieShapeItem], repeater: LottieRepeaterValues, name: String, above: Bool,
                       into container: Layer, scope: Scope) throws {
        let most = repeater.mostCopies
        var layers: [Layer] = []
        for k in 0..<most {
            let copy = Layer()
            if repeater.isAnimated {
                let inputs = repeater.inputs
                let animator = animator(scope.map)
                let layerName = "\(scope.layerName)/\(name)"
                let transform = sampledTrack(inputs, layerName: layerName, feature: "repeater motion") { f in
                    .transform(repeater.transform(ofCopy: k, at: f))
                }
                animator.apply(transform, to: copy, keyPath: "transform")
                let opacity = sampledTrack(inputs, layerName: layerName, feature: "repeater motion") { f in
                    .number(repeater.opacity(ofCopy: k, at: f))
                }
                animator.apply(opacity, to: copy, keyPath: "opacity")
            } else {
                copy.transform = repeater.transform(ofCopy: k, at: 0)
                copy.opacity = repeater.opacity(ofCopy: k, at: 0)
            }
            try buildItems(items, into: copy, scope: scope)
            layers.append(copy)
        }
        for layer in above ? layers : layers.reversed() { container.addSublayer(layer) }
    }
}

/// A repeater's animatable values (`c`, `o` and its `tr`), and each copy's transform and
/// opacity at a frame of the shape layer.
struct LottieRepeaterValues {
    var copies: LottieAnimated<[Double]>
    var offset: LottieAnimated<[Double]>
    var transform: LottieTransform
    /// `Limits.lottieRepeaterCopies`: more copies are clamped to it.
    var maximumCopies: Int

    var isAnimated: Bool { inputs.contains { $0.count > 1 } }

    /// When each value the copies depend on has keyframes.
    var inputs: [[LottieKeyTiming]] {
        [copies.timing, offset.timing, transform.anchor.timing, transform.position.timing, transform.scale.timing,
         transform.rotation.timing, transform.startOpacity.timing, transform.endOpacity.timing]
    }

    /// The number of copies shown at `frame`: the copies value rounded, never negative.
    func count(at frame: Double) -> Int { count(of: copies.value(at: frame)) }

    /// The most copies shown at any frame: at the keyframes, and at each whole frame between
    /// them (an eased count can overshoot its keyframes).
    var mostCopies: Int {
        var most = copies.keyframes.map { count(of: $0.value) }.max() ?? count(at: 0)
        if let first = copies.keyframes.first?.time, let last = copies.keyframes.last?.time, last > first {
            let frames = Int(min(last - first, 20_000))
            for i in 0...frames { most = max(most, count(at: first + (last - first) * Double(i) / Double(max(frames, 1)))) }
        }
        return most
    }

    func count(of value: [Double]) -> Int {
        Int(min(max(value.first ?? 1, 0), Double(maximumCopies)).rounded())
    }

    /// Copy `k`'s transform: the step (about the anchor: scale, then rotation, then the
    /// position offset) composed `k + offset` times, each copy's step applied in the space the
    /// one before it left (so a rotating step curls the copies round). A fractional offset
    /// applies that fraction of a step first: the position and rotation times the fraction, the
    /// scale to its power.
    func transform(ofCopy k: Int, at frame: Double) -> Transform3D {
        let t = Double(k) + (offset.value(at: frame).first ?? 0)
        let whole = t.rounded(.down), part = t - whole
        let step = self.step(at: frame, fraction: 1)
        let first = part == 0 ? Transform3D.identity : self.step(at: frame, fraction: part)
        // A negative count of steps goes back: the inverse step (none for a scale of 0).
        let unit = whole >= 0 ? step : step.inverted() ?? Transform3D(scaleX: 0, y: 0)
        return first.concatenating(Self.power(unit, Int(min(abs(whole), Double(maximumCopies)))))
    }

    /// `matrix` composed with itself `n` times, by squaring.
    private static func power(_ matrix: Transform3D, _ n: Int) -> Transform3D {
        var result = Transform3D.identity, base = matrix, n = n
        while n > 0 {
            if n & 1 == 1 { result = result.concatenating(base) }
            base = base.concatenating(base)
            n >>= 1
        }
        return result
    }

    /// Copy `k`'s opacity at `frame`: the start opacity for the first copy, the end opacity for
    /// the last, straight between; zero beyond the current count.
    func opacity(ofCopy k: Int, at frame: Double) -> Double {
        let count = self.count(at: frame)
        guard k < count else { return 0 }
        let start = (transform.startOpacity.value(at: frame).first ?? 100) / 100
        let end = (transform.endOpacity.value(at: frame).first ?? 100) / 100
        let opacity = count > 1 ? start + (end - start) * Double(k) / Double(count - 1) : start
        return min(max(opacity, 0), 1)
    }

    private func step(at frame: Double, fraction u: Double) -> Transform3D {
        let a = transform.anchor.value(at: frame), p = transform.position.value(at: frame)
        let s = transform.scale.value(at: frame), r = transform.rotation.value(at: frame).first ?? 0
        let ax = a.first ?? 0, ay = a.count > 1 ? a[1] : 0
        let sx = (s.first ?? 100) / 100, sy = (s.count > 1 ? s[1] : s.first ?? 100) / 100
        return Transform3D(translationX: -ax, y: -ay)
            .concatenating(Transform3D(scaleX: Self.power(sx, u), y: Self.power(sy, u)))
            .concatenating(Transform3D(rotationAngle: r * u * .pi / 180))
            .concatenating(Transform3D(translationX: ax + (p.first ?? 0) * u, y: ay + (p.count > 1 ? p[1] : 0) * u))
    }

    /// `x` to the power `u`, keeping a negative scale's sign (a mirror stays a mirror).
    private static func power(_ x: Double, _ u: Double) -> Double {
        u == 1 ? x : (x < 0 ? -pow(-x, u) : pow(x, u))
    }
}
