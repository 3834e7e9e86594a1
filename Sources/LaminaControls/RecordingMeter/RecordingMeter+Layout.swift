import Foundation
import Lamina

/// The meter's geometry as a closed form of the recorded seconds, and its time label's text.
extension RecordingMeter {
    /// Which way the ring fills from its start angle, on screen.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case clockwise, counterclockwise
    }

    /// Where one stroke lies along the ring, as fractions of its length from the start.
    public struct Span: Hashable, Sendable {
        public var start: Double
        public var end: Double
        public init(start: Double, end: Double) {
            self.start = start
            self.end = end
        }
    }

    /// The closed form: segment `i` covers `durations[i] / maxDuration` of the ring; the segments
    /// are contiguous, newest first from the start; the track covers the rest, to the end.
    /// Returns the segments' spans (in creation order) and the track's.
    public static func spans(durations: [Double], maxDuration: Double) -> (segments: [Span], track: Span) {
        var segments = [Span](repeating: Span(start: 0, end: 0), count: durations.count)
        var offset = 0.0
        for i in durations.indices.reversed() {
            let length = max(0, durations[i]) / maxDuration
            let start = min(offset, 1)
            offset += length
            segments[i] = Span(start: start, end: min(offset, 1))
        }
        return (segments, Span(start: min(offset, 1), end: 1))
    }

    /// The time label's text for `seconds`: `m:ss`, with tenths under 10 seconds (`0:03.4`).
    /// Rounds down, so the label never shows time not yet recorded.
    public static func label(forSeconds seconds: Double) -> String {
        let seconds = max(0, seconds)
        if seconds < 10 {
            let tenths = Int((seconds * 10 + 1e-6).rounded(.down))
            return "0:0\(tenths / 10).\(tenths % 10)"
        }
        let whole = Int((seconds + 1e-6).rounded(.down))
        let rest = whole % 60
        return "\(whole / 60):\(rest < 10 ? "0" : "")\(rest)"
    }

    /// The next time (in recorded seconds) after `seconds` at which the label's text changes.
    static func nextLabelChange(after seconds: Double) -> Double {
        if seconds < 10 - 1e-6 { return ((seconds * 10 + 1e-6).rounded(.down) + 1) / 10 }
        return (seconds + 1e-6).rounded(.down) + 1
    }

    /// The circle all strokes share: centred in `bounds`, inset by half the line width, starting
    /// at `startAngle` and going once round in `direction`.
    static func circlePath(in bounds: Rect, lineWidth: Double, startAngle: Double, direction: Direction) -> Path {
        let radius = max(0, min(bounds.width, bounds.height) / 2 - lineWidth / 2)
        let sweep = direction == .clockwise ? 2 * Double.pi : -2 * Double.pi
        return Path.arc(center: Point(bounds.midX, bounds.midY), radius: radius, startAngle: startAngle,
                        endAngle: startAngle + sweep, clockwise: direction == .clockwise)
    }

    /// Lays the layers out for the current bounds: the shared circle, the viewfinder inside the
    /// ring, the time label in the viewfinder's lower part. Runs on every resize; the strokes'
    /// fractions (and any running animation) are untouched.
    public func layout() {
        let bounds = layer.bounds
        laidOutBounds = bounds
        Transaction.perform(disableActions: true) {
            let path = Self.circlePath(in: bounds, lineWidth: lineWidth, startAngle: startAngle, direction: direction)
            for shape in [track] + segmentLayers {
                shape.frame = bounds
                shape.path = path
                shape.lineWidth = lineWidth
                shape.fillColor = nil
                shape.lineCap = .butt
            }
            track.strokeColor = trackColor
            let inner = max(0, min(bounds.width, bounds.height) / 2 - lineWidth - viewfinderInset)
            let center = Point(bounds.midX, bounds.midY)
            viewfinder.frame = Rect(center.x - inner, center.y - inner, 2 * inner, 2 * inner)
            viewfinder.cornerRadius = inner
            viewfinder.masksToBounds = true
            let fontSize = max(8, inner * 0.2)
            timeLabel.fontSize = fontSize
            timeLabel.frame = Rect(center.x - inner, center.y + inner * 0.45, 2 * inner, fontSize * 1.4)
        }
    }

    /// Lays out again if the layer's bounds changed since the last layout (for code that resizes
    /// `layer` directly rather than through ``bounds``).
    public func layoutIfNeeded() {
        if layer.bounds != laidOutBounds { layout() }
    }
}
