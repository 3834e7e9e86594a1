import Foundation
@testable import lamina
import LaminaTestSupport
import Testing

/// `--state-machine ID` with `--events` (a file or inline JSON): parsed into the loader's
/// options in-process, and run through the built program on an archive made with `zip`.
@Suite struct StateMachineCLITests {
    static func archive(in folder: URL) throws -> URL { try DotLottieFixtures.buttonArchive(in: folder) }

    static func state(_ run: LaminaProgramTests.Run) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try #require(object["state"] as? [String: Any])
    }

    @Test func theOptionsReachTheLoader() throws {
        let inspect = try #require(try LaminaCommand.parseAsRoot(
            ["inspect", "b.lottie", "--state-machine", "tap", "--events", #"[{"type":"fire","time":1,"input":"press"}]"#]) as? InspectCommand)
        #expect(inspect.lottie.options.stateMachine == "tap")
        #expect(inspect.control.values.events == #"[{"type":"fire","time":1,"input":"press"}]"#)
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
    func aPointerDownOnTheButtonChangesTheStateAndTheFrame() throws {
        let folder = try LaminaProgramTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.archive(in: folder).path
        let events = #"[{"type":"down","time":0.5,"x":25,"y":50}]"#
        let pressed = try LaminaProgramTests.run(["inspect", file, "--state-machine", "tap", "--events", events, "--time", "1"], in: folder)
        #expect(pressed.status == 0, "\(pressed.stderr)")
        let state = try Self.state(pressed)
        #expect(state["state"] as? String == "pressed")
        #expect(state["frame"] as? Double == 45)
        // The same input from a file, pressing beside the button: still idle.
        let beside = folder.appendingPathComponent("beside.json")
        try Data(#"[{"type":"down","time":0.5,"x":80,"y":50}]"#.utf8).write(to: beside)
        let idle = try LaminaProgramTests.run(["inspect", file, "--state-machine", "tap", "--events", beside.path, "--time", "1"], in: folder)
        #expect(try Self.state(idle)["state"] as? String == "idle")
        let png = folder.appendingPathComponent("pressed.png").path
        let render = try LaminaProgramTests.run(["render", file, "--state-machine", "tap", "--events", events, "--time", "1", "-o", png], in: folder)
        #expect(render.status == 0, "\(render.stderr)")
    }

    @Test(.enabled(if: BuiltLamina.binary != nil, "the lamina binary is not built"))
    func badInputIsNamed() throws {
        let folder = try LaminaProgramTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.archive(in: folder).path
        let badEvents = try LaminaProgramTests.run(["inspect", file, "--state-machine", "tap", "--events", #"[{"type":"jump","time":1}]"#], in: folder)
        #expect(badEvents.status == 1)
        #expect(badEvents.stderr == "lamina: --events: [0].type: unknown type \"jump\"; expected one of down, up, move, cancel, click, set, fire\n")
        let unknown = try LaminaProgramTests.run(["inspect", file, "--state-machine", "tapp"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasSuffix("no state machine \"tapp\"; the archive has \"tap\"\n"), "\(unknown.stderr)")
    }
}
