import Testing
@testable import lamina
import LaminaMedia

@Suite struct ProgressBarTests {
    @Test func silentWhenNotATerminal() {
        var output = ""
        let bar = ProgressBar(label: "a.mp4", total: 10, isEnabled: false) { text in output += text }
        for i in 1 ... 10 { bar.update(i) }
        bar.finish()
        #expect(output.isEmpty)
    }

    @Test func drawsInPlaceAndEndsTheLine() {
        var output = ""
        let bar = ProgressBar(label: "a.mp4", total: 300, isEnabled: true) { text in output += text }
        for i in 1 ... 300 { bar.update(i) }
        bar.finish()
        let text = output
        #expect(text.filter { $0 == "\r" }.count == 101, "one redraw per percent, 0 through 100")
        #expect(text.hasSuffix("a.mp4 [##############################] 100%  300/300 frames\n"))
        #expect(bar.line(done: 150) == "a.mp4 [###############...............]  50%  150/300 frames")
    }

    @Test func anExportsReportsSetTheTotal() {
        var output = ""
        let bar = ProgressBar(label: "b.gif", total: 1, isEnabled: true) { text in output += text }
        bar.update(ExportProgress(framesWritten: 30, frameCount: 120))
        #expect(output == "\rb.gif [#######.......................]  25%  30/120 frames")
    }

    @Test func onlyClipsLongerThanASecond() {
        #expect(!ProgressBar.isWorthShowing(clipDuration: 1))
        #expect(ProgressBar.isWorthShowing(clipDuration: 1.5))
    }
}
