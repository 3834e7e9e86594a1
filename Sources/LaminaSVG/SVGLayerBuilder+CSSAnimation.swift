import Foundation
import Lamina

/// A CSS transform animation as a chain of wrapper layers (outermost first, one per transform
/// function) and whether it covers all time (so it replaces the transform attribute exactly).
struct CSSTransformPart {
    var outer: Layer
    var inner: Layer
    var coversAllTime: Bool
}

/// CSS animations (`@keyframes` and `animation-*`, through the style cascade) as keyframe
/// animations: `opacity` on the element's layer, plain `fill` and `stroke` colours on its shape
/// layers, `transform` on wrapper layers like
/// `animateTransform`'s. A keyframe without the property takes the element's own value at 0%
/// and 100% (for `transform`, the identity of each function).
extension SVGLayerBuilder {
    /// The CSS animations `node`'s cascaded style names, with their keyframes.
    func cssAnimations(of node: SVGNode) -> [(animation: SVGCSSAnimation, frames: [SVGCSSKeyframes.Frame])] {
        let declarations = SVGStyle.declarations(node.attributes["style"] ?? "")
        guard declarations.contains(where: { $0.0.hasPrefix("animation") }) else { return [] }
        return SVGCSSAnimation.read(declarations, warn: { warn(node, $0) }).compactMap { animation in
            guard let frames = keyframeRules.rules[animation.name] else {
                warn(node, "animation \(animation.name): no @keyframes \(animation.name); not imported")
                return nil
            }
            guard animation.duration > 0, animation.iterations > 0 else { return nil }
            return (animation, frames)
        }
    }

    /// The keyframe animation of one property through `frames` (`nil` when no frame sets it).
    private func cssKeyframes(_ css: SVGCSSAnimation, frames: [SVGCSSKeyframes.Frame], property: String, keyPath: String,
                              base: AnimatableValue, value: (String) -> AnimatableValue?) -> KeyframeAnimation? {
        var offsets: [Double] = [], values: [AnimatableValue] = [], easings: [SVGCSSAnimation.Easing] = []
        for frame in frames {
            guard let text = frame.declarations.last(where: { $0.0 == property })?.1, let v = value(text) else { continue }
            offsets.append(frame.offset)
            values.append(v)
            easings.append(frame.declarations.last(where: { $0.0 == "animation-timing-function" }).flatMap { SVGCSSAnimation.Easing($0.1) } ?? css.easing)
        }
        guard !values.isEmpty else { return nil }
        if offsets.first != 0 { offsets.insert(0, at: 0); values.insert(base, at: 0); easings.insert(css.easing, at: 0) }
        if offsets.last != 1 { offsets.append(1); values.append(base); easings.append(css.easing) }
        easings.removeLast()
        if css.direction.hasSuffix("reverse") {
            // Backwards: the keyframes in reverse order, each curve turned end for end.
            offsets = offsets.reversed().map { 1 - $0 }
            values.reverse()
            easings = easings.reversed().map { easing in
                switch easing {
                case .curve(let c): .curve(TimingFunction(controlPoints: 1 - c.c2x, 1 - c.c2y, 1 - c.c1x, 1 - c.c1y))
                case .steps(let n, let position): .steps(n, position == "start" ? "end" : position == "end" ? "start" : position)
                }
            }
        }
        let animation = KeyframeAnimation(keyPath: keyPath)
        if easings.contains(where: { if case .steps = $0 { true } else { false } }) {
            // Steps hold values: each interval becomes held samples where its output changes.
            var times: [Double] = [], held: [AnimatableValue] = []
            for i in easings.indices {
                let count: Int
                if case .steps(let n, _) = easings[i] { count = n } else { count = 30 }
                for k in 0..<count {
                    let x = Double(k) / Double(count)
                    times.append(offsets[i] + (offsets[i + 1] - offsets[i]) * x)
                    held.append(values[i].interpolated(to: values[i + 1], fraction: easings[i].value(at: x)))
                }
            }
            times.append(offsets[offsets.count - 1])
            held.append(values[values.count - 1])
            animation.values = held
            animation.keyTimes = times
            animation.calculationMode = .discrete
        } else {
            animation.values = values
            animation.keyTimes = offsets
            animation.timingFunctions = easings.map { if case .curve(let c) = $0 { c } else { .linear } }
        }
        css.apply(to: animation)
        return animation
    }

