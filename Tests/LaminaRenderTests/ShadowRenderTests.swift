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
        // by a radius of 3 points, so it shows above the square and not below it.
        square.shadowOpacity = 1
        let opaque = render(makeRoot(Size(200, 200), square))
        let above = opaque.rgba(100, 48)
        #expect(above.r < 200 && above.r == above.g && above.g == above.b, "2 points above the square is \(above)")
        expectPixel(opaque, Point(100, 152.5), .white)
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
