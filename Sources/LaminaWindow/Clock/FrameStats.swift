/// Frame times of a window run, and their percentiles for `--stats`.
///
/// Two series: the *frame time* is the work of one frame (input, evaluation, drawing, upload,
/// and the present unless vsync waits in it); the *interval* is the time between the starts of
/// consecutive frames, which pacing holds near the frame interval. A frame time under the
/// interval means the window keeps up.
public struct FrameStats: Sendable {
    /// Seconds of work per frame, in the order recorded.
    public private(set) var frameTimes: [Double] = []
    /// Seconds between consecutive frame starts.
    public private(set) var intervals: [Double] = []

    public init() {}

    public var frameCount: Int { frameTimes.count }

    public mutating func record(frameTime: Double, interval: Double?) {
        frameTimes.append(frameTime)
        if let interval { intervals.append(interval) }
    }

    /// The nearest-rank `p`th percentile (0 < p ≤ 100) of `values`: the smallest value with at
    /// least p% of the values at or below it. `nil` for no values.
    public static func percentile(_ p: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// p50, p95, p99 and max of a series, in seconds.
    public struct Summary: Hashable, Sendable {
        public var p50: Double, p95: Double, p99: Double, max: Double

        public init(p50: Double, p95: Double, p99: Double, max: Double) {
            self.p50 = p50
            self.p95 = p95
            self.p99 = p99
            self.max = max
        }
    }

    public static func summary(of values: [Double]) -> Summary? {
        guard let p50 = percentile(50, of: values), let p95 = percentile(95, of: values),
              let p99 = percentile(99, of: values), let max = values.max() else { return nil }
        return Summary(p50: p50, p95: p95, p99: p99, max: max)
    }

    /// One line for the terminal, times in milliseconds:
    /// `600 frames: frame time p50 1.20 ms, p95 2.10 ms, p99 3.40 ms, max 8.00 ms; interval p50 16.67 ms, ...`
    public var report: String {
        func line(_ name: String, _ s: Summary?) -> String {
            guard let s else { return "\(name) -" }
            func ms(_ v: Double) -> String { String(format: "%.2f ms", v * 1e3) }
            return "\(name) p50 \(ms(s.p50)), p95 \(ms(s.p95)), p99 \(ms(s.p99)), max \(ms(s.max))"
        }
        return "\(frameCount) frames: \(line("frame time", Self.summary(of: frameTimes))); \(line("interval", Self.summary(of: intervals)))"
    }
}
