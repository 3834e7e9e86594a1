import Lamina

/// A ``RecordingMeter`` centred on a canvas, driven by a pointer script: the `recording-meter`
/// built-in of `lamina inspect` and `lamina render`.
public final class RecordingMeterScene: ScriptedControl {
    public let timeline: Timeline
    public let size: Size
    public let meter: RecordingMeter
    public var script: PointerScript
    public var background: Color? { Color(white: 1) }

    /// The margin around the meter on the canvas, in points.
    public static let margin = 20.0

    /// A meter of `meterSize` on a canvas with a margin; `script` comes from
    /// `script(center)`, given the meter's centre in canvas coordinates.
    public init(meterSize: Size = Size(200, 200), maxDuration: Double = 45,
                direction: RecordingMeter.Direction = .counterclockwise,
                script: (Point) -> PointerScript = { _ in PointerScript() }) {
        size = Size(meterSize.width + 2 * Self.margin, meterSize.height + 2 * Self.margin)
        let root = Layer()
        root.bounds = Rect(0, 0, size.width, size.height)
        root.anchorPoint = .zero
        meter = RecordingMeter(maxDuration: maxDuration, direction: direction)
        meter.bounds = Rect(0, 0, meterSize.width, meterSize.height)
        meter.layer.position = Point(size.width / 2, size.height / 2)
        meter.layer.name = "recording-meter"
        root.addSublayer(meter.layer)
        timeline = Timeline(rootLayer: root)
        self.script = script(meter.layer.position)
    }

    /// Until a second after the last scripted event, and at least 2 s.
    public var preferredDuration: Double { max(2, (script.events.last?.time ?? 0) + 1) }

    public func state() -> [(key: String, value: OrderedJSON)] {
        [("recording", .bool(meter.isRecording)),
         ("elapsed", .number(meter.elapsed)),
         ("complete", .bool(meter.isComplete)),
         ("segments", .numbers(meter.segmentDurations))]
    }
}
