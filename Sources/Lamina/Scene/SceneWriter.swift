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
/// What a document cannot hold is left out: attached animations (plans are frozen and cannot be
/// read back), image `contents`, `contentsGravity` and `shadowPath`. A model tree written and
/// loaded back therefore renders like the original at rest.
public enum SceneWriter {
    /// A whole document: the canvas, then the layers (the root's sublayers, typically).
    public static func document(size: Size, backgroundColor: Color? = nil, duration: Double? = nil,
                                fps: Double? = nil, layers: [Layer]) -> OrderedJSON {
        var members: [OrderedJSON.Member] = [.init("size", .numbers([size.width, size.height]))]
        if let backgroundColor { members.append(.init("backgroundColor", color(backgroundColor))) }
        if let duration { members.append(.init("duration", .number(duration))) }
        if let fps { members.append(.init("fps", .number(fps))) }
        members.append(.init("layers", .array(layers.map(json(for:)))))
        return .object(members)
    }

    /// One layer and everything under it (sublayers and mask).
    public static func json(for layer: Layer) -> OrderedJSON {
        let p = layer.properties
        let d = LayerProperties(kind: p.kind)
        var m: [OrderedJSON.Member] = []
        func put(_ key: String, _ value: OrderedJSON, if differs: Bool) {
            if differs { m.append(.init(key, value)) }
        }
        put("name", .optional(layer.name), if: layer.name != nil)
        m.append(.init("type", .string(p.kind.rawValue)))
        put("position", point(p.position), if: p.position != d.position)
        put("bounds", rect(p.bounds), if: p.bounds != d.bounds)
        put("anchorPoint", point(p.anchorPoint), if: p.anchorPoint != d.anchorPoint)
        put("zPosition", .number(p.zPosition), if: p.zPosition != d.zPosition)
        put("transform", .numbers(p.transform.values), if: p.transform != d.transform)
        put("sublayerTransform", .numbers(p.sublayerTransform.values), if: p.sublayerTransform != d.sublayerTransform)
        put("opacity", .number(p.opacity), if: p.opacity != d.opacity)
        put("hidden", .bool(p.isHidden), if: p.isHidden != d.isHidden)
        put("backgroundColor", color(p.backgroundColor), if: p.backgroundColor != d.backgroundColor)
        put("cornerRadius", .number(p.cornerRadius), if: p.cornerRadius != d.cornerRadius)
        put("borderWidth", .number(p.borderWidth), if: p.borderWidth != d.borderWidth)
        put("borderColor", color(p.borderColor), if: p.borderColor != d.borderColor)
        put("masksToBounds", .bool(p.masksToBounds), if: p.masksToBounds != d.masksToBounds)
        put("shadowColor", color(p.shadowColor), if: p.shadowColor != d.shadowColor)
        put("shadowOpacity", .number(p.shadowOpacity), if: p.shadowOpacity != d.shadowOpacity)
        put("shadowOffset", .numbers([p.shadowOffset.width, p.shadowOffset.height]), if: p.shadowOffset != d.shadowOffset)
        put("shadowRadius", .number(p.shadowRadius), if: p.shadowRadius != d.shadowRadius)
        put("beginTime", .number(layer.beginTime), if: layer.beginTime != 0)
        put("speed", .number(layer.speed), if: layer.speed != 1)
        put("timeOffset", .number(layer.timeOffset), if: layer.timeOffset != 0)
        if let s = p.shape, let ds = d.shape {
            put("path", s.path.map { .object([.init("svg", .string(InspectReport.svgPathData($0)))]) } ?? .null,
                if: s.path != ds.path)
            put("fillColor", color(s.fillColor), if: s.fillColor != ds.fillColor)
            put("fillRule", .string(s.fillRule.rawValue), if: s.fillRule != ds.fillRule)
            put("strokeColor", color(s.strokeColor), if: s.strokeColor != ds.strokeColor)
            put("lineWidth", .number(s.lineWidth), if: s.lineWidth != ds.lineWidth)
            put("lineCap", .string(s.lineCap.rawValue), if: s.lineCap != ds.lineCap)
            put("lineJoin", .string(s.lineJoin.rawValue), if: s.lineJoin != ds.lineJoin)
            put("miterLimit", .number(s.miterLimit), if: s.miterLimit != ds.miterLimit)
            put("lineDashPattern", s.lineDashPattern.map { .numbers($0) } ?? .null, if: s.lineDashPattern != ds.lineDashPattern)
            put("lineDashPhase", .number(s.lineDashPhase), if: s.lineDashPhase != ds.lineDashPhase)
            put("strokeStart", .number(s.strokeStart), if: s.strokeStart != ds.strokeStart)
            put("strokeEnd", .number(s.strokeEnd), if: s.strokeEnd != ds.strokeEnd)
        }
        if let r = p.replicator, let dr = d.replicator {
            put("instanceCount", .number(Double(r.instanceCount)), if: r.instanceCount != dr.instanceCount)
            put("instanceDelay", .number(r.instanceDelay), if: r.instanceDelay != dr.instanceDelay)
            put("instanceTransform", .numbers(r.instanceTransform.values), if: r.instanceTransform != dr.instanceTransform)
            put("instanceColor", color(r.instanceColor), if: r.instanceColor != dr.instanceColor)
            put("instanceRedOffset", .number(r.instanceRedOffset), if: r.instanceRedOffset != 0)
            put("instanceGreenOffset", .number(r.instanceGreenOffset), if: r.instanceGreenOffset != 0)
            put("instanceBlueOffset", .number(r.instanceBlueOffset), if: r.instanceBlueOffset != 0)
            put("instanceAlphaOffset", .number(r.instanceAlphaOffset), if: r.instanceAlphaOffset != 0)
        }
        if let t = p.text, let dt = d.text {
            put("string", .optional(t.string), if: t.string != dt.string)
            put("font", .string(t.font), if: t.font != dt.font)
            put("fontSize", .number(t.fontSize), if: t.fontSize != dt.fontSize)
            put("foregroundColor", color(t.foregroundColor), if: t.foregroundColor != dt.foregroundColor)
            put("alignmentMode", .string(t.alignmentMode.rawValue), if: t.alignmentMode != dt.alignmentMode)
            put("wrapped", .bool(t.isWrapped), if: t.isWrapped != dt.isWrapped)
            put("truncationMode", .string(t.truncationMode.rawValue), if: t.truncationMode != dt.truncationMode)
        }
        if let g = p.gradient, let dg = d.gradient {
            put("colors", g.colors.map { .array($0.map { color($0) }) } ?? .null, if: g.colors != dg.colors)
            put("locations", g.locations.map { .numbers($0) } ?? .null, if: g.locations != dg.locations)
            put("startPoint", point(g.startPoint), if: g.startPoint != dg.startPoint)
            put("endPoint", point(g.endPoint), if: g.endPoint != dg.endPoint)
            put("gradientType", .string(g.type.rawValue), if: g.type != dg.type)
        }
        if let mask = layer.mask { m.append(.init("mask", json(for: mask))) }
        put("sublayers", .array(layer.sublayers.map(json(for:))), if: !layer.sublayers.isEmpty)
        return .object(m)
    }

    static func point(_ p: Point) -> OrderedJSON { .numbers([p.x, p.y]) }

    static func rect(_ r: Rect) -> OrderedJSON { .numbers([r.origin.x, r.origin.y, r.size.width, r.size.height]) }

    static func color(_ c: Color?) -> OrderedJSON { c.map { .numbers($0.components) } ?? .null }
}
