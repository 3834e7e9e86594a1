/// The sizes beyond which Lamina refuses content instead of trying to make it: each far above what
/// a real document reaches and far below what exhausts memory or time on an ordinary machine.
///
///     var limits = Limits.standard
///     limits.pixelsPerFrame = 400_000_000   // `lamina render --limit pixels=400000000`
///
/// Every limit is checked before the memory it bounds is allocated, and reported as a
/// ``LimitError`` that names the file, the place in it (a JSON path or a line), the limit and how
/// to raise it. Why each number:
///
/// | limit | default | what a real document reaches | what a hostile one does |
/// | --- | --- | --- | --- |
/// | `pixelsPerFrame` | 16,384² (1 GiB a frame; also a decoded image) | a 4K frame at scale 2 is 33 M | 40,000² is clamped to 32,767², 4 GiB a frame; a 60,000² JPEG header |
/// | `framesPerClip` | 100,000 (28 min at 60 fps) | a few thousand | `--duration 1e9 --fps 1`: 8 GB of frame times alone |
/// | `layers` | 1,000,000 | the 10,000-layer benchmark | a tree that fills memory |
/// | `replicatorInstances` | 1,000,000 (all replicators of a tree, multiplied through nesting) | a few hundred | 10,000 × 10,000 nested copies |
/// | `useExpansions` | 50,000 SVG elements made by `use` | tens | a 1.4 kB file of `use` fan-out fills 4 GB |
/// | `aliasExpansions` | 1,000,000 YAML nodes after aliases | the document itself | "billion laughs": 746 bytes, 10⁹ nodes |
/// | `nestingDepth` | 256 levels (layers in a scene; JSON and YAML structure) | about 10 | recursion that overflows the stack |
/// | `pathSegments` | 10,000 segments in one path | an icon has hundreds, a detailed outline a few thousand | 50,000 self-overlapping cubics: Cairo's stroker, superlinear in them, takes minutes (10,000 still take about 7 s a frame) |
///
/// Only the two that a large legitimate render can need, pixels and frames, can be raised from
/// the command line (`--limit pixels=N`, `--limit frames=N`); the others guard against documents
/// built to explode and have no use above their defaults.
public struct Limits: Hashable, Sendable {
    /// Pixels in one rendered frame (width × height after scaling), and in one decoded image.
    public var pixelsPerFrame = 16_384 * 16_384
    /// Frames in one clip.
    public var framesPerClip = 100_000
    /// Layers in one scene document or imported drawing.
    public var layers = 1_000_000
    /// Replicator copies in one tree, nested replicators multiplying.
    public var replicatorInstances = 1_000_000
    /// SVG elements created by expanding `use`.
    public var useExpansions = 50_000
    /// YAML nodes once aliases are expanded.
    public var aliasExpansions = 1_000_000
    /// Depth of nested layers, and of JSON or YAML structure.
    public var nestingDepth = 256
    /// Segments (lines, curves, arcs) in one path.
    public var pathSegments = 10_000

    /// Makes the default limits.
    public init() {}

    /// The defaults above.
    public static let standard = Limits()

    /// The names `--limit` takes for the limits the command line can raise.
    public static let raisableNames = ["pixels", "frames"]

    /// Sets the limit `name` (one of ``raisableNames``) to `value`; `false` for another name.
    public mutating func set(_ name: String, to value: Int) -> Bool {
        switch name {
        case "pixels": pixelsPerFrame = value
        case "frames": framesPerClip = value
        default: return false
        }
        return true
    }
}

/// Content over one of the ``Limits``: what, where, the limit and how to raise it.
///
/// Its description reads `file: place: what exceed the limit of N (how to raise it)`, `what`
/// being plural ("the layers", "the pixels of a 40000 x 40000 frame").
public struct LimitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, or the command's output, the content came from.
    public var fileName: String?
    /// A JSON path (`layers[0].sublayers[3]`), `line 12`, or empty.
    public var place: String
    /// What exceeds the limit, with its size ("40000 x 40000 pixels (1600000000) a frame").
    public var what: String
    /// The limit that was exceeded.
    public var limit: Int
    /// How to raise the limit, or why it cannot be.
    public var remedy: String

    /// Makes an error for `what` exceeding `limit` in `fileName` at `place`, with how to raise it.
    public init(fileName: String?, place: String = "", what: String, limit: Int, remedy: String) {
        self.fileName = fileName
        self.place = place
        self.what = what
        self.limit = limit
        self.remedy = remedy
    }

    /// The sentence without the file and place, for errors that carry those themselves.
    public var message: String { "\(what) exceed the limit of \(limit) (\(remedy))" }

    /// The message: "file: place: what exceed the limit of N (how to raise it)".
    public var description: String {
        let head = [fileName, place.isEmpty ? nil : place].compactMap { $0 }.joined(separator: ": ")
        return (head.isEmpty ? "" : head + ": ") + message
    }

    /// A number for a message: whole numbers without a fraction, huge ones in exponent form.
    public static func count(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 && value == value.rounded() ? String(Int(value)) : "\(value)"
    }

    /// The remedy for a limit that cannot be raised.
    public static let fixed = "a real document stays far below it; see Limits in the README"
}
