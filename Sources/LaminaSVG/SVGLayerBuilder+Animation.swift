import Foundation
import Lamina

/// SMIL animation elements (`animate`, `set`, `animateTransform`, `animateMotion`) as Core
/// Animation animations on the imported layers.
///
/// A property animation goes on the element's layer under the key path that holds the property
/// there (`opacity`, `hidden`, a shape layer's `path`, `fillColor`, `lineWidth`, ...). Geometry
/// (`cx`, `r`, `d`, `points`, ...) becomes `path` keyframes in the layer's own space, so bounds and
/// position stay the still drawing's. Transforms cannot live on the element's layer, whose
/// `transform` and `position` already hold its static placement: an element with
/// `animateTransform` or `animateMotion` is built in its own user space and wrapped in empty
/// layers, one per part of SVG's transform sandwich, innermost first:
///
///     outer (parent's space) ─ motion (animateMotion) ─ transform attribute ─ animateTransform… ─ element
///
/// Each wrapper has zero-size bounds at its origin, so its `transform` and `position` are exactly
/// the part it stands for, and the animated ones start from the identity.
extension SVGLayerBuilder {
    /// The SMIL animation elements.
    static let animationNames: Set<String> = ["animate", "set", "animateTransform", "animateMotion", "animateColor"]

    /// The animation elements that target `node`: its own children, then those elsewhere whose
    /// `href` names it, in document order each.
    func animations(of node: SVGNode) -> [SVGNode] {
        let children = node.children.filter { Self.animationNames.contains($0.name) && Self.href($0) == nil }
        return children + (node.id.flatMap { animationTargets[$0] } ?? [])
    }

    /// An animation's `href` (`#id`), if it names its target that way.
    static func href(_ node: SVGNode) -> String? {
        guard let text = node.attributes["href"] ?? node.attributes["xlink:href"], text.hasPrefix("#") else { return nil }
        return String(text.dropFirst())
    }

    /// Identifies an animation element among the document's (for the ones never applied).
    static func animationKey(_ node: SVGNode) -> String {
        "\(node.line) \(node.name) \(node.attributes["attributeName"] ?? "") \(node.attributes["type"] ?? "") \(node.attributes["begin"] ?? "")"
    }

    /// `node`'s timing, resolving `other.begin` and `other.end` up to `SVGAnimationTiming.syncbaseDepth`.
    func timing(of node: SVGNode, depth: Int = 0) -> SVGAnimationTiming? {
        SVGAnimationTiming.read(node, syncbase: { id, kind in
            guard depth < SVGAnimationTiming.syncbaseDepth, let other = self.animationElements[id] else { return nil }
            guard let timing = self.timing(of: other, depth: depth + 1) else { return nil }
            return kind == "begin" ? timing.begin : timing.end
        }, warn: { depth == 0 ? self.warn(node, $0) : () })
    }

    /// Records the time the drawing needs to show `timing` to its end (or one loop of it).
    func note(_ timing: SVGAnimationTiming) {
        animationEnd = max(animationEnd ?? 0, timing.showingEnd)
    }

    // MARK: Property animations

