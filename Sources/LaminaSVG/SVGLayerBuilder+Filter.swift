import Foundation
import Lamina

/// `filter`: a `filter` element (or a list of references and CSS filter functions) becomes the
/// layer's `filters`, a ``FilterGraph`` in the layer's space (the element's user space moved so
/// that its box sits at the origin). An invalid reference makes the element not render, as the
/// specification asks; primitives the renderer lacks pass their input through, with a warning.
extension SVGLayerBuilder {
    /// `built` with its style's filter; a layer that already has a mask (a gradient fill) is
    /// wrapped first, so the filter sees the masked result.
    func filtered(_ built: Built, node: SVGNode, style: SVGStyle) -> Built {
        guard let value = style.filter else { return built }
        guard let items = Self.filterItems(value) else {
            warn(node, "cannot read filter: \"\(value)\"; ignored")
            return built
        }
        let box = built.box
        // An element drawn inside a filter's own feImage picture is drawn without that filter
        // (resvg's reading; the specification leaves such a loop undefined).
        if let id = items.lazy.compactMap({ Self.filterID($0) }).first(where: imaging.contains) {
            warn(node, "filter #\(id) is drawing this element as its feImage; drawn unfiltered here")
            return built
        }
        var region: Rect?
        var primitives: [FilterPrimitive] = []
        var image: FilterImageSource?
        for item in items {
            let part: (region: Rect, primitives: [FilterPrimitive])?
            if item.name == "url" {
                let referenced = referencedFilter(item.argument, node: node, box: box, allowsImage: items.count == 1)
                part = referenced.map { ($0.region, $0.primitives) }
                image = referenced?.image
            } else {
                guard let function = filterFunction(item.name, item.argument, style: style, box: box) else {
                    warn(node, "cannot read filter: \"\(value)\"; ignored")
                    return built
                }
                part = function
            }
            guard let part else { return hidden(built) }
            region = region.map { $0.union(part.region) } ?? part.region
            primitives += part.primitives
        }
        guard let region, !primitives.isEmpty else { return hidden(built) }
        let toLayer = AffineTransform(translationX: -box.origin.x, y: -box.origin.y)
        let graph = FilterGraph(region: region.applying(toLayer), primitives: primitives.map { p in
            var p = p
            p.subregion = p.subregion?.applying(toLayer)
            // Light positions move with the layer's space too.
            if case .lighting(var lighting) = p.operation {
                lighting.light = lighting.light.translated(dx: -box.origin.x, dy: -box.origin.y)
                p.operation = .lighting(lighting)
            }
            return p
        })
        var target = built.layer.mask == nil ? built.layer : wrapped(built.layer)
        if let image {
            // The filter never reads the element's own drawing: its picture takes its place.
            guard let picture = picture(of: image, for: node, box: box) else { return built }
            if target === built.layer { target = wrapped(built.layer) }
            target.sublayers.forEach { $0.removeFromSuperlayer() }
            target.addSublayer(picture)
        }
        target.filters = graph
        return Built(layer: target, frame: built.frame, box: box)
    }

    /// `url(#a) blur(2px) drop-shadow(...)` as (function, argument) pairs; `nil` when malformed.
    static func filterItems(_ value: String) -> [(name: String, argument: String)]? {
        var items: [(String, String)] = []
        var rest = Substring(value)
        while true {
            rest = rest.drop(while: { $0.isWhitespace || $0 == "," })
            guard !rest.isEmpty else { break }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { return nil }
            let name = rest[..<open].trimmingCharacters(in: .whitespaces).lowercased()
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
            items.append((name, rest[rest.index(after: open)..<close].trimmingCharacters(in: .whitespaces)))
            rest = rest[rest.index(after: close)...]
        }
        return items.isEmpty ? nil : items
    }

    // MARK: - filter elements

