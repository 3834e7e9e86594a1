import Foundation
import Lamina
@testable import LaminaContent
import LaminaMedia
import LaminaRender
import LaminaSVG
import LaminaTestSupport
import LaminaYAML
import Testing

/// The fuzz target for scenes (JSON and YAML) and drawings (SVG): seeded mutations of the
/// examples and of every hostile input of issue #17, each loaded, played, inspected and drawn the
/// way the commands do. Every input either works or throws an error with a short message; a
/// crash, a hang or a memory abort is a finding.
///
/// A seeded mutation runner rather than libFuzzer (docs/testing.md, "The fuzz target"). `make test` runs a
/// bounded pass (a fixed number of inputs per format); `make fuzz` runs it for
/// `LAMINA_FUZZ_SECONDS` (default 3600) under a 4 GB address-space limit, from
/// `LAMINA_FUZZ_SEED`. Each input is written to `LAMINA_FUZZ_DIR` (default: a temporary folder)
/// before it runs, so a crash leaves it behind; a watchdog ends the process when one input runs
/// longer than `LAMINA_FUZZ_INPUT_SECONDS` (default 20), leaving the input as `hang.<ext>`.
@Suite struct ContentFuzzTests {
    enum Format: String, CaseIterable, Sendable {
        case json, yaml, svg

        var tokens: [String] {
            switch self {
            case .json: Mutator.jsonTokens
            case .yaml: Mutator.yamlTokens
            case .svg: Mutator.svgTokens
            }
        }
    }

    struct Settings {
        var seconds: Double?
        var inputsPerFormat: Int
        var seed: UInt64
        var folder: URL
        var inputSeconds: Double

        static func fromEnvironment() -> Settings {
            let env = ProcessInfo.processInfo.environment
            let folder = env["LAMINA_FUZZ_DIR"].map { URL(fileURLWithPath: $0) }
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("lamina-fuzz-\(getpid())")
            return Settings(seconds: env["LAMINA_FUZZ_SECONDS"].flatMap(Double.init),
                            inputsPerFormat: 200, seed: env["LAMINA_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x17_5EED,
                            folder: folder, inputSeconds: env["LAMINA_FUZZ_INPUT_SECONDS"].flatMap(Double.init) ?? 20)
        }
    }

    /// The documents mutations start from: the examples, and every hostile input of the issue.
    static func corpus(_ format: Format) throws -> [[UInt8]] {
        let examples = try FileManager.default.contentsOfDirectory(atPath: BuiltLamina.repositoryRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".\(format.rawValue)") }.sorted()
            .map { Array(try Data(contentsOf: BuiltLamina.repositoryRoot.appendingPathComponent("Examples/\($0)"))) }
        let onboarding = format == .svg
            ? try ["OnboardingPage1.svg", "OnboardingPage2.svg"].map {
                Array(try Data(contentsOf: BuiltLamina.repositoryRoot.appendingPathComponent("Sources/LaminaControls/Onboarding/\($0)")))
            } : []
        return examples + onboarding + HostileInputs.seeds(format.rawValue)
    }

