import Foundation
import Lamina

/// `vector-effect: non-scaling-stroke` (SVG 2, 13.3): the stroke is laid out in the host
/// coordinate space (here the root viewport's) rather than the element's user space, so its
/// width, dashes and caps ignore the transforms above the element. A `ShapeLayer` strokes in
/// its own space, so the stroke becomes a layer whose path is the outline mapped into that
/// space (linear part only) and whose transform maps it back: the two cancel for the geometry
/// and leave the stroke's width unscaled. Drawing the stroke as a filled outline was not taken:
/// the core has no stroker, and Cairo's strokes keep joins, caps and dashes exact.
extension SVGLayerBuilder {
    /// `stroke` (a shape layer whose path is in the shape's box-local space, `box` being the
    /// shape's box in its user space) re-laid out in the root's space, placed in the shape's
    /// layer; `nil` when the element's transform cannot be inverted.
    func strokedInRootSpace(_ stroke: ShapeLayer, box: Rect) -> Layer? {
        let toRoot = AffineTransform(translationX: box.origin.x, y: box.origin.y).concatenating(userToRoot)
        let linear = AffineTransform(a: toRoot.a, b: toRoot.b, c: toRoot.c, d: toRoot.d, tx: 0, ty: 0)
        guard let back = linear.inverted(), let path = stroke.path else { return nil }
        let mapped = path.applying(linear)
        let mappedBox = mapped.boundingBox
        stroke.path = mapped.applying(AffineTransform(translationX: -mappedBox.origin.x, y: -mappedBox.origin.y))
        stroke.bounds = Rect(x: 0, y: 0, width: mappedBox.size.width, height: mappedBox.size.height)
        stroke.anchorPoint = Point(x: 0.5, y: 0.5)
        stroke.position = Point(x: mappedBox.midX, y: mappedBox.midY).applying(back)
        stroke.transform = back.isIdentity ? .identity : Transform3D(back)
        return stroke
    }

    /// The smallest factor by which `map`'s linear part scales a length (its smaller singular
    /// value): how far a root-space length can reach in user space is that length over it.
    static func smallestScale(of map: AffineTransform) -> Double {
        let p = map.a * map.a + map.b * map.b, q = map.c * map.c + map.d * map.d, r = map.a * map.c + map.b * map.d
        let mean = (p + q) / 2, spread = (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()
        return max(mean - spread, 0).squareRoot()
    }
}
