import Foundation
import Lamina

/// Reads Bodymovin JSON into a ``LottieAnimation``, checking types (errors name the JSON path)
/// and sizes (the `lottie` fields of ``Limits``) as it goes. Unknown members are ignored, as lottie-ios does.
struct LottieParser {
    let fileName: String
    let limits: Limits
    private(set) var layerCount = 0
    /// Slot values by id: the file's own `slots` (each `{"p": property}`), then `overrides`
    /// (a theme's rules, the caller's values) on top. A property with `sid` reads its slot's.
    private var slots: [String: LottieJSON] = [:]
    private let overrides: [String: LottieJSON]

    init(fileName: String, limits: Limits, slotOverrides: [String: LottieJSON] = [:]) {
        self.fileName = fileName
        self.limits = limits
        self.overrides = slotOverrides
    }

    mutating func parse(_ data: Data) throws -> LottieAnimation {
        guard data.count <= limits.lottieFileSize else {
            let error = DocumentFile.limitError(bytes: String(data.count), limit: limits.lottieFileSize, raiseWith: ["lottie-bytes"])
            throw LottieError(fileName: fileName, path: "", message: error.message)
        }
        let any: Any
        do {
            any = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw LottieError(fileName: fileName, path: "", message: "not valid JSON (\(Self.describe(error)))")
        }
        let root = try LottieJSON(value: any, path: "", fileName: fileName).object()
        if let declared = root["slots"] {
            guard let object = declared.value as? [String: Any] else { throw declared.error("expected an object of slots") }
            for id in object.keys.sorted() {
                let slot = try declared.required(id).object()
                slots[id] = try slot.required("p")
            }
        }
        let declaredSlots = slots.keys.sorted()
        slots.merge(overrides) { _, override in override }
        let frameRate = try root.required("fr").number()
        guard frameRate > 0, frameRate <= 1000 else { throw root["fr"]!.error("frame rate \(frameRate) is not between 0 and 1000") }
        let inPoint = try root.required("ip").number()
        let outPoint = try root.required("op").number()
        guard outPoint > inPoint else { throw root["op"]!.error("out point \(outPoint) is not after in point \(inPoint)") }
        guard outPoint - inPoint <= Double(limits.lottieFrames) else {
            throw root["op"]!.error("\(outPoint - inPoint) frames, more than the \(limits.lottieFrames) allowed")
        }
        let width = try root.required("w").number(), height = try root.required("h").number()
        for (key, value) in [("w", width), ("h", height)] where !(value > 0 && value <= Double(limits.lottieDimension)) {
            throw root[key]!.error("size \(value) is not between 0 and \(limits.lottieDimension)")
        }
        var precomps: [String: [LottieLayerModel]] = [:]
        var images: [String: LottieImageAsset] = [:]
        var precompNames: [String: String] = [:]
        for asset in try root["assets"]?.array() ?? [] {
            guard let id = try asset.string("id") ?? (try asset.number("id")).map({ String(Int($0)) }) else { continue }
            if let layers = asset["layers"] {
                precomps[id] = try parseLayers(layers)
                precompNames[id] = try asset.string("nm")
            } else if let path = try asset.string("p") {
                images[id] = LottieImageAsset(id: id, width: try asset.number("w", default: 0), height: try asset.number("h", default: 0),
                                              path: path, folder: try asset.string("u") ?? "")
            }
        }
        var fonts: [String: LottieFont] = [:]
        for font in try root["fonts"]?["list"]?.array() ?? [] {
            guard let name = try font.string("fName") else { continue }
            fonts[name] = LottieFont(name: name, family: try font.string("fFamily") ?? name, style: try font.string("fStyle") ?? "",
                                     ascent: try font.number("ascent"))
        }
        let glyphs = try parseGlyphs(root["chars"])
        var markers: [LottieMarker] = []
        for marker in try root["markers"]?.array() ?? [] {
            markers.append(LottieMarker(name: try marker.string("cm") ?? "", frame: try marker.number("tm", default: 0),
                                        durationFrames: try marker.number("dr", default: 0)))
        }
        var animation = LottieAnimation(version: try root.string("v"), name: try root.string("nm"), frameRate: frameRate,
                                        inPoint: inPoint, outPoint: outPoint, width: width, height: height,
                                        layers: try parseLayers(try root.required("layers")), precomps: precomps,
                                        images: images, fonts: fonts, markers: markers)
        animation.slotIDs = declaredSlots
        animation.precompNames = precompNames
        animation.glyphs = glyphs
        for (id, image) in images where image.path.hasPrefix("data:") {
            if let comma = image.path.firstIndex(of: ","), let data = Data(base64Encoded: String(image.path[image.path.index(after: comma)...]),
                                                                         options: .ignoreUnknownCharacters) {
                animation.imageData[id] = data
            }
        }
        return animation
    }