    /// Loads `bytes` as the format says, then plays, inspects and draws it; `true` when it loaded.
    /// Errors must describe themselves in a short message.
    @discardableResult
    static func exercise(_ bytes: [UInt8], as format: Format, time: Double) -> Bool {
        do {
            let composition: Composition
            switch format {
            case .json:
                composition = Composition(document: try SceneDocument(jsonData: Data(bytes), fileName: "fuzz.json"), name: "fuzz.json")
            case .yaml:
                composition = Composition(document: try SceneDocument(yamlData: Data(bytes), fileName: "fuzz.yaml"), name: "fuzz.yaml")
            case .svg:
                let drawing = try SVGImporter().importDocument(data: Data(bytes), fileName: "fuzz.svg")
                // `import-svg`: the drawing written as a scene, in both formats, and read back.
                let document = SceneWriter.document(size: drawing.size, layers: drawing.layer.sublayers)
                _ = try? SceneDocument(jsonData: Data(document.rendered().utf8), fileName: "imported.json")
                _ = try? SceneDocument(yaml: document.renderedYAML(), fileName: "imported.yaml")
                composition = Composition(drawing: drawing, name: "fuzz.svg")
            }
            let playback = try composition.playback()
            let snapshot = playback.advance(to: time)
            _ = playback.inspect(at: time).rendered()
            // `render --size 48x48`, and at the document's own size when that is small (the
            // exporter refuses frames over the pixel limit before drawing).
            let renderer = Renderer()
            let small = Size(width: 48, height: 48)
            _ = renderer.render(DisplayList(snapshot: composition.placement(in: small).apply(to: snapshot), size: small))
            if composition.size.width * composition.size.height <= 256 * 256 {
                _ = renderer.render(DisplayList(snapshot: snapshot, size: composition.size), scale: 2)
            }
            // As the window and export draw: frames through frame renderers (damage tracked),
            // from a playback that leaves out what lies under invisible layers, exported through
            // the pipeline by three workers (runs of two frames, so each draws some) and by one:
            // the same pixels, and no frame that never arrives.
            let drawn = try composition.drawingPlayback()
            let lists = (0..<6).map { i in
                DisplayList(snapshot: composition.placement(in: small).apply(to: drawn.advance(to: time + 0.1 * Double(i))), size: small)
            }
            var exported: [[ImageBuffer]] = []
            for workers in [3, 1] {
                let frames = ClipFrames(lists, scale: 1, background: nil, runLength: 2)
                var images: [ImageBuffer] = []
                try FramePipeline(workers: workers, runLength: 2, stallTimeout: 30)
                    .run(frameCount: frames.count, render: frames.frame) { _, image in images.append(image) }
                exported.append(images)
            }
            #expect(exported[0] == exported[1], "frames exported by three workers differ from one worker's")
            return true
        } catch {
            // A frame that never arrives is a hang, not a refusal.
            #expect(!(error is MediaError), "\(error)")
            let message = "\(error)"
            #expect(!message.isEmpty && message.count < 1_000, "an unclear message: \(message.prefix(2_000))")
            return false
        }
    }

