import Foundation
import Lamina

extension BuiltInControl {
    /// The options given for a built-in control, as plain values (the CLI parses its flags into
    /// one of these). Values are checked by the control that takes them.
    public struct Options: Sendable, Equatable {
        /// Presses at the control's centre, each `START:END` in seconds (`--press`).
        public var press: [String] = []
        /// A JSON file of pointer events (`--events`).
        public var events: String?
        /// The control's size in points (`--size`).
        public var size: Size?
        /// The longest recording, in seconds (`--max-duration`).
        public var maxDuration: Double?
        /// `clockwise` or `counterclockwise` (`--direction`).
        public var direction: String?
        /// A style name (`--style`).
        public var style: String?
        /// The number of drops (`--drops`).
        public var drops: Int?
        /// A timing function name or `c1x,c1y,c2x,c2y` (`--timing`).
        public var timing: String?
        /// Seconds per turn or cycle (`--period`).
        public var period: Double?
        /// Times at which a page advances, in seconds (`--page-at`).
        public var pageAt: [Double] = []

        public init() {}

        /// The options given, in the order of ``Option/Name``.
        public var names: [Option.Name] {
            Option.Name.allCases.filter { name in
                switch name {
                case .press: !press.isEmpty
                case .events: events != nil
                case .size: size != nil
                case .maxDuration: maxDuration != nil
                case .direction: direction != nil
                case .style: style != nil
                case .drops: drops != nil
                case .timing: timing != nil
                case .period: period != nil
                case .pageAt: !pageAt.isEmpty
                }
            }
        }

        /// Whether no option was given (a scene file takes none).
        public var isEmpty: Bool { names.isEmpty }
    }

    /// One option a control takes: its flag, the kind of value, the default, and the values
    /// allowed (empty: any of its kind).
    public struct Option: Sendable, Equatable {
        /// The flags, in the order messages list them.
        public enum Name: String, Sendable, CaseIterable {
            case press = "--press", events = "--events", size = "--size", maxDuration = "--max-duration"
            case direction = "--direction", style = "--style", drops = "--drops", timing = "--timing"
            case period = "--period", pageAt = "--page-at"
        }

        /// What a value is.
        public enum Kind: String, Sendable {
            /// `START:END` in seconds, repeatable.
            case pressRange
            /// A path to a JSON file of pointer events.
            case eventsFile
            /// `WxH` in points.
            case size
            /// A positive number of seconds (`--page-at`: not negative, repeatable).
            case seconds
            /// One of the allowed names.
            case name
            /// A whole number.
            case count
            /// A timing function: a name or four control-point numbers.
            case timingFunction
        }

        public var name: Name
        public var kind: Kind
        /// The value used when the option is not given, as written on the command line.
        public var defaultValue: String?
        public var allowedValues: [String]

        public init(_ name: Name, _ kind: Kind, default defaultValue: String? = nil, allowed allowedValues: [String] = []) {
            self.name = name
            self.kind = kind
            self.defaultValue = defaultValue
            self.allowedValues = allowedValues
        }

        /// `--press` and `--events`: pointer input at the control.
        public static let pointerInput = [Option(.press, .pressRange), Option(.events, .eventsFile)]

        /// The values of `--direction`, for the rings that turn either way.
        public static let directions = ["clockwise", "counterclockwise"]
    }
}

extension BuiltInControl.Options {
    /// The pointer script from `--press` (at `center`) and `--events`.
    public func pointerScript(center: Point) throws(PointerScript.InputError) -> PointerScript {
        var ranges: [(start: Double, end: Double)] = []
        for text in press { ranges.append(try PointerScript.parsePress(text)) }
        var script = PointerScript.presses(ranges, at: center)
        if let events { script.append(try PointerScript(contentsOf: URL(fileURLWithPath: events)).events) }
        return script
    }

    /// `--timing` as a timing function.
    public func timingFunction() throws(ControlOptionError) -> TimingFunction? {
        guard let timing else { return nil }
        if let named = TimingFunction(name: timing) { return named }
        let numbers = timing.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
            let names = TimingFunction.named.map(\.name)
            throw ControlOptionError("--timing \(timing): expected a name (\(names.joined(separator: ", "))) or c1x,c1y,c2x,c2y\(NameSuggestion.didYouMean(timing, in: names))")
        }
        return TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// `--period`, checked to be a positive number of seconds.
    public func validPeriod() throws(ControlOptionError) -> Double? {
        guard let period else { return nil }
        guard period.isFinite, period > 0 else { throw ControlOptionError("--period \(period): must be a number of seconds greater than 0") }
        return period
    }

    /// `--direction`, one of ``BuiltInControl/Option/directions``, with the message both rings use.
    func validDirection() throws(ControlOptionError) -> String? {
        guard let direction else { return nil }
        guard BuiltInControl.Option.directions.contains(direction) else {
            throw ControlOptionError("--direction \(direction): expected clockwise or counterclockwise\(NameSuggestion.didYouMean(direction, in: BuiltInControl.Option.directions))")
        }
        return direction
    }
}