    /// Adds `node`'s property animations (everything but transforms and motion) to `built`.
    func animateProperties(_ built: Built, node: SVGNode, style: SVGStyle, animations: [SVGNode]) {
        // Several geometry attributes make one path: animations timed alike are merged value by
        // value (exporters write cx and cy side by side); otherwise the last one wins.
        let shaped = animations.filter { Self.geometryNames.contains($0.attributes["attributeName"] ?? "") }
        var partners: [SVGNode] = []
        if shaped.count > 1, let last = shaped.last {
            let timed = shaped.filter { Self.timingKey($0) == Self.timingKey(last) }
            for other in shaped where Self.timingKey(other) != Self.timingKey(last) {
                handledAnimations.insert(Self.animationKey(other))
                warn(other, "geometry animations of one element are merged only when timed alike; this one is not imported")
            }
            partners = Array(timed.dropLast())
        }
        let skipped = Set(partners.map(Self.animationKey))
        for animation in animations where !skipped.contains(Self.animationKey(animation)) {
            handledAnimations.insert(Self.animationKey(animation))
            guard let attribute = animation.attributes["attributeName"] else {
                warn(animation, "no attributeName; not imported")
                continue
            }
            guard let timing = timing(of: animation) else { continue }
            let made: [(Layer, KeyframeAnimation)]?
            switch attribute {
            case "opacity":
                made = numbers(animation, base: style.opacity, timing: timing, clamp: 0...1).flatMap { values in
                    keyframes(animation, keyPath: "opacity", values: values.map { .number($0) }, timing: timing)
                }.map { [(built.layer, $0)] }
            case "display", "visibility":
                made = hidden(animation, built: built, node: node, timing: timing)
            case "fill", "stroke", "fill-opacity", "stroke-opacity":
                made = paint(animation, attribute: attribute, built: built, style: style, timing: timing)
            case "stroke-width", "stroke-dashoffset":
                let base = attribute == "stroke-width" ? style.strokeWidth : style.dashOffset
                let keyPath = attribute == "stroke-width" ? "lineWidth" : "lineDashPhase"
                let targets = shapeTargets(built.layer)
                made = numbers(animation, base: base, timing: timing).flatMap { values in
                    keyframes(animation, keyPath: keyPath, values: values.map { .number($0) }, timing: timing)
                }.map { a in targets.map { ($0, a) } }
            case _ where Self.geometryNames.contains(attribute):
                for partner in partners { handledAnimations.insert(Self.animationKey(partner)) }
                made = geometry(partners + [animation], built: built, node: node, timing: timing)
            default:
                warn(animation, "cannot animate \(attribute) on <\(node.name)>; not imported")
                made = nil
            }
            guard let made, !made.isEmpty else {
                if made != nil { warn(animation, "<\(node.name)> has no layer that draws \(attribute); not imported") }
                continue
            }
            for (layer, keyframeAnimation) in made {
                layer.add(keyframeAnimation, forKey: nil, resolvingBeginTime: false)
            }
            note(timing)
        }
    }

    /// A keyframe animation of `values` with `animation`'s calcMode, key times and timing; `nil`
    /// (with a warning) when they do not fit together.
    func keyframes(_ animation: SVGNode, keyPath: String, values: [AnimatableValue], timing: SVGAnimationTiming,
                   defaultMode: String = "linear") -> KeyframeAnimation? {
        guard !values.isEmpty else { return nil }
        // An indefinite simple duration shows the first value while active.
        let values = timing.simpleDuration == nil ? [values[0]] : values
        guard let frames = SVGAnimationKeyframes.read(animation, count: values.count, defaultMode: defaultMode,
                                                      warn: { warn(animation, $0) }) else { return nil }
        let result = KeyframeAnimation(keyPath: keyPath)
        result.values = values
        result.keyTimes = frames.keyTimes
        result.timingFunctions = frames.timingFunctions
        if frames.calculationMode == .linear, let times = frames.keyTimes, let last = times.last, last < 1, let final = values.last {
            // Key times that stop short of 1: the last value holds to the end.
            result.values = values + [final]
            result.keyTimes = times + [1]
            result.timingFunctions = frames.timingFunctions.map { $0 + [.linear] }
        }
        result.calculationMode = values.count == 1 ? .discrete : frames.calculationMode
        result.isCumulative = animation.attributes["accumulate"] == "sum"
        timing.apply(to: result)
        return result
    }

    /// The numbers an animation of a number attribute goes through, `base` being the attribute's
    /// own value: `to` starts from it and `additive="sum"` adds it.
    func numbers(_ animation: SVGNode, base: Double, timing: SVGAnimationTiming, clamp: ClosedRange<Double>? = nil,
                 parse: (String) -> Double? = { SVGLength.parse($0) }) -> [Double]? {
        vectors(animation, base: [base], parse: { parse($0).map { [$0] } })?.map { v in
            clamp.map { min(max(v[0], $0.lowerBound), $0.upperBound) } ?? v[0]
        }
    }

    /// The values of an animation of numbers (one or several per value), with SMIL's from-to-by
    /// rules; `nil` with a warning when one cannot be read.
    func vectors(_ animation: SVGNode, base: [Double], parse: (String) -> [Double]?) -> [[Double]]? {
        guard let source = SVGAnimationKeyframes.source(of: animation) else {
            warn(animation, "no values, to or by; not imported")
            return nil
        }
        func read(_ text: String) -> [Double]? {
            guard let v = parse(text) else {
                warn(animation, "cannot read the value \"\(text)\"; not imported")
                return nil
            }
            return v
        }
        func add(_ a: [Double], _ b: [Double]) -> [Double] { a.indices.map { $0 < b.count ? a[$0] + b[$0] : a[$0] } }
        let sums = animation.attributes["additive"] == "sum"
        var values: [[Double]]
        switch source {
        case .values(let list):
            values = []
            for text in list {
                guard let v = read(text) else { return nil }
                values.append(v)
            }
        case .fromTo(let from, let to, let by):
            var start: [Double]?
            if let from {
                guard let v = read(from) else { return nil }
                start = v
            }
            if let to {
                guard let end = read(to) else { return nil }
                // A to-animation starts from the value beneath and is never additive.
                return [start ?? base, end]
            }
            guard let by, let step = read(by) else { return nil }
            // A by-animation without from adds to the value beneath.
            guard let start else { return [base, add(base, step)] }
            values = [start, add(start, step)]
        }
        return sums ? values.map { add($0, base) } : values
    }

