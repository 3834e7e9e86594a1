/// A readable line diff for text snapshot failures: `-` for expected lines, `+` for actual ones.
///
/// Lines are matched with a longest common subsequence, so one inserted line shows as one `+`
/// and not as every following line changed. Texts too long for the quadratic table fall back to
/// the first differing line.
enum LineDiff {
    /// The largest `expected × actual` line product diffed line by line (about 16 MB of table).
    static let maxCells = 4_000_000
    /// How many changed lines a message shows before eliding the rest.
    static let maxShown = 40

    static func describe(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        guard old.count * new.count <= maxCells else { return firstDifference(old, new) }
        let changes = diff(old, new)
        var out = ["text differs (- expected, + actual):"]
        for change in changes.prefix(maxShown) { out.append(change) }
        if changes.count > maxShown { out.append("… and \(changes.count - maxShown) more changed lines") }
        return out.joined(separator: "\n")
    }

    /// Changed lines as `-12: text` / `+12: text`, numbered in their own file.
    static func diff(_ old: [Substring], _ new: [Substring]) -> [String] {
        let n = old.count, m = new.count
        // lcs[i][j]: the longest common subsequence of old[i...] and new[j...], flattened.
        var lcs = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i * (m + 1) + j] = old[i] == new[j]
                    ? lcs[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lcs[(i + 1) * (m + 1) + j], lcs[i * (m + 1) + j + 1])
            }
        }
        var changes: [String] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                i += 1; j += 1
            } else if i < n, j == m || lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1] {
                changes.append("-\(i + 1): \(old[i])"); i += 1  // removals first, as in unified diffs
            } else {
                changes.append("+\(j + 1): \(new[j])"); j += 1
            }
        }
        return changes
    }

    static func firstDifference(_ old: [Substring], _ new: [Substring]) -> String {
        let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let expected = index < old.count ? String(old[index]) : "<end of text>"
        let actual = index < new.count ? String(new[index]) : "<end of text>"
        return "text differs first at line \(index + 1):\n-\(index + 1): \(expected)\n+\(index + 1): \(actual)"
    }
}