    /// Adds `node`'s CSS `opacity` animations to `built`; other properties but `transform` are reported.
    func animateCSSProperties(_ built: Built, node: SVGNode, style: SVGStyle,
                              animations: [(animation: SVGCSSAnimation, frames: [SVGCSSKeyframes.Frame])]) {
        for (css, frames) in animations {
            let properties = Set(frames.flatMap { $0.declarations.map(\.0) }).subtracting(["animation-timing-function", "transform"])
            for property in properties.sorted() where !["opacity", "fill", "stroke"].contains(property) {
                warn(node, "animation \(css.name): cannot animate \(property) from CSS; not imported")
            }
            if let made = cssKeyframes(css, frames: frames, property: "opacity", keyPath: "opacity", base: .number(style.opacity),
                                       value: { SVGLength.parse($0).map { .number(min(max($0, 0), 1)) } }) {
                built.layer.add(made, forKey: nil, resolvingBeginTime: false)
                note(css.timing)
            }
            // Plain fill and stroke colours, on the shape layers that paint them.
            for property in ["fill", "stroke"] where properties.contains(property) {
                let isFill = property == "fill"
                let opacity = isFill ? style.fillOpacity : style.strokeOpacity
                func plain(_ paint: SVGPaint) -> Color? {
                    switch paint {
                    case .color(let c): c.withAlpha(c.alpha * opacity)
                    case .currentColor: style.color.withAlpha(style.color.alpha * opacity)
                    case .none: Color(red: 0, green: 0, blue: 0, alpha: 0)
                    case .url: nil
                    }
                }
                let base = plain(isFill ? style.fill : style.stroke) ?? Color(red: 0, green: 0, blue: 0, alpha: 0)
                let targets = shapeTargets(built.layer).filter { built.layer is ShapeLayer || (isFill ? $0.fillColor != nil : $0.strokeColor != nil) }
                guard !targets.isEmpty, let made = cssKeyframes(css, frames: frames, property: property, keyPath: isFill ? "fillColor" : "strokeColor",
                                                                base: .color(base), value: { SVGColor.paint($0).flatMap(plain).map { .color($0) } })
                else {
                    warn(node, "animation \(css.name): \(property) has no plain colour layer to animate; not imported")
                    continue
                }
                for target in targets { target.add(made, forKey: nil, resolvingBeginTime: false) }
                note(css.timing)
            }
        }
    }