    /// The `filter` element `url(#id)` names, as a region and primitives in the element's user
    /// space; `nil` (with a warning) when it is missing or invalid, so the element is not drawn.
    private func referencedFilter(_ argument: String, node: SVGNode, box: Rect, allowsImage: Bool)
        -> (region: Rect, primitives: [FilterPrimitive], image: FilterImageSource?)? {
        var id = argument.trimmingCharacters(in: CharacterSet(charactersIn: "'\" "))
        guard id.hasPrefix("#") else {
            warn(node, "filter refers to \(argument), which is not in this document; the element is not drawn")
            return nil
        }
        id.removeFirst()
        guard let filter = elements[id], filter.name == "filter" else {
            warn(node, "filter refers to #\(id), which is not a filter; the element is not drawn")
            return nil
        }
        // `href` lends a filter the attributes it lacks, and its primitives when it has none.
        var chain = [filter]
        while chain.count < 16, let href = chain.last!.attributes["xlink:href"] ?? chain.last!.attributes["href"],
              href.hasPrefix("#"), let next = elements[String(href.dropFirst())], next.name == "filter",
              !chain.contains(where: { $0.id == next.id }) {
            chain.append(next)
        }
        func attribute(_ key: String) -> String? { chain.lazy.compactMap { $0.attributes[key] }.first }
        let children = chain.first { $0.children.contains { $0.name.hasPrefix("fe") } }?.children ?? []

        let boxUnits = attribute("filterUnits") != "userSpaceOnUse"
        if boxUnits, box.size.width <= 0 || box.size.height <= 0 { return nil }
        func coordinate(_ text: String?, _ fallback: String, origin: Double, size: Double, reference: Double) -> Double? {
            let text = text ?? fallback
            if boxUnits {
                let t = text.trimmingCharacters(in: .whitespaces)
                let fraction = t.hasSuffix("%") ? Double(t.dropLast()).map { $0 / 100 } : Double(t)
                return fraction.map { origin + $0 * size }
            }
            return SVGLength.parse(text, reference: reference)
        }
        guard let x = coordinate(attribute("x"), "-10%", origin: box.origin.x, size: box.size.width, reference: viewport.width),
              let y = coordinate(attribute("y"), "-10%", origin: box.origin.y, size: box.size.height, reference: viewport.height),
              let width = coordinate(attribute("width"), "120%", origin: 0, size: box.size.width, reference: viewport.width),
              let height = coordinate(attribute("height"), "120%", origin: 0, size: box.size.height, reference: viewport.height),
              width > 0, height > 0 else {
            warn(filter, "the filter region is empty or unreadable; the filtered element is not drawn")
            return nil
        }
        let region = Rect(x: x, y: y, width: width, height: height)
        let primitiveBox = attribute("primitiveUnits") == "objectBoundingBox"
        if primitiveBox, box.size.width <= 0 || box.size.height <= 0 { return nil }
        let filterSpace = Self.colorSpace(of: chain[0]) ?? .linearRGB
        let filterElement = chain[0]
        var primitives: [FilterPrimitive] = []
        var results: Set<String> = []
        var image: FilterImageSource?
        for child in children where child.name.hasPrefix("fe") {
            guard primitives.count < FilterGraph.maximumPrimitives else {
                warn(filter, "more than \(FilterGraph.maximumPrimitives) filter primitives; the rest are left out")
                break
            }
            // A primitive in error puts the whole filter in error: the element is not drawn.
            if child.name == "feConvolveMatrix", Self.convolveMatrixIsInError(child) {
                warn(node, "filter #\(id) has an feConvolveMatrix in error; the element is not drawn")
                return nil
            }
            guard var primitive = primitive(child, filter: filterElement, box: box, boxUnits: primitiveBox, region: region) else { continue }
            // A first feImage is a picture the rest of the filter reads as its source graphic.
            if child.name == "feImage", primitives.isEmpty, image == nil, allowsImage {
                image = FilterImageSource(node: child, filterID: id, subregion: primitive.subregion ?? region, result: primitive.result)
                if let result = primitive.result { results.insert(result) }
                continue
            }
            if child.name == "feImage" {
                warnOnce(child, "feImage-later", "<feImage> after other primitives, or in a list of filters, is not supported; it passes its input through")
            }
            primitive.colorSpace = Self.colorSpace(of: child) ?? filterSpace
            // A reference to a result not made yet reads the previous output, as resvg and
            // browsers do (the specification calls it an error).
            primitive.inputs = primitive.inputs.map { input in
                if case .result(let name) = input, !results.contains(name) { return .previous }
                return input
            }
            if let result = primitive.result { results.insert(result) }
            primitives.append(primitive)
        }
        if let source = image {
            // The picture stands for the source graphic: a later reference to it by name reads
            // the source graphic, and a primitive that reads the element's own drawing cannot be
            // given both (the feImage then passes its input through, as before).
            let readsSource = primitives.contains { $0.inputs.contains { $0 == .sourceGraphic || $0 == .sourceAlpha } }
            if readsSource {
                warnOnce(source.node, "feImage-source", "<feImage> in a filter that also reads SourceGraphic or SourceAlpha is not supported; it passes its input through")
                primitives.insert(FilterPrimitive(.offset(dx: 0, dy: 0), result: source.result), at: 0)
                image = nil
            } else {
                for i in primitives.indices {
                    primitives[i].inputs = primitives[i].inputs.map { input in
                        if case .result(let name) = input, name == source.result { return .sourceGraphic }
                        return input
                    }
                }
                // An feImage alone still cuts the picture to the filter region.
                if primitives.isEmpty { primitives = [FilterPrimitive(.offset(dx: 0, dy: 0), colorSpace: .sRGB)] }
            }
        }
        guard !primitives.isEmpty else {
            warn(node, "filter #\(id) has no primitives; the element is not drawn")
            return nil
        }
        return (region, primitives, image)
    }

