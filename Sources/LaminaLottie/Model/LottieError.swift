/// A Lottie file that cannot be read: the file, the JSON path of the bad value and what is wrong.
///
///     anim.json: layers[3].ks.p.k[2].s: expected a list of numbers, found string
public struct LottieError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file name as given (or `"<data>"`).
    public var fileName: String
    /// The JSON path of the offending value (`layers[3].ks.p`), empty for the whole file.
    public var path: String
    public var message: String

    public init(fileName: String, path: String, message: String) {
        self.fileName = fileName
        self.path = path
        self.message = message
    }

    public var description: String {
        path.isEmpty ? "\(fileName): \(message)" : "\(fileName): \(path): \(message)"
    }
}
