import Testing
@testable import Lamina
import LaminaTestSupport

/// Path and colour keyframes are interpolated unboxed (`PropertyPlan.UnboxedKeyframes.paths`,
/// `.colors`): paths point by point when they have the same structure, else the nearer
/// keyframe's path; colours linearly, a missing colour being the other at zero alpha; Booleans
/// switch half way. A plain motion path writes the position without reading the one beneath.
@Suite struct PathAndColorKeyframeTests {
    private func line(_ a: Point, _ b: Point) -> Path {
        Path(elements: [.move(to: a), .line(to: b)])
    }

    private func presented(_ layer: Layer, at t: Double, in timeline: Timeline) -> LayerSnapshot {
        find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!
    }

    private func points(_ path: Path?) -> [Point] {
        (path?.elements ?? []).compactMap { element in
            switch element {
            case .move(let p), .line(let p): p
            default: nil
            }
        }
    }

    @Test func pathsOfOneStructureMixPointByPoint() {
        let shape = ShapeLayer()
        let timeline = makeTimeline(shape)
        let animation = KeyframeAnimation(keyPath: "path")
        animation.values = [.path(line(Point(0, 0), Point(10, 0))), .path(line(Point(0, 20), Point(30, 40))),
                            .path(line(Point(4, 4), Point(4, 4)))]
        animation.duration = 2
        shape.add(animation, forKey: "morph", resolvingBeginTime: false)
        // Key times 0, 0.5 and 1 of 2 s: at 0.25 s a quarter through the first segment, at 1.5 s half
        // through the second.
        let quarter = points(presented(shape, at: 0.25, in: timeline).shape?.path)
        expectClose(quarter[0], Point(0, 5))
        expectClose(quarter[1], Point(15, 10))
        let late = points(presented(shape, at: 1.5, in: timeline).shape?.path)
        expectClose(late[0], Point(2, 12))
        expectClose(late[1], Point(17, 22))
    }

    @Test func pathsOfDifferentStructuresSwitchHalfWayAndNilIsAPath() {
        let shape = ShapeLayer()
        let timeline = makeTimeline(shape)
        let triangle = Path(elements: [.move(to: Point(0, 0)), .line(to: Point(10, 0)), .line(to: Point(0, 10)), .closeSubpath])
        let animation = KeyframeAnimation(keyPath: "path")
        animation.values = [.path(line(Point(0, 0), Point(10, 0))), .path(triangle), .path(nil)]
        animation.duration = 2
        shape.add(animation, forKey: "morph", resolvingBeginTime: false)
        #expect(presented(shape, at: 0.4, in: timeline).shape?.path == line(Point(0, 0), Point(10, 0)))
        #expect(presented(shape, at: 0.6, in: timeline).shape?.path == triangle)
        #expect(presented(shape, at: 1.4, in: timeline).shape?.path == triangle)
        #expect(presented(shape, at: 1.6, in: timeline).shape?.path == nil)
    }

    @Test func aDiscreteShadowPathHoldsEachKeyframe() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let animation = KeyframeAnimation(keyPath: "shadowPath")
        animation.values = [.path(line(Point(0, 0), Point(1, 1))), .path(line(Point(5, 5), Point(6, 6)))]
        animation.calculationMode = .discrete
        animation.duration = 1
        layer.add(animation, forKey: "shadow", resolvingBeginTime: false)
        #expect(presented(layer, at: 0.4, in: timeline).shadowPath == line(Point(0, 0), Point(1, 1)))
        #expect(presented(layer, at: 0.6, in: timeline).shadowPath == line(Point(5, 5), Point(6, 6)))
    }

    @Test func aPathKeyframeOnALayerWithoutAShapeChangesNothing() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let animation = KeyframeAnimation(keyPath: "path")
        animation.values = [.path(line(Point(0, 0), Point(1, 1))), .path(line(Point(5, 5), Point(6, 6)))]
        animation.duration = 1
        layer.add(animation, forKey: "morph", resolvingBeginTime: false)
        #expect(presented(layer, at: 0.5, in: timeline).properties == layer.properties)
    }

    @Test func coloursMixLinearlyAndAMissingOneFadesTheOther() {
        let shape = ShapeLayer()
        let timeline = makeTimeline(shape)
        let red = Color(red: 1, green: 0, blue: 0, alpha: 1), blue = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let stroke = KeyframeAnimation(keyPath: "strokeColor")
        stroke.values = [.color(red), .color(blue), .color(nil)]
        stroke.duration = 2
        shape.add(stroke, forKey: "stroke", resolvingBeginTime: false)
        let quarter = presented(shape, at: 0.25, in: timeline).shape?.strokeColor
        expectClose(quarter?.red, 0.75)
        expectClose(quarter?.blue, 0.25)
        expectClose(quarter?.alpha, 0.875)
        // Towards nil: blue at half its alpha, half way.
        let late = presented(shape, at: 1.5, in: timeline).shape?.strokeColor
        expectClose(late?.blue, 1)
        expectClose(late?.alpha, 0.25)
        #expect(shape.strokeColor == nil)  // the model is left as it was
    }

    @Test func aCumulativeColourStillAddsItsCycles() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let tint = KeyframeAnimation(keyPath: "backgroundColor")
        tint.values = [.color(Color(red: 0, green: 0, blue: 0, alpha: 1)), .color(Color(red: 0.25, green: 0, blue: 0, alpha: 1))]
        tint.duration = 1
        tint.repeatCount = 2
        tint.isCumulative = true
        layer.add(tint, forKey: "tint", resolvingBeginTime: false)
        // Second cycle, half way: 0.125 plus one cycle's change (0.25).
        expectClose(presented(layer, at: 1.5, in: timeline).backgroundColor?.red, 0.375)
    }

    @Test func aMotionPathSetsThePositionAndAnAdditiveOneAddsToIt() {
        let plain = Layer(), additive = Layer()
        plain.position = Point(10, 10)
        additive.position = Point(10, 10)
        let timeline = makeTimeline(plain, additive)
        for (layer, isAdditive) in [(plain, false), (additive, true)] {
            let motion = KeyframeAnimation(keyPath: "position")
            motion.path = line(Point(0, 0), Point(40, 20))
            motion.duration = 2
            motion.isAdditive = isAdditive
            layer.add(motion, forKey: "motion", resolvingBeginTime: false)
        }
        expectClose(presented(plain, at: 0.5, in: timeline).position, Point(10, 5))
        expectClose(presented(additive, at: 0.5, in: timeline).position, Point(20, 15))
        #expect(plain.position == Point(10, 10))
    }

    @Test func booleansSwitchHalfWayOrHoldWhenDiscrete() {
        let linear = Layer(), discrete = Layer()
        let timeline = makeTimeline(linear, discrete)
        for (layer, mode) in [(linear, KeyframeAnimation.CalculationMode.linear), (discrete, .discrete)] {
            let blink = KeyframeAnimation(keyPath: "hidden")
            blink.values = [.bool(false), .bool(true), .bool(false)]
            blink.calculationMode = mode
            blink.duration = 2
            layer.add(blink, forKey: "blink", resolvingBeginTime: false)
        }
        // Linear: key times 0, 0.5, 1 (of 2 s), each value up to half way to the next.
        #expect([0.4, 0.6, 1.4, 1.6].map { presented(linear, at: $0, in: timeline).isHidden } == [false, true, true, false])
        // Discrete: three values, a third of the time each.
        #expect([0.6, 0.7, 1.3, 1.4].map { presented(discrete, at: $0, in: timeline).isHidden } == [false, true, true, false])
        #expect(!linear.isHidden && !discrete.isHidden)
    }
}
