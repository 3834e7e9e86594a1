import Foundation
import LaminaTestSupport
import Testing

@Suite struct WaitingTests {
    @Test func aConditionThatComesTrueEndsTheWait() {
        var checks = 0
        #expect(wait(until: "the third check", timeout: 10, poll: 0.001) { checks += 1; return checks == 3 })
        #expect(checks == 3)
    }

    @Test func aTimeoutFailsNamingWhatWasAwaited() {
        withKnownIssue {
            #expect(!wait(until: "the moon turns blue", timeout: 0.05, poll: 0.01) { false })
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["Timed out after 0.05 s waiting until the moon turns blue"]
        }
    }

    @Test func pollReturnsTheFirstValueOrNil() {
        var calls = 0
        #expect(poll(timeout: 10, every: 0.001) { () -> Int? in calls += 1; return calls >= 2 ? calls : nil } == 2)
        #expect(poll(timeout: 0.02, every: 0.01) { () -> Int? in nil } == nil)
    }
}
