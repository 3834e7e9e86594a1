import Foundation
import Lamina

/// Text layers. A document of one line of point text is what lottie-ios's Core Animation
/// engine draws: one ``TextLayer`` sized to fit, the baseline at the layer's origin. Several
/// lines, or box text, become one text layer a line, the lines the document's line height apart
/// and box text wrapped into its box (`LottieTextLayout`). Text animators set each character
/// as a layer of its own (`LottieBuilder+TextAnimators`). Each document keyframe after the
/// first is built beside the others and shown from its frame to the next one's by `hidden`.
/// Fonts are found by name through fontconfig, with Helvetica behind every family as Core Text
/// falls back to it for a name it does not know; under After Effects fidelity, text whose
/// glyph outlines the file carries is drawn from them (`LottieBuilder+GlyphText`).
extension LottieBuilder {
    func buildText(_ text: LottieText, into layer: Layer, layerName: String, keypath: [String], map: LottieTimeMap) {
        if text.followsPath { warn("text on a path", consequence: "the text is set on a straight line", layer: layerName) }
        guard text.documents.count > 1 else {
            buildTextDocument(text.document, animators: text.animators, into: layer, layerName: layerName, keypath: keypath, map: map)
            return
        }
        // One holder a document, each shown while its keyframe holds (hold interpolation, as
        // After Effects plays text documents).
        let times = text.documents.map(\.time)
        func index(at frame: Double) -> Int { times.lastIndex { $0 <= frame } ?? 0 }
        let animator = animator(map)
        for (j, entry) in text.documents.enumerated() {
            let holder = Layer()
            holder.name = "Document \(j + 1)"
            buildTextDocument(entry.document, animators: text.animators, into: holder, layerName: layerName, keypath: keypath, map: map)
            layer.addSublayer(holder)
            if map.samples != nil {
                let samples = animator.remappedFrames(for: holder)
                let hidden = samples.map { index(at: $0.frame) != j }
                if hidden.allSatisfy({ $0 == hidden[0] }) { holder.isHidden = hidden[0]; continue }
                animator.applyDiscrete(hidden, frames: samples.map(\.root), to: holder)
            } else {
                animator.applyDiscrete(times.indices.map { $0 != j }, frames: times.map { map.rootFrame($0) }, to: holder)
            }
        }
    }

    /// One document, with the text's animators, as sublayers of `layer`.
    private func buildTextDocument(_ document: LottieTextDocument, animators: [LottieTextAnimator], into layer: Layer,
                                   layerName: String, keypath: [String], map: LottieTimeMap) {
        let string = document.text.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n").replacingOccurrences(of: "\u{3}", with: "\n")
        guard !string.isEmpty, document.fontSize > 0, document.fontSize.isFinite else { return }
        // The designer's outlines, when the file has them and After Effects is followed.
        let outlines = fidelity == .afterEffects ? glyphMeasurer(for: string, document: document) : nil
        let font = fontDescription(document.font)
        // Tracking in thousandths of an em; as a kern (even 0) it also turns the font's kerning off.
        let kern = document.fontSize * document.tracking / 1000
        // Characters are counted before they are laid out: past the limit none is set alone.
        if !animators.isEmpty, string.count <= limits.lottieLayers {
            let layout = LottieTextLayout(string, document: document, font: font, kern: kern,
                                          measurer: outlines ?? TextLayer.measurer, withGlyphs: true)
            if layout.glyphs.count <= limits.lottieLayers {
                buildAnimatedGlyphs(layout, document: document, font: font, outlines: outlines, animators: animators,
                                    into: layer, layerName: layerName, keypath: keypath, map: map)
                return
            }
        }
        if !animators.isEmpty {
            warn("text animators", plural: true, problem: "are not applied to more than \(limits.lottieLayers) characters",
                 consequence: "the text is drawn still", layer: layerName)
        }
        if let outlines {
            buildGlyphText(string, document: document, measurer: outlines, into: layer, keypath: keypath)
            return
        }
        if !string.contains("\n"), document.boxSize == nil {
            let textLayer = makeTextLayer(string, document: document, font: font, kern: kern)
            placePointText(textLayer, document: document)
            layer.addSublayer(textLayer)
            keypaths.add(keypath + ["Color"], layer: textLayer, keyPath: "foregroundColor", kind: .color)
            return
        }
        let layout = LottieTextLayout(string, document: document, font: font, kern: kern, measurer: TextLayer.measurer,
                                      withGlyphs: false)
        let ascent = TextLayer.measurer.fontMetrics(font: font, fontSize: document.fontSize).ascent
        for line in layout.lines where !line.text.isEmpty {
            let textLayer = makeTextLayer(line.text, document: document, font: font, kern: kern)
            textLayer.alignmentMode = .left
            let size = textLayer.preferredFrameSize()
            textLayer.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            // The line's baseline (an ascent below the layer's top) on the layout's.
            textLayer.anchorPoint = .zero
            textLayer.position = Point(x: line.origin.x, y: line.origin.y - ascent)
            layer.addSublayer(textLayer)
            keypaths.add(keypath + ["Color"], layer: textLayer, keyPath: "foregroundColor", kind: .color)
        }
    }

