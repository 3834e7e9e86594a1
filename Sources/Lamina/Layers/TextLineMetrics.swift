/// The measures of one line of text as it is set, in points: how far it advances and where its
/// baseline and decoration lines lie below the top of the layout (`TextRun` sets lines from the
/// top of its rectangle). Importers use it to put a baseline where a format asks for it.
public struct TextLineMetrics: Hashable, Sendable {
    /// The advance width of the whole line.
    public var width: Double
    /// The line's height (ascent plus descent).
    public var height: Double
    /// From the top of the line down to its baseline (the ascent).
    public var baseline: Double
    /// The underline's top edge, below the baseline (positive is down).
    public var underlineOffset: Double
    /// The underline's thickness in points.
    public var underlineThickness: Double
    /// The strikethrough's top edge, above the baseline (positive is up).
    public var strikethroughOffset: Double
    /// The strikethrough's thickness in points.
    public var strikethroughThickness: Double
    /// The height of a lowercase x above the baseline (for aligning on the middle of text).
    public var xHeight: Double

    /// Line metrics from their parts, in points.
    public init(width: Double, height: Double, baseline: Double, underlineOffset: Double, underlineThickness: Double,
                strikethroughOffset: Double, strikethroughThickness: Double, xHeight: Double) {
        self.width = width
        self.height = height
        self.baseline = baseline
        self.underlineOffset = underlineOffset
        self.underlineThickness = underlineThickness
        self.strikethroughOffset = strikethroughOffset
        self.strikethroughThickness = strikethroughThickness
        self.xHeight = xHeight
    }
}
