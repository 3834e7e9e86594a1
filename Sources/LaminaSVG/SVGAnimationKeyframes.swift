import Foundation
import Lamina

/// The values of an SMIL animation and how it moves between them (`values`, `from`/`to`/`by`,
/// `calcMode`, `keyTimes`, `keySplines`), as a keyframe animation's.
///
///     SMIL  calcMode  discrete        linear   paced   spline
///     CA    calculationMode discrete  linear   paced   linear, keySplines as timingFunctions
///
/// SMIL gives `discrete` one key time per value (value i from `keyTimes[i]`), a form
/// `KeyframeAnimation` accepts; `linear` and `spline` key times begin at 0 and end at 1.
struct SVGAnimationKeyframes {
    var calculationMode: KeyframeAnimation.CalculationMode
    var keyTimes: [Double]?
    var timingFunctions: [TimingFunction]?

    /// Where the values come from, as written.
    enum Source: Equatable {
        /// `values="a;b;c"`, which wins over the others.
        case values([String])
        /// `from`, `to` and `by`; at least `to` or `by`.
        case fromTo(from: String?, to: String?, by: String?)
    }

    /// The source of `node`'s values, or `nil` when it has none (`set` reads `to` only).
    static func source(of node: SVGNode) -> Source? {
        let a = node.attributes
        if node.name == "set" { return a["to"].map { .values([$0]) } }
        if let values = a["values"] {
            let list = splitList(values)
            return list.isEmpty ? nil : .values(list)
        }
        guard a["to"] != nil || a["by"] != nil else { return nil }
        return .fromTo(from: a["from"], to: a["to"], by: a["by"])
    }

    /// A `;`-separated list without its empty entries (exporters end lists with `;`).
    static func splitList(_ text: String) -> [String] {
        text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// Reads `calcMode`, `keyTimes` and `keySplines` for `count` values. `nil` (with a warning)
    /// when they contradict each other, which SMIL treats as an error that disables the animation.
    static func read(_ node: SVGNode, count: Int, defaultMode: String = "linear", warn: (String) -> Void) -> SVGAnimationKeyframes? {
        let a = node.attributes
        let modeName = node.name == "set" ? "discrete" : (a["calcMode"] ?? defaultMode)
        let mode: KeyframeAnimation.CalculationMode
        switch modeName {
        case "discrete": mode = .discrete
        case "linear", "spline": mode = .linear
        case "paced": mode = count > 1 ? .paced : .linear
        default:
            warn("cannot read calcMode=\"\(modeName)\"; the animation is not imported")
            return nil
        }
        var result = SVGAnimationKeyframes(calculationMode: mode, keyTimes: nil, timingFunctions: nil)
        if let text = a["keyTimes"], modeName != "paced" {
            let read = splitList(text).map { Double($0) }
            let times = read.compactMap { $0 }
            guard times.count == count, read.count == count,
                  zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }), times.allSatisfy({ $0 >= 0 && $0 <= 1 }),
                  times.first == 0 || count == 1 else {
                warn("keyTimes=\"\(text)\" must be \(count) times from 0 rising to at most 1 (one per value); the animation is not imported")
                return nil
            }
            // SMIL calls linear key times that stop short of 1 an error; exporters write them
            // meaning the last value holds to the end, which is how they are read here.
            result.keyTimes = times
        }
        if modeName == "spline" {
            guard let text = a["keySplines"] else {
                warn("calcMode=\"spline\" without keySplines; the animation is not imported")
                return nil
            }
            let curves = splitList(text).map { SVGLength.numbers($0) ?? [] }
            guard curves.count == count - 1, curves.allSatisfy({ $0.count == 4 && $0.allSatisfy { (0...1).contains($0) } }) else {
                warn("keySplines=\"\(text)\" must be \(count - 1) sets of four numbers from 0 to 1; the animation is not imported")
                return nil
            }
            result.timingFunctions = curves.map { TimingFunction(controlPoints: $0[0], $0[1], $0[2], $0[3]) }
        }
        return result
    }
}
