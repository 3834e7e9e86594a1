import Foundation

/// A pacing curve: a cubic Bézier from (0, 0) to (1, 1) mapping time fraction to progress
/// (`CAMediaTimingFunction`).
///
/// The x coordinates of the control points are clamped to 0...1, which keeps x monotone, so
/// each time fraction has exactly one curve parameter: `value(at:)` solves for it (Newton's
/// method, falling back to bisection) and returns the curve's y there.
public struct TimingFunction: Hashable, Sendable {
    public let c1x: Double, c1y: Double, c2x: Double, c2y: Double

    /// `CAMediaTimingFunction(controlPoints:)`.
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = min(max(c1x, 0), 1)
        self.c1y = c1y
        self.c2x = min(max(c2x, 0), 1)
        self.c2y = c2y
    }

    /// The named curves, with Apple's control points.
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// The curve implicit animations use (`kCAMediaTimingFunctionDefault`).
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The names scene documents and the CLI accept, with their curves.
    public static let named: [(name: String, function: TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// The curve with Core Animation's name (`"easeInEaseOut"`), or `nil`.
    public init?(name: String) {
        guard let match = TimingFunction.named.first(where: { $0.name == name }) else { return nil }
        self = match.function
    }

    /// The name of a named curve, or `nil` for a custom one.
    public var name: String? { TimingFunction.named.first(where: { $0.function == self })?.name }

    public var controlPoints: [Double] { [c1x, c1y, c2x, c2y] }

    /// Progress for a time fraction `x`; `x` is clamped to 0...1.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if c1x == c1y && c2x == c2y { return x }  // a straight line
        return bezier(solveParameter(forX: x), c1y, c2y)
    }

    /// The slope dy/dx at a time fraction (used to carry velocity through curves).
    public func slope(at x: Double) -> Double {
        let t = solveParameter(forX: min(max(x, 0), 1))
        let dx = derivative(t, c1x, c2x)
        return dx == 0 ? 0 : derivative(t, c1y, c2y) / dx
    }

    // MARK: - Solving

    private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        // B(t) = 3(1-t)²t·p1 + 3(1-t)t²·p2 + t³ with p0 = 0, p3 = 1.
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The curve parameter whose x is `x`, to within 1e-12.
    private func solveParameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, c1x, c2x) - x
            if abs(error) < 1e-12 { return t }
            let slope = derivative(t, c1x, c2x)
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if next < 0 || next > 1 { break }
            t = next
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = bezier(t, c1x, c2x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