    /// `color-interpolation-filters` as an attribute or in `style`.
    private static func colorSpace(of node: SVGNode) -> FilterColorSpace? {
        let value = node.declared("color-interpolation-filters")
        switch value {
        case "sRGB", "srgb": return .sRGB
        case "linearRGB", "linearrgb", "auto": return .linearRGB
        default: return nil
        }
    }

    /// One `fe*` element; `nil` for one that is not a primitive (skipped). Lengths are in user
    /// space, or fractions of `box` when `boxUnits` (`primitiveUnits="objectBoundingBox"`).
    private func primitive(_ node: SVGNode, filter: SVGNode, box: Rect, boxUnits: Bool, region: Rect) -> FilterPrimitive? {
        let a = node.attributes
        func numbers(_ key: String) -> [Double]? { a[key].flatMap(SVGLength.numbers) }
        func number(_ key: String, _ fallback: Double) -> Double {
            guard let n = numbers(key), n.count == 1 else { return fallback }
            return n[0]
        }
        // A pair of lengths (`stdDeviation="2 4"`, one number for both), scaled in box units.
        func pair(_ key: String, _ fallback: Double) -> (Double, Double)? {
            guard let text = a[key] else { return (fallback * (boxUnits ? box.size.width : 1), fallback * (boxUnits ? box.size.height : 1)) }
            guard let n = SVGLength.numbers(text), n.count == 1 || n.count == 2 else { return nil }
            let x = n[0], y = n.count == 2 ? n[1] : n[0]
            return boxUnits ? (x * box.size.width, y * box.size.height) : (x, y)
        }
        func length(_ key: String, _ fallback: Double, horizontal: Bool) -> Double {
            let scale = boxUnits ? (horizontal ? box.size.width : box.size.height) : 1
            guard let text = a[key] else { return fallback * scale }
            if boxUnits {
                let t = text.trimmingCharacters(in: .whitespaces)
                let v = t.hasSuffix("%") ? Double(t.dropLast()).map { $0 / 100 } : Double(t)
                return (v ?? fallback) * scale
            }
            return SVGLength.parse(text, reference: horizontal ? viewport.width : viewport.height) ?? fallback
        }
        func input(_ key: String) -> FilterInput {
            switch a[key]?.trimmingCharacters(in: .whitespaces) {
            case nil, "": return .previous
            case "SourceGraphic": return .sourceGraphic
            case "SourceAlpha": return .sourceAlpha
            case "BackgroundImage", "BackgroundAlpha", "FillPaint", "StrokePaint":
                warnOnce(node, "in=\"\(a[key]!)\"", "in=\"\(a[key]!)\" is not supported; the primitive reads the previous output")
                return .previous
            case let name?: return .result(name)
            }
        }
        func color(_ style: SVGStyle) -> Color {
            let declared = SVGStyle.declarations(a["style"] ?? "")
            func value(_ key: String) -> String? { declared.last { $0.0 == key }?.1 ?? a[key] }
            var c = Color.black
            if let text = value("flood-color") {
                if text == "currentColor" { c = style.color } else if let parsed = SVGColor.parse(text) { c = parsed }
            }
            var opacity = 1.0
            if let text = value("flood-opacity") {
                let t = text.trimmingCharacters(in: .whitespaces)
                opacity = (t.hasSuffix("%") ? Double(t.dropLast()).map { $0 / 100 } : Double(t)) ?? 1
            }
            return c.withAlpha(c.alpha * min(max(opacity, 0), 1))
        }
        // The primitive inherits from its filter element (`color` for `currentColor`).
        let filterStyle = SVGStyle.computed(for: filter, parent: SVGStyle(), reference: diagonal, warn: { _ in })
        let style = SVGStyle.computed(for: node, parent: filterStyle, reference: diagonal, warn: { _ in })
        let operation: FilterOperation
        var inputs = [input("in")]
        switch node.name {
        case "feGaussianBlur":
            let (x, y) = pair("stdDeviation", 0) ?? (0, 0)
            let edge: FilterEdgeMode = switch a["edgeMode"] { case "duplicate": .duplicate; case "wrap": .wrap; default: .none }
            operation = .gaussianBlur(x: max(x, 0), y: max(y, 0), edgeMode: edge)
        case "feOffset":
            operation = .offset(dx: number("dx", 0) * (boxUnits ? box.size.width : 1),
                                dy: number("dy", 0) * (boxUnits ? box.size.height : 1))
        case "feFlood":
            inputs = []
            operation = .flood(color(style))
        case "feDropShadow":
            let (x, y) = pair("stdDeviation", 2) ?? (0, 0)
            operation = .dropShadow(dx: number("dx", 2) * (boxUnits ? box.size.width : 1),
                                    dy: number("dy", 2) * (boxUnits ? box.size.height : 1),
                                    x: max(x, 0), y: max(y, 0), color: color(style))
        case "feColorMatrix":
            let values = numbers("values")
            switch a["type"] ?? "matrix" {
            case "saturate":
                operation = .saturate(values?.count == 1 ? values![0] : 1)
            case "hueRotate":
                operation = .hueRotate(values?.count == 1 ? values![0] : 0)
            case "luminanceToAlpha":
                operation = .luminanceToAlpha
            default:
                operation = .colorMatrix(values?.count == 20 ? values! : FilterOperation.identityMatrix)
            }
        case "feComponentTransfer":
            var functions = [TransferFunction](repeating: .identity, count: 4)
            for child in node.children {
                guard let channel = ["feFuncR", "feFuncG", "feFuncB", "feFuncA"].firstIndex(of: child.name) else { continue }
                let c = child.attributes
                func n(_ key: String, _ fallback: Double) -> Double {
                    c[key].flatMap(SVGLength.numbers).flatMap { $0.count == 1 ? $0[0] : nil } ?? fallback
                }
                let table = c["tableValues"].flatMap(SVGLength.numbers) ?? []
                switch c["type"] {
                case "table": functions[channel] = table.isEmpty ? .identity : .table(table)
                case "discrete": functions[channel] = table.isEmpty ? .identity : .discrete(table)
                case "linear": functions[channel] = .linear(slope: n("slope", 1), intercept: n("intercept", 0))
                case "gamma":
                    functions[channel] = .gamma(amplitude: n("amplitude", 1), exponent: n("exponent", 1), offset: n("offset", 0))
                default: functions[channel] = .identity
                }
            }
            operation = .componentTransfer(functions)
        case "feComposite":
            inputs.append(input("in2"))
            let op = CompositeOperator(rawValue: a["operator"] ?? "over") ?? .over
            operation = .composite(op, k: [number("k1", 0), number("k2", 0), number("k3", 0), number("k4", 0)])
        case "feMerge":
            inputs = node.children.filter { $0.name == "feMergeNode" }.map { child in
                switch child.attributes["in"] {
                case nil, "": FilterInput.previous
                case "SourceGraphic": .sourceGraphic
                case "SourceAlpha": .sourceAlpha
                case let name?: .result(name)
                }
            }
            operation = .merge
        case "feBlend":
            inputs.append(input("in2"))
            let mode = a["mode"] ?? "normal"
            operation = .blend(SVGStyle.blendModes[mode])
        case "feMorphology":
            let (rx, ry) = pair("radius", 0) ?? (0, 0)
            let op: MorphologyOperator = a["operator"] == "dilate" ? .dilate : .erode
            // A radius of zero or less turns the primitive off (SVG 2): the input passes through.
            operation = rx > 0 && ry > 0 ? .morphology(op, radiusX: rx, radiusY: ry) : .offset(dx: 0, dy: 0)
        case "feTile":
            operation = .tile
        case "feTurbulence":
            inputs = []
            var frequency = numbers("baseFrequency") ?? [0]
            if frequency.count == 1 { frequency.append(frequency[0]) }
            // A negative or malformed frequency is an error; resvg and browsers draw it as zero.
            if frequency.count != 2 || frequency.contains(where: { $0 < 0 }) { frequency = [0, 0] }
            let octaves = numbers("numOctaves").flatMap { $0.count == 1 ? $0[0] : nil } ?? 1
            // The noise is evaluated in user space: the layer's origin is the box's corner there.
            operation = .turbulence(Turbulence(
                baseFrequencyX: frequency[0], baseFrequencyY: frequency[1],
                octaves: Int(min(max(octaves, 0), 24)),
                seed: Int(min(max(number("seed", 0), -2_147_483_647), 2_147_483_647).rounded(.towardZero)),
                stitchesTiles: a["stitchTiles"] == "stitch",
                isFractalNoise: a["type"] == "fractalNoise", origin: box.origin))
        case "feConvolveMatrix":
            let order = numbers("order") ?? [3]
            // Anything but one or two whole numbers in 1...64 is an error: order 0 draws nothing.
            let validOrder = !order.isEmpty && order.count <= 2 && order.allSatisfy { $0 >= 1 && $0 <= 64 && $0.rounded() == $0 }
            let orderX = validOrder ? Int(order[0]) : 0, orderY = validOrder && order.count > 1 ? Int(order[1]) : orderX
            let kernel = numbers("kernelMatrix") ?? []
            let sum = kernel.reduce(0, +)
            let divisor = numbers("divisor").flatMap { $0.count == 1 ? $0[0] : nil } ?? (sum == 0 ? 1 : sum)
            func target(_ key: String, _ order: Int) -> Int {
                guard a[key] != nil else { return order / 2 }
                return Int(min(max(number(key, -1), -1), 65))
            }
            let edge: FilterEdgeMode = switch a["edgeMode"] { case "none": .none; case "wrap": .wrap; default: .duplicate }
            operation = .convolveMatrix(ConvolveMatrix(
                orderX: validOrder ? orderX : 0, orderY: validOrder ? orderY : 0, kernel: kernel, divisor: divisor,
                bias: number("bias", 0),
                targetX: target("targetX", orderX), targetY: target("targetY", orderY),
                edgeMode: edge, preservesAlpha: a["preserveAlpha"] == "true"))
        case "feDiffuseLighting", "feSpecularLighting":
            guard let lighting = lighting(node, filter: filter, style: style, box: box, boxUnits: boxUnits) else {
                // No light, or a specular exponent outside 1...128: the primitive is in error and
                // its output transparent, as resvg draws it.
                warnOnce(node, "\(node.name)-error", "<\(node.name)> has no light source or a specularExponent outside 1...128; its output is transparent")
                inputs = []
                operation = .flood(.clear)
                break
            }
            operation = .lighting(lighting)
        case "feDisplacementMap":
            inputs.append(input("in2"))
            // `scale` is a length in primitiveUnits: a fraction of the box's width and height there.
            let scale = number("scale", 0)
            func channel(_ key: String) -> ColorChannel {
                ColorChannel(rawValue: a[key]?.trimmingCharacters(in: .whitespaces) ?? "A") ?? .alpha
            }
            operation = .displacementMap(scaleX: scale * (boxUnits ? box.size.width : 1),
                                         scaleY: scale * (boxUnits ? box.size.height : 1),
                                         x: channel("xChannelSelector"), y: channel("yChannelSelector"))
        case "feImage":
            // Drawn by the builder as a picture (SVGLayerBuilder+FilterImage); here its subregion.
            inputs = []
            operation = .offset(dx: 0, dy: 0)
        default:
            guard node.name.hasPrefix("fe"), !node.name.hasPrefix("feFunc"), node.name != "feMergeNode",
                  !Self.lightNames.contains(node.name) else { return nil }
            warnOnce(node, node.name, "<\(node.name)> is not supported; it passes its input through")
            operation = .offset(dx: 0, dy: 0)
        }
        var subregion: Rect?
        if a["x"] != nil || a["y"] != nil || a["width"] != nil || a["height"] != nil {
            let origin = boxUnits ? box.origin : .zero
            let x = a["x"] != nil ? origin.x + length("x", 0, horizontal: true) : region.origin.x
            let y = a["y"] != nil ? origin.y + length("y", 0, horizontal: false) : region.origin.y
            let width = a["width"] != nil ? length("width", 0, horizontal: true) : region.size.width
            let height = a["height"] != nil ? length("height", 0, horizontal: false) : region.size.height
            subregion = Rect(x: x, y: y, width: max(width, 0), height: max(height, 0))
        }
        let result = a["result"].flatMap { $0.isEmpty ? nil : $0 }
        return FilterPrimitive(operation, inputs: inputs, result: result, subregion: subregion)
    }

