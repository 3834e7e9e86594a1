import Foundation

/// A value for one of a Lottie file's slots (the Lottie specification's `slots`, which
/// properties name with `sid`): what a dotLottie theme's rule or the caller sets in place of the
/// file's own value, before the layer tree is built.
public enum LottieSlotValue: Sendable, Hashable {
    /// A scalar: an opacity, a rotation, a stroke width (the file's units: percent, degrees, points).
    case scalar(Double)
    /// Several numbers: a colour `[r, g, b]` or `[r, g, b, a]` in 0...1, a position or vector
    /// `[x, y]`, a gradient's stops as the file writes them (`g.k`).
    case vector([Double])
    /// Keyframes, eased linearly from one to the next.
    case keyframes([Keyframe])

    /// A value at a frame (the file's own numbering).
    public struct Keyframe: Sendable, Hashable {
        public var frame: Double
        public var value: [Double]

        public init(frame: Double, value: [Double]) {
            self.frame = frame
            self.value = value
        }
    }

    /// The value as a Lottie property (`{"a": 0, "k": ...}` or keyframed).
    var property: [String: Any] {
        switch self {
        case .scalar(let x):
            return ["a": 0, "k": x]
        case .vector(let v):
            return ["a": 0, "k": v]
        case .keyframes(let keyframes):
            let linear: [String: Any] = ["x": [0.0], "y": [0.0]], linearIn: [String: Any] = ["x": [1.0], "y": [1.0]]
            return ["a": 1, "k": keyframes.map { ["t": $0.frame, "s": $0.value, "o": linear, "i": linearIn] as [String: Any] }]
        }
    }

    /// A value typed on the command line: one number, or numbers separated by commas.
    public init?(argument: String) {
        let numbers = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0?.isFinite ?? false }) else { return nil }
        let values = numbers.compactMap { $0 }
        self = values.count == 1 ? .scalar(values[0]) : .vector(values)
    }
}
