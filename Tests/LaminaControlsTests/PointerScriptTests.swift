import Foundation
import Lamina
import LaminaControls
import Testing

@Suite struct PointerScriptTests {
    @Test func pressesBecomeDownAndUpInTimeOrder() {
        let script = PointerScript.presses([(2, 3), (0.5, 1)], at: Point(10, 10))
        #expect(script.events.map(\.time) == [0.5, 1, 2, 3])
        #expect(script.events.map(\.phase) == [.down, .up, .down, .up])
    }

    @Test func parsesPressRanges() throws {
        let range = try PointerScript.parsePress("0.5:2")
        #expect(range.start == 0.5 && range.end == 2)
        for bad in ["2", "a:b", "2:1", "-1:2", "1:1", "1:2:3"] {
            #expect(throws: PointerScript.InputError.self) { try PointerScript.parsePress(bad) }
        }
    }

    @Test func deliversDueEventsThroughHitTesting() {
        let root = Layer()
        root.bounds = Rect(0, 0, 100, 100)
        root.anchorPoint = .zero
        let button = Layer()
        button.frame = Rect(0, 0, 50, 50)
        root.addSublayer(button)
        let timeline = Timeline(rootLayer: root)
        var log: [String] = []
        button.pointerHandler = { event, _ in log.append("\(event.phase.rawValue) \(timeline.currentTime)") }
        var script = PointerScript.presses([(1, 2)], at: Point(25, 25))
        script.deliver(upTo: 1.5, to: timeline)
        #expect(log == ["down 1.0"])
        #expect(script.events.count == 1)
        script.deliver(upTo: 5, to: timeline)
        #expect(log == ["down 1.0", "up 2.0"])
    }

    @Test func readsEventsFilesAndNamesTheProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("events.json")
        try Data(#"[{"type": "down", "time": 0.5, "x": 1, "y": 2}, {"type": "cancel", "time": 0.25, "x": 1, "y": 2, "pointer": 1}]"#.utf8)
            .write(to: good)
        let script = try PointerScript(contentsOf: good)
        #expect(script.events.map(\.phase) == [.cancel, .down])
        #expect(script.events[0].pointerID == 1)
        let cases: [(String, String)] = [
            (#"{"type": "down"}"#, "expected a JSON array"),
            (#"[{"type": "tap", "time": 0, "x": 0, "y": 0}]"#, "[0].type"),
            (#"[{"type": "down", "time": "soon", "x": 0, "y": 0}]"#, "[0].time: expected a number"),
            (#"[{"type": "down", "time": -1, "x": 0, "y": 0}]"#, "[0].time: must not be negative"),
            (#"[{"type": "down", "time": 0, "x": 0}]"#, "[0].y: expected a number"),
            (#"[{"type": "down", "time": 0, "x": 0, "y": 0, "force": 1}]"#, "[0].force: unknown key"),
        ]
        for (text, phrase) in cases {
            let file = folder.appendingPathComponent("bad.json")
            try Data(text.utf8).write(to: file)
            do {
                _ = try PointerScript(contentsOf: file)
                Issue.record("\(text) should not load")
            } catch {
                #expect(error.description.contains("bad.json: "), "\(error)")
                #expect(error.description.contains(phrase), "\(error)")
            }
        }
    }
}
