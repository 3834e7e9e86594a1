import Lamina

/// A ``RecordButton`` centred on a canvas three times its size (room to grow and to be
/// dragged), driven by a pointer script: the `record-button` built-in of `lamina inspect` and
/// `lamina render`.
public final class RecordButtonScene: ScriptedControl {
    public let timeline: Timeline
    public let size: Size
    public let button: RecordButton
    public var script: PointerScript
    public var background: Color? { Color(white: 0.12) }

    /// A button of `buttonSize` in the middle of a canvas three times as large; the script is
    /// set afterwards (its presses go at `button.layer.position`).
    public init(buttonSize: Size = Size(80, 80), script: PointerScript = PointerScript()) {
        size = Size(buttonSize.width * 3, buttonSize.height * 3)
        let root = Layer()
        root.bounds = Rect(0, 0, size.width, size.height)
        root.anchorPoint = .zero
        button = RecordButton()
        button.bounds = Rect(0, 0, buttonSize.width, buttonSize.height)
        button.layer.position = Point(size.width / 2, size.height / 2)
        button.layer.name = "record-button"
        root.addSublayer(button.layer)
        timeline = Timeline(rootLayer: root)
        self.script = script
    }

    /// The centre of the button, where `--press` presses.
    public var center: Point { button.layer.position }

    /// Until 1.5 s after the last scripted event (room for the spring), and at least 2 s.
    public var preferredDuration: Double { max(2, (script.events.last?.time ?? 0) + 1.5) }

    public func state() -> [(key: String, value: OrderedJSON)] {
        let offset = button.offset
        return [("recording", .bool(button.isRecording)),
                ("pressed", .bool(button.isPressed)),
                ("offset", .numbers([offset.x, offset.y]))]
    }
}
