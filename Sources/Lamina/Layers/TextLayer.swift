/// A layer that draws a string (`CATextLayer`).
///
/// Measuring text needs fonts, which only the renderer has; the core asks `TextLayer.measurer`,
/// which the renderer replaces when it loads. Until then an estimate is used.
open class TextLayer: Layer {
    /// Text layers store `TextProperties`.
    open override class var kind: LayerKind { .text }

    /// Makes a text layer with Core Animation's defaults (36-point white text).
    public override init() { super.init() }
    /// Makes a copy of `layer`'s model values, as `CATextLayer.init(layer:)` does.
    public required init(layer: Layer) { super.init(layer: layer) }

    /// The text drawn; `nil` draws nothing. Animatable (discretely).
    public var string: String? {
        get { properties.text!.string }
        set { update(.string, \.text!.string, newValue) }
    }
    /// A font family name, optionally with a style ("DejaVu Sans Bold").
    public var font: String {
        get { properties.text!.font }
        set { update(nil, \.text!.font, newValue) }
    }
    /// The size of the font, in points (default 36). Animatable.
    public var fontSize: Double {
        get { properties.text!.fontSize }
        set { update(.fontSize, \.text!.fontSize, newValue) }
    }
    /// The text's colour (default opaque white). Animatable.
    public var foregroundColor: Color? {
        get { properties.text!.foregroundColor }
        set { update(.foregroundColor, \.text!.foregroundColor, newValue) }
    }
    /// How lines are placed across the bounds (default natural: left for left-to-right text).
    public var alignmentMode: TextAlignment {
        get { properties.text!.alignmentMode }
        set { update(nil, \.text!.alignmentMode, newValue) }
    }
    /// Whether lines wrap at the bounds' width (default `false`).
    public var isWrapped: Bool {
        get { properties.text!.isWrapped }
        set { update(nil, \.text!.isWrapped, newValue) }
    }
    /// Where text that does not fit is cut with an ellipsis (default none).
    public var truncationMode: TextTruncation {
        get { properties.text!.truncationMode }
        set { update(nil, \.text!.truncationMode, newValue) }
    }
    /// Points added after each character, with the font's own kerning off; nil (the default)
    /// keeps the font's kerning. Core Text's kern attribute, which `CATextLayer` takes from an
    /// attributed string; lottie-ios sets it to a text layer's tracking (0 when there is none).
    public var kern: Double? {
        get { properties.text!.kern }
        set { update(nil, \.text!.kern, newValue) }
    }

    /// The colour of an outline stroked along the glyphs' edges (default nil: none). Animatable.
    /// Lamina's own: Core Animation strokes text only through an attributed string's stroke attributes.
    public var textStrokeColor: Color? {
        get { properties.text!.textStrokeColor }
        set { update(.textStrokeColor, \.text!.textStrokeColor, newValue) }
    }
    /// The outline's width in points, centred on the glyphs' edges (default 0: none). Animatable.
    public var textStrokeWidth: Double {
        get { properties.text!.textStrokeWidth }
        set { update(.textStrokeWidth, \.text!.textStrokeWidth, newValue) }
    }
    /// Whether the outline is drawn over the fill (default `false`: under it, so the fill hides
    /// its inner half, as After Effects' "fill over stroke").
    public var isTextStrokeOverFill: Bool {
        get { properties.text!.isTextStrokeOverFill }
        set { update(nil, \.text!.isTextStrokeOverFill, newValue) }
    }

    /// The size the text needs (`CALayer.preferredFrameSize()`), wrapped to the bounds' width
    /// when `isWrapped` is on.
    public override func preferredFrameSize() -> Size {
        let text = properties.text!
        return TextLayer.measurer.measure(text.string ?? "", font: text.font, fontSize: text.fontSize,
                                          wrapWidth: text.isWrapped ? bounds.width : nil)
    }

    /// The service that measures text; the renderer installs a real one.
    public static var measurer: any TextMeasuring {
        get { TextMeasurerRegistry.shared.measurer }
        set { TextMeasurerRegistry.shared.measurer = newValue }
    }
}
