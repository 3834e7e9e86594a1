import Foundation
import Lamina
import LaminaRender
import LaminaTesting
import Testing

/// Recording, CI, failure files, trees and pullback. Every test uses its own temporary
/// directories and an injected environment: the process environment is shared by parallel tests.
@Suite struct VerifySnapshotTests {
    /// A 40×30 timeline with one square of `color` that moves right by 20 points in one second.
    static func timeline(_ color: Color = .red) -> Timeline {
        let root = Layer()
        root.bounds = Rect(0, 0, 40, 30)
        root.anchorPoint = .zero
        let dot = Layer()
        dot.name = "dot"
        dot.bounds = Rect(0, 0, 10, 10)
        dot.position = Point(10, 15)
        dot.backgroundColor = color
        let move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 10.0
        move.toValue = 30.0
        move.duration = 1
        dot.add(move, forKey: "move")
        root.addSublayer(dot)
        return Timeline(rootLayer: root)
    }

    /// One folder for every test's failure artifacts, apart from the real failure directory
    /// (tests use unique snapshot names, so they do not collide).
    static let failureRoot = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-testing-failures")

    /// An environment that never touches the real temporary folder's failure directory.
    static func environment(_ variables: [String: String] = [:]) throws -> SnapshotEnvironment {
        var variables = variables
        try FileManager.default.createDirectory(at: failureRoot, withIntermediateDirectories: true)
        variables["TMPDIR"] = failureRoot.path
        return SnapshotEnvironment(variables: variables)
    }

    @Test func environmentVariablesChooseTheRecordMode() {
        let cases: [([String: String], SnapshotRecordMode)] = [
            ([:], .never), (["LAMINA_RECORD_SNAPSHOTS": ""], .never), (["LAMINA_RECORD_SNAPSHOTS": "0"], .never),
            (["LAMINA_RECORD_SNAPSHOTS": "1"], .all), (["LAMINA_RECORD_SNAPSHOTS": "true"], .all),
            (["LAMINA_RECORD_SNAPSHOTS": "missing"], .missing), (["LAMINA_RECORD_SNAPSHOTS": "Missing "], .missing),
            (["LAMINA_RECORD_SNAPSHOTS": "1", "CI": "true"], .never), (["LAMINA_RECORD_SNAPSHOTS": "missing", "CI": "1"], .never),
            (["LAMINA_RECORD_SNAPSHOTS": "1", "CI": "false"], .all),
        ]
        for (variables, mode) in cases {
            #expect(SnapshotEnvironment(variables: variables).recordMode == mode, "\(variables)")
        }
        #expect(SnapshotEnvironment(variables: ["LAMINA_RECORD_SNAPSHOTS": "please"]).unrecognizedRecordValue == "please")
        #expect(SnapshotEnvironment(variables: ["TMPDIR": "/x/y"]).failureDirectory.path == "/x/y/lamina-snapshot-failures")
    }