    // MARK: - lighting

    static let lightNames: Set<String> = ["feDistantLight", "fePointLight", "feSpotLight"]

    /// An `feDiffuseLighting` or `feSpecularLighting` with its first light child; light positions
    /// in user space, or fractions of `box` when `boxUnits` (`z` then of the box's diagonal over √2).
    private func lighting(_ node: SVGNode, filter: SVGNode, style: SVGStyle, box: Rect, boxUnits: Bool) -> Lighting? {
        let a = node.attributes
        func number(_ attributes: [String: String], _ key: String, _ fallback: Double) -> Double {
            attributes[key].flatMap(SVGLength.numbers).flatMap { $0.count == 1 ? $0[0] : nil } ?? fallback
        }
        guard let source = node.children.first(where: { Self.lightNames.contains($0.name) }) else { return nil }
        let model: Lighting.Model
        if node.name == "feSpecularLighting" {
            let exponent = number(a, "specularExponent", 1)
            guard (1...128).contains(exponent) else { return nil }
            model = .specular(exponent: exponent)
        } else {
            model = .diffuse
        }
        let l = source.attributes
        func x(_ key: String) -> Double { boxUnits ? box.origin.x + number(l, key, 0) * box.size.width : number(l, key, 0) }
        func y(_ key: String) -> Double { boxUnits ? box.origin.y + number(l, key, 0) * box.size.height : number(l, key, 0) }
        func z(_ key: String) -> Double {
            let diagonal = ((box.size.width * box.size.width + box.size.height * box.size.height) / 2).squareRoot()
            return number(l, key, 0) * (boxUnits ? diagonal : 1)
        }
        let light: LightSource
        switch source.name {
        case "feDistantLight":
            light = .distant(azimuth: number(l, "azimuth", 0), elevation: number(l, "elevation", 0))
        case "fePointLight":
            light = .point(x: x("x"), y: y("y"), z: z("z"))
        default:
            light = .spot(SpotLight(x: x("x"), y: y("y"), z: z("z"),
                                    pointsAtX: x("pointsAtX"), pointsAtY: y("pointsAtY"), pointsAtZ: z("pointsAtZ"),
                                    specularExponent: number(l, "specularExponent", 1),
                                    limitingConeAngle: l["limitingConeAngle"].flatMap(SVGLength.numbers).flatMap { $0.count == 1 ? $0[0] : nil }))
        }
        let constantKey = node.name == "feSpecularLighting" ? "specularConstant" : "diffuseConstant"
        return Lighting(model: model, constant: max(number(a, constantKey, 1), 0), surfaceScale: number(a, "surfaceScale", 1),
                        color: lightingColor(node, filter: filter, style: style), light: light)
    }

