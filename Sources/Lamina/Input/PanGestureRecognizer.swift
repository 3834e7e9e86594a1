/// A drag (`UIPanGestureRecognizer`).
///
/// It begins on the first move that takes the pointer more than `minimumDistance` from where
/// it went down, then reports `changed` on each move, `ended` on up and `cancelled` on cancel.
/// Lifting or cancelling before it begins fails it (no `action`).
public final class PanGestureRecognizer: GestureRecognizer {
    /// Points (in root coordinates) the pointer must travel before the pan begins; 10 as UIKit.
    public var minimumDistance = 10.0
    /// Seconds of recent pointer samples that `velocity(in:)` averages over.
    public var velocityWindow = 0.1

    private struct Sample {
        let time: Double
        let location: Point
    }

    /// The root location that translation is measured from: the down location, unless moved
    /// by `setTranslation(_:in:)`.
    private var translationOrigin: Point?
    private var samples: [Sample] = []

    /// How far the pointer has moved since it went down (or since `setTranslation(_:in:)`), as
    /// a vector in `layer`'s coordinates (the root's, for `nil`).
    public func translation(in layer: Layer?) -> Point {
        guard let translationOrigin, let lastLocation else { return .zero }
        return Self.vector(lastLocation - translationOrigin, toLayer: layer)
    }

    /// Makes the current translation in `layer`'s coordinates `translation`; later moves add
    /// to it. Setting `.zero` in each `changed` gives per-move deltas.
    public func setTranslation(_ translation: Point, in layer: Layer?) {
        guard let lastLocation else { return }
        translationOrigin = lastLocation - Self.vector(translation, fromLayer: layer)
    }

    /// The pointer's velocity in points per second of timeline time, as a vector in `layer`'s
    /// coordinates: the displacement from the oldest sample at most `velocityWindow` older than
    /// the newest (or else the one just before the newest) to the newest, over their time apart.
    /// Samples are the down, the moves and the up. Zero with no time between samples.
    public func velocity(in layer: Layer?) -> Point {
        guard let newest = samples.last else { return .zero }
        let earlier = samples.dropLast().filter { $0.time < newest.time }
        guard let previous = earlier.last else { return .zero }
        let reference = earlier.first { $0.time >= newest.time - velocityWindow } ?? previous
        let perSecond = (newest.location - reference.location) * (1 / (newest.time - reference.time))
        return Self.vector(perSecond, toLayer: layer)
    }

    override func pointerDown(_ event: PointerEvent) {
        translationOrigin = event.location
        samples = [Sample(time: event.time, location: event.location)]
    }

    override func pointerMoved(_ event: PointerEvent) {
        record(event)
        switch state {
        case .possible:
            if let start = samples.first?.location, event.location.distance(to: start) > minimumDistance {
                // Measured from the down location, so the threshold distance is in the translation.
                transition(to: .began)
            }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    override func pointerUp(_ event: PointerEvent) {
        record(event)
        super.pointerUp(event)
    }

    override public func reset() {
        super.reset()
        translationOrigin = nil
        samples = []
    }

    private func record(_ event: PointerEvent) {
        samples.append(Sample(time: event.time, location: event.location))
        // Keep one sample older than the window, for slow pointers.
        let cutoff = event.time - velocityWindow
        while samples.count > 2 && samples[1].time < cutoff { samples.removeFirst() }
    }

    /// A root-coordinate vector in `layer`'s coordinates.
    private static func vector(_ v: Point, toLayer layer: Layer?) -> Point {
        guard let layer else { return v }
        return layer.convert(v, from: nil) - layer.convert(.zero, from: nil)
    }

    /// A vector in `layer`'s coordinates in root coordinates.
    private static func vector(_ v: Point, fromLayer layer: Layer?) -> Point {
        guard let layer else { return v }
        return layer.convert(v, to: nil) - layer.convert(.zero, to: nil)
    }
}
