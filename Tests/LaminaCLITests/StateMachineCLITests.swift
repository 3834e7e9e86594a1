import Foundation
@testable import lamina
import LaminaTestSupport
import Testing

/// `--state-machine ID` with `--events` (a file or inline JSON): parsed into the loader's
/// options in-process, and run through the built program on an archive made with `zip`.
@Suite struct StateMachineCLITests {
    /// An archive whose animation's layer "Button" (a square at (25, 50)) is red to frame 29 and
    /// blue from 30, and whose machine "tap" plays frames 30-60 once a pointer goes down on it.
    static func archive(in folder: URL) throws -> URL {
        let key = #"{"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}"#
        let fill = #"{"ty":"fl","nm":"Fill 1","c":{"a":1,"k":[\#(key),"t":0,"s":[1,0,0,1]},\#(key),"t":29,"s":[1,0,0,1]},{"t":30,"s":[0,0,1,1]}]},"o":{"a":0,"k":100}}"#
        let square = #"{"ty":"gr","nm":"Group","it":[{"ty":"rc","nm":"Rect","p":{"a":0,"k":[25,50]},"s":{"a":0,"k":[30,30]},"r":{"a":0,"k":0}},\#(fill)]}"#
        let animation = #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":100,"markers":[{"cm":"idle","tm":0,"dr":30},{"cm":"pressed","tm":30,"dr":30}],"layers":[{"ty":4,"nm":"Button","ind":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[\#(square)]}]}"#
        let machine = #"""
            {"initial":"idle","states":[
              {"type":"PlaybackState","name":"idle","animation":"","segment":"idle","loop":true,"autoplay":true,
               "transitions":[{"type":"Transition","toState":"pressed","guards":[{"type":"Event","inputName":"press"}]}]},
              {"type":"PlaybackState","name":"pressed","animation":"","segment":"pressed","autoplay":true}],
             "interactions":[{"type":"PointerDown","layerName":"Button","actions":[{"type":"Fire","inputName":"press"}]}],
             "inputs":[{"type":"Event","name":"press"}]}
            """#
        let contents = folder.appendingPathComponent("contents")
        for (path, text) in ["manifest.json": #"{"version":"2","animations":[{"id":"main"}],"stateMachines":[{"id":"tap"}]}"#,
                             "a/main.json": animation, "s/tap.json": machine] {
            let url = contents.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let zip = Process()
        zip.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
        zip.arguments = ["-q", "-r", "../button.lottie", "manifest.json", "a", "s"]
        zip.currentDirectoryURL = contents
        // `zip` is a bootstrap package: without it this fails rather than skipping.
        try zip.run()
        zip.waitUntilExit()
        guard zip.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        return folder.appendingPathComponent("button.lottie")
    }

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
