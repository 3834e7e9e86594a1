import Foundation
import Lamina

/// Text animators as layers: each character of the laid-out text (`LottieTextLayout`) becomes
/// a layer of its own at its place on the baseline, and what the animators do to it becomes
/// keyframe animations of that layer, sampled once a frame of the file over the frames where
/// any animator's value or range moves (linear between samples). Each glyph is two layers:
///
///     "Glyph 3 l"   position = baseline centre + position offset; rotation, scale, opacity
///       └ TextLayer position = (−advance/2, −ascent) − anchor offset; fill colour
///
/// so rotation and scale turn about the character's baseline centre moved by the anchor
/// offset, as After Effects turns characters. An animator's values are weighted by its
/// selector's coverage of the glyph (`LottieTextCoverage`): offsets, rotation and tracking are
/// added, scale and opacity move from 100% toward the animator's value, colours blend, stroke
/// widths add.
extension LottieBuilder {
    /// What the animators make of one glyph at one frame.
    struct GlyphState: Equatable {
        var offset = Point.zero
        var anchor = Point.zero
        var scaleX = 1.0, scaleY = 1.0
        /// In degrees, clockwise on screen.
        var rotation = 0.0
        var opacity = 1.0
        var fill: [Double]?
        var stroke: [Double]?
        var strokeWidth = 0.0
        /// Points added before the glyph (unless it starts its line), moving the rest of the line.
        var tracking = 0.0
    }

