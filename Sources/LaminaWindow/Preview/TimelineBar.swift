import Lamina

/// The bar under the stage: a track, the played part and a knob at the playhead. Pressing or
/// dragging anywhere on it scrubs (through `onScrub`); the layers only show, the geometry
/// maps positions to times.
public final class TimelineBar {
    public let layer: Layer
    public let geometry: TimelineBarGeometry
    /// Called with the scrub's phase and the time under the pointer.
    public var onScrub: ((PointerEvent.Phase, Double) -> Void)?
    /// Seconds the track spans.
    public var duration: Double = 2

    private let track = ShapeLayer()
    private let played = ShapeLayer()
    private let knob = ShapeLayer()

    public init(frame: Rect) {
        geometry = TimelineBarGeometry(frame: frame)
        layer = Layer()
        layer.name = "timeline-bar"
        layer.anchorPoint = .zero
        layer.position = frame.origin
        layer.bounds = Rect(origin: .zero, size: frame.size)
        layer.backgroundColor = Color(red: 0.07, green: 0.07, blue: 0.08)
        let midY = frame.height / 2
        let local = TimelineBarGeometry(frame: Rect(origin: .zero, size: frame.size), inset: geometry.inset)
        for (shape, name) in [(track, "track"), (played, "played")] {
            shape.name = name
            shape.anchorPoint = .zero
            shape.position = .zero
            shape.bounds = layer.bounds
            shape.fillColor = nil
            shape.lineWidth = 4
            shape.lineCap = .round
            var line = Path()
            line.move(to: Point(x: local.trackStart, y: midY))
            line.addLine(to: Point(x: local.trackEnd, y: midY))
            shape.path = line
            layer.addSublayer(shape)
        }
        track.strokeColor = Color(red: 0.3, green: 0.3, blue: 0.33)
        played.strokeColor = Color(red: 1, green: 0.23, blue: 0.19)
        knob.name = "knob"
        knob.bounds = Rect(0, 0, 12, 12)
        knob.path = .ellipse(in: knob.bounds)
        knob.fillColor = .white
        knob.position = Point(x: local.trackStart, y: midY)
        layer.addSublayer(knob)
        layer.pointerHandler = { [weak self] event, _ in self?.handle(event) }
    }

    /// Shows the playhead at `time`.
    public func show(time: Double) {
        let local = geometry.x(at: time, duration: duration) - geometry.frame.minX
        knob.position = Point(x: local, y: geometry.frame.height / 2)
        played.strokeEnd = geometry.trackWidth > 0 ? (local - geometry.inset) / geometry.trackWidth : 0
    }

    private func handle(_ event: PointerEvent) {
        onScrub?(event.phase, geometry.time(atX: event.location.x, duration: duration))
    }
}
