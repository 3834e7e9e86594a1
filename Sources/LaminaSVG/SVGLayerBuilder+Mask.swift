import Foundation
import Lamina

/// `mask`: a `mask` element's content becomes the masked layer's `mask` layer, drawn inside the
/// mask's region. Core Animation masks by alpha; an SVG mask is by luminance unless
/// `mask-type="alpha"`, so the region carries a filter that turns its composited content into
/// black at the alpha its luminance gives. The luminance is of the content once drawn (CSS
/// Masking 1 §7.2: of the mask image), not of each shape: a black shape over a white one cuts a
/// hole, which turning each colour into alpha on its own could not do.
extension SVGLayerBuilder {
    /// `built` with its style's mask; a layer that already has a mask is wrapped first.
    func masked(_ built: Built, node: SVGNode, style: SVGStyle) -> Built {
        guard let id = style.mask else { return built }
        guard let maskNode = elements[id], maskNode.name == "mask" else {
            warn(node, "mask refers to #\(id), which is not a mask; not masked")
            return built
        }
        // A reference back to a mask being built is ignored, the rest of the masking applies
        // (what Chromium does with a mask's content, and resvg with masks on masks).
        guard !masking.contains(id) else {
            warn(node, "mask #\(id) refers back to itself; ignored here")
            return built
        }
        let box = built.box
        let a = maskNode.attributes
        let boxUnits = a["maskUnits"] != "userSpaceOnUse"
        func regionValue(_ key: String, _ fallback: String, _ origin: Double, _ size: Double, _ reference: Double) -> Double {
            let text = a[key] ?? fallback
            if boxUnits {
                let fraction = text.hasSuffix("%") ? (Double(text.dropLast()) ?? 0) / 100 : (Double(text) ?? 0)
                return origin + fraction * size
            }
            return SVGLength.parse(text, reference: reference) ?? 0
        }
        let x = regionValue("x", "-10%", box.origin.x, box.size.width, viewport.width)
        let y = regionValue("y", "-10%", box.origin.y, box.size.height, viewport.height)
        let width = regionValue("width", "120%", 0, box.size.width, viewport.width)
        let height = regionValue("height", "120%", 0, box.size.height, viewport.height)
        guard width > 0, height > 0 else { return hidden(built) }
        var content = AffineTransform.identity
        if a["maskContentUnits"] == "objectBoundingBox" {
            guard box.size.width > 0, box.size.height > 0 else { return hidden(built) }
            content = AffineTransform(a: box.size.width, b: 0, c: 0, d: box.size.height, tx: box.origin.x, ty: box.origin.y)
        }
        // The region, in the masked layer's bounds, clips the content; its bounds' origin is the
        // region's corner, so the content keeps the masked layer's coordinates.
        let region = Layer()
        region.bounds = Rect(x: x - box.origin.x, y: y - box.origin.y, width: width, height: height)
        region.position = Point(x: x - box.origin.x + width / 2, y: y - box.origin.y + height / 2)
        region.masksToBounds = true
        masking.append(id)
        let maskStyle = SVGStyle.computed(for: maskNode, parent: SVGStyle(), reference: diagonal, warn: { self.warn(maskNode, $0) })
        let outer = content.concatenating(AffineTransform(translationX: -box.origin.x, y: -box.origin.y))
        for child in maskNode.children {
            for part in build(child, parentStyle: maskStyle, outer: outer, opacityFactor: 1) {
                region.addSublayer(part.layer)
            }
        }
        let type = maskNode.declared("mask-type")
        if type != "alpha" { region.filters = Self.luminanceAsAlpha(over: region.bounds) }
        var mask = Layer()
        mask.bounds = Rect(x: 0, y: 0, width: box.size.width, height: box.size.height)
        mask.position = Point(x: box.size.width / 2, y: box.size.height / 2)
        mask.addSublayer(region)
        // `clip-path` on the mask element (CSS Masking 1: it applies to container elements)
        // clips its content, in the masked element's space and box, as Chromium and rsvg draw.
        if maskStyle.clipPath != nil {
            mask = clipped(Built(layer: mask, frame: box, box: box), node: maskNode, style: maskStyle).layer
        }
        // `mask` on a mask element (a container element, CSS Masking 1 §7.1) masks its content
        // in the masked element's space and box.
        // A chain of masks on masks that comes back round is dropped whole (resvg; Chromium
        // ignores `mask` on masks altogether).
        if let next = maskStyle.mask {
            if maskChainReturns(from: next) {
                warn(maskNode, "the masks on mask #\(id) come back round to it; its mask is ignored")
            } else {
                mask = masked(Built(layer: mask, frame: box, box: box), node: maskNode, style: maskStyle).layer
            }
        }
        masking.removeLast()
        let target = built.layer.mask == nil ? built.layer : wrapped(built.layer)
        target.mask = mask
        return Built(layer: target, frame: built.frame, box: box)
    }

    /// Whether following the `mask` attributes of mask elements from `id` reaches a mask being built.
    private func maskChainReturns(from id: String) -> Bool {
        var current: String? = id, seen: Set<String> = []
        while let next = current, elements[next]?.name == "mask" {
            if masking.contains(next) || !seen.insert(next).inserted { return true }
            guard let node = elements[next] else { return false }
            let text = node.declared("mask")
            current = text.flatMap { t in
                guard let open = t.range(of: "url(#"), let close = t.range(of: ")", range: open.upperBound..<t.endIndex) else { return nil }
                return String(t[open.upperBound..<close.lowerBound])
            }
        }
        return false
    }

    /// The filter that turns `region`'s content into black at its luminance's alpha: the content
    /// over opaque black (so the colour is premultiplied, luminance × alpha), then
    /// `luminanceToAlpha` with sRGB coefficients, as SVG's default `color-interpolation` for masks.
    static func luminanceAsAlpha(over region: Rect) -> FilterGraph {
        FilterGraph(region: region, primitives: [
            FilterPrimitive(.flood(.black), result: "black", colorSpace: .sRGB),
            FilterPrimitive(.merge, inputs: [.result("black"), .sourceGraphic], colorSpace: .sRGB),
            FilterPrimitive(FilterOperation.luminanceToAlpha, colorSpace: .sRGB),
        ])
    }
}
