import Foundation
import Lamina

/// `mask`: a `mask` element's content becomes the masked layer's `mask` layer, drawn inside the
/// mask's region. Core Animation masks by alpha; an SVG mask is by luminance unless
/// `mask-type="alpha"`, so the content's colours are turned into black at the alpha their
/// luminance gives (gradients resampled, since luminance × alpha is not linear between stops).
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
        let type = a["mask-type"] ?? SVGStyle.declarations(a["style"] ?? "").last { $0.0 == "mask-type" }?.1
        if type != "alpha" { Self.luminanceToAlpha(region) }
        var mask = Layer()
        mask.bounds = Rect(x: 0, y: 0, width: box.size.width, height: box.size.height)
        mask.position = Point(x: box.size.width / 2, y: box.size.height / 2)
        mask.addSublayer(region)
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
            let text = SVGStyle.declarations(node.attributes["style"] ?? "").last { $0.0 == "mask" }?.1 ?? node.attributes["mask"]
            current = text.flatMap { t in
                guard let open = t.range(of: "url(#"), let close = t.range(of: ")", range: open.upperBound..<t.endIndex) else { return nil }
                return String(t[open.upperBound..<close.lowerBound])
            }
        }
        return false
    }

    /// Black at the alpha of `color`'s luminance (sRGB coefficients, as SVG's default
    /// `color-interpolation` for masks) times its alpha.
    static func luminanceAlpha(_ color: Color) -> Color {
        let luminance = 0.2125 * color.red + 0.7154 * color.green + 0.0721 * color.blue
        return Color(red: 0, green: 0, blue: 0, alpha: min(max(luminance * color.alpha, 0), 1))
    }

    /// Turns every colour drawn by `layer` and its sublayers (not their own masks, which are
    /// alpha already) into its luminance alpha.
    static func luminanceToAlpha(_ layer: Layer) {
        layer.backgroundColor = layer.backgroundColor.map(luminanceAlpha)
        if let text = layer as? TextLayer { text.foregroundColor = text.foregroundColor.map(luminanceAlpha) }
        if let image = layer.contents { layer.contents = luminanceAlpha(image) }
        if let shape = layer as? ShapeLayer {
            shape.fillColor = shape.fillColor.map(luminanceAlpha)
            shape.strokeColor = shape.strokeColor.map(luminanceAlpha)
        }
        if let gradient = layer as? GradientLayer, let colors = gradient.colors, !colors.isEmpty {
            let locations = gradient.locations ?? colors.indices.map { colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1) }
            // 64 samples: luminance × alpha is quadratic between stops.
            let samples = (0...64).map { Double($0) / 64 }
            gradient.colors = samples.map { luminanceAlpha(Self.color(at: $0, colors: colors, locations: locations)) }
            gradient.locations = samples
        }
        layer.sublayers.forEach(luminanceToAlpha)
    }

    /// An image (an `image` inside a mask) as black at its pixels' luminance alpha. Its pixels
    /// are premultiplied, so the luminance of the premultiplied channels is luminance × alpha.
    static func luminanceAlpha(_ image: ImageBuffer) -> ImageBuffer {
        var image = image
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for row in 0..<image.height {
                var i = row * image.bytesPerRow
                for _ in 0..<image.width {
                    let luminance = 0.0721 * Double(pixels[i]) + 0.7154 * Double(pixels[i + 1]) + 0.2125 * Double(pixels[i + 2])
                    pixels[i] = 0
                    pixels[i + 1] = 0
                    pixels[i + 2] = 0
                    pixels[i + 3] = UInt8(min(max(luminance.rounded(), 0), 255))
                    i += 4
                }
            }
        }
        return image
    }

    /// The gradient's straight-alpha colour at `t`, padded beyond its first and last stops.
    private static func color(at t: Double, colors: [Color], locations: [Double]) -> Color {
        guard let first = locations.first, t > first else { return colors[0] }
        for i in 1..<min(colors.count, locations.count) where t <= locations[i] {
            let span = locations[i] - locations[i - 1]
            let f = span > 0 ? (t - locations[i - 1]) / span : 1
            let a = colors[i - 1], b = colors[i]
            return Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                         blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
        }
        return colors[min(colors.count, locations.count) - 1]
    }
}