    /// `display` and `visibility` as `hidden`, which only jumps.
    private func hidden(_ animation: SVGNode, built: Built, node: SVGNode, timing: SVGAnimationTiming) -> [(Layer, KeyframeAnimation)]? {
        let attribute = animation.attributes["attributeName"] ?? ""
        let base = node.attributes[attribute] ?? (attribute == "display" ? "inline" : "visible")
        let strings: [String]
        switch SVGAnimationKeyframes.source(of: animation) {
        case .values(let list)?: strings = list
        case .fromTo(let from, let to?, _)?: strings = [from ?? base, to]
        default:
            warn(animation, "\(attribute) takes values or to; not imported")
            return nil
        }
        let hides = strings.map { attribute == "display" ? $0 == "none" : $0 == "hidden" || $0 == "collapse" }
        var copy = animation
        copy.attributes["calcMode"] = "discrete"
        copy.attributes["keySplines"] = nil
        return keyframes(copy, keyPath: "hidden", values: hides.map { .bool($0) }, timing: timing).map { [(built.layer, $0)] }
    }

    /// The shape layers that draw `layer`'s outline: itself, or its plain fill and stroke parts.
    func shapeTargets(_ layer: Layer) -> [ShapeLayer] {
        if let shape = layer as? ShapeLayer { return [shape] }
        return layer.sublayers.compactMap { $0 as? ShapeLayer }.filter { $0.mask == nil }
    }

    /// `fill` and `stroke` colours, and their opacities, as the shape layers' colours.
    private func paint(_ animation: SVGNode, attribute: String, built: Built, style: SVGStyle,
                       timing: SVGAnimationTiming) -> [(Layer, KeyframeAnimation)]? {
        let isFill = attribute.hasPrefix("fill")
        let targets = shapeTargets(built.layer).filter { shapes in
            isFill ? shapes.fillColor != nil || built.layer is ShapeLayer : shapes.strokeColor != nil || built.layer is ShapeLayer
        }
        let opacity = isFill ? style.fillOpacity : style.strokeOpacity
        func plain(_ paint: SVGPaint) -> Color? {
            switch paint {
            case .color(let c): c
            case .currentColor: style.color
            case .none: Color(red: 0, green: 0, blue: 0, alpha: 0)
            case .url: nil
            }
        }
        let colors: [Color]
        if attribute.hasSuffix("opacity") {
            guard let baseColor = plain(isFill ? style.fill : style.stroke),
                  let values = numbers(animation, base: opacity, timing: timing, clamp: 0...1) else {
                if plain(isFill ? style.fill : style.stroke) == nil { warn(animation, "\(attribute) over a gradient or pattern paint is not animated; not imported") }
                return nil
            }
            colors = values.map { baseColor.withAlpha(baseColor.alpha * $0) }
        } else {
            let base = plain(isFill ? style.fill : style.stroke) ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
            guard let vectors = vectors(animation, base: [base.red, base.green, base.blue, base.alpha], parse: { text in
                guard let paint = SVGColor.paint(text), let c = plain(paint) else { return nil }
                return [c.red, c.green, c.blue, c.alpha]
            }) else { return nil }
            colors = vectors.map { v in
                Color(red: min(max(v[0], 0), 1), green: min(max(v[1], 0), 1), blue: min(max(v[2], 0), 1),
                      alpha: min(max(v[3], 0), 1) * opacity)
            }
        }
        guard let made = keyframes(animation, keyPath: isFill ? "fillColor" : "strokeColor", values: colors.map { .color($0) },
                                   timing: timing) else { return nil }
        return targets.map { ($0, made) }
    }

    /// The attributes that shape a basic shape or path.
    static let geometryNames: Set<String> = ["cx", "cy", "r", "rx", "ry", "x", "y", "width", "height", "x1", "y1", "x2", "y2", "d", "points"]

    /// What must agree for animations to be merged value by value.
    static func timingKey(_ node: SVGNode) -> [String?] {
        let a = node.attributes
        let count = a["values"].map { SVGAnimationKeyframes.splitList($0).count }.map(String.init)
        return [a["begin"], a["dur"], a["end"], a["repeatCount"], a["repeatDur"], a["fill"], a["calcMode"],
                a["keyTimes"], a["keySplines"], count, a["from"] == nil ? nil : "from", a["by"] == nil ? nil : "by"]
    }