    /// The wrapper chains of `node`'s CSS `transform` animations, about its `transform-origin`.
    func cssTransformParts(node: SVGNode, box: Rect,
                           animations: [(animation: SVGCSSAnimation, frames: [SVGCSSKeyframes.Frame])]) -> [CSSTransformPart] {
        animations.compactMap { css, frames -> CSSTransformPart? in
            let lists = frames.compactMap { frame in frame.declarations.last(where: { $0.0 == "transform" }).map { (frame, $0.1) } }
            guard !lists.isEmpty else { return nil }
            var parsed: [[CSSTransformFunction]] = []
            for (_, text) in lists {
                guard let functions = CSSTransformFunction.list(text) else {
                    warn(node, "animation \(css.name): cannot read transform: \(text); not imported")
                    return nil
                }
                parsed.append(functions)
            }
            let kinds = parsed[0].map(\.kind)
            var chain: [Layer] = []
            if parsed.allSatisfy({ $0.map(\.kind) == kinds }), !kinds.contains(.matrix) {
                // The same functions in every keyframe: one wrapper each, each interpolated on its own.
                for (index, kind) in kinds.enumerated() {
                    let layer = Self.wrapper(nil)
                    let made = cssKeyframes(css, frames: frames, property: "transform", keyPath: "transform",
                                            base: kind.identity, value: { text in
                        CSSTransformFunction.list(text).flatMap { index < $0.count ? $0[index].input : nil }
                    })
                    guard let made else { continue }
                    made.valueFunction = kind.valueFunction
                    if kind.valueFunction == nil {
                        made.values = made.values?.map { v in
                            guard case .numbers(let n) = v else { return v }
                            return .transform(CSSTransformFunction(kind: kind, numbers: n).matrix)
                        }
                    }
                    layer.add(made, forKey: nil, resolvingBeginTime: false)
                    if let last = chain.last { last.addSublayer(layer) }
                    chain.append(layer)
                }
            } else {
                // Different functions: whole transforms, interpolated by Core Animation's rule.
                let layer = Self.wrapper(nil)
                guard let made = cssKeyframes(css, frames: frames, property: "transform", keyPath: "transform", base: .transform(.identity),
                                              value: { CSSTransformFunction.list($0).map { .transform(CSSTransformFunction.matrix(of: $0)) } })
                else { return nil }
                layer.add(made, forKey: nil, resolvingBeginTime: false)
                chain = [layer]
            }
            guard var outer = chain.first, var inner = chain.last else { return nil }
            if let origin = cssTransformOrigin(node, box: box), origin != .zero {
                let to = Self.wrapper(outer, transform: AffineTransform(translationX: origin.x, y: origin.y))
                let back = Self.wrapper(nil, transform: AffineTransform(translationX: -origin.x, y: -origin.y))
                inner.addSublayer(back)
                outer = to
                inner = back
            }
            note(css.timing)
            let t = css.timing
            let fromStart = css.delay <= 0 || css.fillMode == "backwards" || css.fillMode == "both"
            return CSSTransformPart(outer: outer, inner: inner, coversAllTime: fromStart && (t.freezes || !t.end.isFinite))
        }
    }

    /// `transform-origin` for a CSS animation: of the view box by default, of the element's
    /// geometry box under `transform-box: fill-box`.
    private func cssTransformOrigin(_ node: SVGNode, box: Rect) -> Point? {
        let declarations = SVGStyle.declarations(node.attributes["style"] ?? "")
        guard declarations.last(where: { $0.0 == "transform-box" })?.1 == "fill-box" else { return transformOrigin(node) }
        let text = declarations.last(where: { $0.0 == "transform-origin" })?.1 ?? node.attributes["transform-origin"] ?? "0 0"
        let words = text.split(whereSeparator: { $0.isWhitespace }).map { String($0).lowercased() }
        func value(_ word: String, _ origin: Double, _ size: Double) -> Double? {
            switch word {
            case "left", "top": return origin
            case "center": return origin + size / 2
            case "right", "bottom": return origin + size
            default: return SVGLength.parse(word, reference: size).map { origin + $0 }
            }
        }
        guard let first = words.first, let x = value(first, box.origin.x, box.size.width),
              let y = value(words.count > 1 ? words[1] : "center", box.origin.y, box.size.height) else { return nil }
        return Point(x: x, y: y)
    }
}

/// One CSS transform function, read for animation.
struct CSSTransformFunction {
    enum Kind: Equatable {
        case translate, scale, rotate, skewX, skewY, matrix

        /// The function's value where a keyframe leaves it out.
        var identity: AnimatableValue {
            switch self {
            case .translate: .numbers([0, 0, 0])
            case .scale: .numbers([1, 1, 1])
            case .rotate: .number(0)
            case .skewX, .skewY: .numbers([0])
            case .matrix: .transform(.identity)
            }
        }

