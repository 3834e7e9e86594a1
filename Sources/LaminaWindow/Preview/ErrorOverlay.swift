import Lamina

/// A panel over the stage that shows why the file cannot be loaded (the file, the JSON path
/// and the problem) until it can.
public final class ErrorOverlay {
    public let layer: Layer
    private let text = TextLayer()

    /// The panel's colour: a dark red that reads as "broken" behind white text.
    public static let panelColor = Color(red: 0.35, green: 0.05, blue: 0.06, alpha: 0.94)

    public init(frame: Rect) {
        layer = Layer()
        layer.name = "error"
        layer.anchorPoint = .zero
        layer.position = frame.origin
        layer.bounds = Rect(origin: .zero, size: frame.size)
        layer.backgroundColor = Self.panelColor
        layer.isHidden = true
        layer.masksToBounds = true
        let margin = min(16, frame.width / 8)
        text.name = "error-text"
        text.anchorPoint = .zero
        text.position = Point(x: margin, y: margin)
        text.bounds = Rect(0, 0, max(frame.width - 2 * margin, 1), max(frame.height - 2 * margin, 1))
        text.fontSize = 13
        text.foregroundColor = .white
        text.isWrapped = true
        text.masksToBounds = true  // a long message stops at the margin
        layer.addSublayer(text)
    }

    /// The message shown, or `nil` when hidden.
    public var message: String? {
        didSet {
            layer.isHidden = message == nil
            text.string = message.map { "Cannot load the scene\n\n\($0)\n\nFix the file and save: it reloads." }
        }
    }
}
