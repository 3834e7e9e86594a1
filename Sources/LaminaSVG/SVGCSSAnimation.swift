import Foundation
import Lamina

/// A CSS animation on an element (`animation` and `animation-*` in its cascaded `style`), with
/// the `@keyframes` it names, mapped onto media timing:
///
///     CSS   animation-delay  -duration  -iteration-count  -direction           -fill-mode
///     CA    beginTime        duration   repeatCount        alternate: autoreverses  forwards, backwards, both
///                                                         (a repeat is one round trip, so counts halve)
///
/// `animation-timing-function` eases each interval between keyframes (a keyframe's own
/// `animation-timing-function` wins for the interval it starts), as `timingFunctions` do;
/// `steps()` turns the animation into held samples. `reverse` plays the keyframes backwards with
/// each curve mirrored.
struct SVGCSSAnimation: Equatable {
    var name: String
    var duration: Double = 0
    var delay: Double = 0
    var iterations: Double = 1
    var direction = "normal"
    var fillMode = "none"
    var easing = Easing.curve(.default)

    /// How progress within an interval is eased.
    enum Easing: Equatable {
        case curve(TimingFunction)
        /// `steps(count, position)`, position `start`, `end`, `both` or `none` (`jump-*`).
        case steps(Int, String)

        /// `ease`, `linear`, `ease-in`, `ease-out`, `ease-in-out`, `cubic-bezier(...)`,
        /// `step-start`, `step-end`, `steps(n[, position])`.
        init?(_ text: String) {
            let t = text.trimmingCharacters(in: .whitespaces).lowercased()
            switch t {
            case "ease": self = .curve(.default)
            case "linear": self = .curve(.linear)
            case "ease-in": self = .curve(.easeIn)
            case "ease-out": self = .curve(.easeOut)
            case "ease-in-out": self = .curve(.easeInEaseOut)
            case "step-start": self = .steps(1, "start")
            case "step-end": self = .steps(1, "end")
            default:
                if t.hasPrefix("cubic-bezier("), t.hasSuffix(")"),
                   let v = SVGLength.numbers(String(t.dropFirst(13).dropLast())), v.count == 4,
                   (0...1).contains(v[0]), (0...1).contains(v[2]) {
                    self = .curve(TimingFunction(controlPoints: v[0], v[1], v[2], v[3]))
                } else if t.hasPrefix("steps("), t.hasSuffix(")") {
                    let parts = t.dropFirst(6).dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    guard let count = parts.first.flatMap({ Int($0) }), count > 0, count <= 1000 else { return nil }
                    var position = parts.count > 1 ? parts[1] : "end"
                    if position.hasPrefix("jump-") { position = String(position.dropFirst(5)) }
                    guard ["start", "end", "both", "none"].contains(position) else { return nil }
                    self = .steps(count, position)
                } else {
                    return nil
                }
            }
        }

        /// The eased progress at `x` in 0...1.
        func value(at x: Double) -> Double {
            switch self {
            case .curve(let curve): return curve.value(at: x)
            case .steps(let count, let position):
                let n = Double(count)
                let jumps = position == "both" ? n + 1 : position == "none" ? max(n - 1, 1) : n
                var step = (min(max(x, 0), 1) * n).rounded(.down)
                if position == "start" || position == "both" { step += 1 }
                return min(max(step / jumps, 0), 1)
            }
        }
    }

