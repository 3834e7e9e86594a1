/// Writes a layer tree as a scene document (DESIGN.md §2): the inverse of `Scene`'s building,
/// for the model values a document can hold.
///
///     let json = SceneWriter.document(size: Size(300, 240), layers: [root]).rendered()
///
/// Each layer lists its `type`, `name` and only the keys whose model value differs from Core
/// Animation's default, so a written document stays short and reads like a hand-written one.
/// Colours are `[r, g, b, a]`, transforms 16 numbers, paths SVG path data; numbers are rounded to
/// 6 decimals (`OrderedJSON`), far below a pixel.
///
/// The keys and their spelling come from the property table (`PropertyKey`), in its order.
/// Attached animations are written as `animations` (`SceneWriter+Animations`), so a tree written
/// and loaded back renders like the original at every time. What a document cannot hold is left
/// out: image `contents` unless the caller saves each image as a file and names it
/// (`contentsFile`; the core encodes no images), delegates and completion blocks.
public enum SceneWriter {
    /// A whole document: the canvas, then the layers (the root's sublayers, typically).
    ///
    /// - Parameters:
    ///   - size: the canvas in points.
    ///   - backgroundColor: the canvas colour, if any.
    ///   - duration: the document's length in seconds, if it has one.
    ///   - fps: the frames per second a clip of it is rendered at, if given.
    ///   - layers: the layers to write, in order.
    ///   - contentsFile: saves a layer's `contents` image beside the document and returns the
    ///     file's path relative to the document, or `nil` to leave the image out.
    public static func document(size: Size, backgroundColor: Color? = nil, duration: Double? = nil,
                                fps: Double? = nil, layers: [Layer],
                                contentsFile: ((ImageBuffer) -> String?)? = nil) -> OrderedJSON {
        var members: [OrderedJSON.Member] = [.init("size", .numbers([size.width, size.height]))]
        if let backgroundColor { members.append(.init("backgroundColor", color(backgroundColor))) }
        if let duration { members.append(.init("duration", .number(duration))) }
        if let fps { members.append(.init("fps", .number(fps))) }
        members.append(.init("layers", .array(layers.map { json(for: $0, contentsFile: contentsFile) })))
        return .object(members)
    }

    /// One layer and everything under it (sublayers and mask).
    public static func json(for layer: Layer, contentsFile: ((ImageBuffer) -> String?)? = nil) -> OrderedJSON {
        let p = layer.properties
        var m: [OrderedJSON.Member] = []
        func put(_ key: String, _ value: OrderedJSON, if differs: Bool) {
            if differs { m.append(.init(key, value)) }
        }
        // The property table's rows, in its order, where the value is not the default.
        func putRows(of kind: LayerKind?) {
            for (key, row) in PropertyKey.table where row.kind == kind && !row.isDefault(p) {
                if let value = row.sceneJSON(p) {
                    m.append(.init(key.rawValue, colorKeys.contains(key.rawValue) ? preferringHex(value) : value))
                }
            }
        }
        put("name", .optional(layer.name), if: layer.name != nil)
        m.append(.init("type", .string(p.kind.rawValue)))
        putRows(of: nil)
        if let image = p.contents, let file = contentsFile?(image) { m.append(.init("contents", .string(file))) }
        put("beginTime", .number(layer.beginTime), if: layer.beginTime != 0)
        put("speed", .number(layer.speed), if: layer.speed != 1)
        put("timeOffset", .number(layer.timeOffset), if: layer.timeOffset != 0)
        if p.kind != .layer { putRows(of: p.kind) }
        if let animations = animationsJSON(of: layer) { m.append(.init("animations", animations)) }
        if let mask = layer.mask { m.append(.init("mask", json(for: mask, contentsFile: contentsFile))) }
        put("sublayers", .array(layer.sublayers.map { json(for: $0, contentsFile: contentsFile) }), if: !layer.sublayers.isEmpty)
        return .object(m)
    }

    static func color(_ c: Color?) -> OrderedJSON { c.map(color) ?? .null }

    /// The property table's colour rows: written by the table as `[r, g, b, a]` (the inspect
    /// report's form), and here as the scene format prefers them.
    static let colorKeys: Set<String> = ["backgroundColor", "borderColor", "shadowColor", "fillColor", "strokeColor",
                                         "foregroundColor", "textStrokeColor", "instanceColor", "colors"]

    /// `[r, g, b, a]` (or a list of them) with each colour as `"#RRGGBB"` where that is exact.
    static func preferringHex(_ value: OrderedJSON) -> OrderedJSON {
        guard case .array(let items) = value else { return value }
        let numbers = items.compactMap { item -> Double? in if case .number(let n) = item { n } else { nil } }
        if numbers.count == items.count, let color = Color(components: numbers) { return Self.color(color) }
        return .array(items.map(preferringHex))
    }

    /// A colour as the scene format prefers it, `"#RRGGBB"`, when that loses nothing (an
    /// imported drawing's colours are 8-bit), else its components.
    static func color(_ c: Color) -> OrderedJSON { c.exactHexString.map { .string($0) } ?? .numbers(c.components) }
}
