/// A layer that draws a string (`CATextLayer`).
///
/// Measuring text needs fonts, which only the renderer has; the core asks `TextLayer.measurer`,
/// which the renderer replaces when it loads. Until then an estimate is used.
open class TextLayer: Layer {
    open override class var kind: LayerKind { .text }

    public override init() { super.init() }
    public required init(layer: Layer) { super.init(layer: layer) }

    public var string: String? {
        get { properties.text!.string }
        set { update(.string, \.text!.string, newValue) }
    }
    /// A font family name, optionally with a style ("DejaVu Sans Bold").
    public var font: String {
        get { properties.text!.font }
        set { update(nil, \.text!.font, newValue) }
    }
    public var fontSize: Double {
        get { properties.text!.fontSize }
        set { update(.fontSize, \.text!.fontSize, newValue) }
    }
    public var foregroundColor: Color? {
        get { properties.text!.foregroundColor }
        set { update(.foregroundColor, \.text!.foregroundColor, newValue) }
    }
    public var alignmentMode: TextAlignment {
        get { properties.text!.alignmentMode }
        set { update(nil, \.text!.alignmentMode, newValue) }
    }
    public var isWrapped: Bool {
        get { properties.text!.isWrapped }
        set { update(nil, \.text!.isWrapped, newValue) }
    }
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

    /// The size the text needs (`CALayer.preferredFrameSize()`), wrapped to the bounds' width
    /// when `isWrapped` is on.
    public func preferredFrameSize() -> Size {
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
