import Foundation

/// A pacing curve: a cubic Bézier from (0, 0) to (1, 1) mapping time fraction to progress
/// (`CAMediaTimingFunction`).
///
/// The x coordinates of the control points are clamped to 0...1, which keeps x monotone, so
/// each time fraction has exactly one curve parameter: `value(at:)` solves for it (Newton's
/// method, falling back to bisection) and returns the curve's y there.
public struct TimingFunction: Hashable, Sendable {
    /// The control points: (c1x, c1y) and (c2x, c2y), time fraction against progress; the x values
    /// lie in 0...1.
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
    /// Starts slowly (`kCAMediaTimingFunctionEaseIn`).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Ends slowly (`kCAMediaTimingFunctionEaseOut`).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Starts and ends slowly (`kCAMediaTimingFunctionEaseInEaseOut`).
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

    /// The control points as `[c1x, c1y, c2x, c2y]`.
    public var controlPoints: [Double] { [c1x, c1y, c2x, c2y] }

    /// Progress for a time fraction `x`; `x` is clamped to 0...1.
    public func value(at x: Double) -> Double {
        if c1x == c1y && c2x == c2y { return min(max(x, 0), 1) }  // a straight line
        return Curve(self).value(at: x)
    }

    /// The slope dy/dx at a time fraction (used to carry velocity through curves).
    public func slope(at x: Double) -> Double {
        let curve = Curve(self)
        let t = curve.solveParameter(forX: min(max(x, 0), 1))
        let dx = curve.x.derivative(t)
        return dx == 0 ? 0 : curve.y.derivative(t) / dx
    }

    // MARK: - Solving

    /// The curve as two polynomials in its parameter, coefficients worked out once: animation
    /// plans keep one, so each frame only solves (Horner's rule, no re-expansion of the Bézier form).
    struct Curve {
        /// One coordinate, B(t) = ((a·t + b)·t + c)·t, from p0 = 0 and p3 = 1.
        struct Polynomial {
            let a: Double, b: Double, c: Double

            init(_ p1: Double, _ p2: Double) {
                c = 3 * p1
                b = 3 * (p2 - p1) - c
                a = 1 - c - b
            }

            @inline(__always) func value(_ t: Double) -> Double { ((a * t + b) * t + c) * t }
            @inline(__always) func derivative(_ t: Double) -> Double { (3 * a * t + 2 * b) * t + c }
        }

        let x: Polynomial
        let y: Polynomial
        let isLinear: Bool

        init(_ f: TimingFunction) {
            x = Polynomial(f.c1x, f.c2x)
            y = Polynomial(f.c1y, f.c2y)
            isLinear = f.c1x == f.c1y && f.c2x == f.c2y
        }

        /// Progress for a time fraction `x`, clamped to 0...1.
        func value(at fraction: Double) -> Double {
            if fraction <= 0 { return 0 }
            if fraction >= 1 { return 1 }
            if isLinear { return fraction }
            return y.value(solveParameter(forX: fraction))
        }

        /// The curve parameter whose x is `target`, to within 1e-12.
        func solveParameter(forX target: Double) -> Double {
            var t = target
            for _ in 0..<8 {
                let error = x.value(t) - target
                if abs(error) < 1e-12 { return t }
                let slope = x.derivative(t)
                if abs(slope) < 1e-9 { break }
                let next = t - error / slope
                if next < 0 || next > 1 { break }
                t = next
            }
            var low = 0.0, high = 1.0
            t = target
            for _ in 0..<64 {
                let value = x.value(t)
                if abs(value - target) < 1e-12 { break }
                if value < target { low = t } else { high = t }
                t = (low + high) / 2
            }
            return t
        }
    }
}
