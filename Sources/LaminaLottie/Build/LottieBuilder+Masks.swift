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
extension LottieBuilder {
    /// The mask layer of `masks`, or nil when every mask is `none`.
    func mask(_ masks: [LottieMask], map: LottieTimeMap, layerName: String) -> Layer? {
        var container: Layer?
        for mask in masks where mask.mode != .none {
            switch mask.mode {
            case .lighten, .darken, .difference:
                warn("mask mode \(mask.mode)", problem: "is not supported",
                     consequence: mask.mode == .lighten ? "it is drawn as add" : "it is drawn as intersect", layer: layerName)
            default: break
            }
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

    /// The mask's path, filled and moved outwards by its expansion (a stroke twice as wide,
    /// drawn with it) or inwards (the same stroke cut out of the fill).
    private func expanded(_ mask: LottieMask, map: LottieTimeMap) -> Layer {
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
        fill.fillColor = .black
        fill.strokeColor = mask.expansion.keyframes.contains { ($0.value.first ?? 0) > 0 } ? .black : nil
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

    /// Opaque everywhere but where `layer` draws: 1 − its alpha.
    private func complement(_ layer: Layer) -> Layer {
        let everything = ShapeLayer()
        everything.path = Path.rect(Self.everywhere)
        everything.fillColor = .black
        let container = Layer()
        container.addSublayer(everything)
        layer.compositingFilter = .xor
        container.addSublayer(layer)
        return container
    }
}
