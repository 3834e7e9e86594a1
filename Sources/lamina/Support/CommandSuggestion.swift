/// The nearest of some names to a mistyped one, by edit distance, for "did you mean" messages.
enum CommandSuggestion {
    /// The closest name within a distance of 2 (or of a third of the name's length, when longer),
    /// or nil when none is that close: a suggestion far from what was typed only confuses.
    static func nearest(to typed: String, in names: [String]) -> String? {
        let limit = max(2, typed.count / 3)
        let scored = names.map { (name: $0, distance: distance(typed.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
        return best.name
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost 1.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0 ... b.count), current = [Int](repeating: 0, count: b.count + 1)
        for i in 1 ... a.count {
            current[0] = i
            for j in 1 ... b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
