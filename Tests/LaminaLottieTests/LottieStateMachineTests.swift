import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import LaminaTestSupport
import Testing

/// dotLottie state machines: parsing each structure, guards of each kind, pointer events on
/// named layers changing the frame drawn, frames independent of the order they are drawn in, and
/// bad or hostile machines that end with a message instead of a hang.
@Suite struct LottieStateMachineTests {
    /// 100 × 100 at 30 fps, frames 0-60, markers "idle" (0-30) and "pressed" (30-60); the layer
    /// "Button", a 30-point square at (25, 50), is red to frame 29 and blue from frame 30.
    static let animation: String = {
        let square = #"{"ty":"gr","nm":"Group","it":[{"ty":"rc","nm":"Rect","p":{"a":0,"k":[25,50]},"s":{"a":0,"k":[30,30]},"r":{"a":0,"k":0}},{"ty":"fl","nm":"Fill 1","c":{"a":1,"k":[{"t":0,"s":[1,0,0,1],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":29,"s":[1,0,0,1],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[0,0,1,1]}]},"o":{"a":0,"k":100}}]}"#
        return lottieJSON(shapeLayer("Button", shapes: square),
                          markers: #"[{"cm":"idle","tm":0,"dr":30},{"cm":"pressed","tm":30,"dr":30}]"#)
    }()

    /// Idle loops its marker; a pointer down on "Button" fires "press" and plays "pressed" once;
    /// its end sets "done", which sends it back to idle.
    static let machine = #"""
        {"initial":"idle","states":[
          {"type":"PlaybackState","name":"idle","animation":"","segment":"idle","loop":true,"autoplay":true,
           "transitions":[{"type":"Transition","toState":"pressed","guards":[{"type":"Event","inputName":"press"}]}]},
          {"type":"PlaybackState","name":"pressed","animation":"","segment":"pressed","autoplay":true,
           "transitions":[{"type":"Transition","toState":"idle","guards":[{"type":"Boolean","inputName":"done","conditionType":"Equal","compareTo":true}]}]}],
         "interactions":[{"type":"PointerDown","layerName":"Button","actions":[{"type":"Fire","inputName":"press"}]},
                         {"type":"OnComplete","stateName":"pressed","actions":[{"type":"SetBoolean","inputName":"done","value":true}]}],
         "inputs":[{"type":"Event","name":"press"},{"type":"Boolean","name":"done","value":false}]}
        """#

    static func archive(machine: String = machine) throws -> URL {
        try LottieSlotsAndThemesTests.archive([
            "manifest.json": #"{"version":"2","animations":[{"id":"main"}],"stateMachines":[{"id":"tap"}],"initial":{"animation":"main","stateMachine":"tap"}}"#,
            "a/main.json": animation, "s/tap.json": machine])
    }

    static func parseMachine(_ json: String, limits: Limits = .standard) throws -> LottieStateMachine {
        try LottieStateMachine(data: Data(json.utf8), id: "m", fileName: "x.lottie", entry: "s/m.json", limits: limits)
    }

    /// An engine over the test animation, with no layers to hit.
    static func engine(_ json: String, inputs: [LottieStateMachineInput] = [], limits: Limits = .standard) throws -> LottieStateMachineEngine {
        LottieStateMachineEngine(machine: try parseMachine(json), clips: ["main": .init(try parse(animation))],
                                 initialAnimation: "main", inputs: inputs, limits: limits) { _, _, _ in false }
    }

    /// The colour at (x, y) of the frame at `time`, straight RGB over white.
    static func color(_ snapshot: LayerSnapshot, x: Int, y: Int) -> [Int] {
        let image = Renderer().render(snapshot: snapshot, size: Size(width: 100, height: 100), background: .white)
        let i = y * image.bytesPerRow + x * 4
        return [Int(image.pixels[i + 2]), Int(image.pixels[i + 1]), Int(image.pixels[i])]
    }

    // MARK: Parsing

    @Test func everyStructureParses() throws {
        let machine = try Self.parseMachine(#"""
            {"initial":"a","states":[
              {"type":"PlaybackState","name":"a","animation":"main","segment":"idle","loop":true,"loopCount":3,"autoplay":true,
               "mode":"Bounce","speed":2,"final":false,
               "entryActions":[{"type":"Increment","inputName":"n","value":2},{"type":"SetRandom","inputName":"n","min":1,"max":3,"integer":true}],
               "exitActions":[{"type":"Reset","inputName":"n"},{"type":"SetTheme","value":"dark"}],
               "transitions":[{"type":"Tweened","toState":"b","duration":0.5,"easing":[0,0,1,1],
                               "guards":[{"type":"Numeric","inputName":"n","conditionType":"GreaterThan","compareTo":"$limit"}]}]},
              {"type":"PlaybackState","name":"b","animation":"","transitions":[]},
              {"type":"GlobalState","name":"g","transitions":[
                {"type":"Transition","toState":"a","guards":[{"type":"String","inputName":"s","conditionType":"Equal","compareTo":"go"},
                                                            {"type":"Boolean","inputName":"f","conditionType":"NotEqual","compareTo":false},
                                                            {"type":"Event","inputName":"e"}]}]}],
             "interactions":[{"type":"Click","layerName":"Button","actions":[{"type":"Toggle","inputName":"f"},{"type":"SetFrame","value":10}]},
                             {"type":"PointerMove","actions":[{"type":"SetProgress","value":"$n"}]},
                             {"type":"OnLoopComplete","stateName":"a","actions":[{"type":"Fire","inputName":"e"},{"type":"FireCustomEvent","value":"hi"}]}],
             "inputs":[{"type":"Numeric","name":"n","value":1},{"type":"Numeric","name":"limit","value":5},
                       {"type":"String","name":"s","value":"x"},{"type":"Boolean","name":"f","value":true},{"type":"Event","name":"e"}]}
            """#)
        #expect(machine.initial == "a")
        #expect(machine.states.map(\.name) == ["a", "b", "g"])
        let a = try #require(machine.states.first?.playback)
        #expect(a.mode == .bounce && a.speed == 2 && a.loops && a.loopCount == 3 && a.autoplay && a.segment == "idle")
        #expect(machine.states[0].transitions[0].tweenDuration == 0.5)
        #expect(machine.states[0].transitions[0].guards == [.numeric(input: "n", .greaterThan, .input("limit"))])
        #expect(machine.states[0].entryActions[1] == .setRandom(input: "n", min: .number(1), max: .number(3), integer: true))
        #expect(machine.globalState?.name == "g")
        #expect(machine.globalState?.transitions[0].guards[1] == .boolean(input: "f", .notEqual, .boolean(false)))
        #expect(machine.interactions.map(\.kind) == [.click, .pointerMove, .onLoopComplete])
        #expect(machine.interactions[0].layerName == "Button")
        #expect(machine.inputs.map(\.initialValue) == [.number(1), .number(5), .string("x"), .boolean(true), .event])
        #expect(machine.warnings.isEmpty)
    }

    @Test func theOlderKeyNamesAreRead() throws {
        let machine = try Self.parseMachine(#"""
            {"initial":"a","states":[{"type":"PlaybackState","name":"a","animation":"","transitions":[
              {"type":"Transition","toState":"a","guards":[{"type":"Event","triggerName":"go"}]}]}],
             "triggers":[{"type":"Event","name":"go"}],"listeners":[{"type":"PointerDown","actions":[{"type":"Fire","triggerName":"go"}]}]}
            """#)
        #expect(machine.inputs.map(\.name) == ["go"])
        #expect(machine.interactions.first?.actions == [.fire(input: "go")])
    }

    @Test(arguments: [
        (#"{"initial":"nowhere","states":[{"type":"PlaybackState","name":"a","animation":""}]}"#,
         #"x.lottie: s/m.json: initial: no state "nowhere"; the states are "a""#),
        (#"{"initial":"a","states":[{"type":"PlaybackState","name":"a","animation":"","transitions":[{"type":"Transition","toState":"b"},{"type":"Transition","toState":"a"}]}]}"#,
         #"x.lottie: s/m.json: states[0].transitions: more than one transition without guards; a state has one at most"#),
        (#"{"initial":"a","states":[{"type":"Dance","name":"a"}]}"#,
         #"x.lottie: s/m.json: states[0].type: unknown type "Dance"; expected one of PlaybackState, GlobalState"#),
        (#"{"initial":"a","states":[{"type":"PlaybackState","name":"a","animation":"","transitions":[{"type":"Transition","toState":"a","guards":[{"type":"Numeric","inputName":"n","conditionType":"Equal","compareTo":"$m"}]}]}]}"#,
         #"x.lottie: s/m.json: states[0].transitions[0].guards[0]: no input "m"; the inputs are none"#),
        (#"{"initial":"a","states":[{"type":"PlaybackState","name":"a","animation":"","transitions":[{"type":"Transition","toState":"a","guards":[{"type":"Event","inputName":"go"}]}]}]}"#,
         #"x.lottie: s/m.json: states[0].transitions[0].guards[0]: no input "go"; the inputs are none"#),
        (#"{"initial":"a","states":[{"type":"PlaybackState","name":"a","animation":""}],"inputs":[{"type":"Boolean","name":"b"}],"interactions":[{"type":"PointerDown","actions":[{"type":"Fire","inputName":"b"}]}]}"#,
         #"x.lottie: s/m.json: interactions[0].actions[0]: input "b" is not an event"#),
        (#"{"initial":"a","states":[{"type":"PlaybackState","name":"a","animation":""},{"type":"PlaybackState","name":"a","animation":""}]}"#,
         #"x.lottie: s/m.json: states[1].name: a second state named "a""#),
        (#"{"initial":"a","states":[{"type":"PlaybackState","name":"a","animation":"","speed":-1}]}"#,
         #"x.lottie: s/m.json: states[0].speed: expected a speed above 0 and at most 1000"#),
        (#"{"states":[]}"#, #"x.lottie: s/m.json: (top level): missing "initial""#),
        ("[1", "x.lottie: s/m.json: not valid JSON"),
    ])
    func aBadMachineIsRefusedNamingThePlace(json: String, message: String) {
        #expect(throws: LottieError.self) { try Self.parseMachine(json) }
        do { _ = try Self.parseMachine(json) } catch { #expect("\(error)" == message) }
    }

    @Test func whatOnlyDoesNothingIsAWarning() throws {
        let json = #"""
            {"initial":"a","states":[{"type":"PlaybackState","name":"a","animation":"",
              "entryActions":[{"type":"Increment","inputName":"missing"}],
              "transitions":[{"type":"Transition","toState":"gone","guards":[{"type":"Boolean","inputName":"nope","conditionType":"Equal","compareTo":true}]}]}]}
            """#
        let machine = try Self.parseMachine(json)
        #expect(machine.warnings == [
            #"s/m.json: states[0].transitions[0].toState: no state "gone"; the states are "a"; the transition is never taken"#,
            #"s/m.json: states[0].entryActions[0]: no input "missing"; the inputs are none; the action does nothing"#,
        ])
        let engine = try Self.engine(json)
        engine.advance(to: 5)
        #expect(engine.currentState == "a")
    }

    @Test func listsAreCountedAgainstTheLimit() {
        var limits = Limits.standard
        limits.lottieStateMachineItems = 2
        let states = (0..<3).map { #"{"type":"PlaybackState","name":"s\#($0)","animation":""}"# }.joined(separator: ",")
        do {
            _ = try Self.parseMachine(#"{"initial":"s0","states":[\#(states)]}"#, limits: limits)
            Issue.record("three states should exceed a limit of two")
        } catch {
            #expect("\(error)" == "x.lottie: s/m.json: states: 3 items, more than the 2 a state machine's list may have")
        }
    }

    // MARK: Guards

    /// A machine that moves from "a" to "b" when `guard` holds, with the inputs `inputs`.
    static func oneGuard(_ guardJSON: String, inputs: String) -> String {
        #"""
        {"initial":"a","states":[
          {"type":"PlaybackState","name":"a","animation":"","transitions":[{"type":"Transition","toState":"b","guards":[\#(guardJSON)]}]},
          {"type":"PlaybackState","name":"b","animation":""}],"inputs":[\#(inputs)]}
        """#
    }

    /// Each comparison, from an initial value where it does not hold to a value set at 1 s.
    @Test(arguments: [
        ("GreaterThan", 5.0, 6.0, true), ("GreaterThan", 5, 5, false), ("GreaterThanOrEqual", 5, 5, true),
        ("LessThan", 5, 4, true), ("LessThan", 5, 5, false), ("LessThanOrEqual", 5, 5, true),
        ("Equal", 5, 5, true), ("Equal", 5, 4, false), ("NotEqual", 5, 4, true), ("NotEqual", 5, 5, false),
    ])
    func numericGuards(condition: String, compareTo: Double, value: Double, moves: Bool) throws {
        let initial = condition.hasPrefix("Less") ? 100 : condition == "NotEqual" ? compareTo : -100
        let json = Self.oneGuard(#"{"type":"Numeric","inputName":"n","conditionType":"\#(condition)","compareTo":\#(compareTo)}"#,
                                 inputs: #"{"type":"Numeric","name":"n","value":\#(initial)}"#)
        let engine = try Self.engine(json, inputs: [LottieStateMachineInput(time: 1, .set(input: "n", .number(value)))])
        engine.advance(to: 0.9)
        #expect(engine.currentState == "a")
        engine.advance(to: 2)
        #expect(engine.currentState == (moves ? "b" : "a"))
    }

    @Test func booleanGuardsCompareWithValuesAndOtherInputs() throws {
        let inputs = #"{"type":"Boolean","name":"on","value":false},{"type":"Boolean","name":"other","value":true}"#
        let literal = try Self.engine(Self.oneGuard(#"{"type":"Boolean","inputName":"on","conditionType":"Equal","compareTo":true}"#, inputs: inputs),
                                      inputs: [LottieStateMachineInput(time: 1, .set(input: "on", .boolean(true)))])
        literal.advance(to: 0.5)
        #expect(literal.currentState == "a")
        literal.advance(to: 1)
        #expect(literal.currentState == "b")
        let reference = try Self.engine(Self.oneGuard(#"{"type":"Boolean","inputName":"on","conditionType":"NotEqual","compareTo":"$other"}"#, inputs: inputs))
        #expect(reference.currentState == "b", "false differs from the other input's true at once")
    }

    @Test func stringGuards() throws {
        let inputs = #"{"type":"String","name":"mode","value":"calm"}"#
        let equal = try Self.engine(Self.oneGuard(#"{"type":"String","inputName":"mode","conditionType":"Equal","compareTo":"wild"}"#, inputs: inputs),
                                    inputs: [LottieStateMachineInput(time: 1, .set(input: "mode", .string("mild"))),
                                             LottieStateMachineInput(time: 2, .set(input: "mode", .string("wild")))])
        equal.advance(to: 1.5)
        #expect(equal.currentState == "a")
        equal.advance(to: 2)
        #expect(equal.currentState == "b")
        let notEqual = try Self.engine(Self.oneGuard(#"{"type":"String","inputName":"mode","conditionType":"NotEqual","compareTo":"calm"}"#, inputs: inputs))
        #expect(notEqual.currentState == "a")
    }

    @Test func eventGuardsHoldOnlyWhileTheirEventIsHandled() throws {
        let json = Self.oneGuard(#"{"type":"Event","inputName":"go"}"#, inputs: #"{"type":"Event","name":"go"},{"type":"Event","name":"other"}"#)
        let engine = try Self.engine(json, inputs: [LottieStateMachineInput(time: 1, .fire(input: "other")),
                                                   LottieStateMachineInput(time: 2, .fire(input: "go"))])
        engine.advance(to: 1.5)
        #expect(engine.currentState == "a")
        engine.advance(to: 2)
        #expect(engine.currentState == "b")
    }

    @Test func elapsedTimeGuardsFireAtTheirThreshold() throws {
        let json = Self.oneGuard(#"{"type":"Numeric","inputName":"@elapsedTime","conditionType":"GreaterThan","compareTo":2}"#, inputs: "")
        let engine = try Self.engine(json)
        engine.advance(to: 2)
        #expect(engine.currentState == "a")
        engine.advance(to: 2.001)
        #expect(engine.currentState == "b")
        let entered = try #require(engine.segments.last)
        #expect(entered.time > 2 && entered.time < 2.000001)
    }

    // MARK: Playing

    @Test func theFrameIsTheSegmentsClosedForm() throws {
        let engine = try Self.engine(Self.machine, inputs: [LottieStateMachineInput(time: 0.5, .fire(input: "press"))])
        engine.advance(to: 3)
        // Idle loops frames 0-30 at 30 fps: 0.25 s is frame 7.5.
        expectClose(engine.playhead(at: 0.25).frame, 7.5, tolerance: 1e-9)
        #expect(engine.playhead(at: 0.25).state == "idle")
        // Pressed plays 30-60 from 0.5 s, once, and its end at 1.5 s sets "done": back to idle.
        expectClose(engine.playhead(at: 1.0).frame, 45, tolerance: 1e-9)
        #expect(engine.playhead(at: 1.0).state == "pressed")
        #expect(engine.playhead(at: 1.6).state == "idle")
        expectClose(engine.segments.last?.time ?? 0, 1.5, tolerance: 1e-9)
        expectClose(engine.playhead(at: 2.0).frame, 15, tolerance: 1e-9)
    }

    /// One state on the "pressed" marker (frames 30-60, a second at 30 fps) with `settings`.
    static func frame(_ settings: String, at time: Double) throws -> Double {
        let json = #"{"initial":"a","states":[{"type":"PlaybackState","name":"a","animation":"","segment":"pressed",\#(settings)}]}"#
        let engine = try Self.engine(json)
        engine.advance(to: time)
        return engine.playhead(at: time).frame
    }

    @Test func modesLoopsAndSpeedsFollowTheClosedForm() throws {
        expectClose(try Self.frame(#""autoplay":true,"mode":"Reverse""#, at: 0.5), 45, tolerance: 1e-9)
        expectClose(try Self.frame(#""autoplay":true,"mode":"Reverse""#, at: 3), 30, tolerance: 1e-9, "reversed, it ends on its first frame")
        expectClose(try Self.frame(#""autoplay":true,"mode":"Bounce","loop":true"#, at: 1.5), 45, tolerance: 1e-9, "on the way back")
        expectClose(try Self.frame(#""autoplay":true,"mode":"ReverseBounce","loop":true"#, at: 0.25), 52.5, tolerance: 1e-9)
        expectClose(try Self.frame(#""autoplay":true,"loop":true"#, at: 2.25), 37.5, tolerance: 1e-9)
        expectClose(try Self.frame(#""autoplay":true,"loop":true,"loopCount":2"#, at: 5), 60 - 1e-3, tolerance: 1e-9, "two passes, then the last frame")
        expectClose(try Self.frame(#""autoplay":true,"speed":2"#, at: 0.25), 45, tolerance: 1e-9)
        expectClose(try Self.frame(#""autoplay":false"#, at: 0.7), 30, tolerance: 1e-9)
    }

    @Test func aPointerDownOnTheNamedLayerChangesTheFrameDrawn() throws {
        let url = try Self.archive()
        defer { try? FileManager.default.removeItem(at: url) }
        let hit = try Composition(lottieStateMachine: "tap", contentsOf: url,
                                  inputs: [LottieStateMachineInput(time: 0.5, .pointer(.down, Point(25, 50)))])
        let miss = try Composition(lottieStateMachine: "tap", contentsOf: url,
                                   inputs: [LottieStateMachineInput(time: 0.5, .pointer(.down, Point(80, 50)))])
        let pressed = try hit.playback(), idle = try miss.playback()
        #expect(Self.color(pressed.advance(to: 0.4), x: 25, y: 50) == [255, 0, 0])
        let after = pressed.advance(to: 1.0)
        #expect(Self.color(after, x: 25, y: 50) == [0, 0, 255], "pressed plays frames 30-60, where the square is blue")
        #expect(pressed.state().first { $0.key == "state" }?.value == .string("pressed"))
        #expect(Self.color(idle.advance(to: 1.0), x: 25, y: 50) == [255, 0, 0], "a press beside the square leaves it idle")
        #expect(idle.state().first { $0.key == "state" }?.value == .string("idle"))
    }

    @Test func aFrameDrawnAloneEqualsTheSameFrameOfARunInOrder() throws {
        let url = try Self.archive()
        defer { try? FileManager.default.removeItem(at: url) }
        let composition = try Composition(lottieStateMachine: "tap", contentsOf: url,
                                          inputs: [LottieStateMachineInput(time: 0.5, .pointer(.down, Point(25, 50))),
                                                   LottieStateMachineInput(time: 2.2, .pointer(.down, Point(25, 50)))])
        let inOrder = try composition.playback()
        let times = (0..<90).map { Double($0) / 30 }
        let frames = times.map { inOrder.advance(to: $0) }
        var generator = SeededGenerator(seed: 7)
        for index in times.indices.shuffled(using: &generator).prefix(12) {
            let alone = try composition.playback().advance(to: times[index])
            #expect(alone == frames[index], "frame \(index) drawn alone differs from the run's")
        }
    }

    @Test func aCycleOfUnguardedTransitionsEndsWithAWarning() throws {
        let json = #"""
            {"initial":"a","states":[
              {"type":"PlaybackState","name":"a","animation":"","transitions":[{"type":"Transition","toState":"b"}]},
              {"type":"PlaybackState","name":"b","animation":"","transitions":[{"type":"Transition","toState":"a"}]}]}
            """#
        let machine = try Self.parseMachine(json)
        #expect(machine.warnings == ["states a -> b -> a form a cycle of transitions without guards; the machine stops following it after 20 transitions"])
        let engine = try Self.engine(json)
        engine.advance(to: 10)
        #expect(engine.warnings.first?.contains("more than 20 transitions in a row") == true)
        #expect(engine.segments.count <= LottieStateMachineEngine.chainLimit + 2)
    }

    @Test func aRunStopsAfterTheEventLimit() throws {
        // A one-frame loop whose every end increments a counter: 30 events a second.
        let json = #"""
            {"initial":"a","states":[{"type":"PlaybackState","name":"a","animation":"","segment":"tick","loop":true,"autoplay":true}],
             "interactions":[{"type":"OnLoopComplete","stateName":"a","actions":[{"type":"Increment","inputName":"n"}]}],
             "inputs":[{"type":"Numeric","name":"n","value":0}]}
            """#
        var limits = Limits.standard
        limits.lottieStateMachineEvents = 100
        let clip = try parse(lottieJSON(shapeLayer("L", shapes: redSquare), markers: #"[{"cm":"tick","tm":0,"dr":1}]"#))
        let engine = LottieStateMachineEngine(machine: try Self.parseMachine(json), clips: ["main": .init(clip)],
                                              initialAnimation: "main", limits: limits) { _, _, _ in false }
        engine.advance(to: 1)
        #expect(engine.values["n"] == .number(30))
        engine.advance(to: 1e9)
        #expect(engine.values["n"] == .number(100))
        #expect(engine.warnings == ["at 3.36667 s: more than 100 events; the state machine stopped in state \"a\""])
    }

    @Test func enteringAndLeavingWithoutALayerAreTheCanvass() throws {
        let json = #"""
            {"initial":"a","states":[{"type":"PlaybackState","name":"a","animation":""}],
             "interactions":[{"type":"PointerEnter","actions":[{"type":"SetBoolean","inputName":"inside","value":true}]},
                             {"type":"PointerExit","actions":[{"type":"SetBoolean","inputName":"inside","value":false}]}],
             "inputs":[{"type":"Boolean","name":"inside","value":false}]}
            """#
        let engine = try Self.engine(json, inputs: [LottieStateMachineInput(time: 1, .pointer(.move, Point(50, 50))),
                                                   LottieStateMachineInput(time: 2, .pointer(.move, Point(150, 50)))])
        engine.advance(to: 1.5)
        #expect(engine.values["inside"] == .boolean(true))
        engine.advance(to: 2.5)
        #expect(engine.values["inside"] == .boolean(false), "the canvas is 100 points wide")
    }

    // MARK: Inputs

    @Test func inputsAreReadFromJSON() throws {
        let inputs = try LottieStateMachineInput.list(fromArgument: #"""
            [{"type":"down","time":0.5,"x":10,"y":20},{"type":"set","time":1,"input":"n","value":3},
             {"type":"set","time":1,"input":"on","value":true},{"type":"set","time":1,"input":"s","value":"go"},{"type":"fire","time":2,"input":"e"}]
            """#)
        #expect(inputs == [LottieStateMachineInput(time: 0.5, .pointer(.down, Point(10, 20))),
                           LottieStateMachineInput(time: 1, .set(input: "n", .number(3))),
                           LottieStateMachineInput(time: 1, .set(input: "on", .boolean(true))),
                           LottieStateMachineInput(time: 1, .set(input: "s", .string("go"))),
                           LottieStateMachineInput(time: 2, .fire(input: "e"))])
        #expect(throws: LottieError(fileName: "--events", path: "[0].type", message: "unknown type \"jump\"; expected one of down, up, move, cancel, click, set, fire")) {
            _ = try LottieStateMachineInput.list(fromArgument: #"[{"type":"jump","time":1}]"#)
        }
        #expect(throws: LottieError(fileName: "--events", path: "[0].time", message: "must not be negative")) {
            _ = try LottieStateMachineInput.list(fromArgument: #"[{"type":"fire","time":-1,"input":"e"}]"#)
        }
    }

    @Test func theArchiveListsAndLoadsItsStateMachines() throws {
        let url = try Self.archive()
        defer { try? FileManager.default.removeItem(at: url) }
        let manifest = try LottieAnimation.dotLottieManifest(contentsOf: url)
        #expect(manifest.stateMachines == ["tap"] && manifest.initialStateMachine == "tap")
        #expect(try LottieStateMachine(contentsOf: url, id: "tap").states.count == 2)
        do {
            _ = try LottieStateMachine(contentsOf: url, id: "tapp")
            Issue.record("an unknown id should be refused")
        } catch {
            #expect("\(error)".hasSuffix("no state machine \"tapp\"; the archive has \"tap\""))
        }
    }
}