    /// - Parameter outlines: the file's glyph outlines to draw the characters from (each a
    ///   shape layer, its baseline at its origin) instead of setting them in `font`.
    func buildAnimatedGlyphs(_ layout: LottieTextLayout, document: LottieTextDocument, font: String,
                             outlines: LottieGlyphMeasurer? = nil, animators: [LottieTextAnimator], into layer: Layer,
                             layerName: String, keypath: [String], map: LottieTimeMap) {
        if animators.contains(where: { ($0.selector?.mode ?? 1) != 1 }) {
            warn("text range selector modes other than add", plural: true, consequence: "they add", layer: layerName)
        }
        for name in Set(animators.flatMap(\.unsupportedProperties)).sorted() {
            warn("text animator property \"\(name)\"", layer: layerName)
        }
        let seed = Self.seed(layerName)
        let coverages = animators.enumerated().map { k, animator in
            animator.selector.map { LottieTextCoverage(selector: $0, unitCount: layout.unitCounts[$0.basis] ?? 0, seed: seed &+ UInt64(k)) }
        }
        let fontSize = document.fontSize
        // Remapped time samples every glyph's values at the same frames, a glyph and a value at a
        // time: each frame's states are worked out once.
        let cache = GlyphStateCache()
        func states(at frame: Double) -> [GlyphState] {
            if let states = cache.states[frame] { return states }
            let states = Self.glyphStates(layout, document: document, animators: animators, coverages: coverages, at: frame)
            cache.states[frame] = states
            return states
        }

        // Sample times: every whole frame from the first keyframe of any input to the last.
        let timings = animators.flatMap(\.inputs).filter(\.isAnimated).map { $0.keyframes.map(\.time) }
        var times = [0.0]
        if let first = timings.compactMap(\.first).min(), let last = timings.compactMap(\.last).max(), last > first {
            // At most 20,000 whole frames before the budget thins them (keyframes a billion frames
            // apart must not allocate a billion samples first).
            let step = max(1, ((last - first) / 20_000).rounded(.up))
            times = [first] + stride(from: first.rounded(.down) + step, to: last, by: step).map { $0 } + [last]
        }
        let visible = layout.glyphs.indices.filter { !layout.glyphs[$0].isSpace }
        // Nine values a glyph (position, rotation, two scales, opacity, inner position, fill, stroke
        // colour and width).
        times = samples.take(times, copies: max(visible.count, 1) * 9, for: layerName)
        let table = times.map { states(at: $0) }

        let ascent = TextLayer.measurer.fontMetrics(font: font, fontSize: fontSize).ascent
        let animator = animator(map)
        let kern = fontSize * document.tracking / 1000
        for g in visible {
            let glyph = layout.glyphs[g]
            let holder = Layer()
            holder.name = "Glyph \(g + 1) \(glyph.character)"
            holder.bounds = .zero
            let centre = Point(x: glyph.origin.x + glyph.advance / 2, y: glyph.origin.y)
            let character: CharacterLayers
            if let outline = outlines?.glyphs[String(glyph.character)]?.outline {
                let scale = document.fontSize / 100
                character = glyphLayers(outline.applying(AffineTransform(scaleX: scale, y: scale)), document: document)
            } else {
                let text = makeTextLayer(String(glyph.character), document: document, font: font, kern: kern)
                text.alignmentMode = .left
                let size = text.preferredFrameSize()
                text.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
                character = CharacterLayers(placed: text, fill: text, fillKey: "foregroundColor", stroke: text,
                                            strokeKey: "textStrokeColor", strokeWidthKey: "textStrokeWidth", top: -ascent)
            }
            let text = character.placed
            text.anchorPoint = .zero
            holder.addSublayer(text)
            layer.addSublayer(holder)
            keypaths.add(keypath + ["Color"], layer: character.fill, keyPath: character.fillKey, kind: .color)

            func apply(_ target: Layer, _ keyPath: String, _ value: @escaping (GlyphState) -> AnimatableValue) {
                var keyframes = zip(times, table).map { LottieKeyframe(time: $0, value: value($1[g])) }
                if keyframes.dropFirst().allSatisfy({ $0.value == keyframes[0].value }) { keyframes = [keyframes[0]] }
                let track = LottieTrack(keyframes: keyframes) { value(states(at: $0)[g]) }
                animator.apply(track, to: target, keyPath: keyPath)
            }
            apply(holder, "position") { .point(Point(x: centre.x + $0.offset.x, y: centre.y + $0.offset.y)) }
            apply(holder, "transform.rotation.z") { .number($0.rotation * .pi / 180) }
            apply(holder, "transform.scale.x") { .number($0.scaleX) }
            apply(holder, "transform.scale.y") { .number($0.scaleY) }
            apply(holder, "opacity") { .number($0.opacity) }
            apply(text, "position") { .point(Point(x: -glyph.advance / 2 - $0.anchor.x, y: character.top - $0.anchor.y)) }
            if document.fillColor != nil || animators.contains(where: { $0.fillColor != nil }) {
                apply(character.fill, character.fillKey) { state in state.fill.map { .color(Self.color($0)) } ?? .color(.clear) }
            }
            if animators.contains(where: { $0.strokeColor != nil || $0.strokeWidth != nil }) {
                apply(character.stroke, character.strokeKey) { state in state.stroke.map { .color(Self.color($0)) } ?? .color(nil) }
                apply(character.stroke, character.strokeWidthKey) { .number($0.strokeWidth) }
            }
        }
    }

    /// The layers one animated character is drawn with, and the properties its colours and
    /// stroke width animate.
    struct CharacterLayers {
        /// The layer placed in the glyph's holder.
        var placed: Layer
        var fill: Layer
        var fillKey: String
        var stroke: Layer
        var strokeKey: String
        var strokeWidthKey: String
        /// Where the character's top-left corner sits above its baseline (0 for an outline,
        /// whose baseline is its origin).
        var top: Double
    }

