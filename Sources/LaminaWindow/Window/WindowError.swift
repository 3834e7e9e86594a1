/// Why a window could not be opened or drawn: SDL's own words, with what was being done.
public struct WindowError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