    /// `lighting-color` (attribute or `style`; not inherited): white by default, `currentColor`
    /// the `color` property, `inherit` the filter element's; its alpha is not used.
    private func lightingColor(_ node: SVGNode, filter: SVGNode, style: SVGStyle) -> Color {
        func value(_ node: SVGNode) -> String? {
            node.declared("lighting-color")
        }
        var text = value(node)
        if text == "inherit" { text = value(filter) }
        guard let text, text != "inherit" else { return .white }
        if text == "currentColor" { return style.color.withAlpha(1) }
        return (SVGColor.parse(text) ?? .white).withAlpha(1)
    }

    // MARK: - CSS filter functions

    /// One CSS filter function as primitives in sRGB, over the box grown by what it can spread;
    /// `nil` when its argument cannot be read (then the whole `filter` value is ignored).
    private func filterFunction(_ name: String, _ argument: String, style: SVGStyle, box: Rect)
        -> (region: Rect, primitives: [FilterPrimitive])? {
        func amount(_ fallback: Double, clamped: Bool = true) -> Double? {
            let t = argument.trimmingCharacters(in: .whitespaces)
            if t.isEmpty { return fallback }
            let v = t.hasSuffix("%") ? Double(t.dropLast()).map { $0 / 100 } : Double(t)
            guard let v, v >= 0 else { return nil }
            return clamped ? min(v, 1) : v
        }
        func make(_ op: FilterOperation, margin: Double = 0) -> (Rect, [FilterPrimitive]) {
            (box.insetBy(dx: -margin, dy: -margin), [FilterPrimitive(op, colorSpace: .sRGB)])
        }
        switch name {
        case "blur":
            let t = argument.trimmingCharacters(in: .whitespaces)
            guard let sigma = t.isEmpty ? 0 : SVGLength.parse(t, reference: 0), sigma >= 0 else { return nil }
            return make(.gaussianBlur(x: sigma, y: sigma), margin: sigma * 3)
        case "drop-shadow":
            var color = style.color
            var lengths: [Double] = []
            // CSS separates the parts by spaces only: `drop-shadow(red, 10, 15)` is invalid.
            guard let tokens = Self.functionTokens(argument) else { return nil }
            for token in tokens {
                if let l = SVGLength.parse(token, reference: 0), !token.hasSuffix("%") { lengths.append(l) }
                else if token == "currentColor" { color = style.color }
                else if let c = SVGColor.parse(token) { color = c }
                else { return nil }
            }
            guard lengths.count == 2 || lengths.count == 3 else { return nil }
            // The third length is the standard deviation, as resvg (the suite's reference) reads
            // it; CSS calls it a blur radius.
            let sigma = lengths.count == 3 ? lengths[2] : 0
            guard sigma >= 0 else { return nil }
            return make(.dropShadow(dx: lengths[0], dy: lengths[1], x: sigma, y: sigma, color: color),
                        margin: sigma * 3 + max(abs(lengths[0]), abs(lengths[1])))
        case "grayscale":
            guard let a = amount(1) else { return nil }
            let g = 1 - a
            return make(.colorMatrix([0.2126 + 0.7874 * g, 0.7152 - 0.7152 * g, 0.0722 - 0.0722 * g, 0, 0,
                                      0.2126 - 0.2126 * g, 0.7152 + 0.2848 * g, 0.0722 - 0.0722 * g, 0, 0,
                                      0.2126 - 0.2126 * g, 0.7152 - 0.7152 * g, 0.0722 + 0.9278 * g, 0, 0,
                                      0, 0, 0, 1, 0]))
        case "sepia":
            guard let a = amount(1) else { return nil }
            let g = 1 - a
            return make(.colorMatrix([0.393 + 0.607 * g, 0.769 - 0.769 * g, 0.189 - 0.189 * g, 0, 0,
                                      0.349 - 0.349 * g, 0.686 + 0.314 * g, 0.168 - 0.168 * g, 0, 0,
                                      0.272 - 0.272 * g, 0.534 - 0.534 * g, 0.131 + 0.869 * g, 0, 0,
                                      0, 0, 0, 1, 0]))
        case "saturate":
            guard let a = amount(1, clamped: false) else { return nil }
            return make(.saturate(a))
        case "hue-rotate":
            guard let degrees = Self.cssAngleDegrees(argument) else { return nil }
            return make(.hueRotate(degrees))
        case "invert":
            guard let a = amount(1) else { return nil }
            let f = TransferFunction.table([a, 1 - a])
            return make(.componentTransfer([f, f, f, .identity]))
        case "opacity":
            guard let a = amount(1) else { return nil }
            return make(.componentTransfer([.identity, .identity, .identity, .table([0, a])]))
        case "brightness":
            guard let a = amount(1, clamped: false) else { return nil }
            let f = TransferFunction.linear(slope: a, intercept: 0)
            return make(.componentTransfer([f, f, f, .identity]))
        case "contrast":
            guard let a = amount(1, clamped: false) else { return nil }
            let f = TransferFunction.linear(slope: a, intercept: 0.5 - 0.5 * a)
            return make(.componentTransfer([f, f, f, .identity]))
        default:
            return nil
        }
    }

