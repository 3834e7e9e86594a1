import Foundation

/// Measures laid-out text; implemented by the renderer, which has the fonts.
public protocol TextMeasuring: Sendable {
    /// The size of `string` set in `font` at `fontSize` points, wrapped at `wrapWidth` if given.
    func measure(_ string: String, font: String, fontSize: Double, wrapWidth: Double?) -> Size
    /// The vertical metrics of `font` at `fontSize` points, for placing text by its baseline.
    func fontMetrics(font: String, fontSize: Double) -> FontMetrics
    /// The metrics of `string` set on one line in `font` at `fontSize` points.
    func lineMetrics(_ string: String, font: String, fontSize: Double) -> TextLineMetrics
    /// The glyph outlines of `string` set on one line as `TextLayer` draws it (the layout's top
    /// left at the origin), for stroking text; `nil` when the measurer has no fonts.
    func outline(_ string: String, font: String, fontSize: Double) -> Path?
    /// Where each character of `string`, set on one line in `font` at `fontSize` points with
    /// `kern` points between characters (nil: the font's kerning), starts, in points from the
    /// line's start; one more entry than `string` has characters, the last the line's advance
    /// (no kern after the last character, as the renderer sets it).
    /// What an importer that places each character as its own layer needs (Lottie's text
    /// animators).
    func characterOffsets(_ string: String, font: String, fontSize: Double, kern: Double?) -> [Double]
}

extension TextMeasuring {
    /// No outlines: a measurer without fonts cannot stroke text.
    public func outline(_ string: String, font: String, fontSize: Double) -> Path? { nil }

    /// An estimate from `measure` of each prefix (kerned by `kern` when given).
    public func characterOffsets(_ string: String, font: String, fontSize: Double, kern: Double?) -> [Double] {
        var offsets = [0.0], prefix = ""
        let count = string.count
        for (i, character) in string.enumerated() {
            prefix.append(character)
            let width = measure(prefix, font: font, fontSize: fontSize, wrapWidth: nil).width
            offsets.append(width + (kern ?? 0) * Double(min(i + 1, count - 1)))
        }
        return offsets
    }
}

extension TextMeasuring {
    /// An estimate from `measure`: the baseline at 80% of the line, decorations at typical places.
    public func lineMetrics(_ string: String, font: String, fontSize: Double) -> TextLineMetrics {
        let size = measure(string, font: font, fontSize: fontSize, wrapWidth: nil)
        return TextLineMetrics(width: size.width, height: size.height, baseline: size.height * 0.8,
                               underlineOffset: fontSize * 0.1, underlineThickness: fontSize * 0.05,
                               strikethroughOffset: fontSize * 0.3, strikethroughThickness: fontSize * 0.05,
                               xHeight: fontSize * 0.5)
    }
}

extension TextMeasuring {
    /// The estimate's metrics, for measurers that do not know better.
    public func fontMetrics(font: String, fontSize: Double) -> FontMetrics {
        EstimatingTextMeasurer.metrics(fontSize: fontSize)
    }
}

/// A font-free estimate: every character 0.6 em wide, lines 1.2 em high (0.95 em above the
/// baseline), capitals 0.7 em high. Used until a renderer
/// installs a real measurer, so layout code works (roughly) without one.
public struct EstimatingTextMeasurer: TextMeasuring {
    /// Makes the estimating measurer.
    public init() {}

    /// Estimates the size in points of `string` set in `font` at `fontSize` points, wrapped at
    /// `wrapWidth` points if given.
    public func measure(_ string: String, font: String, fontSize: Double, wrapWidth: Double?) -> Size {
        let advance = 0.6 * fontSize, lineHeight = 1.2 * fontSize
        var lines = 0, widest = 0.0
        for line in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let width = Double(line.count) * advance
            if let wrapWidth, wrapWidth > 0, width > wrapWidth {
                lines += Int((width / wrapWidth).rounded(.up))
                widest = max(widest, wrapWidth)
            } else {
                lines += 1
                widest = max(widest, width)
            }
        }
        return Size(width: widest, height: Double(lines) * lineHeight)
    }

    /// The estimate's vertical metrics of any font at `fontSize` points (see the type's rule).
    public func fontMetrics(font: String, fontSize: Double) -> FontMetrics {
        Self.metrics(fontSize: fontSize)
    }

    /// Each character 0.6 em wide, `kern` between characters.
    public func characterOffsets(_ string: String, font: String, fontSize: Double, kern: Double?) -> [Double] {
        let count = string.count
        return (0...count).map { Double($0) * 0.6 * fontSize + Double(min($0, max(count - 1, 0))) * (kern ?? 0) }
    }

    static func metrics(fontSize: Double) -> FontMetrics {
        FontMetrics(ascent: 0.95 * fontSize, descent: 0.25 * fontSize, capHeight: 0.7 * fontSize)
    }
}

/// Holds the installed measurer; a lock keeps it safe to swap from any thread.
final class TextMeasurerRegistry: @unchecked Sendable {
    static let shared = TextMeasurerRegistry()
    private let lock = NSLock()
    private var current: any TextMeasuring = EstimatingTextMeasurer()

    var measurer: any TextMeasuring {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
