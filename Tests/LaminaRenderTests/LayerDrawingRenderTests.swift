import CCairo
import Foundation
import Lamina
import LaminaRender
import Testing

/// `Layer.display()` through LaminaRender's `CairoContentDrawer`: `draw(in:)` runs on a Cairo
/// context in the layer's coordinates and its pixels become `contents`, `bounds.size ×
/// contentsScale` pixels, as Core Animation's backing store is.
@Suite struct LayerDrawingRenderTests {
    init() { CairoContentDrawer.installIfNeeded() }

    /// Fills a rectangle of its own coordinates in red.
    final class RedBlock: Layer {
        var block = Rect(0, 0, 5, 4)
        override func draw(in context: any LayerDrawingContext) {
            guard let cairo = (context as? CairoDrawingContext)?.cairo else { return }
            cairo_set_source_rgba(cairo, 1, 0, 0, 1)
            cairo_rectangle(cairo, block.origin.x, block.origin.y, block.size.width, block.size.height)
            cairo_fill(cairo)
        }
    }

    @Test func drawingBecomesContentsAtTheContentsScale() throws {
        let layer = RedBlock()
        layer.bounds = Rect(0, 0, 10, 4)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = try #require(layer.contents)
        #expect(image.width == 20 && image.height == 8)
        #expect(image.rgba(2, 2) == .red)
        #expect(image.rgba(9, 7) == .red)
        #expect(image.rgba(10, 0) == RGBA(0, 0, 0, 0))  // right half untouched, transparent
    }

    @Test func theBoundsOriginIsTheImagesTopLeft() throws {
        let layer = RedBlock()
        layer.bounds = Rect(5, 5, 10, 10)
        layer.block = Rect(5, 5, 2, 2)
        layer.display()
        let image = try #require(layer.contents)
        #expect(image.rgba(0, 0) == .red)
        #expect(image.rgba(2, 2) == RGBA(0, 0, 0, 0))
    }

    @Test func aDelegateDrawsForAPlainLayer() throws {
        final class Painter: LayerDelegate {
            func draw(_ layer: Layer, in context: any LayerDrawingContext) {
                guard let cairo = (context as? CairoDrawingContext)?.cairo else { return }
                cairo_set_source_rgba(cairo, 0, 0, 1, 1)
                cairo_paint(cairo)
            }
        }
        let layer = Layer(), painter = Painter()
        layer.delegate = painter
        layer.bounds = Rect(0, 0, 3, 3)
        layer.display()
        #expect(layer.contents?.rgba(1, 1) == .blue)
    }

    @Test func emptyOrHugeBoundsGiveNoContentsAndNoCrash() {
        let layer = RedBlock()
        layer.contents = ImageBuffer(width: 1, height: 1, filledWith: .white)
        layer.display()  // empty bounds
        #expect(layer.contents == nil)
        layer.bounds = Rect(0, 0, 1e12, 1e12)
        layer.display()
        #expect(layer.contents == nil)
        layer.bounds = Rect(0, 0, .nan, 4)
        layer.display()
        #expect(layer.contents == nil)
    }
}
