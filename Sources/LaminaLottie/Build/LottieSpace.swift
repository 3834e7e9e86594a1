import Foundation
import Lamina

/// After Effects' 3D space and its cameras, as matrices in Lamina's (Core Animation's) layout.
///
/// After Effects measures x right, y down and z away from the viewer; Core Animation's z comes
/// towards the viewer (its eye sits at `+d` for `m34 = -1/d`). A matrix is built here in After
/// Effects' space and carried over by ``coreAnimation(_:)``, which flips z on both sides.
/// In that space every rotation is the right-handed one `Transform3D(rotationAngle:x:y:z:)`
/// makes, and a layer's matrix is, in the order it acts on a point (as lottie-web and Skia's
/// Skottie compose it):
///
///     anchor to the origin → scale → skew → rotation z → y → x → orientation z → y → x → position
///
/// A camera looks along its own +z; its zoom (`pe`) is the distance at which a layer appears at
/// its own size, and the composition's centre is where its axis meets the picture. A camera
/// is placed as a layer is (rotations, then orientation, then position, then its parents),
/// a two-node camera (one with a point of interest, `a`) first turned to face that point
/// without rolling. Orientation and rotations compose in the same order on cameras and layers
/// (lottie-web's HTML camera applies them the other way round; both agree when one is zero).
enum LottieSpace {
    /// The default camera of a composition without one: After Effects' 50 mm preset on 36 mm
    /// film, whose zoom is the composition's width × 50 / 36, looking at the centre from
    /// `-zoom` (a 1920-wide composition's default camera sits at z = -2666.7).
    static func defaultZoom(width: Double) -> Double { width * 50 / 36 }

    /// `m` moved from After Effects' space to Core Animation's: z flipped before and after.
    static func coreAnimation(_ m: Transform3D) -> Transform3D {
        var f = m
        f.m13 = -m.m13; f.m23 = -m.m23; f.m43 = -m.m43
        f.m31 = -m.m31; f.m32 = -m.m32; f.m34 = -m.m34
        return f
    }

    /// Rotation about x, y and z (degrees), in After Effects' order: z first, then y, then x.
    static func rotation(x: Double, y: Double, z: Double) -> Transform3D {
        var m = Transform3D.identity
        if z != 0 { m = m.concatenating(Transform3D(rotationAngle: z * .pi / 180, x: 0, y: 0, z: 1)) }
        if y != 0 { m = m.concatenating(Transform3D(rotationAngle: y * .pi / 180, x: 0, y: 1, z: 0)) }
        if x != 0 { m = m.concatenating(Transform3D(rotationAngle: x * .pi / 180, x: 1, y: 0, z: 0)) }
        return m
    }

    /// A layer's scale, skew, rotations and orientation at `frame`, without anchor and position,
    /// in After Effects' space. A 2D layer has only its rotation about z and its x-y scale.
    static func linear(_ t: LottieTransform, at frame: Double, is3D: Bool) -> Transform3D {
        let s = t.scale.value(at: frame)
        let sx = s.first ?? 100, sy = s.count > 1 ? s[1] : sx, sz = is3D && s.count > 2 ? s[2] : 100
        let rz = t.rotation.value(at: frame).first ?? 0
        var m = LottieBuilder.skewedTransform(scale: (sx, sy), rotation: rz,
                                              skew: t.skew?.value(at: frame).first ?? 0,
                                              skewAxis: t.skewAxis?.value(at: frame).first ?? 0)
        guard is3D else { return m }
        if sz != 100 { m = Transform3D(scaleX: 1, y: 1, z: sz / 100).concatenating(m) }
        m = m.concatenating(rotation(x: t.rotationX.value(at: frame).first ?? 0, y: t.rotationY.value(at: frame).first ?? 0, z: 0))
        let o = t.orientation.value(at: frame)
        return m.concatenating(rotation(x: o.first ?? 0, y: o.count > 1 ? o[1] : 0, z: o.count > 2 ? o[2] : 0))
    }

    /// The position at `frame` as x, y, z (z is 0 on 2D layers). Keyframes move along the chord
    /// between them: spatial tangents are not followed here.
    static func position(_ t: LottieTransform, at frame: Double, is3D: Bool) -> (x: Double, y: Double, z: Double) {
        if let x = t.positionX, let y = t.positionY {
            return (x.value(at: frame).first ?? 0, y.value(at: frame).first ?? 0,
                    is3D ? t.positionZ?.value(at: frame).first ?? 0 : 0)
        }
        let p = t.position.value(at: frame)
        return (p.first ?? 0, p.count > 1 ? p[1] : 0, is3D && p.count > 2 ? p[2] : 0)
    }

