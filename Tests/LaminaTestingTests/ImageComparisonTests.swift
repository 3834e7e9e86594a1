import Foundation
import Lamina
import LaminaRender
import LaminaTesting
import Testing

/// The two tolerances of `ImageComparison`, and PNG reading for references.
@Suite struct ImageComparisonTests {
    /// A white image with `count` pixels (in reading order) changed by `amount` in red.
    static func image(width: Int = 10, height: Int = 10, changing count: Int = 0, by amount: Int = 0) -> ImageBuffer {
        var image = ImageBuffer(width: width, height: height, filledWith: .white)
        for n in 0..<count {
            let i = (n / width) * image.bytesPerRow + (n % width) * 4 + 2
            image.pixels[i] = UInt8(255 - amount)
        }
        return image
    }

    @Test func identicalImagesMatch() {
        let image = Self.image()
        #expect(ImageComparison().compare(expected: image, actual: image) == nil)
    }

    @Test func onePixelWithinTheChannelToleranceMatches() {
        let expected = Self.image(), actual = Self.image(changing: 1, by: 20)
        #expect(ImageComparison(maxChannelDifference: 20).compare(expected: expected, actual: actual) == nil)
        #expect(ImageComparison(maxChannelDifference: 30).compare(expected: expected, actual: actual) == nil)
    }

    @Test func onePixelAboveTheChannelToleranceFailsUnlessItsShareIsAllowed() throws {
        let expected = Self.image(), actual = Self.image(changing: 1, by: 20)
        let difference = try #require(ImageComparison(maxChannelDifference: 19).compare(expected: expected, actual: actual))
        #expect(difference.differingPixels == 1)
        #expect(difference.largestChannelDifference == 20)
        #expect(difference.firstDifference?.x == 0 && difference.firstDifference?.y == 0)
        #expect(difference.description.contains("1 of 100 pixels (1.00%) differ by more than 19"), "\(difference)")
        // One pixel in a hundred is a share of 0.01: allowed at 0.01, not below.
        #expect(ImageComparison(maxChannelDifference: 19, maxDifferingShare: 0.01).compare(expected: expected, actual: actual) == nil)
        #expect(ImageComparison(maxChannelDifference: 19, maxDifferingShare: 0.009).compare(expected: expected, actual: actual) != nil)
    }

    @Test func shareOfDifferingPixelsIsTheSecondThreshold() throws {
        let expected = Self.image(), actual = Self.image(changing: 5, by: 200)
        #expect(ImageComparison(maxChannelDifference: 8, maxDifferingShare: 0.05).compare(expected: expected, actual: actual) == nil)
        let difference = try #require(ImageComparison(maxChannelDifference: 8, maxDifferingShare: 0.04)
            .compare(expected: expected, actual: actual))
        #expect(difference.differingPixels == 5)
        #expect(abs(difference.differingShare - 0.05) < 1e-12)
        // The difference image marks exactly the five pixels in magenta (B 255, G 0, R 255).
        let picture = try #require(difference.image)
        var marked = 0
        for p in stride(from: 0, to: picture.pixels.count, by: 4)
        where picture.pixels[p] == 255 && picture.pixels[p + 1] == 0 && picture.pixels[p + 2] == 255 {
            marked += 1
        }
        #expect(marked == 5)
    }

    @Test func differentSizesNeverMatch() throws {
        let difference = try #require(ImageComparison(maxChannelDifference: 255, maxDifferingShare: 1)
            .compare(expected: Self.image(width: 10), actual: Self.image(width: 11)))
        #expect(difference.sizesDiffer)
        #expect(difference.description == "image size differs: expected 10×10 pixels, actual 11×10")
    }

    @Test func tolerancesAreClampedToTheirRanges() {
        let comparison = ImageComparison(maxChannelDifference: 300, maxDifferingShare: -1)
        #expect(comparison.maxChannelDifference == 255)
        #expect(comparison.maxDifferingShare == 0)
    }

    @Test func pngDataRoundTripsAnOpaqueImage() throws {
        var image = ImageBuffer(width: 7, height: 3, filledWith: Color(red: 0.2, green: 0.4, blue: 0.6))
        image.pixels[0] = 9
        let decoded = try readPNG(data: try pngData(image))
        #expect(decoded == image)
    }

    @Test func readingAMissingOrCorruptPNGSaysWhy() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.png")
        #expect { try readPNG(missing) } throws: { error in
            (error as? PNGReadError)?.description == "\(missing.path): no such file"
        }

        let corrupt = directory.appendingPathComponent("corrupt.png")
        try Data("not a png".utf8).write(to: corrupt)
        do {
            _ = try readPNG(corrupt)
            Issue.record("a corrupt file was read")
        } catch {
            #expect(error.path == corrupt.path)
            #expect(!error.message.isEmpty)
        }

        let written = directory.appendingPathComponent("written.png")
        let image = ImageBuffer(width: 4, height: 4, filledWith: .blue)
        try writePNG(image, to: written)
        #expect(try readPNG(written) == image)
    }
}

/// A fresh, empty directory under the system's temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
