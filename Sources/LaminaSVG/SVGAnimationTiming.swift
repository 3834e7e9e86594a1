import Foundation
import Lamina

/// The SMIL timing of one animation element, resolved to seconds of document time, and how it
/// maps onto Core Animation's media timing.
///
///     document time  0 ──── begin ═══ dur ═══╪═══ dur ═══╪══ ─ ─ ┤ end of the active duration
///     SMIL                  │ simple duration  (repeatCount / repeatDur / end)  freeze or remove
///     Core Animation        beginTime  duration  repeatCount or repeatDuration  fillMode
///
/// The active duration is SMIL's: `dur × repeatCount` and `repeatDur`, the smaller of the two when
/// both are given, cut at `end` (an offset). Core Animation then runs the simple duration for the
/// whole active duration (`repeatCount` infinite when it never ends, `repeatDuration` when it ends
/// part way through a repeat) and holds the value there (`fillMode` forwards) for
/// `fill="freeze"`. Before `begin` the property shows its own value, as in SMIL.
struct SVGAnimationTiming: Equatable {
    /// When the first interval begins, in seconds of document time.
    var begin: Double
    /// The simple duration in seconds; `nil` when it is indefinite (the animation then holds its
    /// first value while active).
    var simpleDuration: Double?
    /// The active duration in seconds, `.infinity` when it never ends.
    var activeDuration: Double
    /// `fill="freeze"`: the value at the end of the active duration stays.
    var freezes: Bool

    /// When the active duration ends (`.infinity` when it never does).
    var end: Double { begin + activeDuration }

    /// How long the drawing needs to show this animation: to its end, or one simple duration
    /// (one loop) past `begin` when it repeats forever.
    var showingEnd: Double {
        if activeDuration.isFinite { return end }
        return begin + (simpleDuration ?? 0)
    }

    /// Sets `animation`'s media timing from this one (its keyframes are the caller's).
    func apply(to animation: Animation) {
        let duration = simpleDuration ?? (activeDuration.isFinite ? activeDuration : 1)
        animation.beginTime = begin
        animation.duration = duration
        if !activeDuration.isFinite {
            animation.repeatCount = .infinity
        } else if abs(activeDuration - duration) > 1e-9 {
            animation.repeatDuration = activeDuration
        }
        animation.fillMode = freezes ? .forwards : .removed
        // Nothing is removed, so one playback serves every run and any time can be drawn.
        animation.isRemovedOnCompletion = false
    }

    /// How deep `begin="other.begin+1s"` chains are followed before they are reported.
    static let syncbaseDepth = 8

    /// Reads `node`'s `begin`, `dur`, `repeatCount`, `repeatDur`, `end` and `fill`. `syncbase`
    /// answers `(id, "begin" or "end")` with that animation's time, or `nil` when it cannot.
    /// Returns `nil` (with a warning) when the animation never begins or never shows.
    static func read(_ node: SVGNode, syncbase: (String, String) -> Double?, warn: (String) -> Void) -> SVGAnimationTiming? {
        let a = node.attributes
        // The earliest begin that resolves; events and the like cannot, and are reported.
        var begins: [Double] = [], unresolved: [String] = []
        for item in (a["begin"] ?? "0").split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            if let time = offsetOrSyncbase(item, syncbase: syncbase) { begins.append(time) } else { unresolved.append(item) }
        }
        if !unresolved.isEmpty {
            warn("begin=\"\(unresolved.joined(separator: ";"))\" (an event, indefinite, or a syncbase that cannot be resolved) is not supported; "
                 + (begins.isEmpty ? "the animation is not imported" : "only its time offsets are used"))
        }
        guard let begin = begins.min() else { return nil }

        var simple: Double?
        if let text = a["dur"], text != "indefinite", text != "media" {
            guard let d = clockValue(text), d > 0 else {
                warn("cannot read dur=\"\(text)\"; the animation is not imported")
                return nil
            }
            simple = d
        }
        var candidates: [Double] = []
        if let text = a["repeatCount"] {
            if text == "indefinite" {
                candidates.append(.infinity)
            } else if let n = Double(text.trimmingCharacters(in: .whitespaces)), n > 0, n.isFinite {
                candidates.append(simple.map { $0 * n } ?? .infinity)
            } else {
                warn("cannot read repeatCount=\"\(text)\"; ignored")
            }
        }
        if let text = a["repeatDur"] {
            if text == "indefinite" {
                candidates.append(.infinity)
            } else if let d = clockValue(text), d > 0 {
                candidates.append(d)
            } else {
                warn("cannot read repeatDur=\"\(text)\"; ignored")
            }
        }
        var active = candidates.min() ?? (simple ?? .infinity)
        if let text = a["end"] {
            let ends = text.split(separator: ";").compactMap { offsetOrSyncbase($0.trimmingCharacters(in: .whitespaces), syncbase: syncbase) }
            if let end = ends.filter({ $0 >= begin }).min() {
                active = min(active, end - begin)
            } else if !ends.isEmpty || text != "indefinite" {
                warn("end=\"\(text)\" has no time offset after begin; ignored")
            }
        }
        for key in ["min", "max"] where a[key] != nil {
            warn("\(key)=\"\(a[key] ?? "")\" is not supported; ignored")
        }
        guard active > 0 else { return nil }
        return SVGAnimationTiming(begin: begin, simpleDuration: simple, activeDuration: active, freezes: a["fill"] == "freeze")
    }

    /// An offset (`2s`, `-0.5s`, `+1.5`) or a syncbase (`id.begin`, `id.end-1s`) in seconds;
    /// `nil` for events, `indefinite`, access keys and wall clocks.
    static func offsetOrSyncbase(_ text: String, syncbase: (String, String) -> Double?) -> Double? {
        if let value = signedClockValue(text) { return value }
        for kind in ["begin", "end"] {
            guard let range = text.range(of: ".\(kind)") else { continue }
            let id = String(text[..<range.lowerBound])
            let rest = text[range.upperBound...].filter { !$0.isWhitespace }
            guard !id.isEmpty, let base = syncbase(id, kind), base.isFinite else { return nil }
            if rest.isEmpty { return base }
            guard let offset = signedClockValue(String(rest)) else { return nil }
            return base + offset
        }
        return nil
    }

    private static func signedClockValue(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("-") { return clockValue(String(trimmed.dropFirst())).map { -$0 } }
        if trimmed.hasPrefix("+") { return clockValue(String(trimmed.dropFirst())) }
        return clockValue(trimmed)
    }

    /// A SMIL clock value in seconds: `02:30:03`, `00:01.5` (full and partial clock values),
    /// `3.2h`, `45min`, `30s`, `120ms`, or a plain number of seconds.
    static func clockValue(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard !t.isEmpty else { return nil }
        if t.contains(":") {
            let parts = t.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 || parts.count == 3, let seconds = Double(parts.last!), seconds >= 0, seconds < 60,
                  let minutes = Int(parts[parts.count - 2]), (0..<60).contains(minutes) || parts.count == 2 && minutes >= 0 else { return nil }
            let hours = parts.count == 3 ? Int(parts[0]) : 0
            guard let hours, hours >= 0 else { return nil }
            return Double(hours) * 3600 + Double(minutes) * 60 + seconds
        }
        let units: [(String, Double)] = [("ms", 0.001), ("min", 60), ("h", 3600), ("s", 1)]
        for (unit, scale) in units where t.hasSuffix(unit) {
            guard let v = Double(t.dropLast(unit.count)), v.isFinite, v >= 0 else { return nil }
            return v * scale
        }
        guard let v = Double(t), v.isFinite, v >= 0 else { return nil }
        return v
    }
}
