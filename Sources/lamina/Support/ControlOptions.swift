import ArgumentParser
import Foundation
import Lamina
import LaminaControls

/// The options of built-in controls, shared by `inspect` and `render`. Each control reads the ones
/// it understands; giving one to a control that has no use for it is an error.
struct ControlOptions: ParsableArguments {
    @Option(name: .long, help: "Press and hold at the control's centre from START to END seconds (repeatable), e.g. 0.5:2.")
    var press: [String] = []

    @Option(name: .long, help: "A JSON file of pointer events: [{\"type\": \"down\", \"time\": 0.5, \"x\": 100, \"y\": 100}, ...].")
    var events: String?

    @Option(name: .long, help: "A built-in control's size in points, WxH; with render and a scene file, the output size (the scene is scaled to fit).")
    var size: PointSize?

    @Option(name: .long, parsing: .unconditional, help: "Recording meter: the longest recording, in seconds.")
    var maxDuration: Double?

    @Option(name: .long, help: "clockwise or counterclockwise.")
    var direction: String?

    @Option(name: .long, help: "Activity indicator: a style name.")
    var style: String?

    @Option(name: .long, help: "Drop indicator: the number of drops.")
    var drops: Int?

    @Option(name: .long, help: "A timing function: linear, easeIn, easeOut, easeInEaseOut, default, or c1x,c1y,c2x,c2y.")
    var timing: String?

    @Option(name: .long, parsing: .unconditional, help: "Seconds per turn or per cycle.")
    var period: Double?

    /// Whether any control option was given (a scene file takes none).
    var isEmpty: Bool {
        press.isEmpty && events == nil && size == nil && maxDuration == nil && direction == nil && style == nil
            && drops == nil && timing == nil && period == nil
    }

    /// The pointer script from `--press` (at `center`) and `--events`.
    func pointerScript(center: Point) throws -> PointerScript {
        var script = PointerScript.presses(try press.map { try PointerScript.parsePress($0) }, at: center)
        if let events { script.append(try PointerScript(contentsOf: URL(fileURLWithPath: events)).events) }
        return script
    }

    /// `--timing` as a timing function.
    func timingFunction() throws -> TimingFunction? {
        guard let timing else { return nil }
        if let named = TimingFunction(name: timing) { return named }
        let numbers = timing.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
            throw ValidationError("--timing '\(timing)': expected a name (\(TimingFunction.named.map(\.name).joined(separator: ", "))) or c1x,c1y,c2x,c2y")
        }
        return TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
    }
}

/// The built-in controls by name, for `inspect` and `render`. Each control registers its builder
/// here as it lands.
enum BuiltInControls {
    typealias Builder = @Sendable (ControlOptions) throws -> any ControlScene

    static let all: [String: Builder] = [
        "recording-meter": { options in
            try options.reject(["--style": options.style != nil, "--drops": options.drops != nil,
                                "--timing": options.timing != nil, "--period": options.period != nil],
                               for: "recording-meter")
            let size = options.size?.size ?? Size(200, 200)
            let maxDuration = options.maxDuration ?? 45
            guard maxDuration > 0, maxDuration.isFinite else {
                throw ValidationError("--max-duration \(maxDuration): expected a positive number of seconds")
            }
            let direction = try options.ringDirection() ?? .counterclockwise
            let scene = RecordingMeterScene(meterSize: size, maxDuration: maxDuration, direction: direction)
            scene.script = try options.pointerScript(center: scene.meter.layer.position)
            return scene
        },
        "record-button": { options in
            try options.reject(["--max-duration": options.maxDuration != nil, "--direction": options.direction != nil,
                                "--style": options.style != nil, "--drops": options.drops != nil,
                                "--timing": options.timing != nil, "--period": options.period != nil],
                               for: "record-button")
            let scene = RecordButtonScene(buttonSize: options.size?.size ?? Size(80, 80))
            scene.script = try options.pointerScript(center: scene.center)
            return scene
        },
    ]
}

extension ControlOptions {
    /// `--direction` for a ring: clockwise or counterclockwise.
    func ringDirection() throws -> RecordingMeter.Direction? {
        guard let direction else { return nil }
        guard let value = RecordingMeter.Direction(rawValue: direction) else {
            throw ValidationError("--direction '\(direction)': expected clockwise or counterclockwise")
        }
        return value
    }

    /// Throws for the first given option (in `given`, true when given) that `control` has no use for.
    func reject(_ given: KeyValuePairs<String, Bool>, for control: String) throws {
        if let name = given.first(where: { $0.value })?.key {
            throw ValidationError("\(name) does not apply to \(control)")
        }
    }
}
