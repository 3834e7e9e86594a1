import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// Keyframes of numbers and points take the evaluator's unboxed path (`PropertyPlan.UnboxedKeyframes`),
/// and shape values are written into the shape part in place (`LayerProperties.modifyShape`):
/// the presented values are the closed-form interpolations, and the model is never touched.
@Suite struct UnboxedKeyframeTests {
    private func presented(_ layer: Layer, _ timeline: Timeline, _ t: Double) -> LayerSnapshot {
        find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!
    }

    @Test func shapeNumbersInterpolateWithoutChangingTheModel() {
        let shape = ShapeLayer()
        shape.path = .rect(Rect(x: 0, y: 0, width: 10, height: 10))
        shape.lineWidth = 3
        let timeline = makeTimeline(shape)
        let width = KeyframeAnimation(keyPath: "lineWidth")
        width.values = [2, 6, 10]
        width.duration = 2
        shape.add(width, forKey: "width")
        let end = KeyframeAnimation(keyPath: "strokeEnd")
        end.values = [0, 1]
        end.duration = 2
        shape.add(end, forKey: "end")
        // A colour takes its own unboxed way on the same shape part.
        let fill = KeyframeAnimation(keyPath: "fillColor")
        fill.values = [.color(Color(red: 0, green: 0, blue: 0, alpha: 1)), .color(Color(red: 1, green: 0, blue: 0, alpha: 1))]
        fill.duration = 2
        shape.add(fill, forKey: "fill")

        let half = presented(shape, timeline, 0.5).properties.shape!
        expectClose(half.lineWidth, 4)
        expectClose(half.strokeEnd, 0.25)
        expectClose(half.fillColor!.red, 0.25)
        let later = presented(shape, timeline, 1.5).properties.shape!
        expectClose(later.lineWidth, 8)
        expectClose(later.strokeEnd, 0.75)
        #expect(later.path == shape.path)
        // The presentation wrote into its own copy of the shape part.
        #expect(shape.lineWidth == 3)
        #expect(shape.strokeEnd == 1)
        #expect(shape.fillColor == .black)
    }

    @Test func cumulativeRepeatsAddTheWholeCycle() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let a = KeyframeAnimation(keyPath: "position.x")
        a.values = [10, 20, 40]
        a.duration = 1
        a.repeatCount = 3
        a.isCumulative = true
        layer.add(a, forKey: "x")
        // Second cycle, a quarter in: 15 plus one cycle's change (30).
        expectClose(presented(layer, timeline, 1.25).position.x, 45)
        expectClose(presented(layer, timeline, 2.75).position.x, 30 + 60)
    }

    @Test func pointsAndSizesInterpolateAsPairs() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 5, height: 5)
        let timeline = makeTimeline(layer)
        let position = KeyframeAnimation(keyPath: "position")
        position.values = [.point(Point(x: 0, y: 0)), .point(Point(x: 100, y: 40))]
        position.duration = 1
        layer.add(position, forKey: "p")
        let size = KeyframeAnimation(keyPath: "bounds.size")
        size.values = [.size(Size(width: 10, height: 20)), .size(Size(width: 30, height: 60)), .size(Size(width: 0, height: 0))]
        size.calculationMode = .discrete
        size.duration = 1
        layer.add(size, forKey: "s")
        let snap = presented(layer, timeline, 0.5)
        expectClose(snap.position.x, 50)
        expectClose(snap.position.y, 20)
        // Discrete: the second of three values holds from 1/3 to 2/3.
        #expect(snap.bounds.size == Size(width: 30, height: 60))
        #expect(layer.position == .zero)
    }

    @Test func valuesOfTheWrongKindChangeNothing() {
        let layer = Layer()
        layer.position = Point(x: 7, y: 8)
        let timeline = makeTimeline(layer)
        let a = KeyframeAnimation(keyPath: "position")
        a.values = [1, 2]  // numbers for a point property
        a.duration = 1
        layer.add(a, forKey: "p")
        #expect(presented(layer, timeline, 0.5).position == Point(x: 7, y: 8))
    }
}
