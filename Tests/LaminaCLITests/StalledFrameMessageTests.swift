import LaminaMedia
import Testing
@testable import lamina

/// A frame that never arrives (issue #25) is told in the one voice, with the file it was for:
/// `lamina: out.gif: frame 12 was not drawn after 120 s ...`, a failure (exit 1), not a usage
/// mistake.
@Suite struct StalledFrameMessageTests {
    @Test func aStalledFrameNamesTheOutputFile() {
        let error = OutputPath.failure(writing: "out.gif", MediaError.frameStalled(frame: 12, seconds: 120))
        #expect(error is CommandFailure)
        #expect("\(error)" == "out.gif: frame 12 was not drawn after 120 s without progress; this is a bug in Lamina, "
            + "please report it with the input (LAMINA_FRAME_TIMEOUT=SECONDS changes the wait)")
    }
}
