/// The keys a Lamina window tells apart; others arrive as `.character` when printable.
public enum Key: Hashable, Sendable {
    case space, left, right, up, down, escape, enter, backspace, tab
    /// A printable key, lowercased (`"r"`, `"s"`).
    case character(Character)
}
