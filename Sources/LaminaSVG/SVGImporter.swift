import Foundation
import Lamina

/// How `SVGImporter` builds layers.
public struct SVGImportOptions: Sendable {
    /// Whether groups (`g`, `a`, nested `svg`) are flattened: their children go straight into the
    /// nearest container with the group's transform and opacity baked in, instead of into a
    /// container layer of their own. Group opacity then multiplies into each child, which differs
    /// from SVG where children overlap.
    public var flattensGroups: Bool
    /// Anchor points by layer name (element id), in the unit square of the layer's bounds. They
    /// take precedence over a `data-anchor="x y"` attribute. The default anchor is the centre.
    public var anchors: [String: Point]
    /// Decodes `<image>` bytes (PNG, JPEG, WebP, GIF) into pixels: LaminaSVG has no image codecs
    /// (`ContentLoader` passes LaminaRender's `decodeImage`). Without one, raster images are
    /// skipped with a warning; SVG images are imported either way.
    public var imageDecoder: (@Sendable (Data) throws -> ImageBuffer)?
    /// The drawing's folder, against which `<image>` file references resolve; `nil` (data URLs
    /// only) when the drawing came from memory.
    public var folder: URL?
    /// The folder tree `<image>` files may be read from: by default `folder`'s own, so a drawing
    /// cannot read files elsewhere (`lamina render --resources DIR` widens it on request).
    public var readableFolder: URL?
    /// How many `<image>` SVG documents enclose this one (an image that shows itself stops).
    var imageNesting = 0

    public init(flattensGroups: Bool = false, anchors: [String: Point] = [:],
                imageDecoder: (@Sendable (Data) throws -> ImageBuffer)? = nil, folder: URL? = nil,
                readableFolder: URL? = nil) {
        self.flattensGroups = flattensGroups
        self.anchors = anchors
        self.imageDecoder = imageDecoder
        self.folder = folder
        self.readableFolder = readableFolder
    }
}

/// Imports an SVG document into a layer tree.
///
/// Supported: `svg`, `g`, `a`, `switch`, `use` (of elements and symbols), `path`, `rect`,
/// `circle`, `ellipse`, `line`, `polyline`, `polygon`, `image` (PNG, JPEG, WebP and GIF through
/// `SVGImportOptions.imageDecoder`, and SVG; data URLs and files in the drawing's folder tree, as a
/// layer with `contents`); `viewBox` and `preserveAspectRatio`;
/// `transform` and `transform-origin`; the presentation attributes and `style` declarations read
/// by `SVGStyle`, and `<style>` sheets (`SVGStyleSheet`); CSS colours; `linearGradient`,
/// `radialGradient` and `pattern` fills and strokes (as gradient or replicated tile layers masked
/// by the shape or its stroke); markers (sublayers at each vertex); `paint-order`; clip paths and
/// masks (the layer's `mask`); `text`, `tspan`, `tref` and `textPath` as `TextLayer`s laid out
/// with `TextLayer.measurer` (install the renderer's, `PangoTextMeasurer`, before importing text).
/// SMIL animations (`animate`, `set`, `animateTransform`, `animateMotion`) and CSS animations of
/// opacity and transform become keyframe animations on the layers (see "SVG animation").
/// Everything else (stroked text, filters) is skipped with a warning.
///
/// Every drawn element becomes a layer, named by its `id`. Each layer's bounds are its
/// geometry's bounding box in the element's own user space; its position is where its anchor
/// lands in the parent layer, and its transform is the linear part of the element's transform,
/// so rotating a layer turns it about its anchor. `display="none"` makes a hidden layer.
public struct SVGImporter: Sendable {
    public var options: SVGImportOptions

    public init(options: SVGImportOptions = SVGImportOptions()) {
        self.options = options
    }

