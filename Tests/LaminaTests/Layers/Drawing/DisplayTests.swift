import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// Display marks and passes (`setNeedsDisplay`, `displayIfNeeded`, `display()`, the delegate's
/// `display(_:)` and `draw(_:in:)`, `needsDisplay(forKey:)`, `needsDisplayOnBoundsChange`), with
/// Core Animation's rules as the oracle. Pixels are LaminaRender's (`LayerDrawingRenderTests`).
@Suite struct DisplayTests {
    /// Sets a one-pixel image of a colour as the layer's contents, and counts.
    final class Painter: LayerDelegate {
        var displays = 0
        var draws: [ObjectIdentifier] = []
        func display(_ layer: Layer) {
            displays += 1
            layer.contents = ImageBuffer(width: 1, height: 1, filledWith: .red)
        }
        func draw(_ layer: Layer, in context: any LayerDrawingContext) {
            draws.append(ObjectIdentifier(context))
        }
    }

    final class Context: LayerDrawingContext {
        let bounds = Rect(0, 0, 4, 4)
        let scale = 1.0
    }

    final class Badge: Layer {
        override class func needsDisplay(forKey key: String) -> Bool { key == "cornerRadius" }
    }

    @Test func setNeedsDisplayMarksAndDisplayIfNeededDisplaysOnce() {
        let layer = Layer(), painter = Painter()
        layer.delegate = painter
        #expect(!layer.needsDisplay())
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(painter.displays == 1)
        #expect(layer.contents?.width == 1)
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(painter.displays == 1)
        layer.setNeedsDisplay(Rect(0, 0, 1, 1))  // a rectangle marks the whole layer
        #expect(layer.needsDisplay())
    }

    @Test func theDefaultDrawAsksTheDelegate() {
        let layer = Layer(), painter = Painter(), context = Context()
        layer.delegate = painter
        layer.draw(in: context)
        #expect(painter.draws == [ObjectIdentifier(context)])
    }

    @Test func boundsChangesMarkOnlyWhenAsked() {
        let layer = Layer()
        layer.bounds = Rect(0, 0, 10, 10)
        #expect(!layer.needsDisplay())  // needsDisplayOnBoundsChange is false by default
        layer.needsDisplayOnBoundsChange = true
        layer.bounds.origin = Point(3, 3)
        #expect(!layer.needsDisplay())  // the size did not change
        layer.bounds = Rect(0, 0, 20, 10)
        #expect(layer.needsDisplay())
    }

    @Test func keysTheClassNamesMarkTheLayer() {
        let badge = Badge()
        badge.opacity = 0.5
        #expect(!badge.needsDisplay())
        badge.cornerRadius = 4
        #expect(badge.needsDisplay())
        #expect(!Layer.needsDisplay(forKey: "cornerRadius"))
    }

    @Test func advancingATimelineDisplaysMarkedLayersAfterLayingThemOut() {
        final class Logging: Layer {
            var log: [String] = []
            override func layoutSublayers() { log.append("layout") }
            override func display() { log.append("display") }
        }
        let layer = Logging(), child = Layer(), painter = Painter()
        child.delegate = painter
        layer.addSublayer(child)
        let timeline = makeTimeline(layer)
        layer.setNeedsDisplay()
        child.setNeedsDisplay()
        timeline.advance(to: 0.5)
        #expect(layer.log == ["layout", "display"])
        #expect(painter.displays == 1)
        #expect(!child.needsDisplay())
    }

    @Test func theOutermostCommitDisplaysWhatTheTransactionMarked() {
        let layer = Layer(), painter = Painter()
        layer.delegate = painter
        let timeline = makeTimeline(layer)
        timeline.advance(to: 0)
        Transaction.perform { layer.setNeedsDisplay() }
        #expect(painter.displays == 1)
    }
}