    /// Shape geometry (`cx`, `r`, `width`, `d`, `points`, ...) as `path` keyframes in the layer's
    /// own space, from `animations` timed alike (the last one's timing). Paths that cannot be
    /// interpolated (different commands) jump, as in SMIL.
    private func geometry(_ animations: [SVGNode], built: Built, node: SVGNode,
                          timing: SVGAnimationTiming) -> [(Layer, KeyframeAnimation)]? {
        guard let animation = animations.last else { return nil }
        guard SVGShapes.names.contains(node.name) else {
            warn(animation, "geometry is animated only on shapes, not <\(node.name)>; not imported")
            return nil
        }
        var columns: [(attribute: String, values: [String])] = []
        for item in animations {
            let attribute = item.attributes["attributeName"] ?? ""
            if attribute == "d" || attribute == "points" {
                switch SVGAnimationKeyframes.source(of: item) {
                case .values(let list)?: columns.append((attribute, list))
                case .fromTo(let from, let to?, nil)?: columns.append((attribute, [from ?? node.attributes[attribute] ?? "", to]))
                default:
                    warn(item, "\(attribute) takes values, or from and to; not imported")
                    return nil
                }
            } else {
                let horizontal: Set<String> = ["cx", "rx", "x", "width", "x1", "x2"]
                let reference = attribute == "r" ? diagonal : horizontal.contains(attribute) ? viewport.width : viewport.height
                let base = SVGLength.parse(node.attributes[attribute], reference: reference) ?? 0
                guard let values = numbers(item, base: base, timing: timing,
                                           parse: { SVGLength.parse($0, reference: reference) }) else { return nil }
                // A size of 0 draws nothing in SVG; a size too small to see keeps the path's
                // commands, so it can grow into the next value continuously.
                let sizes: Set<String> = ["r", "rx", "ry", "width", "height"]
                columns.append((attribute, values.map { String(sizes.contains(attribute) ? max($0, 1e-6) : $0) }))
            }
        }
        let count = columns.map(\.values.count).min() ?? 0
        let offset = AffineTransform(translationX: -built.box.origin.x, y: -built.box.origin.y)
        var paths: [Path] = []
        for index in 0..<count {
            var copy = node
            for column in columns { copy.attributes[column.attribute] = column.values[index] }
            switch SVGShapes.path(for: copy, viewport: viewport) {
            case .success(let path): paths.append((path ?? Path()).applying(offset))
            case .failure(let error):
                warn(animation, "\(error.message); not imported")
                return nil
            }
        }
        guard let made = keyframes(animation, keyPath: "path", values: paths.map { .path($0) }, timing: timing) else { return nil }
        if zip(paths, paths.dropFirst()).contains(where: { $0.interpolated(to: $1, fraction: 0.5) == nil }), made.calculationMode != .discrete {
            warn(animation, "the paths have different commands and cannot morph; they jump from one to the next")
            made.calculationMode = .discrete
        }
        return shapeTargets(built.layer).map { ($0, made) }
    }

    // MARK: Transforms and motion

    /// Wraps `built` (made in its element's own user space) in the layers of the transform
    /// sandwich: `outer`, the motion, `local` (the transform attribute) and each `animateTransform`.
    func wrapMoving(_ built: Built, node: SVGNode, local: AffineTransform, outer: AffineTransform,
                    animations: [SVGNode], css: [CSSTransformPart] = []) -> Built {
        var transforms: [(outer: Layer, inner: Layer)] = [], keepsBase = true, motion: Layer?
        for animation in animations {
            handledAnimations.insert(Self.animationKey(animation))
            guard let timing = timing(of: animation) else { continue }
            if animation.name == "animateMotion" {
                guard let layer = motionLayer(animation, node: node, timing: timing) else { continue }
                if motion != nil { warn(animation, "a second animateMotion replaces the first") }
                motion = layer
                note(timing)
                continue
            }
            guard let layer = transformLayer(animation, timing: timing) else { continue }
            if animation.attributes["additive"] != "sum" {
                // `replace` drops the transform attribute: exactly so when the animation covers all
                // time from 0, otherwise it is applied on top of it.
                if timing.begin <= 0, timing.freezes || !timing.end.isFinite, node.name != "svg", node.name != "use" {
                    transforms = []
                    keepsBase = false
                } else if !local.isIdentity || !transforms.isEmpty {
                    warn(animation, "additive=\"replace\" on a transform animation that does not run from 0 to the end is applied on top of the element's transform")
                }
            }
            transforms.append((layer, layer))
            note(timing)
        }
        // A CSS transform animation replaces the transform attribute (and what came before it)
        // while it runs: exactly so when it covers all time, otherwise on top of it.
        for part in css {
            if part.coversAllTime, node.name != "svg", node.name != "use" {
                transforms = []
                keepsBase = false
            } else if !local.isIdentity || !transforms.isEmpty {
                warn(node, "a CSS transform animation that does not run from 0 to the end is applied on top of the element's transform")
            }
            transforms.append((part.outer, part.inner))
        }
        var current = built.layer
        // The last animation applies first: it is the innermost.
        for layer in transforms.reversed() {
            layer.inner.addSublayer(current)
            current = layer.outer
        }
        if keepsBase, !local.isIdentity { current = Self.wrapper(current, transform: local) }
        if let motion {
            motion.addSublayer(current)
            current = motion
        }
        current = Self.wrapper(current, transform: outer)
        return Built(layer: current, frame: Self.transformed(built.frame, local.concatenating(outer)), box: built.box)
    }