    /// Imports the document in `data`; `fileName` appears in errors. Throws when the XML is
    /// malformed (with the line) or the root is not `svg`; never traps on a bad document.
    public func importDocument(data: Data, fileName: String = "document.svg") throws(SVGError) -> SVGImport {
        let parsed = try SVGNode.parse(data, fileName: fileName)
        let root = SVGStyleSheet(root: parsed).applied(to: parsed)
        let viewBox = root.attributes["viewBox"].flatMap(SVGLength.numbers).flatMap { v -> Rect? in
            v.count == 4 && v[2] > 0 && v[3] > 0 ? Rect(x: v[0], y: v[1], width: v[2], height: v[3]) : nil
        }
        func dimension(_ key: String, _ fallback: Double) -> Double {
            guard let text = root.attributes[key], !text.hasSuffix("%"),
                  let value = SVGLength.parse(text), value > 0 else { return fallback }
            return value
        }
        let width = dimension("width", viewBox?.size.width ?? 300)
        let height = dimension("height", viewBox?.size.height ?? 150)
        let size = Size(width: width, height: height)

        let builder = SVGLayerBuilder(options: options, gradients: SVGGradient.collect(from: root),
                                      viewport: viewBox?.size ?? size, root: root)
        if root.attributes["viewBox"] != nil, viewBox == nil {
            builder.warn(root, "cannot read viewBox=\"\(root.attributes["viewBox"] ?? "")\"; ignored")
        }
        let viewTransform = viewBox.map {
            Self.viewBoxTransform($0, size: size, preserveAspectRatio: root.attributes["preserveAspectRatio"])
        } ?? .identity

        builder.userToRoot = viewTransform
        let layer = Layer()
        layer.name = root.id
        layer.bounds = Rect(x: 0, y: 0, width: width, height: height)
        layer.anchorPoint = Point(x: 0, y: 0)
        layer.position = Point(x: 0, y: 0)
        let style = SVGStyle.computed(for: root, parent: SVGStyle(), reference: builder.diagonal,
                                      warn: { builder.warn(root, $0) })
        layer.opacity = style.opacity
        // The root too is not rendered when its conditions fail.
        layer.isHidden = !style.displayed || !SVGLayerBuilder.conditionsHold(root)
        if style.clipPath != nil || style.mask != nil {
            // A clip path or mask on the root is in its user space (the viewBox's): the content
            // is built in a layer of that space, clipped or masked like any element.
            let space = viewBox ?? Rect(x: 0, y: 0, width: width, height: height)
            let content = Layer()
            content.bounds = Rect(x: 0, y: 0, width: space.size.width, height: space.size.height)
            content.anchorPoint = Point(x: 0, y: 0)
            content.position = Point(x: 0, y: 0)
            content.transform = Transform3D(AffineTransform(translationX: space.origin.x, y: space.origin.y).concatenating(viewTransform))
            for child in root.children {
                for built in builder.build(child, parentStyle: style,
                                           outer: AffineTransform(translationX: -space.origin.x, y: -space.origin.y), opacityFactor: 1) {
                    content.addSublayer(built.layer)
                }
            }
            let whole = SVGLayerBuilder.Built(layer: content, frame: space, box: space)
            layer.addSublayer(builder.masked(builder.clipped(whole, node: root, style: style), node: root, style: style).layer)
        } else {
            for child in root.children {
                for built in builder.build(child, parentStyle: style, outer: viewTransform, opacityFactor: 1) {
                    layer.addSublayer(built.layer)
                }
            }
        }
        if var error = builder.limitError {
            error.fileName = fileName
            throw error
        }
        for animation in builder.allAnimations where !builder.handledAnimations.contains(SVGLayerBuilder.animationKey(animation)) {
            let target = SVGLayerBuilder.href(animation).map { "#\($0)" } ?? "its parent"
            builder.warn(animation, "\(target) is not drawn as a layer of its own (a gradient, a stop, the root, a definition); not imported")
        }
        var result = SVGImport(layer: layer, size: size, warnings: builder.warnings)
        result.animationDuration = builder.animationEnd
        return result
    }

    /// The transform from a `viewBox` to a viewport of `size`, following `preserveAspectRatio`
    /// (`none`, or an alignment such as `xMidYMid` with `meet` or `slice`; default `xMidYMid meet`).
    static func viewBoxTransform(_ box: Rect, size: Size, preserveAspectRatio: String?) -> AffineTransform {
        let words = (preserveAspectRatio ?? "").split(separator: " ").map(String.init).filter { $0 != "defer" }
        let align = words.first ?? "xMidYMid"
        var sx = size.width / box.size.width, sy = size.height / box.size.height
        var ax = 0.5, ay = 0.5
        if align != "none" {
            let s = words.count > 1 && words[1] == "slice" ? max(sx, sy) : min(sx, sy)
            sx = s
            sy = s
            ax = align.contains("xMin") ? 0 : align.contains("xMax") ? 1 : 0.5
            ay = align.contains("YMin") ? 0 : align.contains("YMax") ? 1 : 0.5
        }
        let tx = -box.origin.x * sx + (size.width - box.size.width * sx) * ax
        let ty = -box.origin.y * sy + (size.height - box.size.height * sy) * ay
        return AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
    }
}