        var valueFunction: ValueFunction? {
            switch self {
            case .translate: .translate
            case .scale: .scale
            case .rotate: .rotateZ
            default: nil
            }
        }
    }

    var kind: Kind
    var numbers: [Double]

    /// The animated input: three numbers for translate and scale, radians for rotate, the angle for skews.
    var input: AnimatableValue {
        switch kind {
        case .translate, .scale: .numbers(numbers + [kind == .scale ? 1 : 0])
        case .rotate: .number(numbers[0])
        case .skewX, .skewY: .numbers(numbers)
        case .matrix: .transform(matrix)
        }
    }

    var matrix: Transform3D {
        switch kind {
        case .translate: Transform3D(translationX: numbers[0], y: numbers[1])
        case .scale: Transform3D(scaleX: numbers[0], y: numbers[1])
        case .rotate: Transform3D(rotationAngle: numbers[0])
        case .skewX: Transform3D(AffineTransform(a: 1, b: 0, c: tan(numbers[0]), d: 1, tx: 0, ty: 0))
        case .skewY: Transform3D(AffineTransform(a: 1, b: tan(numbers[0]), c: 0, d: 1, tx: 0, ty: 0))
        case .matrix: Transform3D(AffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5]))
        }
    }

    /// The product of `list`, the first function outermost.
    static func matrix(of list: [CSSTransformFunction]) -> Transform3D {
        list.reversed().reduce(Transform3D.identity) { $0.concatenating($1.matrix) }
    }

    /// `translate(10px, 5px) rotate(45deg) scale(2)`; `none` is the empty list; `nil` when unreadable.
    static func list(_ text: String) -> [CSSTransformFunction]? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t == "none" { return [] }
        var result: [CSSTransformFunction] = []
        var rest = Substring(t)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            let arguments = rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
            rest = rest[rest.index(after: close)...]
            func length(_ s: String) -> Double? { SVGLength.parse(s) }
            func angle(_ s: String) -> Double? {
                let units: [(String, Double)] = [("deg", .pi / 180), ("grad", .pi / 200), ("rad", 1), ("turn", 2 * .pi)]
                for (unit, scale) in units where s.hasSuffix(unit) { return Double(s.dropLast(unit.count)).map { $0 * scale } }
                return Double(s) == 0 ? 0 : nil
            }
            let n = arguments
            switch name {
            case "translate":
                guard let x = n.first.flatMap(length) else { return nil }
                result.append(.init(kind: .translate, numbers: [x, n.count > 1 ? length(n[1]) ?? 0 : 0]))
            case "translateX": guard let x = n.first.flatMap(length) else { return nil }; result.append(.init(kind: .translate, numbers: [x, 0]))
            case "translateY": guard let y = n.first.flatMap(length) else { return nil }; result.append(.init(kind: .translate, numbers: [0, y]))
            case "scale":
                guard let x = n.first.flatMap(Double.init) else { return nil }
                result.append(.init(kind: .scale, numbers: [x, n.count > 1 ? Double(n[1]) ?? x : x]))
            case "scaleX": guard let x = n.first.flatMap(Double.init) else { return nil }; result.append(.init(kind: .scale, numbers: [x, 1]))
            case "scaleY": guard let y = n.first.flatMap(Double.init) else { return nil }; result.append(.init(kind: .scale, numbers: [1, y]))
            case "rotate": guard let a = n.first.flatMap(angle) else { return nil }; result.append(.init(kind: .rotate, numbers: [a]))
            case "skewX": guard let a = n.first.flatMap(angle) else { return nil }; result.append(.init(kind: .skewX, numbers: [a]))
            case "skewY": guard let a = n.first.flatMap(angle) else { return nil }; result.append(.init(kind: .skewY, numbers: [a]))
            case "matrix":
                let v = n.compactMap(Double.init)
                guard v.count == 6 else { return nil }
                result.append(.init(kind: .matrix, numbers: v))
            default: return nil
            }
        }
        guard rest.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return result
    }
}
