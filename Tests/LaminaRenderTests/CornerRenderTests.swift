import Foundation
import Lamina
import LaminaRender
import Testing

/// `maskedCorners` and `cornerCurve` drawn: the background, the border and the `masksToBounds`
/// clip all follow the corners (pixels with tolerance).
@Suite struct CornerRenderTests {
    private func render(_ configure: (Layer) -> Void) -> ImageBuffer {
        let layer = Layer()
        layer.bounds = Rect(0, 0, 40, 40)
        layer.backgroundColor = .red
        layer.cornerRadius = 12
        configure(layer)
        return Renderer().render(snapshot: Timeline(rootLayer: layer).presentation(), size: Size(width: 40, height: 40))
    }

    @Test func onlyTheMaskedCornersAreRounded() {
        let image = render { $0.maskedCorners = [.layerMaxXMaxYCorner] }
        #expect(image.rgba(0, 0) == .red)
        #expect(image.rgba(39, 0) == .red)
        #expect(image.rgba(0, 39) == .red)
        #expect(image.rgba(39, 39).a == 0)
        #expect(image.rgba(20, 20) == .red)
    }

    @Test func theClipFollowsTheMaskedCorners() {
        let image = render { layer in
            layer.backgroundColor = nil
            layer.masksToBounds = true
            layer.maskedCorners = [.layerMinXMinYCorner]
            let fill = Layer()
            fill.bounds = Rect(0, 0, 40, 40)
            fill.position = Point(20, 20)
            fill.backgroundColor = .blue
            layer.addSublayer(fill)
        }
        #expect(image.rgba(0, 0).a == 0)
        #expect(image.rgba(39, 39) == .blue)
    }

    @Test func continuousCornersAreTransparentInTheCornerAndFullAlongTheEdges() {
        let image = render { $0.cornerCurve = .continuous }
        for (x, y) in [(0, 0), (39, 0), (0, 39), (39, 39), (1, 1)] {
            #expect(image.rgba(x, y).a == 0, "(\(x), \(y))")
        }
        for (x, y) in [(20, 0), (0, 20), (39, 20), (20, 39), (20, 20)] {
            #expect(image.rgba(x, y).isClose(to: .red), "(\(x), \(y))")
        }
    }

    @Test func theBorderFollowsTheCorners() {
        let image = render { layer in
            layer.backgroundColor = nil
            layer.borderWidth = 4
            layer.borderColor = .blue
            layer.maskedCorners = [.layerMinXMaxYCorner]
        }
        #expect(image.rgba(1, 1) == .blue)        // square top left: the border's corner
        #expect(image.rgba(0, 39).a == 0)         // rounded bottom left
        #expect(image.rgba(20, 20).a == 0)        // no background
    }
}
