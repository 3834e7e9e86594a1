import Lamina

/// The rule that decides whether a render matches its reference, shared by every suite.
///
/// Both images are composited (premultiplied) over each background; a pixel differs when any of
/// red, green and blue differs by more than `channelThreshold` levels (of 255) over any of the
/// backgrounds, and the render matches when at most `maxDifferingShare` of the pixels differ.
///
/// ```swift
/// let comparison = ConformanceScoring.overWhite.compare(reference: png, rendered: frame)
/// if comparison.passed { ... }
/// ```
///
/// Why over backgrounds rather than channel by channel: a transparent pixel's colour is
/// meaningless, and two renderers may store different colours under zero alpha. Over white
/// alone, a black shape drawn at the wrong opacity would still differ, but a transparent hole
/// and a white fill would not, which is why the Lottie suite (transparent references) also
/// looks over black.
public struct ConformanceScoring: Hashable, Sendable {
    /// An opaque colour the images are composited over.
    public enum Background: String, Hashable, Sendable, CaseIterable {
        case white, black

        /// The background's level in every channel (0 or 255).
        var level: Int { self == .white ? 255 : 0 }
    }

    public var backgrounds: [Background]
    /// The largest difference in one channel (0...255) for which two pixels still count as equal.
    public var channelThreshold: Int
    /// The largest share of pixels (0...1) that may differ in a matching render.
    public var maxDifferingShare: Double

    public init(backgrounds: [Background], channelThreshold: Int = 16, maxDifferingShare: Double = 0.01) {
        self.backgrounds = backgrounds.isEmpty ? [.white] : backgrounds
        self.channelThreshold = min(max(channelThreshold, 0), 255)
        self.maxDifferingShare = maxDifferingShare.isNaN ? 0 : min(max(maxDifferingShare, 0), 1)
    }

    /// The SVG suite's rule: over white, 16/255, 1%.
    public static let overWhite = ConformanceScoring(backgrounds: [.white])
    /// The Lottie suite's rule: over white and over black, 16/255, 1%.
    public static let overWhiteAndBlack = ConformanceScoring(backgrounds: [.white, .black])

    /// Scores `rendered` against `reference`. Images of different sizes differ in every pixel.
    ///
    /// The comparison's image shows the reference faded to grey, with differing pixels in magenta.
    /// - Complexity: O(pixels × backgrounds).
    public func compare(reference: ImageBuffer, rendered: ImageBuffer) -> ConformanceComparison {
        let width = reference.width, height = reference.height
        guard rendered.width == width, rendered.height == height else {
            return ConformanceComparison(pixelCount: width * height, differingPixels: width * height,
                                         maxDifferingShare: maxDifferingShare, image: nil)
        }
        var picture = [UInt8](repeating: 255, count: width * height * 4)
        var differing = 0
        let levels = backgrounds.map(\.level)
        reference.pixels.withUnsafeBufferPointer { e in
            rendered.pixels.withUnsafeBufferPointer { a in
                for y in 0..<height {
                    var i = y * reference.bytesPerRow, j = y * rendered.bytesPerRow, p = y * width * 4
                    for _ in 0..<width {
                        if pixelsDiffer(e, i, a, j, levels) {
                            differing += 1
                            (picture[p], picture[p + 1], picture[p + 2]) = (255, 0, 255)
                        } else {
                            let tone = UInt8(200 + Self.luma(e, i) * 55 / 255)
                            (picture[p], picture[p + 1], picture[p + 2]) = (tone, tone, tone)
                        }
                        i += 4; j += 4; p += 4
                    }
                }
            }
        }
        return ConformanceComparison(pixelCount: width * height, differingPixels: differing,
                                     maxDifferingShare: maxDifferingShare,
                                     image: ImageBuffer(width: width, height: height, pixels: picture))
    }

    /// Whether the premultiplied BGRA pixels at `i` and `j` differ over any background.
    @inline(__always)
    private func pixelsDiffer(_ e: UnsafeBufferPointer<UInt8>, _ i: Int, _ a: UnsafeBufferPointer<UInt8>, _ j: Int,
                              _ levels: [Int]) -> Bool {
        let ea = Int(e[i + 3]), aa = Int(a[j + 3])
        for level in levels {
            // Premultiplied over an opaque background: c + (1 − α)·B.
            let eb = level * (255 - ea) / 255, ab = level * (255 - aa) / 255
            for c in 0..<3 where abs((Int(e[i + c]) + eb) - (Int(a[j + c]) + ab)) > channelThreshold {
                return true
            }
        }
        return false
    }

    /// The reference pixel's luminance over white (0...255), for the faded background.
    private static func luma(_ e: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        let white = 255 - Int(e[i + 3])
        return ((Int(e[i + 2]) + white) * 299 + (Int(e[i + 1]) + white) * 587 + (Int(e[i]) + white) * 114) / 1000
    }
}

/// How one render compared with its reference under a `ConformanceScoring`.
public struct ConformanceComparison: Hashable, Sendable {
    public var pixelCount: Int
    /// Pixels that differ by more than the channel threshold over some background.
    public var differingPixels: Int
    public var maxDifferingShare: Double
    /// The difference picture, or `nil` when the sizes differ.
    public var image: ImageBuffer?

    /// The share of pixels that differ (0...1).
    public var differingShare: Double { pixelCount == 0 ? 1 : Double(differingPixels) / Double(pixelCount) }
    /// Whether the render matches: at most `maxDifferingShare` of the pixels differ.
    public var passed: Bool { image != nil && differingShare <= maxDifferingShare }
}