    @Test func recordModeWritesTheReferenceAndSaysRecorded() throws {
        let references = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: references) }
        let recording = try Self.environment(["LAMINA_RECORD_SNAPSHOTS": "missing"])
        let first = try #require(verifySnapshot(of: "hello\n", as: .lines, named: "greeting", environment: recording,
                                                snapshotDirectory: references))
        #expect(first.hasPrefix("Recorded snapshot 'greeting'"), "\(first)")
        let file = references.appendingPathComponent("greeting.txt")
        #expect(try String(contentsOf: file, encoding: .utf8) == "hello\n")
        // Recorded references are then compared, in record-missing mode as without recording.
        #expect(verifySnapshot(of: "hello\n", as: .lines, named: "greeting", environment: recording, snapshotDirectory: references) == nil)
        #expect(verifySnapshot(of: "hello\n", as: .lines, named: "greeting", environment: try Self.environment(),
                               snapshotDirectory: references) == nil)
        // `record: .all` overwrites.
        let again = verifySnapshot(of: "bye\n", as: .lines, named: "greeting", record: .all, environment: try Self.environment(),
                                   snapshotDirectory: references)
        #expect(again?.hasPrefix("Recorded") == true)
        #expect(try String(contentsOf: file, encoding: .utf8) == "bye\n")
    }

    @Test func ciNeverRecordsAndSaysHowToRecordLocally() throws {
        let references = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: references) }
        let ci = try Self.environment(["LAMINA_RECORD_SNAPSHOTS": "1", "CI": "true"])
        let message = try #require(verifySnapshot(of: "hello", as: .lines, named: "greeting", record: .all, environment: ci,
                                                  snapshotDirectory: references))
        #expect(message.contains("No reference snapshot 'greeting'"), "\(message)")
        #expect(message.contains("CI never records snapshots"), "\(message)")
        #expect(message.contains("LAMINA_RECORD_SNAPSHOTS=missing swift test --filter VerifySnapshotTests"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: references.appendingPathComponent("greeting.txt").path))
    }

    @Test func aMismatchWritesActualExpectedAndDifferenceImages() throws {
        let references = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: references) }
        let environment = try Self.environment()
        let strategy = SnapshotStrategy<Timeline, ImageBuffer>.image(at: 0, background: .white,
                                                                 maxChannelDifference: 8, maxDifferingShare: 0.01)
        _ = verifySnapshot(of: Self.timeline(.red), as: strategy, named: "dot", record: .all, environment: environment,
                           snapshotDirectory: references)
        #expect(verifySnapshot(of: Self.timeline(.red), as: strategy, named: "dot", environment: environment,
                               snapshotDirectory: references) == nil)

        let message = try #require(verifySnapshot(of: Self.timeline(.blue), as: strategy, named: "dot",
                                                  environment: environment, snapshotDirectory: references))
        // The 10×10 square is 100 of 1,200 pixels.
        #expect(message.contains("100 of 1200 pixels (8.33%) differ by more than 8"), "\(message)")
        let failures = environment.failureDirectory.appendingPathComponent("VerifySnapshotTests")
        #expect(message.contains(failures.appendingPathComponent("dot-{actual,expected,difference}.png").path), "\(message)")
        let actual = try readPNG(failures.appendingPathComponent("dot-actual.png"))
        let expected = try readPNG(failures.appendingPathComponent("dot-expected.png"))
        let difference = try readPNG(failures.appendingPathComponent("dot-difference.png"))
        #expect(actual == Renderer().render(snapshot: Self.timeline(.blue).presentation(at: 0), size: Size(40, 30),
                                            background: .white))
        #expect(expected == (try readPNG(references.appendingPathComponent("dot.png"))))
        #expect(difference.width == 40 && difference.height == 30)
    }

    @Test func treeTextIsStableAndReadable() throws {
        let strategy = SnapshotStrategy<Timeline, String>.tree(at: 0.5)
        let first = strategy.snapshot(Self.timeline()), second = strategy.snapshot(Self.timeline())
        #expect(first == second)
        #expect(strategy.pathExtension == "json")
        // Half way through the move, in a fixed key order, one key per line.
        #expect(first.hasPrefix("{\n  \"time\": 0.5,\n  \"state\": {},\n  \"layers\": [\n    {\n      \"name\": \"dot\",\n"), "\(first)")
        #expect(first.contains("\"position\": [20, 15],"), "\(first)")
        #expect(first.contains("\"backgroundColor\": [1, 0, 0, 1],"), "\(first)")

        let references = try temporaryDirectory()

        defer { try? FileManager.default.removeItem(at: references) }
        let environment = try Self.environment()
        _ = verifySnapshot(of: Self.timeline(), as: strategy, named: "tree", record: .all, environment: environment,
                           snapshotDirectory: references)
        #expect(verifySnapshot(of: Self.timeline(), as: strategy, named: "tree", environment: environment,
                               snapshotDirectory: references) == nil)
        // A change shows as the changed lines, numbered.
        let message = try #require(verifySnapshot(of: Self.timeline(), as: .tree(at: 0.75), named: "tree",
                                                  environment: environment, snapshotDirectory: references))
        #expect(message.contains("-2:   \"time\": 0.5,\n+2:   \"time\": 0.75,"), "\(message)")
        #expect(message.contains("-8:       \"position\": [20, 15],\n+8:       \"position\": [25, 15],"), "\(message)")
    }

    @Test func pullbackTransformsTheValueFirst() {
        let count = SnapshotStrategy<String, String>.lines.pullback { (n: Int) in "n = \(n)\n" }
        #expect(count.snapshot(3) == "n = 3\n")
        #expect(count.pathExtension == "txt")
        // The timeline image strategy is the snapshot strategy pulled back through presentation(at:).
        let fromTimeline = SnapshotStrategy<Timeline, ImageBuffer>.image(at: 1, background: .white).snapshot(Self.timeline())
        let fromSnapshot = SnapshotStrategy<LayerSnapshot, ImageBuffer>.image(background: .white)
            .snapshot(Self.timeline().presentation(at: 1))
        #expect(fromTimeline == fromSnapshot)
        #expect(fromTimeline.width == 40 && fromTimeline.height == 30)
    }

    @Test func defaultNamesComeFromTheTestFunction() throws {
        let references = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: references) }
        let message = verifySnapshot(of: "x", as: .lines, record: .all, environment: try Self.environment(),
                                     snapshotDirectory: references)
        #expect(message?.contains("defaultNamesComeFromTheTestFunction.txt") == true, "\(message ?? "")")
    }
}