    /// The words of a function argument, keeping colour functions (`rgb(...)`) whole; `nil`
    /// when a comma separates them.
    private static func functionTokens(_ text: String) -> [String]? {
        var tokens: [String] = [], current = "", depth = 0
        for ch in text {
            if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
            if depth == 0, ch == "," { return nil }
            if depth == 0, ch.isWhitespace {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// A CSS angle in degrees (`45deg`, `1rad`, `0.25turn`, `100grad`); empty and `0` are 0, and
    /// other numbers without a unit are invalid, as in CSS.
    private static func cssAngleDegrees(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        if t.isEmpty { return 0 }
        for (unit, scale) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)] where t.hasSuffix(unit) {
            return Double(t.dropLast(unit.count)).map { $0 * scale }
        }
        return Double(t) == 0 ? 0 : nil
    }

    /// An `feConvolveMatrix` whose kernel does not have `orderX` × `orderY` entries, or whose
    /// target lies outside the kernel.
    static func convolveMatrixIsInError(_ node: SVGNode) -> Bool {
        let order = SVGLength.numbers(node.attributes["order"] ?? "3") ?? []
        guard (1...2).contains(order.count), order.allSatisfy({ $0 >= 1 && $0 == $0.rounded() && $0 <= 64 }) else { return true }
        let columns = Int(order[0]), rows = Int(order.count == 2 ? order[1] : order[0])
        guard let kernel = SVGLength.numbers(node.attributes["kernelMatrix"] ?? ""), kernel.count == columns * rows else { return true }
        func target(_ key: String, _ size: Int) -> Bool {
            guard let text = node.attributes[key] else { return true }
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else { return false }
            return value >= 0 && value < Double(size)
        }
        return !(target("targetX", columns) && target("targetY", rows))
    }
}
