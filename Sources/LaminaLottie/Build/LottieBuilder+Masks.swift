import Lamina

/// A layer's masks (`masksProperties`) as its Core Animation `mask` layer.
///
/// Each mask's coverage M is its path, moved outwards by its expansion (`x`; inwards when
/// negative), inverted when `inv`, times its opacity (`o`). Masks combine in order, as After
/// Effects combines them: add is the union (A + M − A·M), subtract A·(1 − M), intersect A·M.
///
///     add         mask container ─┬─ coverage
///                                 └─ coverage          (side by side: source-over)
///     subtract    Layer ─ complement(coverage), mask = the masks before
///     intersect   Layer ─ coverage,             mask = the masks before
///
/// Expansion is a stroke of twice its width: drawn with the fill outwards, cut out of it
/// inwards (miter joins, as After Effects' offset). A complement is an opaque rectangle beyond
/// everything with the coverage XORed out of it. A mask at full opacity that does not expand
/// keeps lottie-ios's even-odd path with that rectangle around it instead.
///
/// Lighten (max(A, M)), darken (min(A, M)) and difference (|A − M|) have no alpha compositing;
/// a stack that uses them is built in grey instead (``luminanceMask(_:map:)``): each mask's
/// coverage as an opaque grey blended onto the ones before by the blend mode that computes its
/// mode, and the result turned into alpha by its luminance, as a luma matte is.
extension LottieBuilder {
    /// The filter that turns a picture into alpha by its luminance over black (sRGB
    /// coefficients): luma mattes and grey mask stacks.
    static let luminanceAsAlpha = FilterGraph(region: everywhere, primitives: [
        FilterPrimitive(.flood(.black), result: "black", colorSpace: .sRGB),
        FilterPrimitive(.merge, inputs: [.result("black"), .sourceGraphic], colorSpace: .sRGB),
        FilterPrimitive(FilterOperation.luminanceToAlpha, colorSpace: .sRGB),
    ])

    /// The mask layer of `masks`, or nil when every mask is `none`.
    func mask(_ masks: [LottieMask], map: LottieTimeMap, layerName: String) -> Layer? {
        if masks.contains(where: { [.lighten, .darken, .difference].contains($0.mode) }) {
            return luminanceMask(masks, map: map)
        }
        var container: Layer?
        for mask in masks where mask.mode != .none {
            let shape = coverage(of: mask, map: map)
            switch mask.mode {
            case .add, .lighten:
                if container == nil { container = Layer() }
                container!.addSublayer(shape)
            default:
                let next = Layer()
                next.addSublayer(shape)
                next.mask = container
                container = next
            }
        }
        return container
    }

    /// What a mask leaves visible on its own: M for add and intersect, 1 − M for subtract.
    private func coverage(of mask: LottieMask, map: LottieTimeMap) -> Layer {
        let animator = animator(map)
        let opaque = mask.opacity.keyframes.allSatisfy { ($0.value.first ?? 100) >= 100 }
        let expands = mask.expansion.keyframes.contains { ($0.value.first ?? 0) != 0 }
        guard !opaque || expands else {
            let shape = ShapeLayer()
            shape.fillColor = .black
            shape.fillRule = .evenOdd
            let inverse = mask.inverted != (mask.mode == .subtract)
            animator.apply(LottieTrack(mask.path) { bezier in
                var path = bezier.path()
                if inverse { path.addPath(Path.rect(Self.everywhere)) }
                return .path(path)
            }, to: shape, keyPath: "path")
            return shape
        }
        var value = expanded(mask, map: map)
        if mask.inverted { value = complement(value) }
        let faded = Layer()
        faded.addSublayer(value)
        animator.apply(LottieTrack(mask.opacity) { .number(min(max(($0.first ?? 100) / 100, 0), 1)) }, to: faded, keyPath: "opacity")
        return mask.mode == .subtract ? complement(faded) : faded
    }

    /// Masks that lighten, darken or take the difference, as one grey picture turned into alpha:
    /// black (nothing shown) to start, or white when the first mask cuts (subtract, intersect,
    /// darken); then each mask's grey (its coverage times its opacity, white on black; black on
    /// white for subtract) blended on by screen (add), multiply (subtract, intersect), lighten,
    /// darken or difference.
    private func luminanceMask(_ masks: [LottieMask], map: LottieTimeMap) -> Layer? {
        let used = masks.filter { $0.mode != .none }
        guard let first = used.first else { return nil }
        func ground(_ color: Color) -> ShapeLayer {
            let rect = ShapeLayer()
            rect.path = Path.rect(Self.everywhere)
            rect.fillColor = color
            return rect
        }
        let stack = Layer()
        stack.addSublayer(ground([.add, .lighten, .difference].contains(first.mode) ? .black : .white))
        for mask in used {
            let cuts = mask.mode == .subtract
            var shape = expanded(mask, map: map, color: cuts ? .black : .white)
            if mask.inverted { shape = complement(shape, color: cuts ? .black : .white) }
            let faded = Layer()
            faded.addSublayer(shape)
            animator(map).apply(LottieTrack(mask.opacity) { .number(min(max(($0.first ?? 100) / 100, 0), 1)) }, to: faded,
                                keyPath: "opacity")
            let grey = Layer()
            grey.addSublayer(ground(cuts ? .white : .black))
            grey.addSublayer(faded)
            grey.compositingFilter = switch mask.mode {
            case .add: .screen
            case .lighten: .lighten
            case .darken: .darken
            case .difference: .difference
            default: .multiply
            }
            stack.addSublayer(grey)
        }
        stack.filters = Self.luminanceAsAlpha
        return stack
    }

    /// The mask's path, filled and moved outwards by its expansion (a stroke twice as wide,
    /// drawn with it) or inwards (the same stroke cut out of the fill), in `color`.
    private func expanded(_ mask: LottieMask, map: LottieTimeMap, color: Color = .black) -> Layer {
        let animator = animator(map)
        func outline(width: @escaping (Double) -> Double) -> ShapeLayer {
            let shape = ShapeLayer()
            shape.fillRule = .evenOdd
            shape.lineJoin = .miter
            shape.miterLimit = 4
            animator.apply(LottieTrack(mask.path) { .path($0.path()) }, to: shape, keyPath: "path")
            animator.apply(LottieTrack(mask.expansion) { .number(width($0.first ?? 0)) }, to: shape, keyPath: "lineWidth")
            return shape
        }
        let fill = outline { 2 * max($0, 0) }
        fill.fillColor = color
        fill.strokeColor = mask.expansion.keyframes.contains { ($0.value.first ?? 0) > 0 } ? color : nil
        let layer = Layer()
        layer.addSublayer(fill)
        if mask.expansion.keyframes.contains(where: { ($0.value.first ?? 0) < 0 }) {
            let band = outline { 2 * max(-$0, 0) }
            band.fillColor = nil
            band.strokeColor = .black
            layer.mask = complement(band)
        }
        return layer
    }

    /// Opaque (in `color`) everywhere but where `layer` draws: 1 − its alpha.
    func complement(_ layer: Layer, color: Color = .black) -> Layer {
        let everything = ShapeLayer()
        everything.path = Path.rect(Self.everywhere)
        everything.fillColor = color
        let container = Layer()
        container.addSublayer(everything)
        layer.compositingFilter = .xor
        container.addSublayer(layer)
        return container
    }
}