    /// The anchor point at `frame` as x, y, z.
    static func anchor(_ t: LottieTransform, at frame: Double, is3D: Bool) -> (x: Double, y: Double, z: Double) {
        let a = t.anchor.value(at: frame)
        return (a.first ?? 0, a.count > 1 ? a[1] : 0, is3D && a.count > 2 ? a[2] : 0)
    }

    /// A layer's whole matrix at `frame` (anchor to the origin, ``linear(_:at:is3D:)``,
    /// position), in After Effects' space: what a parent does to its children.
    static func layerMatrix(_ t: LottieTransform, at frame: Double, is3D: Bool) -> Transform3D {
        let a = anchor(t, at: frame, is3D: is3D), p = position(t, at: frame, is3D: is3D)
        return Transform3D(translationX: -a.x, y: -a.y, z: -a.z)
            .concatenating(linear(t, at: frame, is3D: is3D))
            .concatenating(Transform3D(translationX: p.x, y: p.y, z: p.z))
    }

    /// The turn that points a camera's +z from `eye` at `target` without roll: a pitch about
    /// x, then a yaw about y.
    static func lookAt(from eye: (x: Double, y: Double, z: Double), to target: (x: Double, y: Double, z: Double)) -> Transform3D {
        let dx = target.x - eye.x, dy = target.y - eye.y, dz = target.z - eye.z
        guard dx != 0 || dy != 0 || dz != 0 else { return .identity }
        let pitch = atan2(-dy, (dx * dx + dz * dz).squareRoot())
        let yaw = atan2(dx, dz)
        return Transform3D(rotationAngle: pitch, x: 1, y: 0, z: 0).concatenating(Transform3D(rotationAngle: yaw, x: 0, y: 1, z: 0))
    }

    /// A camera's map from its own space to its composition's, in After Effects' space:
    /// rotations and orientation, the turn towards the point of interest (`twoNode`), position,
    /// then `parents` (the camera's parent first).
    static func cameraMatrix(_ t: LottieTransform, twoNode: Bool, parents: [LottieTransform], parentIs3D: [Bool],
                             at frame: Double) -> Transform3D {
        let p = position(t, at: frame, is3D: true)
        var m = rotation(x: t.rotationX.value(at: frame).first ?? 0, y: t.rotationY.value(at: frame).first ?? 0,
                         z: t.rotation.value(at: frame).first ?? 0)
        let o = t.orientation.value(at: frame)
        m = m.concatenating(rotation(x: o.first ?? 0, y: o.count > 1 ? o[1] : 0, z: o.count > 2 ? o[2] : 0))
        if twoNode { m = m.concatenating(lookAt(from: p, to: anchor(t, at: frame, is3D: true))) }
        m = m.concatenating(Transform3D(translationX: p.x, y: p.y, z: p.z))
        for (parent, is3D) in zip(parents, parentIs3D) { m = m.concatenating(layerMatrix(parent, at: frame, is3D: is3D)) }
        return m
    }

    /// The `sublayerTransform` that shows a composition's 3D layers through a camera placed by
    /// `camera` (``cameraMatrix(_:twoNode:parents:parentIs3D:at:)``) with `zoom`, on a
    /// composition of `size` whose sublayer space has its origin at the top-left corner:
    /// into the camera's space, out along z by the zoom, perspective `m34 = -1/zoom` (a point at
    /// the zoom's distance keeps its size), and the camera's axis to the centre. The identity
    /// for the default camera on points at z = 0.
    static func projection(camera: Transform3D, zoom: Double, size: Size) -> Transform3D? {
        guard zoom > 0, zoom.isFinite, let view = camera.inverted() else { return nil }
        var perspective = Transform3D.identity
        perspective.m34 = -1 / zoom
        return coreAnimation(view)
            .concatenating(Transform3D(translationX: 0, y: 0, z: zoom))
            .concatenating(perspective)
            .concatenating(Transform3D(translationX: size.width / 2, y: size.height / 2))
    }

    /// The default camera's `sublayerTransform` for a composition of `size`.
    static func defaultProjection(size: Size) -> Transform3D {
        let zoom = defaultZoom(width: size.width)
        let camera = Transform3D(translationX: size.width / 2, y: size.height / 2, z: -zoom)
        return projection(camera: camera, zoom: zoom, size: size) ?? .identity
    }
}
