import Foundation
import Lamina

/// Pointer events to deliver at given times: the `--press S:E` and `--events file.json` input of
/// the CLI, and a convenient way to drive controls in tests.
///
/// Events are delivered in time order through `Timeline.send(_:)`, which advances the timeline
/// to each event's time first, so animations and callbacks before it happen first.
public struct PointerScript: Sendable, Equatable {
    public private(set) var events: [PointerEvent]

    public init(_ events: [PointerEvent] = []) {
        // A stable sort keeps the given order for events at the same time.
        self.events = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// A press at `location` for each `(start, end)`: down at the start, up at the end.
    public static func presses(_ ranges: [(start: Double, end: Double)], at location: Point) -> PointerScript {
        PointerScript(ranges.flatMap { [PointerEvent(.down, at: location, time: $0.start),
                                         PointerEvent(.up, at: location, time: $0.end)] })
    }

    /// Adds events, keeping time order.
    public mutating func append(_ more: [PointerEvent]) {
        self = PointerScript(events + more)
    }

    /// Sends every event with a time at or before `time`, removing them from the script.
    public mutating func deliver(upTo time: Double, to timeline: Timeline) {
        while let next = events.first, next.time <= time {
            events.removeFirst()
            timeline.send(next)
        }
    }
}

extension PointerScript {
    /// A problem with a press range or an events file, naming where it is.
    public struct InputError: Error, CustomStringConvertible, Sendable {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Parses `S:E` (seconds, `0 <= S < E`).
    public static func parsePress(_ text: String) throws(InputError) -> (start: Double, end: Double) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let s = Double(parts[0]), let e = Double(parts[1]), s.isFinite, e.isFinite else {
            throw InputError("--press \(text): expected START:END in seconds, like 0.5:2")
        }
        guard s >= 0, e > s else { throw InputError("--press \(text): the end must come after the start, both not negative") }
        return (s, e)
    }

    /// Reads `[{"type": "down"|"move"|"up"|"cancel", "time": t, "x": x, "y": y, "pointer": id?}, ...]`.
    public init(contentsOf url: URL) throws(InputError) {
        let name = url.lastPathComponent
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw InputError("\(name): cannot read the file") }
        // Keys first (JSONDecoder ignores unknown ones), then types through Codable.
        guard let list = try? JSONSerialization.jsonObject(with: data) as? [Any] else {
            throw InputError("\(name): expected a JSON array of events")
        }
        let known: Set<String> = ["type", "time", "x", "y", "pointer"]
        for (i, item) in list.enumerated() {
            guard let object = item as? [String: Any] else { throw InputError("\(name): [\(i)]: expected an object") }
            if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
                throw InputError("\(name): [\(i)].\(unknown): unknown key; expected type, time, x, y, pointer")
            }
        }
        let raw: [RawEvent]
        do {
            raw = try JSONDecoder().decode([RawEvent].self, from: data)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw InputError("\(name): \(Self.path(context.codingPath)): \(Self.expectation(context.codingPath.last))")
        } catch let DecodingError.keyNotFound(key, context) {
            throw InputError("\(name): \(Self.path(context.codingPath + [key])): \(Self.expectation(key))")
        } catch {
            throw InputError("\(name): expected a JSON array of events")
        }
        var events: [PointerEvent] = []
        for (i, event) in raw.enumerated() {
            guard let phase = PointerEvent.Phase(rawValue: event.type) else {
                throw InputError("\(name): [\(i)].type: expected one of down, move, up, cancel")
            }
            for (key, value) in [("time", event.time), ("x", event.x), ("y", event.y)] where !value.isFinite {
                throw InputError("\(name): [\(i)].\(key): expected a finite number")
            }
            guard event.time >= 0 else { throw InputError("\(name): [\(i)].time: must not be negative") }
            events.append(PointerEvent(phase, at: Point(event.x, event.y), time: event.time, pointerID: event.pointer ?? 0))
        }
        self.init(events)
    }

    private struct RawEvent: Decodable {
        let type: String
        let time: Double
        let x: Double
        let y: Double
        let pointer: Int?
    }

    private static func expectation(_ key: (any CodingKey)?) -> String {
        switch key?.stringValue {
        case "type": "expected one of down, move, up, cancel"
        case "pointer": "expected a whole number"
        default: "expected a number"
        }
    }

    /// `[0].time` from a coding path.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
