import Foundation
import Lamina

/// What an `<image>` shows: pixels, or an SVG document imported as layers.
enum SVGImageContent {
    case raster(ImageBuffer)
    case drawing(SVGImport)

    var size: Size {
        switch self {
        case .raster(let image): image.size
        case .drawing(let drawing): drawing.size
        }
    }
}

extension SVGLayerBuilder {
    /// The largest image file or data URL read, in bytes (as for a Lottie file).
    static let maximumImageBytes = 64 << 20
    /// SVG images inside SVG images: enough for any real drawing, and an image that shows
    /// itself stops here.
    static let maximumImageNesting = 4

    /// An `<image>` as one layer named by its id: a raster image as the layer's `contents`
    /// (placed by `preserveAspectRatio`; a `slice` shows part of it through `contentsRect`), an
    /// SVG image as the imported drawing inside a layer that clips to the image's viewport.
    /// `nil` when there is nothing to draw (no size, an unreadable or refused source, warned).
    func image(_ node: SVGNode, style: SVGStyle, matrix: AffineTransform, opacityFactor: Double) -> Built? {
        let href = (node.attributes["href"] ?? node.attributes["xlink:href"] ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard !href.isEmpty else {
            warn(node, "image without an href; skipped")
            return nil
        }
        guard let content = loadImage(href, node: node) else { return nil }
        let intrinsic = content.size
        guard intrinsic.width > 0, intrinsic.height > 0 else { return nil }
        func length(_ key: String, _ reference: Double) -> Double? {
            guard let text = node.attributes[key], text.trimmingCharacters(in: .whitespaces) != "auto" else { return nil }
            return SVGLength.parse(text, reference: reference)
        }
        // SVG 2: a missing (or `auto`) width or height comes from the image, keeping its ratio.
        var width = length("width", viewport.width), height = length("height", viewport.height)
        switch (width, height) {
        case (nil, nil): width = intrinsic.width; height = intrinsic.height
        case (let w?, nil): height = w * intrinsic.height / intrinsic.width
        case (nil, let h?): width = h * intrinsic.width / intrinsic.height
        default: break
        }
        guard let width, let height, width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        let x = SVGLength.parse(node.attributes["x"], reference: viewport.width) ?? 0
        let y = SVGLength.parse(node.attributes["y"], reference: viewport.height) ?? 0
        let frame = Rect(x: x, y: y, width: width, height: height)
        let fit = SVGImporter.viewBoxTransform(Rect(x: 0, y: 0, width: intrinsic.width, height: intrinsic.height),
                                               size: frame.size,
                                               preserveAspectRatio: node.attributes["preserveAspectRatio"])
        let shown = Rect(x: x + fit.tx, y: y + fit.ty, width: intrinsic.width * fit.a, height: intrinsic.height * fit.d)

        let layer = Layer()
        var box = frame
        switch content {
        case .raster(let image):
            layer.contents = image
            if style.pixelatedImages {
                layer.magnificationFilter = .nearest
                layer.minificationFilter = .nearest
            }
            let tolerance = 1e-9 * max(width, height)
            if shown.minX >= frame.minX - tolerance, shown.minY >= frame.minY - tolerance,
               shown.maxX <= frame.maxX + tolerance, shown.maxY <= frame.maxY + tolerance {
                box = shown
            } else {
                // `slice`: the frame shows the part of the image that falls inside it.
                layer.contentsRect = Rect(x: (frame.minX - shown.minX) / shown.width, y: (frame.minY - shown.minY) / shown.height,
                                          width: frame.width / shown.width, height: frame.height / shown.height)
            }
        case .drawing(let drawing):
            let inner = drawing.layer
            inner.anchorPoint = Point(x: 0, y: 0)
            inner.position = Point(x: fit.tx, y: fit.ty)
            inner.transform = Transform3D(AffineTransform(a: fit.a, b: 0, c: 0, d: fit.d, tx: 0, ty: 0))
            layer.addSublayer(inner)
            layer.masksToBounds = true
        }
        layer.opacity = style.opacity * opacityFactor
        layer.isHidden = !style.displayed || !style.visible
        layer.compositingFilter = style.blendMode
        return place(layer, node: node, box: box, matrix: matrix)
    }

    /// The bytes `href` names (a `data:` URL, or a file in the drawing's folder tree), decoded;
    /// `nil` with a warning saying why not.
    private func loadImage(_ href: String, node: SVGNode) -> SVGImageContent? {
        let bytes: Data
        var mediaType = ""
        var folder = options.folder
        if href.lowercased().hasPrefix("data:") {
            guard let comma = href.firstIndex(of: ",") else {
                warn(node, "a data URL without a comma; skipped")
                return nil
            }
            let header = href[href.index(href.startIndex, offsetBy: 5)..<comma].lowercased()
            let payload = href[href.index(after: comma)...]
            guard payload.utf8.count <= Self.maximumImageBytes * 4 / 3 + 4 else {
                warn(node, "a data URL of more than \(Self.maximumImageBytes) bytes; skipped")
                return nil
            }
            mediaType = header.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if header.split(separator: ";").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "base64" }) {
                guard let data = Data(base64Encoded: String(payload.filter { !$0.isWhitespace }),
                                      options: .ignoreUnknownCharacters) else {
                    warn(node, "cannot read the data URL's base64; skipped")
                    return nil
                }
                bytes = data
            } else {
                bytes = Data((String(payload).removingPercentEncoding ?? String(payload)).utf8)
            }
        } else {
            // No network, and no other scheme: only files beside the drawing.
            if let colon = href.firstIndex(of: ":"), href[..<colon].count > 1,
               href[..<colon].allSatisfy({ $0.isLetter || $0 == "+" || $0 == "-" || $0 == "." }) {
                warn(node, "\(href) is not read (only data: URLs and files beside the drawing are); skipped")
                return nil
            }
            guard let base = options.folder else {
                warn(node, "\(href): a drawing read from memory has no folder to read image files from; skipped")
                return nil
            }
            let relative = href.removingPercentEncoding ?? href
            guard let url = ContainedFile.url(relative, in: base, within: options.readableFolder) else {
                warn(node, "\(href) is outside the drawing's folder tree; not read (`lamina render --resources DIR` allows a wider one)")
                return nil
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber
            guard let size else {
                warn(node, "\(href): no such file; skipped")
                return nil
            }
            guard size.intValue <= Self.maximumImageBytes else {
                warn(node, "\(href) is \(size.intValue) bytes, more than the \(Self.maximumImageBytes) an image may have; skipped")
                return nil
            }
            guard let data = try? Data(contentsOf: url) else {
                warn(node, "\(href): cannot read the file; skipped")
                return nil
            }
            bytes = data
            folder = url.deletingLastPathComponent()
        }
        if bytes.starts(with: [0x1F, 0x8B]) {
            warn(node, "compressed SVG images (svgz) are not supported; skipped")
            return nil
        }
        if mediaType == "image/svg+xml" || Self.looksLikeXML(bytes) {
            return nestedDrawing(bytes, name: href.hasPrefix("data:") ? "data URL" : href, folder: folder, node: node)
        }
        guard let decoder = options.imageDecoder else {
            warn(node, "raster images need an image decoder (SVGImportOptions.imageDecoder); skipped")
            return nil
        }
        do {
            return .raster(try decoder(bytes))
        } catch {
            warn(node, "cannot decode the image: \(error); skipped")
            return nil
        }
    }

    /// An SVG image imported with this import's options, relative files from its own folder.
    private func nestedDrawing(_ bytes: Data, name: String, folder: URL?, node: SVGNode) -> SVGImageContent? {
        guard options.imageNesting < Self.maximumImageNesting else {
            warn(node, "SVG images nested more than \(Self.maximumImageNesting) deep (an image that shows itself?); skipped")
            return nil
        }
        var nested = options
        nested.imageNesting += 1
        nested.folder = folder
        nested.readableFolder = options.readableFolder ?? options.folder
        nested.anchors = [:]
        do {
            let drawing = try SVGImporter(options: nested).importDocument(data: bytes, fileName: name)
            for warning in drawing.warnings { warn(node, "in the image: \(warning)") }
            return .drawing(drawing)
        } catch {
            warn(node, "cannot import the SVG image: \(error); skipped")
            return nil
        }
    }

    /// Whether `data` starts like XML text (an SVG document), after a byte-order mark and spaces.
    static func looksLikeXML(_ data: Data) -> Bool {
        var bytes = data.prefix(512)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }
}
