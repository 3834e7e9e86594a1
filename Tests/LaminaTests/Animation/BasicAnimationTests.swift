import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

@Suite struct BasicAnimationTests {
    /// Position x of a layer whose model x is 100, at the middle of a 0...2 s linear animation.
    func midpointX(_ configure: (BasicAnimation) -> Void, additive: Bool = false) -> Double {
        let layer = Layer()
        layer.position = Point(100, 0)
        let timeline = makeTimeline(layer)
        let a = BasicAnimation(keyPath: "position.x")
        a.duration = 2
        a.isAdditive = additive
        configure(a)
        layer.add(a, forKey: "move")
        return find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: 1))!.position.x
    }

    @Test func fromToByCombinationsFollowApplesTable() {
        // u = 100 (the model value).
        #expect(midpointX { $0.fromValue = 0; $0.toValue = 20 } == 10)      // from → to
        #expect(midpointX { $0.fromValue = 0; $0.byValue = 40 } == 20)      // from → from + by
        #expect(midpointX { $0.byValue = 40; $0.toValue = 20 } == 0)        // to − by → to
        #expect(midpointX { $0.fromValue = 0 } == 50)                       // from → u
        #expect(midpointX { $0.toValue = 0 } == 50)                         // u → to
        #expect(midpointX { $0.byValue = 20 } == 110)                       // u → u + by
        #expect(midpointX { _ in } == 100)                                  // u → u
    }

    @Test func additiveAddsToTheModelValue() {
        #expect(midpointX({ $0.fromValue = 0; $0.toValue = 20 }, additive: true) == 110)
        #expect(midpointX({ $0.byValue = 20 }, additive: true) == 110)
    }

    @Test func cumulativeRepeatsContinueFromTheLastEnd() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let a = BasicAnimation(keyPath: "position.x", from: 0, to: 10, duration: 1)
        a.repeatCount = 3
        a.isCumulative = true
        layer.add(a, forKey: "step")
        let x = { (t: Double) in find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!.position.x }
        expectClose(x(0.5), 5)
        expectClose(x(1.5), 15)
        expectClose(x(2.5), 25)
    }

    @Test func laterAnimationsWinAndAdditiveOnesStack() {
        let layer = Layer()
        layer.position = Point(0, 0)
        let timeline = makeTimeline(layer)
        layer.add(BasicAnimation(keyPath: "position.x", from: 0, to: 100, duration: 1), forKey: "a")
        layer.add(BasicAnimation(keyPath: "position.x", from: 50, to: 50, duration: 1), forKey: "b")
        let shake = BasicAnimation(keyPath: "position.x", from: 0, to: 10, duration: 1)
        shake.isAdditive = true
        layer.add(shake, forKey: "c")
        let x = find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: 0.5))!.position.x
        #expect(x == 55)
    }

    @Test func sameKeyReplaces() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        layer.add(BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1), forKey: "fade")
        layer.add(BasicAnimation(keyPath: "opacity", from: 1, to: 1, duration: 1), forKey: "fade")
        #expect(layer.animationKeys() == ["fade"])
        #expect(opacity(of: layer, at: 0.5, in: timeline) == 1)
    }

    @Test func rotationZAnimatesTheAngleSoTwoPiIsAFullTurn() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        layer.add(BasicAnimation(keyPath: "transform.rotation.z", from: 0, to: .init(2 * Double.pi), duration: 4),
                  forKey: "spin")
        for (t, angle) in [(1.0, Double.pi / 2), (2.0, Double.pi), (3.0, 1.5 * Double.pi)] {
            let m = find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!.transform
            #expect(isClose(m.m11, cos(angle)) && isClose(m.m12, sin(angle)), "t = \(t)")
        }
        // Half way through a whole-matrix animation from 0 to 2π nothing would turn; the key path turns.
        let half = find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: 2))!.transform
        expectClose(half.m11, -1)
    }

    @Test func transformScaleKeepsRotation() {
        let layer = Layer()
        layer.transform = Transform3D(rotationAngle: .pi / 2)
        let timeline = makeTimeline(layer)
        layer.add(BasicAnimation(keyPath: "transform.scale", from: 1, to: 3, duration: 1), forKey: "grow")
        let m = find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: 0.5))!.transform
        #expect(isClose(m.components.scaleX, 2) && isClose(m.components.scaleY, 2))
        expectClose(m.components.rotationZ, .pi / 2)
    }

    @Test func colorsInterpolateComponentWise() {
        let layer = Layer()
        layer.backgroundColor = .black
        let timeline = makeTimeline(layer)
        layer.add(BasicAnimation(keyPath: "backgroundColor", from: .color(.red), to: .color(.blue), duration: 1), forKey: "c")
        let c = find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: 0.25))!.backgroundColor!
        #expect(isClose(c.red, 0.75) && isClose(c.blue, 0.25) && c.alpha == 1)
    }

    @Test func timingFunctionPacesProgress() {
        let shape = ShapeLayer()
        let timeline = makeTimeline(shape)
        let a = BasicAnimation(keyPath: "strokeEnd", from: 0, to: 1, duration: 2)
        a.timingFunction = .easeInEaseOut
        shape.add(a, forKey: "draw")
        for t in stride(from: 0.0, through: 2, by: 0.25) where t < 2 {
            let s = find(shape, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!.shape!.strokeEnd
            expectClose(s, TimingFunction.easeInEaseOut.value(at: t / 2))
        }
    }

    @Test func unknownKeyPathAnimatesNothing() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        layer.add(BasicAnimation(keyPath: "wobbliness", from: 0, to: 1, duration: 1), forKey: "w")
        layer.add(BasicAnimation(keyPath: "strokeEnd", from: 0, to: 0.5, duration: 1), forKey: "s")  // not a shape
        #expect(find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: 0.5))!.properties
            == find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: 5))!.properties)
    }

    @Test func addingCopiesTheAnimation() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let a = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 1)
        layer.add(a, forKey: "f")
        a.toValue = 0
        #expect(opacity(of: layer, at: 0.5, in: timeline) == 0.5)
    }
}
