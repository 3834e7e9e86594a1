import Lamina

/// Text drawn from the glyph outlines the exporter wrote into the file (`chars`), as After
/// Effects drew it in the designer's font: under `--fidelity after-effects`, when every
/// character of a document has a glyph of its font (lottie-ios's Core Animation engine sets
/// text in the device's fonts and ignores them, so Core Animation fidelity does too). The
/// characters are placed by their glyphs' advances (`LottieGlyphMeasurer`), lines and boxes as
/// for font text (`LottieTextLayout`), and filled together as one shape, its stroke beneath the
/// fill or over it as the document says; with text animators, each character is its outline
/// in the layers `LottieBuilder+TextAnimators` animates (`glyphLayers`).
extension LottieBuilder {
    /// The measurer for `document`'s glyphs, when the file has a glyph for every character of
    /// `string` in the document's font (line breaks aside).
    func glyphMeasurer(for string: String, document: LottieTextDocument) -> LottieGlyphMeasurer? {
        guard !animation.glyphs.isEmpty else { return nil }
        let font = animation.fonts[document.font]
        let family = font?.family ?? document.font, style = font?.style ?? ""
        var glyphs: [String: LottieGlyph] = [:]
        for character in Set(string) where character != "\n" {
            guard let glyph = animation.glyphs[LottieGlyph.Key(character: String(character), family: family, style: style)] else { return nil }
            glyphs[String(character)] = glyph
        }
        return LottieGlyphMeasurer(glyphs: glyphs, ascent: font?.ascent)
    }

    /// `string` (line breaks as "\n") as the glyphs' outlines in `layer`, filled, and stroked
    /// beneath the fill or over it (`glyphLayers`).
    func buildGlyphText(_ string: String, document: LottieTextDocument, measurer: LottieGlyphMeasurer, into layer: Layer,
                        keypath: [String]) {
        let kern = document.fontSize * document.tracking / 1000
        let layout = LottieTextLayout(string, document: document, font: document.font, kern: kern, measurer: measurer,
                                      withGlyphs: true)
        let scale = document.fontSize / 100
        var outline = Path()
        for glyph in layout.glyphs where !glyph.isSpace {
            guard let shape = measurer.glyphs[String(glyph.character)]?.outline else { continue }
            outline.addPath(shape.applying(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: glyph.origin.x, ty: glyph.origin.y)))
        }
        let text = glyphLayers(outline, document: document)
        layer.addSublayer(text.placed)
        keypaths.add(keypath + ["Color"], layer: text.fill, keyPath: text.fillKey, kind: .color)
    }

    /// Outlines (in points, the baseline at y = 0) drawn as the document says: a fill shape
    /// ("Glyphs") and a stroke shape ("Glyph outlines", without width when the document has no
    /// stroke, so that animators can give it one), beneath the fill or over it, in a holder.
    func glyphLayers(_ path: Path, document: LottieTextDocument) -> CharacterLayers {
        let fill = ShapeLayer(), stroke = ShapeLayer(), placed = Layer()
        fill.name = "Glyphs"
        fill.path = path
        fill.fillColor = document.fillColor.map { Self.color($0) }
        stroke.name = "Glyph outlines"
        stroke.path = path
        stroke.fillColor = nil
        stroke.lineJoin = .round
        if let color = document.strokeColor, document.strokeWidth > 0 {
            stroke.strokeColor = Self.color(color)
            stroke.lineWidth = document.strokeWidth
        } else {
            stroke.lineWidth = 0
        }
        for sublayer in document.strokeOverFill ? [fill, stroke] : [stroke, fill] { placed.addSublayer(sublayer) }
        return CharacterLayers(placed: placed, fill: fill, fillKey: "fillColor", stroke: stroke, strokeKey: "strokeColor",
                               strokeWidthKey: "lineWidth", top: 0)
    }
}
