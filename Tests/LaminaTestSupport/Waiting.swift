import Foundation
import Testing

// Tests that watch another thread or process wait for what they expect to see, not for a fixed
// time: a fixed sleep is too short on a busy machine and wastes time on an idle one. The timeout
// is a safety net, never what a test measures.

/// Checks `condition` every `poll` seconds until it holds; after `timeout` seconds without it,
/// records a test issue that names what was awaited.
///
///     wait(until: "the second segment is on disk", timeout: 20) { folder.segmentFiles().count == 2 }
///     // on a timeout: "Timed out after 20.0 s waiting until the second segment is on disk"
///
/// - Parameters:
///   - what: what the condition means, for the failure (read after "waiting until").
///   - timeout: seconds before giving up; generous, as it only bounds a failing test.
///   - poll: seconds between checks.
/// - Returns: whether the condition held, so a test can stop early when it did not.
@discardableResult
public func wait(until what: String, timeout: Double = 10, poll: Double = 0.02,
                 sourceLocation: SourceLocation = #_sourceLocation,
                 _ condition: () throws -> Bool) rethrows -> Bool {
    if try LaminaTestSupport.poll(timeout: timeout, every: poll, { try condition() ? true : nil }) != nil { return true }
    Issue.record(Comment(rawValue: "Timed out after \(timeout) s waiting until \(what)"), sourceLocation: sourceLocation)
    return false
}

/// The first value `body` returns that is not `nil`, calling it every `interval` seconds for up
/// to `timeout` seconds (and once more at the end); `nil` if there was none. Records nothing:
/// for helpers whose callers decide what a missing value means.
public func poll<T>(timeout: Double, every interval: Double = 0.02, _ body: () throws -> T?) rethrows -> T? {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(timeout))
    repeat {
        if let value = try body() { return value }
        Thread.sleep(forTimeInterval: interval)
    } while clock.now < deadline
    return try body()
}
