import Foundation
import Lamina
import LaminaRender
import Testing

/// `filters` on rendered pixels, against closed-form answers: a flood fills its region, an
/// offset moves a square by whole pixels, a blurred half-plane is half covered at its edge, a
/// colour matrix maps a known colour (in sRGB and in linear RGB).
@Suite struct FilterRenderTests {
    /// A square of `color` with `frame`, filtered over `region` (in the layer's space) by `primitives`.
    static func filtered(_ frame: Rect, _ color: Color, region: Rect, _ primitives: [FilterPrimitive]) -> Layer {
        let layer = makeSquare(frame, color)
        layer.filters = FilterGraph(region: region, primitives: primitives)
        return layer
    }

    @Test func aFloodFillsItsRegionAndNothingElse() {
        let layer = Self.filtered(Rect(50, 50, 100, 100), .blue, region: Rect(-10, -10, 120, 120),
                                  [FilterPrimitive(.flood(.red))])
        let image = render(makeRoot(Size(200, 200), layer))
        expectPixel(image, Point(45, 45), .red)     // outside the layer, inside the region
        expectPixel(image, Point(100, 100), .red)   // the content is replaced
        expectPixel(image, Point(155, 155), .red)
        expectPixel(image, Point(35, 35), .white)   // outside the region
        expectPixel(image, Point(165, 100), .white)
    }

    @Test func anOffsetMovesTheContentByDxDy() {
        let green = Color(red: 0, green: 1, blue: 0)
        let layer = Self.filtered(Rect(20, 20, 40, 40), green, region: Rect(-20, -20, 100, 100),
                                  [FilterPrimitive(.offset(dx: 10, dy: 5))])
        let image = render(makeRoot(Size(100, 100), layer))
        // The square now covers x 30..<70, y 25..<65.
        expectPixel(image, Point(30.5, 25.5), RGBA(0, 255, 0))
        expectPixel(image, Point(69.5, 64.5), RGBA(0, 255, 0))
        expectPixel(image, Point(29.5, 40), .white)
        expectPixel(image, Point(40, 24.5), .white)
        expectPixel(image, Point(70.5, 40), .white)
    }

    @Test func aBlurredHalfPlaneIsHalfCoveredAtItsEdge() {
        // Black over x < 100, blurred with σ = 5 (sRGB, so alpha alone decides): at the edge the
        // coverage is Φ(0) = 1/2 exactly (the kernel is symmetric); two σ out it is Φ(−2) ≈ 0.023,
        // two σ in Φ(2) ≈ 0.977, which the specification's three boxes approximate to within 6/255.
        let layer = Self.filtered(Rect(-100, -100, 200, 400), .black, region: Rect(-50, -50, 400, 500),
                                  [FilterPrimitive(.gaussianBlur(x: 5, y: 5), colorSpace: .sRGB)])
        let image = render(makeRoot(Size(200, 200), layer), background: nil)
        let edge = Double(image.rgba(99, 100).a + image.rgba(100, 100).a) / 2
        #expect(abs(edge - 127.5) <= 3, "alpha at the edge is \(edge)")
        #expect(abs(Double(image.rgba(110, 100).a) - 0.023 * 255) <= 6, "alpha two σ out is \(image.rgba(110, 100).a)")
        #expect(abs(Double(image.rgba(89, 100).a) - 0.977 * 255) <= 6, "alpha two σ in is \(image.rgba(89, 100).a)")
        #expect(image.rgba(150, 100).a == 0)
        #expect(image.rgba(50, 100).a == 255)
    }

    @Test func aColorMatrixMapsAKnownColor() {
        let source = Color(red: 0.8, green: 0.4, blue: 0.2)
        let swap: [Double] = [0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0]
        let inSRGB = Self.filtered(Rect(0, 0, 50, 50), source, region: Rect(0, 0, 50, 50),
                                   [FilterPrimitive(.colorMatrix(swap), colorSpace: .sRGB)])
        // Halving red in linear RGB: 0.8 is 0.6038 linear, half is 0.3019, which is 0.5874 in sRGB.
        var half = FilterOperation.identityMatrix
        half[0] = 0.5
        let inLinear = Self.filtered(Rect(50, 0, 50, 50), source, region: Rect(0, 0, 50, 50),
                                     [FilterPrimitive(.colorMatrix(half))])
        let image = render(makeRoot(Size(100, 50), inSRGB, inLinear))
        expectPixel(image, Point(25, 25), RGBA(51, 102, 204))
        expectPixel(image, Point(75, 25), RGBA(150, 102, 51))
    }

