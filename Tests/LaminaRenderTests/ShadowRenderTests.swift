import Foundation
import Lamina
import LaminaRender
import Testing

/// Shadows against Core Animation's documented defaults and `shadowPath`.
@Suite struct ShadowRenderTests {
    @Test func defaultsAreCoreAnimations() {
        let layer = Layer()
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowOffset == Size(width: 0, height: -3))
        #expect(layer.shadowColor == Color(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.shadowPath == nil)
    }

    @Test func theDefaultShadowIsInvisibleAndFallsUpOnceOpaque() {
        let square = makeSquare(Rect(50, 50, 100, 100), .red)
        let image = render(makeRoot(Size(200, 200), square))
        expectPixel(image, Point(100, 48), .white)
        // Opacity 1 and the rest default: offset (0, -3) moves it up a y-down screen, blurred
        // by a radius of 3 points (fading over 2 × 3 points and a pixel), so it shows above the
        // square and not 4.5 points below it, where a shadow falling down would still show.
        square.shadowOpacity = 1
        let opaque = render(makeRoot(Size(200, 200), square))
        let above = opaque.rgba(100, 48)
        #expect(above.r < 200 && above.r == above.g && above.g == above.b, "2 points above the square is \(above)")
        expectPixel(opaque, Point(100, 154.5), .white)
    }

    /// Core Animation fades a shadow over twice `shadowRadius` beyond the content's edge, along a
    /// triangle-shaped kernel: at distance d outside an edge the shadow's alpha is
    /// (2r − d)² / (2 (2r)²), nothing from 2r on (the profile lottie-ios's reference frames show).
    @Test func aShadowFadesOverTwiceItsRadiusAsCoreAnimationsDoes() {
        let square = makeSquare(Rect(50, 50, 100, 100), .red)
        square.shadowOpacity = 1
        square.shadowRadius = 5
        square.shadowOffset = .zero
        let image = render(makeRoot(Size(200, 200), square))
        func expectedAlpha(_ d: Double) -> Double {
            let reach = 2 * square.shadowRadius
            return d >= reach ? 0 : (reach - d) * (reach - d) / (2 * reach * reach)
        }
        // Columns left of the square's edge at x = 50, at pixel centres d = 0.5 ... 11.5 away.
        for column in 38...49 {
            let d = 50 - (Double(column) + 0.5)
            let alpha = 1 - Double(image.rgba(column, 100).r) / 255
            #expect(abs(alpha - expectedAlpha(d)) <= 0.03, "alpha \(alpha) at \(d) points from the edge, expected \(expectedAlpha(d))")
        }
        expectPixel(image, Point(39.5, 100), .white)
    }

    @Test func shadowPathCastsWhereThePathIsNotWhereTheContentIs() {
        // A red 40-point square at (20, 20) whose shadow path is the 40-point square to its right.
        let layer = makeSquare(Rect(20, 20, 40, 40), .red)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = Size(width: 0, height: 10)
        layer.shadowPath = .rect(Rect(60, 0, 40, 40))
        let image = render(makeRoot(Size(200, 120), layer))
        // The path's square is (80, 20)...(120, 60) in the frame, moved down 10.
        expectPixel(image, Point(100, 50), .black)
        expectPixel(image, Point(85, 65), .black)
        expectPixel(image, Point(100, 25), .white)
        // The content casts nothing: 5 points below the red square is white.
        expectPixel(image, Point(40, 65), .white)
        expectPixel(image, Point(40, 40), .red)
    }
}
