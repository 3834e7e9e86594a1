import ArgumentParser
import LaminaControls

/// The options of built-in controls, shared by `inspect`, `render` and `preview`: parsed here,
/// checked by the control they are given to (`BuiltInControl` in LaminaControls), which refuses
/// the ones it has no use for.
struct ControlOptions: ParsableArguments {
    // Values are parsed unconditionally (`--press -1:5`, `--size -1x5`, `--drops -1`), so a
    // negative one reaches the check that explains it instead of being taken for an option.
    @Option(name: .long, parsing: .unconditionalSingleValue, help: "Press and hold at the control's centre from START to END seconds (repeatable), e.g. 0.5:2.")
    var press: [String] = []

    @Option(name: .long, help: "A JSON file of pointer events: [{\"type\": \"down\", \"time\": 0.5, \"x\": 100, \"y\": 100}, ...]; with --state-machine, also inline JSON and input changes.",
            completion: .file(extensions: ["json"]))
    var events: String?

    @Option(name: .long, parsing: .unconditional,
            help: "The size in points, WxH: a scene's output size (the scene is scaled to fit), or a built-in control's own size.",
            transform: PointSize.init(parsing:))
    var size: PointSize?

    @Option(name: .long, parsing: .unconditional, help: "Recording meter: the longest recording, in seconds.")
    var maxDuration: Double?

    @Option(name: .long, help: "clockwise or counterclockwise.", completion: .list(["clockwise", "counterclockwise"]))
    var direction: String?

    @Option(name: .long, help: "Activity indicator: the style, one of \(ActivityIndicatorStyle.names.joined(separator: ", ")).",
            completion: .list(ActivityIndicatorStyle.names))
    var style: String?

    @Option(name: .long, parsing: .unconditional, help: "Drop indicator: the number of drops.")
    var drops: Int?

    @Option(name: .long, help: "A timing function: linear, easeIn, easeOut, easeInEaseOut, default, or c1x,c1y,c2x,c2y.",
            completion: .list(["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]))
    var timing: String?

    @Option(name: .long, parsing: .unconditional, help: "Seconds per turn or per cycle.")
    var period: Double?

    @Option(name: .customLong("page-at"), parsing: .unconditionalSingleValue,
            help: "Onboarding: advance the page at this many seconds (repeatable; default 3.5 when no input is given).")
    var pageAt: [Double] = []

    /// `--press` is checked here, before anything is loaded, so that a bad one is a usage
    /// mistake (exit 64) like any other option; the others are checked by the control.
    func validate() throws {
        for text in press {
            do { _ = try PointerScript.parsePress(text) } catch { throw ValidationError(error.description) }
        }
    }

    /// The options as the plain value the control registry (LaminaControls) checks and uses.
    var values: BuiltInControl.Options {
        var values = BuiltInControl.Options()
        values.press = press
        values.events = events
        values.size = size?.size
        values.maxDuration = maxDuration
        values.direction = direction
        values.style = style
        values.drops = drops
        values.timing = timing
        values.period = period
        values.pageAt = pageAt
        return values
    }
}
