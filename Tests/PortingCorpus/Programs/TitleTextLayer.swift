#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A title drawn with CATextLayer, sized to its text.
final class TitleLabel {
    let layer = CATextLayer()

    init(text: String) {
        layer.string = text
        layer.fontSize = 17
        layer.foregroundColor = CGColor.black
        layer.alignmentMode = .center
        layer.isWrapped = false
        layer.truncationMode = .end
        let size = layer.preferredFrameSize()
        layer.frame = CGRect(origin: .zero, size: size)
    }
}
