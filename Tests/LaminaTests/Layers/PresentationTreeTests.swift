import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// `presentation()` as Core Animation's presentation tree (each sublayer presented too, at the
/// same moment) and `model()` back to the model layers.
@Suite struct PresentationTreeTests {
    @Test func sublayersArePresentedAtTheSameMoment() throws {
        let card = Layer(), dot = ShapeLayer()
        card.addSublayer(dot)
        let timeline = makeTimeline(card)
        card.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 2), forKey: "fade")
        dot.add(BasicAnimation(keyPath: "position.x", from: 0, to: 100, duration: 4), forKey: "slide")
        timeline.advance(to: 1)
        let presented = try #require(card.presentation())
        expectClose(presented.opacity, 0.5)
        #expect(presented.sublayers.count == 1)
        let presentedDot = try #require(presented.sublayers.first as? ShapeLayer)  // the same class
        expectClose(presentedDot.position.x, 25)
        #expect(presentedDot.superlayer === presented)
        #expect(presentedDot.animationKeys().isEmpty)
        #expect(dot.position.x == 0)  // the model is untouched
    }

    @Test func modelLeadsBackToTheModelLayers() throws {
        let card = Layer(), dot = Layer(), mask = Layer()
        card.addSublayer(dot)
        card.mask = mask
        let timeline = makeTimeline(card)
        let presented = try #require(card.presentation())
        #expect(timeline.rootLayer.sublayers.first === card)
        #expect(presented.model() === card)
        #expect(presented.sublayers[0].model() === dot)
        #expect(presented.mask?.model() === mask)
        #expect(card.model() === card)
        #expect(presented.presentation() === presented)
    }

    @Test func theRootsPresentationReadsItsTreesCurrentState() throws {
        let root = Layer()
        let timeline = Timeline(rootLayer: root)
        let child = Layer()
        root.addSublayer(child)
        child.opacity = 0.3
        #expect(root.presentation()?.sublayers.first?.opacity == 0.3)
        timeline.advance(to: 1)
        #expect(Layer().presentation() == nil)
    }
}
