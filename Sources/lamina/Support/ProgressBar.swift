import LaminaMedia

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress bar on stderr, redrawn in place with `\r`:
///
/// ```
/// ring.mp4 [##############..............]  48%  288/600 frames
/// ```
///
/// It draws only when stderr is a terminal, so logs and CI output stay clean, and `render` shows
/// it only for clips longer than a second. The program's, not a library's: libraries report
/// progress through `ExportProgress` callbacks and never write to the terminal. Redraws happen when the percentage
/// changes, at most 101 times per bar.
final class ProgressBar {
    /// What the bar is counting, shown before it (usually the file name).
    let label: String
    /// The count that means done (an export's frame count, from its first report).
    private(set) var total: Int
    /// Whether anything is drawn.
    let isEnabled: Bool
    private let output: (String) -> Void
    private var lastPercent = -1
    private var isFinished = false
    private let barWidth = 30

    /// A bar that draws on stderr if stderr is a terminal.
    convenience init(label: String, total: Int = 1) {
        self.init(label: label, total: total, isEnabled: isatty(2) == 1) { text in
            var bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let n = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
                if n <= 0 { break }
                offset += n
            }
        }
    }

    /// A bar with an explicit switch and output, for tests.
    init(label: String, total: Int, isEnabled: Bool, output: @escaping (String) -> Void) {
        self.label = label
        self.total = max(total, 1)
        self.isEnabled = isEnabled
        self.output = output
    }

    /// Whether a clip is long enough to deserve a bar: more than one second.
    static func isWorthShowing(clipDuration: Double) -> Bool { clipDuration > 1 }

    /// Shows an export's progress: its frames written of its frame count.
    func update(_ progress: ExportProgress) {
        total = max(progress.frameCount, 1)
        update(progress.framesWritten)
    }

    /// Shows `done` of `total`; redraws only if the percentage changed.
    func update(_ done: Int) {
        guard isEnabled, !isFinished else { return }
        let done = min(max(done, 0), total)
        let percent = done * 100 / total
        guard percent != lastPercent else { return }
        lastPercent = percent
        output("\r" + line(done: done))
    }

    /// Draws the full bar (if anything was drawn) and ends the line.
    func finish() {
        guard isEnabled, !isFinished else { return }
        if lastPercent != 100 { output("\r" + line(done: total)) }
        output("\n")
        isFinished = true
    }

    /// Ends the line where the bar stopped, for a failed export.
    func abandon() {
        guard isEnabled, !isFinished else { return }
        if lastPercent >= 0 { output("\n") }
        isFinished = true
    }

    /// The bar's text for `done` frames, without the carriage return.
    package func line(done: Int) -> String {
        let filled = done * barWidth / total
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled)
        let percent = String(done * 100 / total)
        let padded = String(repeating: " ", count: max(0, 3 - percent.count)) + percent
        return "\(label) [\(bar)] \(padded)%  \(done)/\(total) frames"
    }
}