    @Test func compositeAndMergeReadNamedResults() {
        // A drop shadow made of primitives: the alpha, offset, flooded red, kept inside it, under the source.
        let layer = Self.filtered(Rect(20, 20, 40, 40), .blue, region: Rect(-20, -20, 100, 100), [
            FilterPrimitive(.offset(dx: 20, dy: 20), inputs: [.sourceAlpha], result: "moved"),
            FilterPrimitive(.flood(.red)),
            FilterPrimitive(.composite(.in), inputs: [.previous, .result("moved")], result: "shadow"),
            FilterPrimitive(.merge, inputs: [.result("shadow"), .sourceGraphic]),
        ])
        let image = render(makeRoot(Size(100, 100), layer))
        expectPixel(image, Point(30, 30), .blue)
        expectPixel(image, Point(70, 70), .red)
        expectPixel(image, Point(70, 30), .white)
    }

    @Test func aHugeStandardDeviationAndRegionAreClampedNotAllocated() {
        let layer = Self.filtered(Rect(40, 40, 20, 20), .black, region: Rect(-1e9, -1e9, 2e9, 2e9),
                                  [FilterPrimitive(.gaussianBlur(x: 1e9, y: 1e300)), FilterPrimitive(.morphology(.dilate, radiusX: 1e12, radiusY: 1e12))])
        let image = render(makeRoot(Size(100, 100), layer))
        // The square's ink is spread over the whole buffer: nothing is left dark.
        #expect(image.rgba(50, 50).r > 200, "centre is \(image.rgba(50, 50))")
    }

    @Test func aConvolutionWithAShiftingKernelMovesAnEdgeByOnePixel() {
        // The specification's sum flips the kernel: [0, 0, 1] with the target in the middle
        // reads the pixel to the left, so black over x < 50 reaches x < 51.
        let kernel = ConvolveMatrix(orderX: 3, orderY: 1, kernel: [0, 0, 1], divisor: 1, targetX: 1, targetY: 0)
        let layer = Self.filtered(Rect(0, 0, 50, 100), .black, region: Rect(0, 0, 100, 100),
                                  [FilterPrimitive(.convolveMatrix(kernel), colorSpace: .sRGB)])
        let image = render(makeRoot(Size(100, 100), layer))
        expectPixel(image, Point(50.5, 50), .black)
        expectPixel(image, Point(51.5, 50), .white)
        // The default edge mode duplicates the first column, so nothing transparent moves in.
        expectPixel(image, Point(0.5, 50), .black)
    }

    @Test func fractalNoiseWithoutOctavesIsHalfGreyAtHalfAlpha() {
        // No octaves sum to 0, which fractal noise maps to 0.5 in every channel: straight
        // (0.5, 0.5, 0.5) at alpha 0.5 over white is 0.75, 191.
        let noise = Turbulence(baseFrequencyX: 0.05, baseFrequencyY: 0.05, octaves: 0, isFractalNoise: true)
        let layer = Self.filtered(Rect(0, 0, 50, 50), .red, region: Rect(0, 0, 50, 50),
                                  [FilterPrimitive(.turbulence(noise), colorSpace: .sRGB)])
        expectPixel(render(makeRoot(Size(50, 50), layer)), Point(25, 25), RGBA(191, 191, 191))
    }

    @Test func turbulenceIsTheSameForTheSameSeedAndDiffersForAnother() {
        func image(seed: Int) -> ImageBuffer {
            let noise = Turbulence(baseFrequencyX: 0.05, baseFrequencyY: 0.05, octaves: 2, seed: seed)
            return render(makeRoot(Size(40, 40), Self.filtered(Rect(0, 0, 40, 40), .red, region: Rect(0, 0, 40, 40),
                                                               [FilterPrimitive(.turbulence(noise))])))
        }
        #expect(image(seed: 3).pixels == image(seed: 3).pixels)
        #expect(image(seed: 3).pixels != image(seed: 4).pixels)
    }
}
