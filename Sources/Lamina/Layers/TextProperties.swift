/// A text layer's own values (`CATextLayer`), with Core Animation's defaults
/// (36-point white text), except the font: Lamina's default is a font the bootstrap installs.
public struct TextProperties: Hashable, Sendable {
    /// The text; `nil` draws nothing.
    public var string: String? = nil
    /// A font family name, optionally with a style ("DejaVu Sans Bold").
    public var font = TextProperties.defaultFont
    /// In points.
    public var fontSize = 36.0
    /// The text's colour.
    public var foregroundColor: Color? = .white
    /// How lines are placed across the bounds.
    public var alignmentMode = TextAlignment.natural
    /// Whether lines wrap at the bounds' width.
    public var isWrapped = false
    /// Where text that does not fit is cut.
    public var truncationMode = TextTruncation.none
    /// Points added after each character, with the font's own kerning off; nil keeps the
    /// font's kerning (Core Text's `kCTKernAttributeName`).
    public var kern: Double? = nil
    /// The colour of an outline stroked along the glyphs' edges; nil strokes none (Lamina's own).
    public var textStrokeColor: Color? = nil
    /// The outline's width in points, centred on the glyphs' edges.
    public var textStrokeWidth = 0.0
    /// Whether the outline is drawn over the fill rather than under it (half its width hidden).
    public var isTextStrokeOverFill = false

    /// The font every machine has after the bootstrap script ran, so renders match.
    public static let defaultFont = "DejaVu Sans"

    /// Core Animation's defaults.
    public init() {}
}

/// Horizontal alignment of a text layer's lines (`CATextLayerAlignmentMode`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Core Animation's alignment modes; natural is left for left-to-right text.
    case natural, left, right, center, justified
}

/// Where text that does not fit is cut (`CATextLayerTruncationMode`).
public enum TextTruncation: String, Hashable, Sendable, CaseIterable {
    /// No truncation, or an ellipsis at the start, the end or the middle of the line.
    case none, start, end, middle
}
