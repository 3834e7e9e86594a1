import Testing
@testable import LaminaMedia

@Suite struct ProgressBarTests {
    @Test func silentWhenNotATerminal() {
        let output = Locked("")
        let bar = ProgressBar(label: "a.mp4", total: 10, isEnabled: false) { text in output.withValue { $0 += text } }
        for i in 1 ... 10 { bar.update(i) }
        bar.finish()
        #expect(output.withValue { $0 }.isEmpty)
    }

    @Test func drawsInPlaceAndEndsTheLine() {
        let output = Locked("")
        let bar = ProgressBar(label: "a.mp4", total: 300, isEnabled: true) { text in output.withValue { $0 += text } }
        for i in 1 ... 300 { bar.update(i) }
        bar.finish()
        let text = output.withValue { $0 }
        #expect(text.filter { $0 == "\r" }.count == 101, "one redraw per percent, 0 through 100")
        #expect(text.hasSuffix("a.mp4 [##############################] 100%  300/300 frames\n"))
        #expect(bar.line(done: 150) == "a.mp4 [###############...............]  50%  150/300 frames")
    }

    @Test func onlyClipsLongerThanASecond() {
        #expect(!ProgressBar.isWorthShowing(clipDuration: 1))
        #expect(ProgressBar.isWorthShowing(clipDuration: 1.5))
    }
}
