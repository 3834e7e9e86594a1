import Lamina

/// Text drawn from the glyph outlines the exporter wrote into the file (`chars`), as After
/// Effects drew it in the designer's font: under `--fidelity after-effects`, when every
/// character of a document has a glyph of its font (lottie-ios's Core Animation engine sets
/// text in the device's fonts and ignores them, so Core Animation fidelity does too). The
/// characters are placed by their glyphs' advances (`LottieGlyphMeasurer`), lines and boxes as
/// for font text (`LottieTextLayout`), and filled together as one shape, its stroke beneath the
/// fill or over it as the document says; with text animators, each character is its outline
/// in the layers `LottieBuilder+TextAnimators` animates (`glyphShapeLayers`).
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

    /// `string` (line breaks as "\n") as shape layers in `layer`: one filled with the glyphs'
    /// outlines, and one stroking them when the document has a stroke.
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
        let fill = ShapeLayer()
        fill.name = "Glyphs"
        fill.path = outline
        fill.fillColor = document.fillColor.map { Self.color($0) }
        keypaths.add(keypath + ["Color"], layer: fill, keyPath: "fillColor", kind: .color)
        guard let strokeColor = document.strokeColor, document.strokeWidth > 0 else {
            layer.addSublayer(fill)
            return
        }
        let stroke = ShapeLayer()
        stroke.name = "Glyph outlines"
        stroke.path = outline
        stroke.fillColor = nil
        stroke.strokeColor = Self.color(strokeColor)
        stroke.lineWidth = document.strokeWidth
        stroke.lineJoin = .round
        for sublayer in document.strokeOverFill ? [fill, stroke] : [stroke, fill] { layer.addSublayer(sublayer) }
    }
}
