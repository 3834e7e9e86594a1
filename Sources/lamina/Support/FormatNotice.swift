import Lamina
import LaminaContent
import LaminaMedia

/// What a clip's format cannot keep of what was asked, said before writing rather than applied
/// silently: `lamina: out.mp4: note: ...` on standard error.
enum FormatNotice {
    /// The notes for a clip in `format` over `background` (nil: transparent) at `fps`.
    static func notes(for format: MediaFormat, background: Color?, fps: Double) -> [String] {
        var notes: [String] = []
        let transparent = !CompositionExporter.isOpaque(background)
        if format == .mp4 && transparent {
            notes.append("MP4 cannot carry transparency, so the transparent background is drawn black; "
                + "give --background '#RRGGBB' for another colour, or write .webm or .apng to keep it")
        }
        if format == .gif && transparent {
            notes.append("a GIF pixel is either transparent or opaque, so soft edges over the transparent background "
                + "are cut; write .apng or .webm to keep them, or give --background '#RRGGBB'")
        }
        let encoded = format.encodedFrameRate(for: fps)
        if encoded < fps {
            notes.append("a GIF plays at most \(encoded.typed) frames per second, so the clip is written at "
                + "\(encoded.typed) fps, not \(fps.typed); .apng, .mp4 and .webm keep \(fps.typed) fps")
        }
        return notes
    }
}
