import Lamina

/// Runs a ``FilterGraph`` on a layer's rendered content in device pixels.
///
/// The buffer covers the filter region (as far as the renderer allocated it); the graph's
/// lengths are mapped by `toBuffer` (layer space to buffer pixels): standard deviations, radii
/// and offsets by its scale along each axis, regions by their bounding boxes, as resvg does (so
/// under a rotation an offset stays along the device axes). Each primitive converts its inputs to its colour space, and its output is cut to its
/// subregion; the last output, in sRGB, replaces the content.
struct FilterRun {
    let graph: FilterGraph
    let toBuffer: AffineTransform
    let width: Int
    let height: Int

    typealias PixelRect = (x0: Int, y0: Int, x1: Int, y1: Int)

    /// A rectangle of the layer's space as the buffer pixels it covers (edges rounded).
    func pixelRect(_ rect: Rect) -> PixelRect {
        let r = rect.standardized.applying(toBuffer)
        func clamp(_ v: Double) -> Int { v.isNaN ? 0 : Int(min(max(v.rounded(), -1_000_000), 1_000_000)) }
        return (clamp(r.minX), clamp(r.minY), clamp(r.maxX), clamp(r.maxY))
    }

    func run(source: FilterImage) -> FilterImage {
        let region = pixelRect(graph.region)
        let sx = (toBuffer.a * toBuffer.a + toBuffer.b * toBuffer.b).squareRoot()
        let sy = (toBuffer.c * toBuffer.c + toBuffer.d * toBuffer.d).squareRoot()
        var previous: (image: FilterImage, rect: PixelRect) = (FilterImage(width: width, height: height), region)
        var first = true
        var results: [String: (image: FilterImage, rect: PixelRect)] = [:]
        for primitive in graph.primitives {
            let linear = primitive.colorSpace == .linearRGB
            func input(_ index: Int) -> (image: FilterImage, rect: PixelRect) {
                let found: (image: FilterImage, rect: PixelRect)
                switch primitive.input(index) {
                case .sourceGraphic: found = (source, region)
                case .sourceAlpha: found = (source.alphaOnly, region)
                case .result(let name): found = results[name] ?? (first ? (source, region) : previous)
                case .previous: found = first ? (source, region) : previous
                }
                return (found.image.converted(toLinear: linear), found.rect)
            }
            func image(_ index: Int) -> FilterImage { input(index).image }
            var out: FilterImage
            switch primitive.operation {
            case let .gaussianBlur(x, y, edgeMode):
                out = image(0).blurred(sx: x * sx, sy: y * sy, edgeMode: edgeMode)
            case let .offset(dx, dy):
                out = image(0).offset(dx: dx * sx, dy: dy * sy)
            case let .flood(color):
                out = .flood(color, width: width, height: height, isLinear: linear)
            case let .colorMatrix(matrix):
                out = image(0).colorMatrix(matrix)
            case let .componentTransfer(functions):
                out = image(0).componentTransfer(functions)
            case let .composite(op, k):
                out = image(0).composite(op, k: k, with: image(1))
            case .merge:
                out = FilterImage(width: width, height: height, isLinear: linear)
                for index in primitive.inputs.indices { out = image(index).over(out) }
            case let .blend(mode):
                out = image(0).blend(mode, over: image(1))
            case let .dropShadow(dx, dy, x, y, color):
                let source = image(0)
                let shadow = source.alphaOnly.blurred(sx: x * sx, sy: y * sy, edgeMode: .none)
                    .offset(dx: dx * sx, dy: dy * sy)
                let tinted = FilterImage.flood(color, width: width, height: height, isLinear: linear)
                    .composite(.in, k: [], with: shadow)
                out = source.over(tinted)
            case let .morphology(op, rx, ry):
                let limit = FilterGraph.maximumDeviceRadius
                out = image(0).morphed(op, rx: Int(min(rx * sx, limit).rounded()), ry: Int(min(ry * sy, limit).rounded()))
            case .tile:
                let (tile, rect) = input(0)
                out = tile.tiled(rect)
            case .turbulence(let parameters):
                guard let toLayer = toBuffer.inverted() else { out = FilterImage(width: width, height: height); break }
                let tile = (primitive.subregion ?? graph.region).offsetBy(dx: parameters.origin.x, dy: parameters.origin.y)
                out = .turbulence(parameters, width: width, height: height, isLinear: linear, toLayer: toLayer, tile: tile)
            case .convolveMatrix(let matrix):
                out = image(0).convolved(matrix)
            case .lighting(let lighting):
                out = image(0).lit(lighting, toBuffer: toBuffer)
            case let .displacementMap(scaleX, scaleY, xChannel, yChannel):
                out = image(0).displaced(by: image(1), sx: scaleX * sx, sy: scaleY * sy, x: xChannel, y: yChannel)
            }
            // An offset keeps its input's subregion by default (resvg's reading of "the union of
            // the inputs' subregions"); every other primitive the filter region.
            var rect = region
            if case .offset = primitive.operation { rect = input(0).rect }
            if let subregion = primitive.subregion { rect = pixelRect(subregion) }
            out.clear(outside: rect)
            previous = (out, rect)
            first = false
            // Named results stay in memory until the end: a hostile graph naming every one of a
            // thousand primitives would hold a thousand buffers, so past the budget new names
            // are not kept (later references read the previous output instead).
            if let name = primitive.result,
               results[name] != nil || (results.count + 1) * width * height <= FilterGraph.maximumStoredResultPixels {
                results[name] = previous
            }
        }
        var result = previous.image.converted(toLinear: false)
        result.clear(outside: region)
        return result
    }
}
