/// How far apart two numbers may be and still count as equal in a test.
///
/// Two numbers `a` and `b` agree when
///
///     |a − b| ≤ max(absolute, relative · max(|a|, |b|))
///
/// so `absolute` covers values near zero (where any relative bound shrinks to nothing) and
/// `relative` covers large ones (where a fixed bound is finer than a `Double` can resolve).
/// A bare number is an absolute tolerance: `tolerance: 1e-9` is `Tolerance(absolute: 1e-9)`.
/// NaN agrees with nothing, and infinities agree with nothing either (their difference is NaN
/// or infinite).
///
/// This is a test tool, never an `Equatable` conformance: closeness is not transitive.
public struct Tolerance: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The largest difference allowed whatever the values' size.
    public var absolute: Double
    /// The largest difference allowed as a share of the larger magnitude.
    public var relative: Double

    public init(absolute: Double = 0, relative: Double = 0) {
        self.absolute = absolute
        self.relative = relative
    }

    public init(floatLiteral value: Double) { self.init(absolute: value) }
    public init(integerLiteral value: Int) { self.init(absolute: Double(value)) }

    /// A tolerance of `value` whatever the size of the numbers compared.
    public static func absolute(_ value: Double) -> Tolerance { Tolerance(absolute: value) }

    /// A tolerance of `value` times the larger magnitude of the numbers compared.
    public static func relative(_ value: Double) -> Tolerance { Tolerance(relative: value) }

    /// The tolerance the helpers use when a test names none: 1e-9, about a millionth of a
    /// millionth of a point at the sizes layers have.
    public static let standard: Tolerance = 1e-9

    /// Whether a difference of `difference` between values of magnitude `magnitude` is allowed.
    public func admits(difference: Double, magnitude: Double) -> Bool {
        difference <= max(absolute, relative * magnitude)
    }

    /// Whether `a` and `b` agree: `|a − b| ≤ max(absolute, relative · max(|a|, |b|))`.
    public func admits(_ a: Double, _ b: Double) -> Bool {
        admits(difference: abs(a - b), magnitude: max(abs(a), abs(b)))
    }
}

extension Tolerance: CustomStringConvertible {
    /// `1e-09`, `1e-06 × magnitude` or `max(1e-09, 1e-06 × magnitude)`.
    public var description: String {
        switch (absolute, relative) {
        case (_, 0): "\(absolute)"
        case (0, _): "\(relative) × magnitude"
        default: "max(\(absolute), \(relative) × magnitude)"
        }
    }
}
