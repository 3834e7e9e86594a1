import Foundation
import Lamina

/// Text layers as lottie-ios's Core Animation engine draws them: the first keyframe of the
/// text document set once in a ``TextLayer`` (its `CoreTextRenderLayer`), sized to fit, the
/// first line's baseline at the layer's origin for point text, the box's top left at `ps` for
/// box text. Fonts are found by name through fontconfig, with Helvetica behind every family
/// as Core Text falls back to it for a name it does not know.
extension LottieBuilder {
    func buildText(_ text: LottieText, into layer: Layer, layerName: String, keypath: [String]) {
        if text.animators > 0 { warn("text animators", plural: true, layer: layerName) }
        if text.documentKeyframes > 1 { warn("text keyframes after the first", plural: true, consequence: "the first is shown throughout", layer: layerName) }
        let document = text.document
        let string = document.text.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n").replacingOccurrences(of: "\u{3}", with: "\n")
        guard !string.isEmpty, document.fontSize > 0, document.fontSize.isFinite else { return }
        let lineCount = string.split(separator: "\n", omittingEmptySubsequences: false).count
        if lineCount > 1 || document.boxSize != nil { warn("text line height", layer: layerName) }
        if document.strokeColor != nil, document.strokeWidth > 0 { warn("text stroke", layer: layerName) }

        let textLayer = TextLayer()
        textLayer.string = string
        textLayer.font = fontDescription(document.font)
        textLayer.fontSize = document.fontSize
        // Tracking in thousandths of an em; as a kern (even 0) it also turns the font's kerning off.
        textLayer.kern = document.fontSize * document.tracking / 1000
        textLayer.foregroundColor = document.fillColor.map { Self.color($0) }
        textLayer.alignmentMode = switch document.justification {
        case 0: .left
        case 1: .right
        case 2: .center
        default: .justified
        }
        let metrics = TextLayer.measurer.fontMetrics(font: textLayer.font, fontSize: document.fontSize)
        if let box = document.boxSize, let corner = document.boxPosition {
            // Core Text's frame starts one ascent-less-cap-height above the box, so the
            // first line's capitals start at its top.
            textLayer.isWrapped = true
            let above = metrics.ascent - metrics.capHeight
            textLayer.bounds = Rect(x: 0, y: 0, width: max(box.width, 0), height: max(box.height, 0) + above + metrics.descent)
            textLayer.anchorPoint = .zero
            textLayer.position = Point(x: corner.x, y: corner.y - above)
        } else {
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
        layer.addSublayer(textLayer)
        keypaths.add(keypath + ["Color"], layer: textLayer, keyPath: "foregroundColor", kind: .color)
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