    /// An empty layer at the origin of its superlayer's space whose sublayers are mapped by `transform`.
    static func wrapper(_ child: Layer?, transform: AffineTransform = .identity) -> Layer {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        layer.anchorPoint = Point(x: 0, y: 0)
        layer.position = Point(x: transform.tx, y: transform.ty)
        let linear = AffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        layer.transform = linear.isIdentity ? .identity : Transform3D(linear)
        if let child { layer.addSublayer(child) }
        return layer
    }

    /// One `animateTransform` as a wrapper layer animating its `transform` through a value
    /// function (`translate`, `scale`, `rotateZ`) or, for skews, whole transforms.
    private func transformLayer(_ animation: SVGNode, timing: SVGAnimationTiming) -> Layer? {
        let type = animation.attributes["type"] ?? "translate"
        let identity: [Double]
        switch type {
        case "translate": identity = [0, 0]
        case "scale": identity = [1, 1]
        case "rotate": identity = [0, 0, 0]
        case "skewX", "skewY": identity = [0]
        default:
            warn(animation, "cannot read type=\"\(type)\"; not imported")
            return nil
        }
        guard let vectors = vectors(animation, base: identity, parse: { text in
            guard let v = SVGLength.numbers(text), !v.isEmpty, v.count <= 3 else { return nil }
            switch type {
            case "translate": return [v[0], v.count > 1 ? v[1] : 0]
            case "scale": return [v[0], v.count > 1 ? v[1] : v[0]]
            case "rotate": return [v[0], v.count > 1 ? v[1] : 0, v.count > 2 ? v[2] : 0]
            default: return [v[0]]
            }
        }) else { return nil }
        let layer = Self.wrapper(nil)
        let values: [AnimatableValue]
        let made: KeyframeAnimation?
        switch type {
        case "translate":
            values = vectors.map { .numbers([$0[0], $0[1], 0]) }
            made = keyframes(animation, keyPath: "transform", values: values, timing: timing)
            made?.valueFunction = .translate
        case "scale":
            values = vectors.map { .numbers([$0[0], $0[1], 1]) }
            made = keyframes(animation, keyPath: "transform", values: values, timing: timing)
            made?.valueFunction = .scale
        case "rotate":
            // The centre is the wrapper's: its bounds start there and its position puts it back.
            let centre = Point(x: vectors[0][1], y: vectors[0][2])
            if vectors.contains(where: { $0[1] != centre.x || $0[2] != centre.y }) {
                warn(animation, "a rotation whose centre moves turns about the first value's centre")
            }
            layer.bounds = Rect(x: centre.x, y: centre.y, width: 0, height: 0)
            layer.position = centre
            values = vectors.map { .number($0[0] * .pi / 180) }
            made = keyframes(animation, keyPath: "transform", values: values, timing: timing)
            made?.valueFunction = .rotateZ
        default:
            values = vectors.map { v in
                let t = tan(v[0] * .pi / 180)
                return .transform(Transform3D(type == "skewX" ? AffineTransform(a: 1, b: 0, c: t, d: 1, tx: 0, ty: 0)
                                                              : AffineTransform(a: 1, b: t, c: 0, d: 1, tx: 0, ty: 0)))
            }
            made = keyframes(animation, keyPath: "transform", values: values, timing: timing)
        }
        guard let made else { return nil }
        layer.add(made, forKey: nil, resolvingBeginTime: false)
        return layer
    }
}