    /// A JSON document with one value changed and still valid JSON, so that it reaches past the
    /// parser: a number made extreme, a list or object repeated or nested, a value dropped.
    static func mutateStructure(_ bytes: [UInt8], using g: inout SeededGenerator) -> [UInt8]? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else { return nil }
        let extremes: [Any] = [1e20, -1e20, 1e308, -1e308, 0, -1, 40000, 10000, 1e-300, 3.5]
        func mutate(_ value: Any, depth: Int) -> Any {
            if depth > 0, Int.random(in: 0..<4, using: &g) > 0 {
                switch value {
                case let object as [String: Any] where !object.isEmpty:
                    var object = object
                    let key = object.keys.sorted().randomElement(using: &g)!
                    object[key] = mutate(object[key]!, depth: depth - 1)
                    return object
                case let array as [Any] where !array.isEmpty:
                    var array = array
                    let index = Int.random(in: 0..<array.count, using: &g)
                    array[index] = mutate(array[index], depth: depth - 1)
                    return array
                default:
                    break
                }
            }
            switch Int.random(in: 0..<6, using: &g) {
            case 0, 1: return extremes.randomElement(using: &g)!
            case 2: return Array(repeating: value, count: Int.random(in: 2...50, using: &g))
            case 3: return ["sublayers": [value], "type": ["layer", "replicator", "shape"].randomElement(using: &g)!]
            case 4: return value is NSNumber ? "x" : NSNull()
            default: return [value, value]
            }
        }
        let mutated = mutate(root, depth: Int.random(in: 1...8, using: &g))
        return (try? JSONSerialization.data(withJSONObject: mutated, options: [.fragmentsAllowed])).map(Array.init)
    }

    /// Ends the process when one input runs too long, leaving the input behind as `hang.<ext>`.
    final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var started: Date?
        private var input: (bytes: [UInt8], format: Format)?

        init(folder: URL, limit: Double) {
            let thread = Thread { [self] in
                while true {
                    Thread.sleep(forTimeInterval: 0.25)
                    lock.lock()
                    let overdue = started.map { Date().timeIntervalSince($0) > limit } ?? false
                    let current = input
                    lock.unlock()
                    if overdue, let current {
                        let url = folder.appendingPathComponent("hang.\(current.format.rawValue)")
                        try? Data(current.bytes).write(to: url)
                        FileHandle.standardError.write(Data("fuzz: an input ran longer than \(limit) s: \(url.path)\n".utf8))
                        exit(3)
                    }
                }
            }
            thread.start()
        }

        func begin(_ bytes: [UInt8], _ format: Format) {
            lock.lock(); defer { lock.unlock() }
            started = Date()
            input = (bytes, format)
        }

        func end() {
            lock.lock(); defer { lock.unlock() }
            started = nil
            input = nil
        }
    }

    /// Runs the mutation loop: `inputsPerFormat` inputs of each format, or for `seconds`.
    static func run(_ settings: Settings) throws -> (inputs: Int, loaded: Int) {
        try FileManager.default.createDirectory(at: settings.folder, withIntermediateDirectories: true)
        let watchdog = Watchdog(folder: settings.folder, limit: settings.inputSeconds)
        var g = SeededGenerator(seed: settings.seed)
        let corpora = try Dictionary(uniqueKeysWithValues: Format.allCases.map { ($0, try corpus($0)) })
        let examples = Dictionary(uniqueKeysWithValues: Format.allCases.map {
            ($0, corpora[$0]!.count - HostileInputs.seeds($0.rawValue).count)
        })
        let mutators = Dictionary(uniqueKeysWithValues: Format.allCases.map { ($0, Mutator(tokens: $0.tokens)) })
        let start = Date()
        var inputs = 0, loaded = 0
        var nextReport = 60.0
        func more() -> Bool {
            if let seconds = settings.seconds { return Date().timeIntervalSince(start) < seconds }
            return inputs < settings.inputsPerFormat * Format.allCases.count
        }
        while more() {
            let format = Format.allCases[inputs % Format.allCases.count]
            let corpus = corpora[format]!
            // The examples half the time: most hostile seeds are refused before they play.
            var input = Bool.random(using: &g) ? corpus[Int.random(in: 0..<examples[format]!, using: &g)]
                : corpus.randomElement(using: &g)!
            // Mutations stack now and then, reaching further from the corpus.
            if format == .json, Bool.random(using: &g), let mutated = Self.mutateStructure(input, using: &g) {
                input = mutated
            } else {
                for _ in 0..<(Int.random(in: 0..<8, using: &g) == 0 ? 2 : 1) {
                    input = mutators[format]!.mutate(input, splicing: corpus, using: &g)
                }
            }
            let current = settings.folder.appendingPathComponent("current.\(format.rawValue)")
            try Data(input).write(to: current)
            watchdog.begin(input, format)
            if exercise(input, as: format, time: Double.random(in: 0...3, using: &g)) { loaded += 1 }
            watchdog.end()
            inputs += 1
            if settings.seconds != nil, Date().timeIntervalSince(start) > nextReport {
                nextReport += 60
                print("fuzz: \(inputs) inputs, \(loaded) loaded, \(Int(Date().timeIntervalSince(start))) s")
            }
        }
        print("fuzz: seed \(settings.seed): \(inputs) inputs (\(loaded) loaded) in \(Int(Date().timeIntervalSince(start))) s, no crash, hang or memory abort")
        try? FileManager.default.removeItem(at: settings.folder.appendingPathComponent("current.json"))
        try? FileManager.default.removeItem(at: settings.folder.appendingPathComponent("current.yaml"))
        try? FileManager.default.removeItem(at: settings.folder.appendingPathComponent("current.svg"))
        return (inputs, loaded)
    }

    @Test func mutatedScenesAndDrawingsLoadOrFailWithAMessage() throws {
        let (inputs, loaded) = try Self.run(.fromEnvironment())
        #expect(inputs > 0 && loaded > 0 && loaded < inputs)
    }

}