    private static func describe(_ error: Error) -> String {
        let text = "\(error)"
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    // MARK: Layers

    private mutating func parseLayers(_ json: LottieJSON) throws -> [LottieLayerModel] {
        let items = try json.array()
        layerCount += items.count
        guard layerCount <= limits.lottieLayers else {
            throw json.error("more than \(limits.lottieLayers) layers")
        }
        return try items.map { try parseLayer($0.object()) }
    }

    private func parseLayer(_ json: LottieJSON) throws -> LottieLayerModel {
        let typeNumber = try json.int("ty") ?? -1
        let type = LottieLayerType(rawValue: typeNumber) ?? .data
        var transform = LottieTransform()
        if let ks = json["ks"] { transform = try parseTransform(ks.object()) }
        var masks: [LottieMask] = []
        for mask in try json["masksProperties"]?.array() ?? [] {
            let modeName = try mask.string("mode") ?? "a"
            guard let mode = LottieMask.Mode(rawValue: modeName) else { throw mask["mode"]!.error("unknown mask mode \"\(modeName)\"") }
            guard let pt = mask["pt"] else { continue }
            masks.append(LottieMask(mode: mode, inverted: try mask.bool("inv"), path: try shapeProperty(pt),
                                    opacity: try animated(mask["o"], default: [100]),
                                    expansion: try animated(mask["x"], default: [0])))
        }
        var solidColor: Color?
        if let sc = try json.string("sc") { solidColor = Color(hex: sc) ?? Color(hex: String(sc.prefix(7))) }
        let stretch = try json.number("sr", default: 1)
        let expressionCount = Self.countExpressions(json.value)
        let (dropShadow, skippedEffects) = try parseEffects(json)
        return LottieLayerModel(
            jsonPath: json.path, name: try json.string("nm") ?? "", type: type, index: try json.int("ind"), parent: try json.int("parent"),
            inPoint: try json.number("ip", default: 0), outPoint: try json.number("op", default: 0),
            startTime: try json.number("st", default: 0), timeStretch: stretch == 0 ? 1 : stretch,
            isHidden: try json.bool("hd"), autoOrient: try json.bool("ao"), transform: transform,
            matte: LottieMatteMode(rawValue: try json.int("tt") ?? 0) ?? .none, matteParent: try json.int("tp"),
            isMatteSource: try json.bool("td"),
            masks: masks, shapes: try json["shapes"].map { try parseShapes($0) } ?? [],
            referenceID: try json.string("refId"), width: try json.number("w") ?? json.number("sw", default: 0),
            height: try json.number("h") ?? json.number("sh", default: 0),
            solidColor: solidColor, text: type == .text ? try json["t"].flatMap { try parseText($0.object()) } : nil,
            timeRemap: try json["tm"].map { try animated($0, default: [0]) },
            blendMode: try json.int("bm") ?? 0, is3D: try json.bool("ddd"),
            cameraZoom: type == .camera ? try animated(json["pe"], default: [0]) : nil,
            collapsesTransformations: try json.bool("ct"),
            dropShadow: dropShadow, skippedEffects: skippedEffects, expressionCount: expressionCount,
            effects: try parseExpressionControls(json), typeNumber: typeNumber)
    }

    /// The layer's drop shadow and the kinds of its other effects (`ef`) and layer styles (`sy`).
    /// As in lottie-ios, a Drop Shadow effect wins over a Drop Shadow style, and the effect's
    /// values are found by their names; an export without names ("Shadow Color", "Opacity",
    /// "Direction", "Distance", "Softness") falls back to After Effects' order of them.
    private func parseEffects(_ layer: LottieJSON) throws -> (LottieDropShadow?, [String]) {
        var effectShadow: LottieDropShadow?, styleShadow: LottieDropShadow?
        var skipped: [String] = []
        for effect in try layer["ef"]?.array() ?? [] {
            let type = try effect.int("ty")
            // Expression controls (Slider Control, Point Control...) draw nothing: they are
            // values for expressions, read by `parseExpressionControls`.
            if type == 5, (try effect.string("mn") ?? "").hasSuffix(" Control") { continue }
            guard type == 25, effectShadow == nil else {
                skipped.append("\(try Self.effectName(type: type, name: effect.string("nm"))) effect")
                continue
            }
            let values = try effect["ef"]?.array() ?? []
            let names = try values.map { try $0.string("nm") }
            let known = ["Shadow Color", "Opacity", "Direction", "Distance", "Softness"]
            let byName = names.contains { known.contains($0 ?? "") }
            func value(_ position: Int) throws -> LottieAnimated<[Double]>? {
                let index = byName ? names.firstIndex(of: known[position]) : (position < values.count ? position : nil)
                guard let index, let v = values[index]["v"] else { return nil }
                return try animated(v, default: [0])
            }
            effectShadow = LottieDropShadow(source: .effect, color: try value(0), opacity: try value(1), angle: try value(2),
                                            distance: try value(3), softness: try value(4))
        }
        for style in try layer["sy"]?.array() ?? [] {
            let type = try style.int("ty")
            guard type == 1, styleShadow == nil else {
                skipped.append("\(try Self.styleName(type: type, name: style.string("nm"))) layer style")
                continue
            }
            func value(_ key: String) throws -> LottieAnimated<[Double]>? { try style[key].map { try animated($0, default: [0]) } }
            styleShadow = LottieDropShadow(source: .style, color: try value("c"), opacity: try value("o"), angle: try value("a"),
                                           distance: try value("d"), softness: try value("s"))
        }
        if effectShadow != nil, styleShadow != nil { skipped.append("Drop Shadow layer style beside a Drop Shadow effect") }
        return (effectShadow ?? styleShadow, skipped)
    }

    /// After Effects' name of an effect type (the Lottie schema's list), else the file's name for
    /// it (always for custom effects, type 5, which are plug-ins and expression controls).
    static func effectName(type: Int?, name: String?) -> String {
        let names = [7: "Paint Over Transparent", 20: "Tint", 21: "Fill", 22: "Stroke", 23: "Tritone",
                     24: "Pro Levels", 25: "Drop Shadow", 26: "Radial Wipe", 27: "Displacement Map", 28: "Set Matte",
                     29: "Gaussian Blur", 30: "Twirl", 31: "Mesh Warp", 32: "Wavy", 33: "Spherize", 34: "Puppet"]
        return type.flatMap { names[$0] } ?? name ?? (type == 5 ? "Custom" : "unknown (type \(type.map(String.init) ?? "none"))")
    }

    /// After Effects' name of a layer style type, else the file's name for it.
    static func styleName(type: Int?, name: String?) -> String {
        let names = [0: "Stroke", 1: "Drop Shadow", 2: "Inner Shadow", 3: "Outer Glow", 4: "Inner Glow", 5: "Bevel and Emboss",
                     6: "Satin", 7: "Color Overlay", 8: "Gradient Overlay"]
        return type.flatMap { names[$0] } ?? name ?? "unknown (type \(type.map(String.init) ?? "none"))"
    }

    /// How many properties under `value` carry an expression (`x` beside `k`).
    private static func countExpressions(_ value: Any, depth: Int = 0) -> Int {
        guard depth < 64 else { return 0 }
        if let object = value as? [String: Any] {
            if object["k"] != nil, object["x"] is String { return 1 }
            return object.values.reduce(0) { $0 + countExpressions($1, depth: depth + 1) }
        }
        if let items = value as? [Any] { return items.reduce(0) { $0 + countExpressions($1, depth: depth + 1) } }
        return 0
    }

    /// Every effect of the layer (`ef`) with its numeric values, for expressions'
    /// `effect("Slider Control")("Slider")`: sliders, angles, colours, points, checkboxes and the
    /// like. A value that is not numbers (a layer picker without a layer) is left out.
    private func parseExpressionControls(_ layer: LottieJSON) throws -> [LottieEffectControls] {
        try (layer["ef"]?.array() ?? []).map { effect in
            var controls: [LottieEffectControls.Control] = []
            for value in try effect["ef"]?.array() ?? [] {
                guard let v = value["v"], let property = try? animated(v, default: [0]) else { continue }
                controls.append(LottieEffectControls.Control(name: try value.string("nm") ?? "", matchName: try value.string("mn") ?? "",
                                                            property: property))
            }
            return LottieEffectControls(name: try effect.string("nm") ?? "", matchName: try effect.string("mn") ?? "", controls: controls)
        }
    }

    /// A text layer's `t`: its document keyframes (`d.k[i].s` from frame `d.k[i].t`) and its
    /// animators (`a`).
    private func parseText(_ json: LottieJSON) throws -> LottieText? {
        guard let k = try json["d"]?.object().required("k") else { return nil }
        let keyframes = try k.array()
        guard !keyframes.isEmpty else { return nil }
        guard keyframes.count <= limits.lottieKeyframes else {
            throw k.error("\(keyframes.count) text documents, more than the \(limits.lottieKeyframes) allowed")
        }
        let documents = try keyframes.map { keyframe in
            let object = try keyframe.object()
            return (time: try object.number("t", default: 0), document: try parseTextDocument(object.required("s").object()))
        }
        let animators = try json["a"]?.array().map { try parseTextAnimator($0.object()) } ?? []
        var text = LottieText(documents: documents, animators: animators)
        text.followsPath = try json["p"]?.object().int("m") != nil
        return text
    }

    private func parseTextDocument(_ document: LottieJSON) throws -> LottieTextDocument {
        func point(_ key: String) throws -> [Double]? {
            guard let values = try document[key]?.numbers() else { return nil }
            guard values.count >= 2 else { throw document[key]!.error("expected [x, y], found \(values.count) number\(values.count == 1 ? "" : "s")") }
            return values
        }
        let box = try point("sz"), position = try point("ps")
        // A text size is a dimension: a huge one would have the font engine rasterise glyphs
        // larger than any canvas.
        let fontSize = try document.number("s", default: 0)
        guard fontSize <= Double(limits.lottieDimension) else {
            throw document["s"]!.error("text size \(fontSize) is more than the \(limits.lottieDimension) allowed")
        }
        return LottieTextDocument(
            text: try document.string("t") ?? "", font: try document.string("f") ?? "",
            fontSize: fontSize, fillColor: document["fc"].flatMap { try? $0.numbers() },
            strokeColor: document["sc"].flatMap { try? $0.numbers() }, strokeWidth: try document.number("sw", default: 0),
            strokeOverFill: try document.bool("of"),
            justification: try document.int("j") ?? 0, tracking: try document.number("tr", default: 0),
            lineHeight: try document.number("lh", default: 0),
            boxPosition: box == nil ? nil : position.map { Point(x: $0[0], y: $0[1]) } ?? .zero,
            boxSize: box.map { Size(width: $0[0], height: $0[1]) })
    }

    /// One text animator (`t.a[i]`): its properties (`a`) and range selector (`s`).
    private func parseTextAnimator(_ json: LottieJSON) throws -> LottieTextAnimator {
        let properties = try json["a"]?.object()
        func property(_ key: String) throws -> LottieAnimated<[Double]>? {
            try properties?[key].map { try animated($0, default: [0]) }
        }
        var animator = LottieTextAnimator(
            name: try json.string("nm") ?? "", position: try property("p"), anchor: try property("a"),
            scale: try property("s"), rotation: try property("r"), opacity: try property("o"),
            fillColor: try property("fc"), strokeColor: try property("sc"), strokeWidth: try property("sw"),
            tracking: try property("t"))
        let known: Set<String> = ["p", "a", "s", "r", "o", "fc", "sc", "sw", "t"]
        animator.unsupportedProperties = ((properties?.value as? [String: Any])?.keys ?? [:].keys).filter { !known.contains($0) }.sorted()
        if let s = try json["s"]?.object() {
            let inIndices = try s.int("r") == 2
            animator.selector = LottieTextSelector(
                start: try animated(s["s"], default: [0]), end: try animated(s["e"], default: [inIndices ? 1e9 : 100]),
                offset: try animated(s["o"], default: [0]), inIndices: inIndices,
                basis: LottieTextSelector.Basis(rawValue: try s.int("b") ?? 1) ?? .characters,
                shape: LottieTextSelector.Shape(rawValue: try s.int("sh") ?? 1) ?? .square,
                amount: try animated(s["a"], default: [100]), easeHigh: try animated(s["xe"], default: [0]),
                easeLow: try animated(s["ne"], default: [0]), smoothness: try animated(s["sm"], default: [100]),
                randomizesOrder: try s.bool("rn"), mode: try s.int("m") ?? 1)
        }
        return animator
    }

    func parseTransform(_ json: LottieJSON) throws -> LottieTransform {
        var t = LottieTransform()
        t.anchor = try animated(json["a"], default: [0, 0])
        if let p = json["p"] {
            if try p.bool("s") {
                t.positionX = try animated(p["x"], default: [0])
                t.positionY = try animated(p["y"], default: [0])
                t.positionZ = try p["z"].map { try animated($0, default: [0]) }
            } else {
                t.position = try animated(p, default: [0, 0])
            }
        }
        t.scale = try animated(json["s"], default: [100, 100])
        t.rotation = try animated(json["r"] ?? json["rz"], default: [0])
        t.opacity = try animated(json["o"], default: [100])
        t.skew = try json["sk"].map { try animated($0, default: [0]) }
        t.skewAxis = try json["sa"].map { try animated($0, default: [0]) }
        t.hasRotation3D = json["rx"] != nil || json["ry"] != nil
        t.rotationX = try animated(json["rx"], default: [0])
        t.rotationY = try animated(json["ry"], default: [0])
        t.orientation = try animated(json["or"], default: [0, 0, 0])
        t.hasAnchor = json["a"] != nil
        t.hasDepthTangents = Self.hasDepthTangents(json["p"]?.value)
        t.startOpacity = try animated(json["so"], default: [100])
        t.endOpacity = try animated(json["eo"], default: [100])
        return t
    }

    /// Whether a keyframed position's spatial tangents (`to`, `ti`) have a z that is not 0.
    private static func hasDepthTangents(_ position: Any?) -> Bool {
        guard let keyframes = (position as? [String: Any])?["k"] as? [Any] else { return false }
        return keyframes.contains { item in
            guard let keyframe = item as? [String: Any] else { return false }
            return ["to", "ti"].contains { key in
                guard let tangent = keyframe[key] as? [Any], tangent.count > 2 else { return false }
                return LottieJSON.number(tangent[2]).map { $0 != 0 } ?? false
            }
        }
    }

    // MARK: Glyphs

    /// `chars`: each character's outline at a font size of 100 (its shapes' paths, first
    /// keyframe; exporters write them still) and its advance.
    private func parseGlyphs(_ json: LottieJSON?) throws -> [LottieGlyph.Key: LottieGlyph] {
        var glyphs: [LottieGlyph.Key: LottieGlyph] = [:]
        for char in try json?.array() ?? [] {
            guard let character = try char.string("ch") else { continue }
            let key = LottieGlyph.Key(character: character, family: try char.string("fFamily") ?? "", style: try char.string("style") ?? "")
            // A glyph the importer cannot read is left out: its text is then set in a font.
            guard let shapes = try? char["data"]?["shapes"].map({ try parseShapes($0) }) ?? [] else { continue }
            glyphs[key] = LottieGlyph(advance: try char.number("w", default: 0), outline: Self.outline(of: shapes))
        }
        return glyphs
    }

    /// The paths of `items` and their groups, as one path.
    private static func outline(of items: [LottieShapeItem]) -> Path {
        var outline = Path()
        for item in items {
            switch item {
            case .group(_, let inner, _):
                outline.addPath(Self.outline(of: inner))
            case .path(_, let shape, let reversed):
                if let first = shape.keyframes.first { outline.addPath(first.value.path(reversed: reversed)) }
            default:
                break
            }
        }
        return outline
    }

    // MARK: Shapes

    private func parseShapes(_ json: LottieJSON) throws -> [LottieShapeItem] {
        try json.array().compactMap { item in
            let item = try item.object()
            if try item.bool("hd") { return nil }
            return try parseShape(item)
        }
    }

    private func parseShape(_ json: LottieJSON) throws -> LottieShapeItem {
        let kind = try json.string("ty") ?? ""
        let name = try json.string("nm") ?? ""
        // `d` is a direction (3: reversed) on paths and shapes, a dash list on strokes.
        let reversed = json["d"].flatMap { LottieJSON.number($0.value) } == 3
        switch kind {
        case "gr":
            var transform: LottieTransform?
            var contents: [LottieShapeItem] = []
            for raw in try json["it"]?.array() ?? [] {
                let raw = try raw.object()
                if try raw.bool("hd") { continue }
                if try raw.string("ty") == "tr" { transform = try parseTransform(raw) } else { contents.append(try parseShape(raw)) }
            }
            return .group(name: name, items: contents, transform: transform)
        case "tr":
            return .unsupported(name: name, kind: "tr")
        case "sh":
            return .path(name: name, shape: try shapeProperty(try json.required("ks")), reversed: reversed)
        case "rc":
            return .rectangle(name: name, position: try animated(json["p"], default: [0, 0]), size: try animated(json["s"], default: [0, 0]),
                              roundness: try animated(json["r"], default: [0]), reversed: reversed)
        case "el":
            return .ellipse(name: name, position: try animated(json["p"], default: [0, 0]), size: try animated(json["s"], default: [0, 0]),
                            reversed: reversed)
        case "sr":
            return .star(LottieStar(
                name: name, isPolygon: try json.number("sy", default: 1) == 2, position: try animated(json["p"], default: [0, 0]),
                points: try animated(json["pt"], default: [5]), rotation: try animated(json["r"], default: [0]),
                outerRadius: try animated(json["or"], default: [0]), outerRoundness: try animated(json["os"], default: [0]),
                innerRadius: try animated(json["ir"], default: [0]), innerRoundness: try animated(json["is"], default: [0]),
                reversed: reversed))
        case "fl":
            return .fill(LottieFill(name: name, color: try animated(json["c"], default: [0, 0, 0, 1]),
                                    opacity: try animated(json["o"], default: [100]), evenOdd: try json.number("r", default: 1) == 2))
        case "st":
            return .stroke(try parseStroke(json, name: name))
        case "gf", "gs":
            let g = try json.required("g")
            let gradient = LottieGradient(
                name: name, isRadial: try json.number("t", default: 1) == 2, stopCount: max(0, try g.int("p") ?? 0),
                stops: try animated(g.required("k"), default: []), start: try animated(json["s"], default: [0, 0]),
                end: try animated(json["e"], default: [0, 0]), opacity: try animated(json["o"], default: [100]),
                evenOdd: try json.number("r", default: 1) == 2)
            return kind == "gf" ? .gradientFill(gradient) : .gradientStroke(gradient, try parseStroke(json, name: name))
        case "tm":
            return .trim(name: name, start: try animated(json["s"], default: [0]), end: try animated(json["e"], default: [100]),
                         offset: try animated(json["o"], default: [0]), individually: try json.number("m", default: 1) == 2)
        case "rd":
            return .outlineModifier(name: name, .roundCorners(radius: try animated(json["r"], default: [0])))
        case "pb":
            return .outlineModifier(name: name, .puckerBloat(amount: try animated(json["a"], default: [0])))
        case "zz":
            return .outlineModifier(name: name, .zigZag(size: try animated(json["s"], default: [0]),
                                                        ridges: try animated(json["r"], default: [0]),
                                                        pointType: try animated(json["pt"], default: [1])))
        case "op":
            let joins: [LineJoin] = [.miter, .round, .bevel]
            let lj = (try json.int("lj") ?? 1) - 1
            return .outlineModifier(name: name, .offset(amount: try animated(json["a"], default: [0]),
                                                        lineJoin: joins.indices.contains(lj) ? joins[lj] : .miter,
                                                        miterLimit: try animated(json["ml"], default: [4])))
        case "rp":
            let tr = try json["tr"].map { try parseTransform($0.object()) } ?? LottieTransform()
            return .repeater(name: name, copies: try animated(json["c"], default: [1]), offset: try animated(json["o"], default: [0]),
                             transform: tr, above: try json.number("m", default: 1) == 1)
        case "mm":
            return .mergePaths(name: name, mode: try json.int("mm") ?? 1)
        default:
            return .unsupported(name: name, kind: kind)
        }
    }

    private func parseStroke(_ json: LottieJSON, name: String) throws -> LottieStroke {
        var dashes: [Double] = []
        var dashOffset: LottieAnimated<[Double]>?
        for dash in try json["d"]?.array() ?? [] {
            let n = try dash.string("n") ?? ""
            let value = try animated(dash["v"], default: [0])
            if n == "o" { dashOffset = value } else { dashes.append(value.initial.first ?? 0) }
        }
        let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
        let lc = (try json.int("lc") ?? 1) - 1, lj = (try json.int("lj") ?? 1) - 1
        return LottieStroke(name: name, color: try animated(json["c"], default: [0, 0, 0, 1]),
                            opacity: try animated(json["o"], default: [100]), width: try animated(json["w"], default: [1]),
                            lineCap: caps.indices.contains(lc) ? caps[lc] : .butt,
                            lineJoin: joins.indices.contains(lj) ? joins[lj] : .miter,
                            miterLimit: try json.number("ml", default: 4), dashes: dashes, dashOffset: dashOffset)
    }

    // MARK: Properties

    /// The property itself, or its slot's value when it names one (`sid`) that has a value.
    private func resolvingSlot(_ json: LottieJSON) -> LottieJSON {
        guard let id = (json.value as? [String: Any])?["sid"] as? String, let slot = slots[id] else { return json }
        return slot
    }

    /// A numeric property (`{"a": 0, "k": [1, 2]}` or keyframed), `fallback` when absent.
    func animated(_ json: LottieJSON?, default fallback: [Double]) throws -> LottieAnimated<[Double]> {
        guard let json = json.map(resolvingSlot) else { return LottieAnimated(fallback) }
        guard json.isObject else { return LottieAnimated(try json.numbers()) }
        guard let k = json["k"] else { return LottieAnimated(fallback) }
        return try property(k, expression: try json.string("x")) { try $0.numbers() }
    }

    /// A bezier shape property (`ks` of a path, `pt` of a mask).
    func shapeProperty(_ json: LottieJSON) throws -> LottieAnimated<LottieBezier> {
        let json = resolvingSlot(json)
        let k = json.isObject && json["k"] != nil ? try json.required("k") : json
        return try property(k, expression: try json.string("x")) { try bezier($0) }
    }

    private func bezier(_ json: LottieJSON) throws -> LottieBezier {
        // Keyframe values wrap the shape in a one-element list.
        if json.isArray {
            guard let first = try json.array().first else { throw json.error("expected a shape, found an empty list") }
            return try bezier(first)
        }
        let object = try json.object()
        let vertices = try points(object.required("v"))
        guard vertices.count <= limits.lottieVertices else {
            throw object["v"]!.error("\(vertices.count) vertices, more than the \(limits.lottieVertices) allowed")
        }
        var ins = try object["i"].map(points) ?? []
        var outs = try object["o"].map(points) ?? []
        ins += Array(repeating: .zero, count: max(0, vertices.count - ins.count))
        outs += Array(repeating: .zero, count: max(0, vertices.count - outs.count))
        return LottieBezier(closed: try object.bool("c"), vertices: vertices,
                            inTangents: Array(ins.prefix(vertices.count)), outTangents: Array(outs.prefix(vertices.count)))
    }

    private func points(_ json: LottieJSON) throws -> [Point] {
        try json.array().map { item in
            let n = try item.numbers()
            guard n.count >= 2 else { throw item.error("expected a point [x, y], found \(n.count) number\(n.count == 1 ? "" : "s")") }
            return Point(x: n[0], y: n[1])
        }
    }

    private func property<Value>(_ k: LottieJSON, expression: String?,
                                 value: (LottieJSON) throws -> Value) throws -> LottieAnimated<Value> {
        guard let items = k.value as? [Any], let first = items.first as? [String: Any], first["t"] != nil else {
            return LottieAnimated(keyframes: [LottieKeyframe(time: 0, value: try value(k))], expression: expression)
        }
        guard items.count <= limits.lottieKeyframes else {
            throw k.error("\(items.count) keyframes, more than the \(limits.lottieKeyframes) allowed")
        }
        var keyframes: [LottieKeyframe<Value>] = []
        keyframes.reserveCapacity(items.count)
        var previousEnd: Value?
        for item in try k.array() {
            let object = try item.object()
            let time = try object.required("t").number()
            let start: Value
            if let s = object["s"] {
                start = try value(s)
            } else if let end = previousEnd {
                start = end
            } else if keyframes.isEmpty {
                throw object.error("missing \"s\" (the keyframe's value)")
            } else {
                start = keyframes[keyframes.count - 1].value
            }
            previousEnd = try object["e"].map(value)
            if let last = keyframes.last, time < last.time {
                throw object["t"]!.error("keyframe time \(time) is before the previous keyframe's \(last.time)")
            }
            var easing: TimingFunction?
            if let o = object["o"], let i = object["i"] {
                let ox = try o.required("x").numbers(), oy = try o.required("y").numbers()
                let ix = try i.required("x").numbers(), iy = try i.required("y").numbers()
                if let ox = ox.first, let oy = oy.first, let ix = ix.first, let iy = iy.first {
                    easing = TimingFunction(controlPoints: ox, oy, ix, iy)
                }
            }
            let to = try object["to"]?.numbers(), ti = try object["ti"]?.numbers()
            keyframes.append(LottieKeyframe(
                time: time, value: start, hold: try object.bool("h"), easing: easing,
                spatialOut: to.flatMap { $0.count >= 2 ? Point(x: $0[0], y: $0[1]) : nil },
                spatialIn: ti.flatMap { $0.count >= 2 ? Point(x: $0[0], y: $0[1]) : nil }))
        }
        if keyframes.count == 1 { keyframes[0].time = 0 }
        return LottieAnimated(keyframes: keyframes, expression: expression)
    }
}
