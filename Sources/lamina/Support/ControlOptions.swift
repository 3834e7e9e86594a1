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

    @Option(name: .customLong("page-at"), parsing: .unconditionalSingleValue,
            help: "Onboarding: advance the page at this many seconds (repeatable; default 3.5 when no input is given).")
    var pageAt: [Double] = []

    /// Whether any control option was given (a scene file takes none).
    var isEmpty: Bool {
        press.isEmpty && events == nil && size == nil && maxDuration == nil && direction == nil && style == nil
            && drops == nil && timing == nil && period == nil && pageAt.isEmpty
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
            try options.reject(["--style", "--drops", "--timing", "--period", "--page-at"], for: "recording-meter")
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
            try options.reject(["--max-duration", "--direction", "--style", "--drops", "--timing", "--period", "--page-at"],
                               for: "record-button")
            let scene = RecordButtonScene(buttonSize: options.size?.size ?? Size(80, 80))
            scene.script = try options.pointerScript(center: scene.center)
            return scene
        },
        "activity-indicator": { options in
            try options.reject(["--press", "--events", "--max-duration", "--direction", "--drops", "--timing", "--page-at"],
                               for: "activity-indicator")
            var style = ActivityIndicatorStyle.classic
            if let name = options.style {
                guard let named = ActivityIndicatorStyle(named: name) else {
                    throw ValidationError("--style '\(name)': no such style (styles: \(ActivityIndicatorStyle.names.joined(separator: ", ")))")
                }
                style = named
            }
            return ActivityIndicatorScene(style: style, period: try options.validPeriod(),
                                          hudSize: options.size?.size ?? Size(width: 160, height: 160))
        },
        "drop-indicator": { options in
            try options.reject(["--press", "--events", "--max-duration", "--style", "--page-at"], for: "drop-indicator")
            var direction: DropIndicator.Direction?
            if let name = options.direction {
                guard let parsed = DropIndicator.Direction(rawValue: name) else {
                    throw ValidationError("--direction '\(name)': expected clockwise or counterclockwise")
                }
                direction = parsed
            }
            if let drops = options.drops, drops < 1 || drops > 360 {
                throw ValidationError("--drops must be between 1 and 360")
            }
            let timing = try options.timingFunction()
            let period = try options.validPeriod()
            return DropIndicatorScene(size: options.size?.size ?? Size(width: 160, height: 160)) { indicator in
                if let drops = options.drops { indicator.dropCount = drops }
                if let direction { indicator.direction = direction }
                if let timing { indicator.timingFunction = timing }
                if let period { indicator.period = period }
            }
        },
        "onboarding": { options in
            try options.reject(["--max-duration", "--direction", "--style", "--drops", "--timing", "--period"],
                               for: "onboarding")
            for time in options.pageAt where !(time.isFinite && time >= 0) {
                throw ValidationError("--page-at \(time): expected a non-negative number of seconds")
            }
            let size = options.size?.size ?? Size(340, 480)
            // Without any input the story plays both pages: the page changes after one fireworks cycle.
            let noInput = options.pageAt.isEmpty && options.press.isEmpty && options.events == nil
            let scene = try OnboardingScene(size: size, pageChanges: noInput ? [3.5] : options.pageAt)
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

    /// The flags among `flags` that were given.
    private var given: Set<String> {
        var set: Set<String> = []
        if !press.isEmpty { set.insert("--press") }
        if events != nil { set.insert("--events") }
        if size != nil { set.insert("--size") }
        if maxDuration != nil { set.insert("--max-duration") }
        if direction != nil { set.insert("--direction") }
        if style != nil { set.insert("--style") }
        if drops != nil { set.insert("--drops") }
        if timing != nil { set.insert("--timing") }
        if period != nil { set.insert("--period") }
        if !pageAt.isEmpty { set.insert("--page-at") }
        return set
    }

    /// Throws when any of `flags` was given: they do not apply to `control`.
    func reject(_ flags: [String], for control: String) throws {
        let wrong = flags.filter(given.contains)
        guard wrong.isEmpty else {
            throw ValidationError("\(wrong.joined(separator: ", ")) \(wrong.count == 1 ? "does" : "do") not apply to \(control)")
        }
    }

    /// `--period`, checked to be a positive number of seconds.
    func validPeriod() throws -> Double? {
        guard let period else { return nil }
        guard period.isFinite, period > 0 else { throw ValidationError("--period must be a positive number of seconds") }
        return period
    }
}
