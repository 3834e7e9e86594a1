import Foundation

/// One item of the gallery page: what it shows, where its source is, and the files rendered
/// from it with the command that made each.
struct GalleryEntry {
    /// The page's sections, in page order.
    enum Section: CaseIterable {
        case scenes, drawings, lottie, controls, recording

        var title: String {
            switch self {
            case .scenes: "Scenes"
            case .drawings: "Drawings"
            case .lottie: "Lottie animations"
            case .controls: "Controls"
            case .recording: "Recording"
            }
        }

        var introduction: String {
            switch self {
            case .scenes: "Scene documents (JSON or YAML) from Examples/: layers and animations played over time."
            case .drawings: "SVG documents imported as layer trees, drawn once: a still picture, so a PNG only."
            case .lottie: "Lottie files (as After Effects exports them) built into layers with Core Animation keyframe animations."
            case .controls: "The built-in controls, each driven by the options or scripted input shown."
            case .recording: "The capture pipeline, headless: the synthetic source recorded in segments and joined."
            }
        }
    }

    /// One rendered file and the command that wrote it.
    struct Media {
        var file: String
        var command: String
        /// Whether the tile shows it (a GIF or PNG of what the video beside it already shows is
        /// only linked).
        var isShown = true
        /// The width in points it is shown at (its pixels are `--scale` times that, so it is
        /// sharp on a dense screen and never enlarged past them); nil: the tile's width.
        var width: Int? = nil
    }

    let name: String
    let section: Section
    /// One line: what this item shows.
    let summary: String
    /// The link to the item's source (a scene or SVG file), relative to the page; nil when the
    /// command is the whole source (built-in controls, the recording).
    let source: String?
    let media: [Media]

    /// A number for a caption: whole numbers without a fraction, others rounded to milliseconds
    /// (`0.008333333333333333` reads `0.008`).
    static func format(_ value: Double) -> String {
        let milliseconds = (value * 1000).rounded()
        if milliseconds.truncatingRemainder(dividingBy: 1000) == 0 { return String(Int(milliseconds / 1000)) }
        var text = String(format: "%.3f", milliseconds / 1000)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
