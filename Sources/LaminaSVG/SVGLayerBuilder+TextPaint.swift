import Foundation
import Lamina

/// Gradients and patterns on text: a run's glyph outlines (as Pango fills them) mask a paint
/// layer laid out over the whole `text` element's bounding box, which is what
/// `objectBoundingBox` units refer to for text (SVG 2, 11.2: the union of the character cells).
/// A `TextLayer` can only fill with one colour, so the run's own colour is cleared and the
/// paint layers become its sublayers, in `paint-order`; a turned run's paint stays upright.
extension SVGLayerBuilder {
    /// A gradient or pattern a text paint refers to.
    enum TextPaintServer {
        case gradient(SVGGradient)
        case pattern(String)
    }

    /// A run (or a decoration line) whose fill or stroke is a paint server, kept until the
    /// text's box is known.
    struct PendingTextPaint {
        var layer: Layer
        /// The run's layer in the text's user space (its unrotated frame).
        var frame: Rect
        var outline: Path
        var style: SVGStyle
        var fill: TextPaintServer?
        var stroke: TextPaintServer?
    }

    /// The gradient (with stops) or pattern (with a tile) `paint` refers to, or `nil` for a colour,
    /// `none`, or a reference that draws nothing (the caller then uses the fallback).
    func textPaintServer(_ paint: SVGPaint) -> TextPaintServer? {
        guard case .url(let id, _) = paint else { return nil }
        if let gradient = gradients[id] { return gradient.stops.isEmpty ? nil : .gradient(gradient) }
        if let pattern = elements[id], pattern.name == "pattern",
           !Self.patternTileIsEmpty(resolvedPattern(id)?.attributes ?? [:]) {
            return .pattern(id)
        }
        return nil
    }

    /// Adds each pending run's paint layers, laid out over `box` (the text's bounding box in
    /// its user space), masked by the run's glyph outlines or their stroke.
    func paintText(_ pending: [PendingTextPaint], box: Rect, node: SVGNode) {
        for run in pending {
            let style = run.style
            let strokeFirst = (style.paintOrder.firstIndex(of: .stroke) ?? 1) < (style.paintOrder.firstIndex(of: .fill) ?? 0)
            if let fill = run.fill,
               let painted = textPaintLayer(fill, run: run, box: box, stroked: false, opacity: style.fillOpacity, node: node) {
                // Under a colour stroke already added, unless the stroke comes first.
                if strokeFirst { run.layer.addSublayer(painted) } else { run.layer.insertSublayer(painted, at: 0) }
            }
            if let stroke = run.stroke,
               let painted = textPaintLayer(stroke, run: run, box: box, stroked: true, opacity: style.strokeOpacity, node: node) {
                if strokeFirst { run.layer.insertSublayer(painted, at: 0) } else { run.layer.addSublayer(painted) }
            }
        }
    }

    /// One paint layer over the run (grown by the stroke's reach when stroked), in the run's
    /// layer coordinates, masked by its outline.
    private func textPaintLayer(_ server: TextPaintServer, run: PendingTextPaint, box: Rect, stroked: Bool,
                                opacity: Double, node: SVGNode) -> Layer? {
        let style = run.style
        let pad = stroked ? style.strokeWidth / 2 * max(style.miterLimit, 1.5) + 1 : 0
        // A turned run (per-character `rotate`, or on a path) is placed by its transform: the
        // paint stays upright in user space while the glyphs that mask it turn.
        let turned = run.layer.transform != .identity
        let local = Rect(x: -pad, y: -pad, width: run.frame.size.width + 2 * pad, height: run.frame.size.height + 2 * pad)
        var toUser = AffineTransform(translationX: run.frame.origin.x, y: run.frame.origin.y)
        if turned {
            let b = run.layer.bounds
            toUser = AffineTransform(translationX: -(b.origin.x + run.layer.anchorPoint.x * b.size.width),
                                     y: -(b.origin.y + run.layer.anchorPoint.y * b.size.height))
                .concatenating(run.layer.transform.affineTransform)
                .concatenating(AffineTransform(translationX: run.layer.position.x, y: run.layer.position.y))
        }
        let area = Self.transformed(local, toUser)
        let layer: Layer
        switch server {
        case .gradient(let gradient):
            let made = gradient.makeLayer(box: box, area: area, viewport: viewport, opacity: opacity)
            made.notes.forEach { warn(node, $0) }
            layer = made.layer
        case .pattern(let id):
            guard let patterned = patternLayer(id, node: node, box: box, area: area) else { return nil }
            patterned.opacity = opacity
            layer = patterned
        }
        layer.bounds = Rect(x: 0, y: 0, width: area.size.width, height: area.size.height)
        if turned, let fromUser = toUser.inverted() {
            // The paint upright in a holder that has the run's coordinates and the glyphs' mask.
            layer.position = Point(x: area.midX, y: area.midY).applying(fromUser)
            layer.transform = Transform3D(AffineTransform(a: fromUser.a, b: fromUser.b, c: fromUser.c, d: fromUser.d, tx: 0, ty: 0))
            let holder = Layer()
            holder.bounds = local
            holder.position = Point(x: local.midX, y: local.midY)
            holder.addSublayer(layer)
            holder.mask = outlineMask(run, bounds: local, stroked: stroked, offset: .zero)
            return holder
        }
        layer.position = Point(x: area.midX - run.frame.origin.x, y: area.midY - run.frame.origin.y)
        layer.mask = outlineMask(run, bounds: layer.bounds, stroked: stroked, offset: Point(x: pad, y: pad))
        return layer
    }

    /// The run's outline (filled, or stroked with its style) as a mask over `bounds`, the
    /// outline moved by `offset`.
    private func outlineMask(_ run: PendingTextPaint, bounds: Rect, stroked: Bool, offset: Point) -> ShapeLayer {
        let style = run.style
        let mask = ShapeLayer()
        mask.path = run.outline.applying(AffineTransform(translationX: offset.x, y: offset.y))
        mask.bounds = bounds
        mask.position = Point(x: bounds.midX, y: bounds.midY)
        if stroked {
            mask.fillColor = nil
            mask.strokeColor = .black
            Self.applyStrokeGeometry(style, to: mask)
        } else {
            mask.fillColor = .black
        }
        return mask
    }
}
