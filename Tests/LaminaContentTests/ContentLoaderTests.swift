import Foundation
import LaminaTestSupport
import Testing
import Lamina
import LaminaContent
import LaminaControls

/// Every producer through the loader: scene files, an SVG drawing, each built-in control.
@Suite struct ContentLoaderTests {
    static func example(_ name: String) -> String {
        BuiltLamina.repositoryRoot.appendingPathComponent("Examples").appendingPathComponent(name).path
    }

    @Test(arguments: [("spinner.json", Size(120, 120), 1.0), ("transactions.json", Size(300, 200), 3),
                      ("stroke.yaml", Size(300, 300), 2)])
    func sceneFiles(file: String, size: Size, duration: Double) throws {
        let composition = try ContentLoader.composition(for: Self.example(file))
        #expect(composition.size == size)
        #expect(composition.duration == duration)
        #expect(composition.fps == 60)
        #expect(composition.name == Self.example(file))
        #expect(try composition.playback().timeline.rootLayer.bounds.size == size)
    }

    @Test func svgDrawingIsAStill() throws {
        var warnings: [String] = []
        let composition = try ContentLoader.composition(for: Self.example("desk.svg")) { warnings.append("\($0)") }
        #expect(composition.size == Size(320, 240))
        #expect(composition.duration == 1.0 / 60 && composition.fps == 60)
        #expect(composition.background == nil)
        // Nothing in a still moves: the tree at 5 s shows what it showed at 0 (only the
        // snapshots' local times differ, and neither drawing nor inspect reads them).
        func shown(_ snapshot: LayerSnapshot) -> String { InspectReport(time: 0, root: snapshot).rendered() }
        let playback = try composition.playback()
        let first = playback.advance(to: 0)
        #expect(shown(playback.advance(to: 5)) == shown(first))
        #expect(try shown(composition.playback().advance(to: 0)) == shown(first))
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// Each control's canvas, default duration and frame rate with no options.
    @Test(arguments: [
        ("activity-indicator", Size(240, 240), max(2 * ActivityIndicatorStyle.classic.period, 1)),
        ("drop-indicator", Size(200, 200), 3),
        ("onboarding", Size(340, 480), 7),
        ("record-button", Size(240, 240), 2),
        ("recording-meter", Size(240, 240), 2),
    ])
    func builtInControls(name: String, size: Size, duration: Double) throws {
        let composition = try ContentLoader.composition(for: name)
        #expect(composition.name == name)
        #expect(composition.size == size)
        #expect(abs(composition.duration - duration) < 1e-12)
        #expect(composition.fps == 60)
        let playback = try composition.playback()
        #expect(playback.timeline.rootLayer.bounds.size == size)
        #expect(!playback.state().isEmpty)
    }

    @Test func everyBuiltInControlIsTested() {
        #expect(BuiltInControls.names == ["activity-indicator", "drop-indicator", "onboarding", "record-button",
                                          "recording-meter"])
    }

    @Test func controlOptionsShapeTheComposition() throws {
        var options = BuiltInControl.Options()
        options.press = ["0.5:2"]
        options.size = Size(100, 100)
        let meter = try ContentLoader.composition(for: "recording-meter", options: options)
        // 100 points and a 20-point margin; a second after the last scripted event.
        #expect(meter.size == Size(140, 140) && meter.duration == 3)
        let playback = try meter.playback()
        playback.advance(to: 1)
        let recording = playback.state().first { $0.key == "recording" }?.value
        #expect(recording == .bool(true))
        // Presenting does not deliver the scripted release at 2 s.
        _ = playback.presentation(at: 2.5)
        #expect(playback.state().first { $0.key == "recording" }?.value == .bool(true))
    }

    @Test func aControlRefusesAnOptionItDoesNotTake() throws {
        var options = BuiltInControl.Options()
        options.style = "dots"
        #expect(throws: ControlOptionError("--style does not apply to recording-meter")) {
            try ContentLoader.composition(for: "recording-meter", options: options)
        }
        options.pageAt = [1]
        #expect(throws: ControlOptionError("--style, --page-at do not apply to record-button")) {
            try BuiltInControls.named("record-button")!.composition(options)
        }
        var drops = BuiltInControl.Options()
        drops.drops = 3
        #expect(throws: ControlOptionError("--drops does not apply to onboarding")) {
            try ContentLoader.composition(for: "onboarding", options: drops)
        }
        drops.drops = 400
        #expect(throws: ControlOptionError("--drops 400: must be a whole number from 1 to 360")) {
            try ContentLoader.composition(for: "drop-indicator", options: drops)
        }
    }

    @Test func eachControlDeclaresWhatItTakes() throws {
        for control in BuiltInControls.all {
            let taken = control.options.map(\.name)
            #expect(taken == BuiltInControl.Option.Name.allCases.filter(taken.contains), "\(control.name): in flag order")
            #expect(taken.contains(.size), "\(control.name)")
            for option in control.options where !option.allowedValues.isEmpty {
                #expect(option.defaultValue.map(option.allowedValues.contains) ?? true, "\(control.name) \(option.name)")
            }
        }
        let activity = try #require(BuiltInControls.named("activity-indicator"))
        #expect(activity.options.first { $0.name == .style }?.allowedValues == ActivityIndicatorStyle.names)
    }

    @Test func unknownNamesAndOptionsForFilesAreErrors() {
        let unknown = "no such file or built-in control (built-in controls: activity-indicator, drop-indicator, onboarding, record-button, recording-meter)"
        #expect(throws: SceneError(fileName: "nothing-here", path: "", message: unknown)) {
            try ContentLoader.composition(for: "nothing-here")
        }
        var options = BuiltInControl.Options()
        options.press = ["1:2"]
        let file = Self.example("spinner.json")
        #expect(throws: SceneError(fileName: file, path: "",
                                   message: "control options such as --press apply to built-in controls, not to scene files")) {
            try ContentLoader.composition(for: file, options: options)
        }
    }
}