    /// Every glyph's state at `frame`: each animator weighted by its selector's coverage (all
    /// of it without a selector), then tracking accumulated along each line (each glyph's
    /// before it), a right-aligned line pulled back by all of it and a centred one by half.
    static func glyphStates(_ layout: LottieTextLayout, document: LottieTextDocument, animators: [LottieTextAnimator],
                            coverages: [LottieTextCoverage?], at frame: Double) -> [GlyphState] {
        var base = GlyphState(fill: document.fillColor ?? (animators.contains { $0.fillColor != nil } ? [0, 0, 0, 0] : nil))
        // A stroke animated on text without one blends from black, as lottie-web's does.
        base.stroke = document.strokeColor ?? (animators.contains { $0.strokeColor != nil } ? [0, 0, 0, 1] : nil)
        base.strokeWidth = document.strokeColor == nil ? 0 : document.strokeWidth
        var states = Array(repeating: base, count: layout.glyphs.count)
        func pair(_ v: [Double], _ fallback: Double) -> (Double, Double) { (v.first ?? fallback, v.count > 1 ? v[1] : v.first ?? fallback) }
        for (k, animator) in animators.enumerated() {
            let shares = coverages[k].map { $0.coverages(at: frame) }
            let position = animator.position.map { pair($0.value(at: frame), 0) }
            let anchor = animator.anchor.map { pair($0.value(at: frame), 0) }
            let scale = animator.scale.map { pair($0.value(at: frame), 100) }
            let rotation = animator.rotation.map { $0.value(at: frame).first ?? 0 }
            let opacity = animator.opacity.map { $0.value(at: frame).first ?? 100 }
            let fill = animator.fillColor.map { $0.value(at: frame) }
            let stroke = animator.strokeColor.map { $0.value(at: frame) }
            let strokeWidth = animator.strokeWidth.map { $0.value(at: frame).first ?? 0 }
            // In points, as lottie-web reads it (the document's own tracking is in thousandths of an em).
            let tracking = animator.tracking.map { $0.value(at: frame).first ?? 0 }
            for g in states.indices {
                let c: Double
                if let shares, let basis = coverages[k]?.selector.basis {
                    let unit = layout.glyphs[g].units[basis] ?? 0
                    c = unit < shares.count ? shares[unit] : 0
                } else {
                    c = 1
                }
                guard c != 0 else { continue }
                if let position { states[g].offset.x += position.0 * c; states[g].offset.y += position.1 * c }
                if let anchor { states[g].anchor.x += anchor.0 * c; states[g].anchor.y += anchor.1 * c }
                if let scale {
                    states[g].scaleX *= 1 + (scale.0 / 100 - 1) * c
                    states[g].scaleY *= 1 + (scale.1 / 100 - 1) * c
                }
                if let rotation { states[g].rotation += rotation * c }
                if let opacity { states[g].opacity = min(max(states[g].opacity * (1 + (opacity / 100 - 1) * c), 0), 1) }
                if let fill, let current = states[g].fill { states[g].fill = Self.blend(current, fill, c) }
                if let stroke, let current = states[g].stroke { states[g].stroke = Self.blend(current, stroke, c) }
                if let strokeWidth { states[g].strokeWidth = max(states[g].strokeWidth + strokeWidth * c, 0) }
                if let tracking { states[g].tracking += tracking * c }
            }
        }
        guard animators.contains(where: { $0.tracking != nil }) else { return states }
        let across: Double = switch document.justification {
        case 1: 1
        case 2: 0.5
        default: 0
        }
        var g = 0
        while g < states.count {
            let line = layout.glyphs[g].line
            var end = g
            var added = 0.0
            while end < states.count, layout.glyphs[end].line == line {
                // A glyph's tracking widens the gap before it (none before a line's first).
                if end > g { added += states[end].tracking }
                states[end].offset.x += added
                end += 1
            }
            for i in g..<end { states[i].offset.x -= added * across }
            g = end
        }
        return states
    }

    /// `from` moved toward `to` by `share` (clamped to 0...1), as RGBA.
    static func blend(_ from: [Double], _ to: [Double], _ share: Double) -> [Double] {
        let a = from.count < 4 ? from + [1] : from, b = to.count < 4 ? to + [1] : to
        return (0..<4).map { a[$0] + (b[$0] - a[$0]) * min(max(share, 0), 1) }
    }

    /// A layer's own seed for randomised selector orders (FNV-1a of its name): the same order
    /// on every run and machine, different for differently named layers.
    static func seed(_ name: String) -> UInt64 {
        name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}

/// The glyph states already worked out for a text layer, by frame (the build's samples only).
private final class GlyphStateCache {
    var states: [Double: [LottieBuilder.GlyphState]] = [:]
}