    /// The animations `declarations` (an element's cascaded style) set: the `animation`
    /// shorthand, then the longhands over it, comma lists matched by position.
    static func read(_ declarations: [(String, String)], warn: (String) -> Void) -> [SVGCSSAnimation] {
        var animations: [SVGCSSAnimation] = []
        // Commas inside functions (`cubic-bezier(...)`, `steps(...)`) do not separate animations.
        func split(_ value: String) -> [String] {
            var parts: [String] = [], current = "", depth = 0
            for c in value {
                if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                if c == ",", depth == 0 { parts.append(current); current = "" } else { current.append(c) }
            }
            parts.append(current)
            return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        for (name, value) in declarations {
            switch name {
            case "animation":
                animations = split(value).compactMap { shorthand($0, warn: warn) }
            case "animation-name":
                let names = split(value)
                animations = names.enumerated().map { i, n in
                    var a = i < animations.count ? animations[i] : SVGCSSAnimation(name: n)
                    a.name = n
                    return a
                }
            case "animation-duration", "animation-delay", "animation-iteration-count", "animation-direction",
                 "animation-fill-mode", "animation-timing-function":
                let values = split(value)
                guard !values.isEmpty else { continue }
                for i in animations.indices {
                    let v = values[i % values.count]
                    if !animations[i].set(name, v) { warn("cannot read \(name): \(v); ignored") }
                }
            default:
                continue
            }
        }
        return animations.filter { $0.name != "none" }
    }

    /// One animation of the `animation` shorthand: times (duration, then delay), easing,
    /// iteration count, direction, fill mode, play state, and the name.
    static func shorthand(_ text: String, warn: (String) -> Void) -> SVGCSSAnimation? {
        // Functions keep their spaces: split on whitespace outside parentheses.
        var tokens: [String] = [], current = "", depth = 0
        for c in text {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if c.isWhitespace && depth == 0 {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        var animation = SVGCSSAnimation(name: "none"), times = 0
        for token in tokens {
            if let time = Self.time(token) {
                if times == 0 { animation.duration = time } else { animation.delay = time }
                times += 1
            } else if let easing = Easing(token) {
                animation.easing = easing
            } else if token == "infinite" || Double(token) != nil {
                _ = animation.set("animation-iteration-count", token)
            } else if ["normal", "reverse", "alternate", "alternate-reverse"].contains(token) {
                animation.direction = token
            } else if ["forwards", "backwards", "both"].contains(token) {
                animation.fillMode = token
            } else if ["running", "paused"].contains(token) {
                if token == "paused" { warn("animation-play-state: paused is played") }
            } else {
                animation.name = token
            }
        }
        return animation
    }

    /// Sets one longhand; `false` when the value cannot be read.
    mutating func set(_ property: String, _ value: String) -> Bool {
        switch property {
        case "animation-duration": guard let t = Self.time(value), t >= 0 else { return false }; duration = t
        case "animation-delay": guard let t = Self.time(value) else { return false }; delay = t
        case "animation-iteration-count":
            if value == "infinite" { iterations = .infinity } else {
                guard let n = Double(value), n >= 0, n.isFinite else { return false }
                iterations = n
            }
        case "animation-direction":
            guard ["normal", "reverse", "alternate", "alternate-reverse"].contains(value) else { return false }
            direction = value
        case "animation-fill-mode":
            guard ["none", "forwards", "backwards", "both"].contains(value) else { return false }
            fillMode = value
        case "animation-timing-function":
            guard let e = Easing(value) else { return false }
            easing = e
        default: return false
        }
        return true
    }

    /// A CSS time (`2s`, `150ms`, `-1s`) in seconds.
    static func time(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        let (number, scale): (Substring, Double) = t.hasSuffix("ms") ? (t.dropLast(2), 0.001) : t.hasSuffix("s") ? (t.dropLast(), 1) : ("", 0)
        guard !number.isEmpty, let v = Double(number), v.isFinite else { return nil }
        return v * scale
    }

    /// The SMIL-style timing this animation runs with (for the drawing's duration and for
    /// whether a transform animation covers all time).
    var timing: SVGAnimationTiming {
        SVGAnimationTiming(begin: delay, simpleDuration: duration, activeDuration: duration * iterations,
                           freezes: fillMode == "forwards" || fillMode == "both")
    }

    /// Applies the media timing to `animation`.
    func apply(to animation: Animation) {
        animation.beginTime = delay
        animation.duration = duration
        let alternates = direction.hasPrefix("alternate")
        animation.autoreverses = alternates
        if iterations.isInfinite { animation.repeatCount = .infinity } else if iterations != 1 || alternates {
            animation.repeatCount = alternates ? iterations / 2 : iterations
        }
        animation.fillMode = switch fillMode {
        case "forwards": .forwards
        case "backwards": .backwards
        case "both": .both
        default: .removed
        }
        animation.isRemovedOnCompletion = false
    }
}

/// The `@keyframes` rules of a document's `<style>` elements, by name (a later rule of the same
/// name replaces an earlier one, as in CSS).
struct SVGCSSKeyframes {
    /// One keyframe: its offset in 0...1 and its declarations.
    struct Frame {
        var offset: Double
        var declarations: [(String, String)]
    }

    private(set) var rules: [String: [Frame]] = [:]

    init(root: SVGNode) {
        func visit(_ node: SVGNode) {
            if node.name == "style" { parse(node.text) }
            node.children.forEach(visit)
        }
        visit(root)
    }

    private mutating func parse(_ css: String) {
        var text = css
        while let open = text.range(of: "/*") {
            let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
            text.removeSubrange(open.lowerBound..<(close?.upperBound ?? text.endIndex))
        }
        var rest = Substring(text)
        while let at = rest.range(of: "@keyframes") ?? rest.range(of: "@-webkit-keyframes") {
            guard let brace = rest[at.upperBound...].firstIndex(of: "{") else { return }
            let name = rest[at.upperBound..<brace].trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            // The block ends at the brace that balances its opening one.
            var depth = 0, end = brace
            for index in rest[brace...].indices {
                if rest[index] == "{" { depth += 1 } else if rest[index] == "}" { depth -= 1; if depth == 0 { end = index; break } }
            }
            guard depth == 0 else { return }
            var frames: [Frame] = []
            var body = rest[rest.index(after: brace)..<end]
            while let open = body.firstIndex(of: "{"), let close = body[open...].firstIndex(of: "}") {
                let selectors = body[..<open].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
                let declarations = SVGStyle.declarations(String(body[body.index(after: open)..<close]))
                for selector in selectors {
                    let offset: Double? = selector == "from" ? 0 : selector == "to" ? 1
                        : selector.hasSuffix("%") ? Double(selector.dropLast()).map { $0 / 100 } : nil
                    if let offset, (0...1).contains(offset) { frames.append(Frame(offset: offset, declarations: declarations)) }
                }
                body = body[body.index(after: close)...]
            }
            rules[name] = frames.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
            rest = rest[rest.index(after: end)...]
        }
    }
}
