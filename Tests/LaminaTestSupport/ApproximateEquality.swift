import Testing

/// Whether `actual` is within `tolerance` of `expected` (see ``Tolerance`` for the rule and
/// ``ApproximatelyEquatable`` for compound values); a missing `actual` is never close.
///
/// For conditions that combine several comparisons:
///
///     #expect(isClose(m.m11, cos(angle)) && isClose(m.m12, sin(angle)), "t = \(t)")
///
/// A single comparison reads better as ``expectClose(_:_:tolerance:_:sourceLocation:)``,
/// whose failure shows both values and the tolerance.
public func isClose<Value: ApproximatelyEquatable>(_ actual: Value?, _ expected: Value,
                                                   tolerance: Tolerance = .standard) -> Bool {
    actual?.isClose(to: expected, tolerance: tolerance) ?? false
}

/// Records a test issue unless `actual` is within `tolerance` of `expected`; the issue shows
/// both values, the tolerance and, for numbers, the difference:
///
///     expectClose(x(0.5), 5)
///     // when x(0.5) is 5.5: "5.5 is not within 1e-09 of 5.0 (off by 0.5)"
///
/// - Returns: whether the values were close, for a test that should stop if not.
@discardableResult
public func expectClose<Value: ApproximatelyEquatable>(_ actual: Value?, _ expected: Value,
                                                       tolerance: Tolerance = .standard,
                                                       _ comment: @autoclosure () -> String? = nil,
                                                       sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard !isClose(actual, expected, tolerance: tolerance) else { return true }
    var message = describeDifference(actual, expected, tolerance: tolerance)
    if let comment = comment() { message += ": \(comment)" }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return false
}

/// What a failed comparison says: `actual is not within tolerance of expected`, with the
/// difference for numbers.
public func describeDifference<Value>(_ actual: Value?, _ expected: Value, tolerance: Tolerance) -> String {
    guard let actual else { return "nil is not within \(tolerance) of \(expected)" }
    var text = "\(actual) is not within \(tolerance) of \(expected)"
    if let a = actual as? Double, let b = expected as? Double { text += " (off by \(abs(a - b)))" }
    return text
}
