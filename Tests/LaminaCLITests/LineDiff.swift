/// A line diff for test messages, in the unified style: ` ` unchanged, `-` only in the old
/// text, `+` only in the new, with up to `context` unchanged lines around each change and
/// `@@` between the hunks.
enum LineDiff {
    static func unified(old: String, new: String, context: Int = 2) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The longest common subsequence, by dynamic programming (help texts are short).
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append((" ", a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append(("-", a[i])); i += 1
            } else {
                lines.append(("+", b[j])); j += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        var shown: [String] = ["--- golden", "+++ now"]
        var last = -1
        for index in lines.indices where changed.contains(where: { abs($0 - index) <= context }) {
            if index > last + 1 { shown.append("@@") }
            shown.append("\(lines[index].mark)\(lines[index].text)")
            last = index
        }
        return shown.joined(separator: "\n")
    }
}
