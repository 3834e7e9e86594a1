import Foundation
import Lamina
import LaminaSVG

/// An imported animated drawing, read at times: values of named layers as presented, and where
/// points of a layer land in the drawing (through the unnamed wrappers that carry transforms).
struct AnimatedDrawing {
    let drawing: SVGImport
    let timeline: Timeline

    init(_ body: String) throws {
        drawing = try importSVG(document(body))
        timeline = Timeline(rootLayer: drawing.layer)
    }

    var warnings: [String] { drawing.warnings.map(\.description) }

    func snapshot(_ name: String, at time: Double) -> LayerSnapshot? {
        timeline.presentation(at: time).layer(named: name)
    }

    func opacity(_ name: String, at time: Double) -> Double? { snapshot(name, at: time)?.properties.opacity }

    func hidden(_ name: String, at time: Double) -> Bool? { snapshot(name, at: time)?.properties.isHidden }

    func number(_ name: String, _ keyPath: String, at time: Double) -> Double? {
        snapshot(name, at: time)?.value(forKeyPath: keyPath)?.number
    }

    func color(_ name: String, _ keyPath: String, at time: Double) -> Color? {
        if case .color(let c)? = snapshot(name, at: time)?.value(forKeyPath: keyPath) { return c }
        return nil
    }

    /// Where `point` of the named layer's bounds is in the drawing at `time` (2-D layers only).
    func place(_ point: Point, of name: String, at time: Double) -> Point? {
        let root = timeline.presentation(at: time)
        guard let chain = Self.chain(to: name, from: root) else { return nil }
        var p = point
        for layer in chain.reversed() {
            let q = layer.properties
            let x = p.x - q.bounds.origin.x - q.anchorPoint.x * q.bounds.size.width
            let y = p.y - q.bounds.origin.y - q.anchorPoint.y * q.bounds.size.height
            let t = q.transform
            p = Point(x: x * t.m11 + y * t.m21 + t.m41 + q.position.x, y: x * t.m12 + y * t.m22 + t.m42 + q.position.y)
        }
        return p
    }

    /// Where the named layer's bounds' centre is in the drawing.
    func centre(of name: String, at time: Double) -> Point? {
        guard let bounds = snapshot(name, at: time)?.properties.bounds else { return nil }
        return place(Point(x: bounds.origin.x + bounds.size.width / 2, y: bounds.origin.y + bounds.size.height / 2), of: name, at: time)
    }

    /// The named shape's path bounding box, placed in the drawing (translations only).
    func pathBox(_ name: String, at time: Double) -> Rect? {
        guard case .path(let path?)? = snapshot(name, at: time)?.value(forKeyPath: "path") else { return nil }
        let box = path.boundingBox
        guard let origin = place(box.origin, of: name, at: time) else { return nil }
        return Rect(x: origin.x, y: origin.y, width: box.size.width, height: box.size.height)
    }

    /// The layers from the root's first level down to the named one, excluding the root.
    static func chain(to name: String, from root: LayerSnapshot) -> [LayerSnapshot]? {
        for sublayer in root.sublayers {
            if sublayer.name == name { return [sublayer] }
            if let rest = chain(to: name, from: sublayer) { return [sublayer] + rest }
        }
        return nil
    }
}
