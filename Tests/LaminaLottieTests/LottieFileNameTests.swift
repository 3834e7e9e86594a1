import Foundation
import Lamina
import LaminaLottie
import Testing

/// Issue #33: errors name a file as it was given (a relative path stays relative), as scene and
/// SVG errors do, not by its last component alone.
@Suite struct LottieFileNameTests {
    @Test func aRelativePathIsNamedAsGiven() {
        do {
            _ = try LottieAnimation(contentsOf: URL(fileURLWithPath: "no-such-folder/anim.json"))
            Issue.record("read a file that does not exist")
        } catch {
            #expect("\(error)".hasPrefix("no-such-folder/anim.json: cannot read the file"), "\(error)")
        }
    }
}