    /// A text layer showing `string` in the document's font, size, tracking, fill and stroke
    /// (`sw` the whole width, centred on the outline; under the fill unless `of`).
    func makeTextLayer(_ string: String, document: LottieTextDocument, font: String, kern: Double) -> TextLayer {
        let textLayer = TextLayer()
        textLayer.string = string
        textLayer.font = font
        textLayer.fontSize = document.fontSize
        textLayer.kern = kern
        textLayer.foregroundColor = document.fillColor.map { Self.color($0) }
        if let stroke = document.strokeColor, document.strokeWidth > 0 {
            textLayer.textStrokeColor = Self.color(stroke)
            textLayer.textStrokeWidth = document.strokeWidth
            textLayer.isTextStrokeOverFill = document.strokeOverFill
        }
        return textLayer
    }

    /// One line of point text sized to fit, its baseline at the layer's origin, aligned about it.
    private func placePointText(_ textLayer: TextLayer, document: LottieTextDocument) {
        textLayer.alignmentMode = switch document.justification {
        case 0: .left
        case 1: .right
        case 2: .center
        default: .justified
        }
        let metrics = TextLayer.measurer.fontMetrics(font: textLayer.font, fontSize: document.fontSize)
        let size = textLayer.preferredFrameSize()
        textLayer.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let across: Double = switch textLayer.alignmentMode {
        case .left: 0
        case .center: 0.5
        case .right: 1
        default: 0
        }
        // Justified point text hangs from its top left corner (lottie-ios's anchor is zero).
        let down = textLayer.alignmentMode == .justified || size.height <= 0 ? 0 : metrics.ascent / size.height
        textLayer.anchorPoint = Point(x: across, y: down)
        textLayer.position = .zero
    }

    /// A Pango font description for a Lottie font name: the family and style from `fonts.list`
    /// (or the name split at its hyphen, "Helvetica-Bold"), then Helvetica, which fontconfig
    /// aliases to a metric-compatible face (Liberation Sans).
    func fontDescription(_ name: String) -> String {
        var family: String, style: String
        if let font = animation.fonts[name] {
            family = font.family
            style = font.style
        } else if let hyphen = name.lastIndex(of: "-") {
            family = String(name[..<hyphen])
            style = String(name[name.index(after: hyphen)...])
        } else {
            family = name
            style = ""
        }
        family = family.replacingOccurrences(of: ",", with: " ").trimmingCharacters(in: .whitespaces)
        let families = family.isEmpty || family.caseInsensitiveCompare("Helvetica") == .orderedSame ? "Helvetica" : "\(family),Helvetica"
        // The trailing comma ends the family list, so only the style words follow.
        return ([families + ","] + Self.pangoStyle(style)).joined(separator: " ")
    }

    /// Pango's words for a font style name ("SemiBold Italic" → Semi-Bold Italic).
    static func pangoStyle(_ style: String) -> [String] {
        let squeezed = style.lowercased().filter { $0.isLetter }
        let weights: [(String, String)] = [
            ("extralight", "Ultra-Light"), ("ultralight", "Ultra-Light"), ("hairline", "Thin"), ("thin", "Thin"),
            ("semibold", "Semi-Bold"), ("demibold", "Semi-Bold"), ("extrabold", "Ultra-Bold"), ("ultrabold", "Ultra-Bold"),
            ("black", "Heavy"), ("heavy", "Heavy"), ("light", "Light"), ("medium", "Medium"), ("bold", "Bold"),
        ]
        var words: [String] = []
        if let weight = weights.first(where: { squeezed.contains($0.0) }) { words.append(weight.1) }
        if squeezed.contains("condensed") { words.append("Condensed") }
        if squeezed.contains("italic") { words.append("Italic") } else if squeezed.contains("oblique") { words.append("Oblique") }
        return words
    }
}
