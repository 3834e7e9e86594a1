import Foundation
import Lamina
import LaminaYAML
import Testing

/// `SceneWriter` writes a layer's animations: a tree with every kind of animation, written and
/// loaded back, presents the same values at every time, and writes the same document again.
@Suite struct SceneWriterAnimationTests {
    /// A shape layer carrying a basic, keyframe (values and path), spring, group and transition
    /// animation, with the timing keys a document can hold.
    static func animatedTree() -> Layer {
        let shape = ShapeLayer()
        shape.name = "dot"
        shape.bounds = Rect(0, 0, 20, 20)
        shape.path = .ellipse(in: Rect(0, 0, 20, 20))
        shape.fillColor = .black

        let slide = BasicAnimation(keyPath: "position.x")
        slide.fromValue = .number(0)
        slide.toValue = .number(100)
        slide.duration = 1
        slide.beginTime = 0.2
        slide.repeatCount = 2
        slide.autoreverses = true
        slide.timingFunction = .easeIn
        slide.fillMode = .both
        slide.isRemovedOnCompletion = false
        shape.add(slide, forKey: "slide")

        let tint = KeyframeAnimation(keyPath: "fillColor")
        tint.values = [.color(Color(hex: "#FF0000")), .color(Color(hex: "#0000FF")), .color(Color(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.5))]
        tint.keyTimes = [0, 0.3, 1]
        tint.timingFunctions = [TimingFunction(controlPoints: 0.3, 0.1, 0.7, 0.9), .linear]
        tint.duration = 1.5
        tint.repeatDuration = .infinity
        shape.add(tint, forKey: "tint")

        let follow = KeyframeAnimation(keyPath: "position")
        var route = Path()
        route.move(to: Point(10, 10))
        route.addCurve(to: Point(90, 50), control1: Point(40, -20), control2: Point(60, 80))
        follow.path = route
        follow.rotationMode = .auto
        follow.calculationMode = .paced
        follow.duration = 2
        follow.isAdditive = true
        shape.add(follow, forKey: "follow")

        let pop = SpringAnimation(keyPath: "transform.scale")
        pop.fromValue = .number(1)
        pop.toValue = .number(2)
        pop.mass = 1.5
        pop.stiffness = 200
        pop.damping = 12
        pop.initialVelocity = 0.5
        pop.duration = 1.25
        shape.add(pop, forKey: "pop")

        let spin = BasicAnimation(keyPath: "transform")
        spin.valueFunction = .rotateZ
        spin.fromValue = .number(0)
        spin.toValue = .number(3)  // documents keep 6 decimals; a value with more would round
        spin.duration = 0.8
        spin.isCumulative = true
        spin.repeatCount = 3
        let fade = KeyframeAnimation(keyPath: "opacity")
        fade.values = [.number(1), .number(0.2), .number(1)]
        fade.calculationMode = .cubic
        fade.tensionValues = [0, 0.5, 0]
        let both = AnimationGroup()
        both.animations = [spin, fade]
        both.duration = 2.4
        both.speed = 1.5
        both.timeOffset = 0.1
        shape.add(both, forKey: "both")

        let swap = Transition()
        swap.type = .push
        swap.subtype = .fromLeft
        swap.duration = 0.5
        shape.add(swap, forKey: "swap")
        return shape
    }

    /// The presentation at `t` as an inspect report (every value to 6 decimals).
    static func report(_ root: Layer, at t: Double) -> String {
        InspectReport(time: t, root: Timeline(rootLayer: root).presentation(at: t)).rendered()
    }

    @Test(arguments: ["json", "yaml"])
    func aWrittenAnimatedTreePresentsTheSameValuesAtEveryTime(format: String) throws {
        let original = Self.animatedTree()
        let written = SceneWriter.document(size: Size(200, 100), duration: 3, layers: [original])
        let document = format == "json"
            ? try SceneDocument(jsonData: Data(written.rendered().utf8), fileName: "written.json")
            : try SceneDocument(yaml: written.renderedYAML(), fileName: "written.yaml")
        let loaded = try #require(Scene(document: document).rootLayer.sublayers.first)
        #expect(loaded.animationKeys() == ["slide", "tint", "follow", "pop", "both", "swap"])
        loaded.removeFromSuperlayer()
        let originalRoot = SceneWriterTests.wrap(original), loadedRoot = SceneWriterTests.wrap(loaded)
        for t in [0, 0.1, 0.45, 0.9, 1.3, 2.05, 2.9, 7.3] {
            #expect(Self.report(loadedRoot, at: t) == Self.report(originalRoot, at: t), "at t = \(t)")
        }
        // Written again, the loaded tree gives the same document: nothing was lost or changed.
        #expect(SceneWriter.json(for: loaded).rendered() == SceneWriter.json(for: original).rendered())
    }

    @Test func defaultsAreLeftOutOfAnAnimation() {
        let fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = .number(0)
        #expect(SceneWriter.json(for: fade, key: "fade") == .object([
            .init("type", .string("basic")), .init("key", .string("fade")), .init("keyPath", .string("opacity")),
            .init("toValue", .number(0)),
        ]))
    }
}
