import Lamina
import LaminaConformance
import Testing

/// The scoring rule: over white (and black), 16/255 per channel, 1% of pixels.
@Suite struct ConformanceScoringTests {
    /// A 100×100 opaque image of `base` with the first `count` pixels set to `other`.
    static func image(_ base: [UInt8], changing count: Int = 0, to other: [UInt8] = [0, 0, 0, 255]) -> ImageBuffer {
        var pixels: [UInt8] = []
        for i in 0..<10_000 { pixels += i < count ? other : base }
        return ImageBuffer(width: 100, height: 100, pixels: pixels)!
    }

    @Test func identicalImagesPass() {
        let red = Self.image([0, 0, 255, 255])
        let comparison = ConformanceScoring.overWhite.compare(reference: red, rendered: red)
        #expect(comparison.passed)
        #expect(comparison.differingPixels == 0)
    }

    @Test func aChannelDiffersOnlyBeyondSixteenLevels() {
        let gray = Self.image([100, 100, 100, 255])
        let by16 = Self.image([100, 100, 100, 255], changing: 10_000, to: [100, 116, 100, 255])
        let by17 = Self.image([100, 100, 100, 255], changing: 10_000, to: [100, 100, 83, 255])
        #expect(ConformanceScoring.overWhite.compare(reference: gray, rendered: by16).differingPixels == 0)
        #expect(ConformanceScoring.overWhite.compare(reference: gray, rendered: by17).differingPixels == 10_000)
    }

    @Test func onePercentOfPixelsMayDiffer() {
        let white = Self.image([255, 255, 255, 255])
        let hundred = Self.image([255, 255, 255, 255], changing: 100)
        let hundredAndOne = Self.image([255, 255, 255, 255], changing: 101)
        let passing = ConformanceScoring.overWhite.compare(reference: white, rendered: hundred)
        #expect(passing.passed)
        #expect(passing.differingShare == 0.01)
        let failing = ConformanceScoring.overWhite.compare(reference: white, rendered: hundredAndOne)
        #expect(!failing.passed)
        #expect(failing.differingPixels == 101)
    }

    @Test func transparentAndWhiteAgreeOverWhiteButNotOverBlack() {
        let white = Self.image([255, 255, 255, 255])
        let clear = Self.image([0, 0, 0, 0])
        #expect(ConformanceScoring.overWhite.compare(reference: white, rendered: clear).passed)
        let both = ConformanceScoring.overWhiteAndBlack.compare(reference: white, rendered: clear)
        #expect(!both.passed)
        #expect(both.differingPixels == 10_000)
    }

    @Test func halfTransparentPixelsCompositeAsPremultiplied() {
        // Premultiplied 50% red over white is (255, 128, 128); an opaque pixel of that colour matches.
        let halfRed = Self.image([0, 0, 128, 128])
        let pink = Self.image([127, 127, 255, 255])
        #expect(ConformanceScoring.overWhite.compare(reference: halfRed, rendered: pink).differingPixels == 0)
        // Over black it is (128, 0, 0): pink differs there.
        #expect(ConformanceScoring.overWhiteAndBlack.compare(reference: halfRed, rendered: pink).differingPixels == 10_000)
    }

    @Test func imagesOfDifferentSizesDifferEverywhere() {
        let reference = Self.image([255, 255, 255, 255])
        let small = ImageBuffer(width: 10, height: 10, filledWith: .white)
        let comparison = ConformanceScoring.overWhite.compare(reference: reference, rendered: small)
        #expect(!comparison.passed)
        #expect(comparison.differingShare == 1)
        #expect(comparison.image == nil)
    }

    @Test func theDifferencePictureMarksDifferingPixelsInMagenta() throws {
        let white = Self.image([255, 255, 255, 255])
        let picture = try #require(ConformanceScoring.overWhite.compare(reference: white, rendered: Self.image(
            [255, 255, 255, 255], changing: 1)).image)
        #expect(Array(picture.pixels[0..<4]) == [255, 0, 255, 255])
        #expect(Array(picture.pixels[4..<8]) == [255, 255, 255, 255])
    }
}
