import Lamina

/// Position, scale and rotation as one `transform` animation, for a transform whose x scale is
/// ever negative.
///
/// Separate `transform.scale.x` and `transform.scale.y` values cannot keep a negative x scale:
/// writing one component decomposes the matrix, which folds the sign into the rotation, so a
/// scale of (−1, −1) comes out as a mirror instead of a half turn. lottie-ios's Core Animation
/// engine meets the same limit and animates the whole matrix instead, keyframe by keyframe; so
/// does this, and the matrices interpolate as Core Animation's do (translation along the chord,
/// not along spatial tangents; rotation the shorter way round).
extension LottieBuilder {
    static func needsCombinedTransform(_ t: LottieTransform) -> Bool {
        t.scale.keyframes.contains { ($0.value.first ?? 100) < 0 }
    }

    /// `transform` = scale, then rotation, then translation to the position; the anchor stays
    /// the layer's bounds origin.
    func applyCombinedTransform(_ t: LottieTransform, to layer: Layer, map: LottieTimeMap) {
        var inputs = [t.scale.timing, t.rotation.timing]
        let separate = t.positionX.flatMap { x in t.positionY.map { (x, $0) } }
        if let (x, y) = separate { inputs += [x.timing, y.timing] } else { inputs.append(t.position.timing) }
        animator(map).apply(LottieTrack(combining: inputs) { f in
            let s = t.scale.value(at: f), angle = (t.rotation.value(at: f).first ?? 0) * .pi / 180
            let p: Point
            if let (x, y) = separate {
                p = Point(x: x.value(at: f).first ?? 0, y: y.value(at: f).first ?? 0)
            } else {
                let v = t.position.value(at: f)
                p = Point(x: v.first ?? 0, y: v.count > 1 ? v[1] : 0)
            }
            let sx = (s.first ?? 100) / 100, sy = (s.count > 1 ? s[1] : s.first ?? 100) / 100
            return .transform(Transform3D(scaleX: sx, y: sy)
                .concatenating(Transform3D(rotationAngle: angle))
                .concatenating(Transform3D(translationX: p.x, y: p.y)))
        }, to: layer, keyPath: "transform")
    }
}
