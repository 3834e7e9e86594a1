/// Why SVG path data (the `d` attribute) could not be read, and where.
///
/// `description` reads like `unexpected 'x' at offset 12`, so it can be shown to whoever wrote
/// the data as is.
public struct PathDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The position of the offending character, counted in Unicode scalars from 0 (the
    /// character offset for ASCII data); the data's length when it ended too early.
    public var offset: Int
    /// What was wrong, without the position (`unexpected 'x'`).
    public var message: String

    /// Makes an error at `offset` with `message`.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// The message with the offset: "unexpected 'x' at offset 4".
    public var description: String { "\(message) at offset \(offset)" }
}
