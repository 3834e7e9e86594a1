import Foundation
import Lamina

/// A layer that draws a string (`CATextLayer`), with Pango's fonts.
open class CATextLayer: CALayer {
    override class func makeBacking() -> Lamina.Layer & FacadeBacking { BackingTextLayer() }
    private var text: BackingTextLayer { backing as! BackingTextLayer }

    /// The text: a `String` (an `NSAttributedString` is drawn as its plain string). Animatable.
    open var string: Any? {
        get { text.string }
        set {
            switch newValue {
            case let string as String: text.string = string
            case let attributed as NSAttributedString: text.string = attributed.string
            default: text.string = nil
            }
        }
    }
    /// The font's name, a `String` (Core Animation also takes a CTFont or CGFont, which Linux
    /// lacks); anything else keeps the font.
    open var font: Any? {
        get { text.font }
        set { if let name = newValue as? String { text.font = name } }
    }
    /// The font size, in points (default 36). Animatable.
    open var fontSize: CGFloat {
        get { CGFloat(text.fontSize) }
        set { text.fontSize = Double(newValue) }
    }
    /// The text's colour (default opaque white). Animatable.
    open var foregroundColor: CGColor? {
        get { color("foregroundColor", text.foregroundColor) }
        set { text.foregroundColor = remember("foregroundColor", newValue) }
    }
    /// How lines are aligned (default natural).
    open var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: text.alignmentMode.rawValue) }
        set { text.alignmentMode = TextAlignment(rawValue: newValue.rawValue) ?? .natural }
    }
    /// Whether text wraps to the bounds' width.
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { text.isWrapped = newValue }
    }
    /// Where text that does not fit is cut (default none).
    open var truncationMode: CATextLayerTruncationMode {
        get { CATextLayerTruncationMode(rawValue: text.truncationMode.rawValue) }
        set { text.truncationMode = TextTruncation(rawValue: newValue.rawValue) ?? .none }
    }
    /// The size the text needs.
    open override func preferredFrameSize() -> CGSize { CGSize(text.preferredFrameSize()) }
}
