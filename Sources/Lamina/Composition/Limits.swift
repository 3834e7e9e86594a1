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
/// | `documentFileSize` | 64 MiB of a scene document (JSON or YAML) or an SVG drawing | tens of kB; a few MB with embedded images | a file read whole before parsing, or one that grows while it is read |
/// | `lottieFileSize` | 64 MiB of Lottie JSON (a `.lottie` archive's animation entry unpacked) | a few MB, most of it embedded images | a zip entry that unpacks to gigabytes; a file read whole before parsing |
/// | `lottieDimension` | 16,384 points (the canvas's width and height, a text's size) | 1,920 | a 10⁶ × 10⁶ canvas |
/// | `lottieLayers` | 20,000 layers, every precomp instance counted | a few hundred | a precomp used 1,000 times in a precomp used 1,000 times |
/// | `lottieKeyframes` | 100,000 keyframes of one property; ten times as many values sampled in a whole file (3D transforms, cameras, time remapping), beyond which sampling is coarser | hundreds | a billion keyframes in a generated file; a precomp remapped over a million frames holding thousands of layers |
/// | `lottieVertices` | 100,000 vertices of one bezier path | a few thousand | a path built to stall the stroker |
/// | `lottieNesting` | 32 precomps inside precomps | 3 or 4 | a precomp that contains itself |
/// | `lottieRepeaterCopies` | 1,000 copies of one repeater (more are clamped) | tens | a repeater of 10⁹ copies, nested |
/// | `lottieFrames` | 1,000,000 frames between in and out point (4.6 hours at 60 fps) | a few hundred | an out point of 10¹⁸ |
/// | `lottieStateMachineItems` | 10,000 items in one list of a dotLottie state machine (states, transitions, guards, actions, inputs, interactions) | tens | a generated machine of millions of states |
/// | `lottieStateMachineEvents` | 100,000 events one state machine handles in a run (scripted input, ends of segments and loops, timed guards) | tens | a one-frame loop with a loop-complete action, played for an hour |
/// | `lottieExpressionEvaluations` | 100,000 evaluations of expressions in one Lottie file (each expression once a frame of its layer) | a few thousand | a wiggle on 10,000 layers 10,000 frames long |
/// | `lottieExpressionInstructions` | 20,000,000 JavaScript instructions in one evaluation (about 0.1 s) | thousands | `while (true) {}` |
/// | `lottieExpressionFileInstructions` | 1,000,000,000 JavaScript instructions for all of a file's expressions (seconds) | millions | a thousand expressions that each loop |
/// | `lottieExpressionMemory` | 64 MiB held by a file's JavaScript heap; a quarter of it allocated by one evaluation | under 1 MiB | `new Array(1e9).join("x")`; a loop that copies a long text |
/// | `emitterParticles` | 100,000 live particles of one emitter (more are left out: the first by cell and birth order are drawn) | a few thousand | `birthRate` 10⁹ × `lifetime` 10³ |
/// | `emitterCellDepth` | 8 levels of `emitterCells` inside cells | 2 or 3 (fireworks) | cells nested so that each particle's particles multiply |
///
/// Those that a large legitimate document can need can be raised from the command line
/// (``raisableNames``: `--limit pixels=N`, `frames=N`, `document-bytes=N`, `lottie-bytes=N`,
/// `lottie-layers=N`, `lottie-keyframes=N`); each costs memory or time in proportion to it. The others guard against
/// documents built to explode (their cost multiplies, or recursion overflows the stack) and have
/// no use above their defaults.
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
    /// Bytes of a scene document (JSON or YAML) or an SVG drawing, read whole before parsing.
    public var documentFileSize = 64 << 20
    /// Bytes of a Lottie file: the JSON text, or a `.lottie` archive's animation entry unpacked.
    public var lottieFileSize = 64 << 20
    /// A Lottie composition's width and height, and a Lottie text's size, in points.
    public var lottieDimension = 16_384
    /// Layers in one Lottie file, counting every precomp instance.
    public var lottieLayers = 20_000
    /// Keyframes of one Lottie property.
    public var lottieKeyframes = 100_000
    /// Vertices of one Lottie bezier path.
    public var lottieVertices = 100_000
    /// Lottie precomps inside precomps.
    public var lottieNesting = 32
    /// Copies made by one Lottie repeater (more are clamped to it).
    public var lottieRepeaterCopies = 1_000
    /// Frames between a Lottie file's in and out points.
    public var lottieFrames = 1_000_000
    /// Items in one list of a dotLottie state machine (its states, a state's transitions, ...).
    public var lottieStateMachineItems = 10_000
    /// Events one dotLottie state machine handles from its start; beyond it the machine stops
    /// where it is, with a warning.
    public var lottieStateMachineEvents = 100_000
    /// Evaluations of After Effects expressions in one Lottie file, each expression sampled once
    /// a frame of its layer; the expressions beyond it are not run (their properties play their
    /// keyframes, with a warning).
    public var lottieExpressionEvaluations = 100_000
    /// JavaScript bytecode instructions one evaluation of a Lottie expression may run (counted,
    /// not timed, so a result does not depend on the machine); beyond it the expression fails.
    public var lottieExpressionInstructions = 20_000_000
    /// JavaScript bytecode instructions all of a Lottie file's expressions may run together;
    /// the expressions not yet run when they are spent are not run.
    public var lottieExpressionFileInstructions = 1_000_000_000
    /// Bytes a Lottie file's JavaScript heap (the expressions' engine) may hold, and four times
    /// what one evaluation may allocate (freed or not: native work such as copying texts grows
    /// with it); an allocation beyond either fails the expression that makes it.
    public var lottieExpressionMemory = 64 << 20
    /// Live particles drawn for one emitter; beyond it the first by cell and birth order are
    /// drawn and `inspect` says the emitter is over the limit.
    public var emitterParticles = 100_000
    /// Levels of `emitterCells` nested in a cell (a top-level cell is level 1).
    public var emitterCellDepth = 8

    /// Makes the default limits.
    public init() {}

    /// The defaults above.
    public static let standard = Limits()

    /// The names `--limit` takes for the limits the command line can raise.
    public static let raisableNames = ["pixels", "frames", "document-bytes", "lottie-bytes", "lottie-layers", "lottie-keyframes"]

    /// Sets the limit `name` (one of ``raisableNames``) to `value`; `false` for another name.
    public mutating func set(_ name: String, to value: Int) -> Bool {
        switch name {
        case "pixels": pixelsPerFrame = value
        case "frames": framesPerClip = value
        case "document-bytes": documentFileSize = value
        case "lottie-bytes": lottieFileSize = value
        case "lottie-layers": lottieLayers = value
        case "lottie-keyframes": lottieKeyframes = value
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
