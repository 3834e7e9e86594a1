import Lamina

/// Compares two images with two tolerances: how different one pixel may be, and what share of
/// pixels may differ by more than that.
///
/// ```swift
/// let comparison = ImageComparison(maxChannelDifference: 8, maxDifferingShare: 0.01)
/// if let difference = comparison.compare(expected: golden, actual: frame) { print(difference) }
/// ```
///
/// Why two numbers: anti-aliasing and blur rounding in different Cairo and pixman versions move
/// many edge pixels by a few levels (`maxChannelDifference` absorbs that), and now and then move
/// a few pixels a lot (`maxDifferingShare` absorbs that). A real regression, such as a shape in
/// the wrong place or the wrong colour, changes many pixels by a lot and fails both.
///
/// Channels are compared as stored: premultiplied 8-bit blue, green, red and alpha.
public struct ImageComparison: Hashable, Sendable {
    /// The largest difference in any one channel (0...255) for which two pixels count as equal.
    public var maxChannelDifference: Int
    /// The largest share of pixels (0...1) that may differ by more than `maxChannelDifference`.
    public var maxDifferingShare: Double

    /// Tolerances clamped to their ranges: 0...255 and 0...1.
    public init(maxChannelDifference: Int = 0, maxDifferingShare: Double = 0) {
        self.maxChannelDifference = min(max(maxChannelDifference, 0), 255)
        self.maxDifferingShare = maxDifferingShare.isNaN ? 0 : min(max(maxDifferingShare, 0), 1)
    }

    /// `nil` when the images have the same size and match within the tolerances; otherwise
    /// what differs, with an image that shows where.
    /// - Complexity: O(pixels).
    public func compare(expected: ImageBuffer, actual: ImageBuffer) -> ImageDifference? {
        guard expected.width == actual.width, expected.height == actual.height else {
            return ImageDifference(comparison: self, expectedSize: (expected.width, expected.height),
                                   actualSize: (actual.width, actual.height), differingPixels: expected.width * expected.height,
                                   largestChannelDifference: 255, firstDifference: nil, image: nil)
        }
        let width = expected.width, height = expected.height
        var picture = [UInt8](repeating: 0, count: width * height * 4)
        var differing = 0, largest = 0
        var first: (x: Int, y: Int)? = nil
        for y in 0..<height {
            for x in 0..<width {
                let e = y * expected.bytesPerRow + x * 4, a = y * actual.bytesPerRow + x * 4
                var pixelLargest = 0
                for c in 0..<4 {
                    pixelLargest = max(pixelLargest, abs(Int(expected.pixels[e + c]) - Int(actual.pixels[a + c])))
                }
                largest = max(largest, pixelLargest)
                let tone = Self.fadedGray(expected.pixels, at: e)
                let bgra: (UInt8, UInt8, UInt8) = switch pixelLargest {
                case 0: (tone, tone, tone)
                case ...maxChannelDifference: (0, 200, 255)  // within tolerance: amber
                default: (255, 0, 255)  // beyond tolerance: magenta
                }
                if pixelLargest > maxChannelDifference {
                    differing += 1
                    if first == nil { first = (x, y) }
                }
                let p = (y * width + x) * 4
                (picture[p], picture[p + 1], picture[p + 2], picture[p + 3]) = (bgra.0, bgra.1, bgra.2, 255)
            }
        }
        let allowed = Double(width * height) * maxDifferingShare
        guard Double(differing) > allowed else { return nil }
        return ImageDifference(comparison: self, expectedSize: (width, height), actualSize: (width, height),
                               differingPixels: differing, largestChannelDifference: largest, firstDifference: first,
                               image: ImageBuffer(width: width, height: height, pixels: picture))
    }

    /// The expected pixel's luminance over white, faded towards white so marks stand out.
    private static func fadedGray(_ pixels: [UInt8], at i: Int) -> UInt8 {
        // Premultiplied over white: channel + (255 - alpha).
        let white = 255 - Int(pixels[i + 3])
        let luma = (Int(pixels[i + 2]) + white) * 299 + (Int(pixels[i + 1]) + white) * 587 + (Int(pixels[i]) + white) * 114
        return UInt8(min(255, 160 + luma / 1000 * 95 / 255))
    }
}

/// How two images differ, from `ImageComparison.compare(expected:actual:)`.
public struct ImageDifference: Sendable, CustomStringConvertible {
    public var comparison: ImageComparison
    public var expectedSize: (width: Int, height: Int)
    public var actualSize: (width: Int, height: Int)
    /// Pixels whose largest channel difference exceeds `comparison.maxChannelDifference`.
    public var differingPixels: Int
    /// The largest difference in any channel of any pixel (0...255).
    public var largestChannelDifference: Int
    /// The first differing pixel in reading order (column, row).
    public var firstDifference: (x: Int, y: Int)?
    /// Equal pixels as pale grey (the expected image), differences within tolerance amber,
    /// beyond it magenta; `nil` when the sizes differ.
    public var image: ImageBuffer?

    public var sizesDiffer: Bool { expectedSize != actualSize }

    /// The share of pixels that differ beyond the channel tolerance (0...1).
    public var differingShare: Double {
        Double(differingPixels) / Double(max(expectedSize.width * expectedSize.height, 1))
    }

    public var description: String {
        if sizesDiffer {
            return "image size differs: expected \(expectedSize.width)×\(expectedSize.height) pixels, "
                + "actual \(actualSize.width)×\(actualSize.height)"
        }
        let total = expectedSize.width * expectedSize.height
        var text = "\(differingPixels) of \(total) pixels (\(Self.percent(differingShare))) differ by more than "
            + "\(comparison.maxChannelDifference) in a channel; at most \(Self.percent(comparison.maxDifferingShare)) may. "
            + "Largest channel difference \(largestChannelDifference)"
        if let first = firstDifference { text += ", first at (\(first.x), \(first.y))" }
        return text
    }

    static func percent(_ share: Double) -> String {
        let hundredths = Int((share * 10_000).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }
}
