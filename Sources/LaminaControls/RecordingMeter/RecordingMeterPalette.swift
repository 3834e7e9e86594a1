import Lamina

/// The colours a ``RecordingMeter`` gives its segments, in order: segment `i` takes colour
/// `i % count`. Deterministic (the seed picked random colours, so no two renders matched), and
/// neighbours always differ: a palette needs at least two colours and no colour next to itself,
/// including from the last back to the first.
public struct RecordingMeterPalette: Hashable, Sendable {
    public let colors: [Color]

    /// A palette of `colors`; `nil` unless there are at least two and neighbours (cyclically) differ.
    public init?(_ colors: [Color]) {
        guard colors.count >= 2 else { return nil }
        for i in colors.indices where colors[i] == colors[(i + 1) % colors.count] { return nil }
        self.colors = colors
    }

    /// The colour of segment `index` (in creation order).
    public func color(at index: Int) -> Color {
        colors[((index % colors.count) + colors.count) % colors.count]
    }

    /// Spark Camera's lively hues: red, orange, yellow, green, teal, blue, purple, pink.
    public static let spark = RecordingMeterPalette([
        Color(hex: "#FF3B30")!, Color(hex: "#FF9500")!, Color(hex: "#FFCC00")!, Color(hex: "#4CD964")!,
        Color(hex: "#5AC8FA")!, Color(hex: "#007AFF")!, Color(hex: "#5856D6")!, Color(hex: "#FF2D55")!,
    ])!
}
