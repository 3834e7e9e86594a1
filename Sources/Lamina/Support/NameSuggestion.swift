/// The nearest of some names to a mistyped one, by edit distance: the one helper behind every
/// "did you mean" (commands and options in `lamina`, scene keys, key paths, control names).
///
///     NameSuggestion.nearest(to: "strokeEnds", in: ["strokeEnd", "strokeStart"])  // "strokeEnd"
///     NameSuggestion.didYouMean("linewidth", in: ["lineWidth"])                   // "; did you mean 'lineWidth'?"
public enum NameSuggestion {
    /// The closest name within a distance of 2 (or of a third of the typed name's length, when
    /// longer), or nil when none is that close: a suggestion far from what was typed only
    /// confuses. Letter case is ignored, so `linewidth` finds `lineWidth`.
    public static func nearest<Names: Sequence<String>>(to typed: String, in names: Names) -> String? {
        let limit = max(2, typed.count / 3)
        let lowered = typed.lowercased()
        var best: (name: String, distance: Int)?
        for name in names where name != typed {
            let d = distance(lowered, name.lowercased())
            if d <= limit, d < best?.distance ?? .max { best = (name, d) }
        }
        return best?.name
    }

    /// `; did you mean 'NAME'?` for the nearest name, or an empty string: the tail of a message.
    public static func didYouMean<Names: Sequence<String>>(_ typed: String, in names: Names) -> String {
        nearest(to: typed, in: names).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance with neighbours swapped (optimal string alignment): insertions, deletions,
    /// substitutions and swaps of two adjacent letters each cost 1, so `--tiem` is one edit from
    /// `--time` (and two from `--theme`).
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0 ... b.count), current = [Int](repeating: 0, count: b.count + 1)
        for i in 1 ... a.count {
            current[0] = i
            for j in 1 ... b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
