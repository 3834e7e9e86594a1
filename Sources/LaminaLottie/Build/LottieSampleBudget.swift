/// The samples one file's import may make of properties that are sampled rather than keyed
/// (time-remapped precomps, 3D transforms and cameras), shared by every animator of one build,
/// so that a hostile file cannot make the importer allocate without bound.
///
/// The limit is ten times `Limits.lottieKeyframes` (a million samples by default). Past it,
/// 3D tracks keep their ends (`LottieBuilder.sampledTrack`) and time-remapped properties are
/// sampled more coarsely (`take`), each with a warning naming the layer.
final class LottieSampleBudget {
    let limit: Int
    private(set) var used = 0
    /// The layers whose time-remapped properties were sampled more coarsely than once a frame.
    private(set) var thinnedLayers: [String] = []

    init(limit: Int) {
        self.limit = max(limit, 2)
    }

    var remaining: Int { max(limit - used, 0) }

    func spend(_ count: Int) {
        used = used.addingReportingOverflow(count).partialValue
    }

    /// `frames` (a time-remapped property's sample times, or text animators' times, each taken
    /// `copies` times: once a glyph and value), thinned evenly to what the budget has left
    /// (always the first and the last), and spent.
    func take<Sample>(_ frames: [Sample], copies: Int = 1, for layerName: String?) -> [Sample] {
        let copies = max(copies, 1)
        let allowed = max(remaining / copies, 2)
        guard frames.count > allowed else {
            spend(frames.count.multipliedReportingOverflow(by: copies).partialValue)
            return frames
        }
        if !thinnedLayers.contains(layerName ?? "") { thinnedLayers.append(layerName ?? "") }
        let thinned = Self.thinned(frames, to: allowed)
        spend(thinned.count.multipliedReportingOverflow(by: copies).partialValue)
        return thinned
    }

    /// `count` (at least 2) of `samples`, evenly spaced, the first and the last among them.
    static func thinned<Sample>(_ samples: [Sample], to count: Int) -> [Sample] {
        guard samples.count > count, count >= 2 else { return samples }
        let step = Double(samples.count - 1) / Double(count - 1)
        return (0..<count).map { samples[min(Int((Double($0) * step).rounded()), samples.count - 1)] }
    }
}
