import Testing
@testable import Lamina

/// The evaluator makes siblings in two passes (copy every model and gather every plan, then
/// animate): each layer must still get exactly its own plans, at its own local time.
@Suite struct SiblingEvaluationTests {
    private func fade(duration: Double) -> BasicAnimation {
        BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: duration)
    }

    private func slide(by distance: Double, duration: Double) -> BasicAnimation {
        let slide = BasicAnimation(keyPath: "position.x")
        slide.byValue = .number(distance)
        slide.duration = duration
        return slide
    }

    /// plain | two animations | one animation, twice as fast, with a sublayer of its own that
    /// animates and one that does not.
    private func makeTree() -> (root: Layer, fast: Layer) {
        let root = Layer()
        let plain = Layer()
        plain.name = "plain"
        let both = Layer()
        both.name = "both"
        both.position = Point(10, 0)
        both.add(fade(duration: 2), forKey: "fade", resolvingBeginTime: false)
        both.add(slide(by: 100, duration: 1), forKey: "slide", resolvingBeginTime: false)
        let fast = Layer()
        fast.name = "fast"
        fast.speed = 2
        fast.add(fade(duration: 4), forKey: "fade", resolvingBeginTime: false)
        let child = Layer()
        child.name = "child"
        child.add(slide(by: 40, duration: 2), forKey: "slide", resolvingBeginTime: false)
        let still = Layer()
        still.name = "still"
        still.opacity = 0.5
        fast.addSublayer(child)
        fast.addSublayer(still)
        for layer in [plain, both, fast] { root.addSublayer(layer) }
        return (root, fast)
    }

    @Test func eachSiblingGetsItsOwnAnimationsAtItsOwnTime() throws {
        let (root, _) = makeTree()
        let snapshot = Evaluator.snapshot(of: root, parentTime: 0.5)
        let plain = try #require(snapshot.layer(named: "plain"))
        let both = try #require(snapshot.layer(named: "both"))
        let fast = try #require(snapshot.layer(named: "fast"))
        let child = try #require(snapshot.layer(named: "child"))
        let still = try #require(snapshot.layer(named: "still"))
        #expect(plain.opacity == 1 && plain.position.x == 0)
        #expect(abs(both.opacity - 0.75) < 1e-12)          // 0.5 s of a 2 s fade
        #expect(abs(both.position.x - 60) < 1e-12)         // 10 + half of 100
        #expect(abs(fast.opacity - 0.75) < 1e-12)          // local time 1 s of a 4 s fade
        #expect(abs(child.position.x - 20) < 1e-12)        // inherits local time 1 s of 2 s
        #expect(still.opacity == 0.5 && still.position.x == 0)
    }

    @Test func removingAnAnimationReplacesTheLayersPlans() throws {
        let (root, fast) = makeTree()
        fast.removeAnimation(forKey: "fade")
        let slowFade = fade(duration: 8)
        fast.add(slowFade, forKey: "slowFade", resolvingBeginTime: false)
        let snapshot = Evaluator.snapshot(of: root, parentTime: 0.5)
        let presented = try #require(snapshot.layer(named: "fast"))
        #expect(abs(presented.opacity - 0.875) < 1e-12)    // local time 1 s of an 8 s fade
        #expect(abs(try #require(snapshot.layer(named: "both")).opacity - 0.75) < 1e-12)
    }

    @Test func aLongSiblingListMatchesEvaluatingEachLayerAlone() {
        let root = Layer()
        for index in 0..<500 {
            let layer = Layer()
            layer.position = Point(Double(index), 0)
            for _ in 0..<(index % 4) {
                layer.add(slide(by: Double(index % 7), duration: 1 + Double(index % 3)), forKey: nil,
                          resolvingBeginTime: false)
            }
            root.addSublayer(layer)
        }
        let snapshot = Evaluator.snapshot(of: root, parentTime: 0.3)
        for (layer, presented) in zip(root.sublayers, snapshot.sublayers) {
            let alone = Evaluator.presentationProperties(of: layer, localTime: 0.3)
            #expect(presented.properties == alone)
        }
    }
}
