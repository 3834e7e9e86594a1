import Foundation
import Lamina

/// One timed input to a state machine: a pointer event at a point (in the animation's
/// coordinates), an input set to a value, or an event fired. A list of them is the headless way
/// to drive a machine (`lamina render x.lottie --state-machine ID --events FILE`), in the
/// controls' `--events` format with two more types:
///
///     [{"type": "down", "time": 0.5, "x": 100, "y": 100},
///      {"type": "up", "time": 0.6, "x": 100, "y": 100},
///      {"type": "set", "time": 1, "input": "rating", "value": 3},
///      {"type": "fire", "time": 2, "input": "explode"}]
///
/// `down`, `up`, `move` and `cancel` are the controls' pointer phases; an `up` is also a click
/// (as a browser sends `click` after `pointerup`), and `click` alone is a click without the up.
public struct LottieStateMachineInput: Sendable, Hashable {
    /// A pointer event's type in the list.
    public enum Pointer: String, Sendable, Hashable, CaseIterable {
        /// The controls' phases, and a click alone.
        case down, up, move, cancel, click
    }

    /// What happens.
    public enum Kind: Sendable, Hashable {
        /// A pointer event at a point in the animation's coordinates.
        case pointer(Pointer, Point)
        /// A numeric, boolean or string input set to a value.
        case set(input: String, LottieStateMachine.Value)
        /// An event input fired.
        case fire(input: String)
    }

    /// Seconds from the machine's start.
    public var time: Double
    /// What happens.
    public var kind: Kind

    /// An input at `time` seconds.
    public init(time: Double, _ kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// Reads a JSON list of inputs (see the type's summary). `name` names the file in errors.
    public static func list(from data: Data, name: String, limits: Limits = .standard) throws -> [LottieStateMachineInput] {
        let any: Any
        do { any = try JSONSerialization.jsonObject(with: data) } catch {
            throw LottieError(fileName: name, path: "", message: "not valid JSON; expected a list of events")
        }
        let items = try LottieJSON(value: any, path: "", fileName: name).array()
        guard items.count <= limits.lottieStateMachineEvents else {
            throw LottieError(fileName: name, path: "", message: "\(items.count) events, more than the \(limits.lottieStateMachineEvents) a run may have")
        }
        let types = Pointer.allCases.map(\.rawValue) + ["set", "fire"]
        return try items.map { item in
            let object = try item.object()
            let known: Set<String> = ["type", "time", "x", "y", "pointer", "input", "value"]
            if let unknown = (object.value as! [String: Any]).keys.sorted().first(where: { !known.contains($0) }) {
                throw object.error("unknown key \"\(unknown)\"; expected type, time, x, y, pointer, input, value")
            }
            let type = try object.required("type").string()
            guard types.contains(type) else {
                throw object["type"]!.error("unknown type \"\(type)\"; expected one of \(types.joined(separator: ", "))")
            }
            let time = try object.required("time").number()
            guard time >= 0 else { throw object["time"]!.error("must not be negative") }
            switch type {
            case "set":
                let input = try object.required("input").string(), value = try object.required("value")
                if let text = value.value as? String { return LottieStateMachineInput(time: time, .set(input: input, .string(text))) }
                if let number = value.value as? NSNumber, String(cString: number.objCType) == "c" {
                    return LottieStateMachineInput(time: time, .set(input: input, .boolean(number.boolValue)))
                }
                return LottieStateMachineInput(time: time, .set(input: input, .number(try value.number())))
            case "fire":
                return LottieStateMachineInput(time: time, .fire(input: try object.required("input").string()))
            default:
                let point = Point(try object.required("x").number(), try object.required("y").number())
                return LottieStateMachineInput(time: time, .pointer(Pointer(rawValue: type)!, point))
            }
        }
    }

    /// `text` as a list of inputs: inline JSON when it starts with `[`, else the path of a file.
    public static func list(fromArgument text: String, limits: Limits = .standard) throws -> [LottieStateMachineInput] {
        if text.trimmingCharacters(in: .whitespaces).hasPrefix("[") {
            return try list(from: Data(text.utf8), name: "--events", limits: limits)
        }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: text)) } catch {
            throw LottieError(fileName: text, path: "", message: "cannot read the events file")
        }
        return try list(from: data, name: text, limits: limits)
    }
}
