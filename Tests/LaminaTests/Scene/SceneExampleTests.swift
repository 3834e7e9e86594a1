import Foundation
import Testing
@testable import Lamina
import LaminaYAML
import LaminaTestSupport

/// The examples in Examples/, checked against closed forms.
@Suite struct SceneExampleTests {
    static func load(_ name: String) throws -> Scene {
        try Scene.loadAny(contentsOf: SceneTestSupport.example(name))
    }

    @Test(arguments: [0.5, 1, 2, 3.5])
    func confettiFallsAtItsCellsRatesAndTheBurstSweepsOnlyWhileItEmits(t: Double) throws {
        let scene = try Self.load("confetti.json")
        let frame = scene.presentation(at: t)
        let confetti = try #require(frame.layer(named: "confetti")), burst = try #require(frame.layer(named: "burst"))
        // Five cells of 9 a second living 4 to 5 s: 45 t births so far, none dead before 4 s.
        let paper = EmitterParticles(try #require(confetti.properties.emitter), localTime: confetti.localTime)
        #expect(abs(Double(paper.count) - 45 * t) <= 5, "\(paper.count) at \(t)")
        // The burst emits 40 a second from 0.5 s for 1.5 s; its sparks live 0.9 to 1.5 s.
        let sparks = EmitterParticles(try #require(burst.properties.emitter), localTime: burst.localTime)
        if t <= 0.5 { #expect(sparks.count == 0) }
        if t >= 3.5 { #expect(sparks.count == 0) }
        if t == 1 { #expect(abs(sparks.count - 20) <= 1) }
        #expect(paper.particles.allSatisfy { $0.position.y >= -12 })
        // The burst sweeps from x 100 to 220 while it emits: each spark set off from where the
        // emitter was at its birth, x = 100 + 80 (b - 0.5), with no acceleration along x.
        for spark in try #require(burst.particles()).particles {
            let start = spark.position.x - spark.initialVelocity[0] * spark.age
            #expect(abs(start - (100 + 80 * (spark.birthTime - 0.5))) < 1e-6, "spark born at \(spark.birthTime)")
        }
    }

    @Test(arguments: [0.0, 0.25, 0.5, 1, 1.5, 1.9, 2, 3])
    func strokeDrawsItselfWithEaseInEaseOut(t: Double) throws {
        let scene = try Self.load("stroke.json")
        let ring = try #require(scene.advance(to: t).layer(named: "ring"))
        let expected = TimingFunction.easeInEaseOut.value(at: min(t / 2, 1))
        expectClose(ring.shape!.strokeEnd, expected, "t=\(t)")
    }

    @Test(arguments: [0.3, 0.5, 1.7, 2.95])
    func spinnerInstancesRotateAndFadeInTurn(t: Double) throws {
        let scene = try Self.load("spinner.json")
        let spinner = try #require(scene.advance(to: t).layer(named: "spinner"))
        #expect(spinner.instances.count == 12)
        #expect(spinner.sublayers.count == 1, "the replicator is the whole spinner: one marker")
        for instance in spinner.instances {
            let i = Double(instance.index)
            let rotation = Transform3D(rotationAngle: i * 2 * .pi / 12)
            expectClose(instance.transform, rotation, tolerance: 1e-9)
            // The animation begins a period early (beginTime -1), so every copy is mid-turn
            // from the first frame: no warm-up where the markers appear one by one.
            let local = t + 1 - i / 12
            let expected = 1 - (local - local.rounded(.down))
            let opacity = instance.sublayers[0].opacity
            expectClose(opacity, expected, tolerance: 1e-9, "instance \(instance.index) at \(t)")
        }
    }

    @Test func wobbleHitsItsKeyframesAtTheKeyTimes() throws {
        let scene = try Self.load("wobble.json")
        let values = [0, 0.3, -0.2, 0.1, 0.0], times = [0, 0.2, 0.5, 0.8, 1.0]
        for (value, time) in zip(values, times) {
            let card = try #require(scene.advance(to: time * 1.2).layer(named: "card"))
            let rotation = try #require(card.value(forKeyPath: "transform.rotation.z")?.number)
            expectClose(rotation, value, tolerance: 1e-9, "at \(time * 1.2)")
        }
    }

    @Test func wobbleSegmentsUseTheirOwnTimingFunctions() throws {
        let scene = try Self.load("wobble.json")
        // Half way through the first segment (0 → 0.3, easeOut) and the second (0.3 → -0.2, easeInEaseOut).
        let first = try #require(scene.advance(to: 0.12).layer(named: "card")?.value(forKeyPath: "transform.rotation.z")?.number)
        expectClose(first, 0.3 * TimingFunction.easeOut.value(at: 0.5), tolerance: 1e-9)
        let second = try #require(scene.advance(to: 0.42).layer(named: "card")?.value(forKeyPath: "transform.rotation.z")?.number)
        expectClose(second, 0.3 - 0.5 * TimingFunction.easeInEaseOut.value(at: 0.5), tolerance: 1e-9)
    }

    @Test func transactionChainRunsEachCompletionWhenTheAnimationsBeforeItEnd() throws {
        let scene = try Self.load("transactions.json")
        func box(_ t: Double) throws -> LayerSnapshot { try #require(scene.advance(to: t).layer(named: "box")) }
        let green = Color(hex: "#34C759")!, red = Color(hex: "#FF3B30")!
        // Before the action: the model.
        #expect(try box(0.4).position.x == 50)
        // The first transaction: linear over 0.5 s from t = 0.5.
        expectClose(try box(0.6).position.x, 70)
        expectClose(try box(0.6).opacity, 0.9)
        expectClose(try box(1.0).position.x, 150)
        // Its completion at t = 1: easeInEaseOut over 1 s to 250.
        expectClose(try box(1.25).position.x, 150 + 100 * TimingFunction.easeInEaseOut.value(at: 0.25))
        expectClose(try box(1.5).position.x, 200)
        #expect(try box(1.9).backgroundColor == green)
        // The last completion at t = 2, with actions disabled: at once.
        let end = try box(2.0)
        #expect(end.position.x == 250)
        #expect(end.opacity == 1)
        #expect(end.backgroundColor == red)
    }

    @Test func yamlExampleMatchesTheJSONOne() throws {
        let json = try SceneDocument(contentsOf: SceneTestSupport.example("stroke.json"))
        let yaml = try SceneDocument.load(contentsOf: SceneTestSupport.example("stroke.yaml"))
        #expect(json == yaml)
    }

    @Test func everyExampleLoads() throws {
        // Scenes only: Examples/Input holds pointer-event files for the controls, and
        // lottie-*.json are Lottie animations (LaminaLottieTests loads those).
        let names = try FileManager.default.contentsOfDirectory(atPath: SceneTestSupport.example("").path)
            .filter { ($0.hasSuffix(".json") || $0.hasSuffix(".yaml")) && !$0.hasPrefix("lottie-") }
        #expect(names.count >= 5)
        for name in names { _ = try Self.load(name).advance(to: 0.5) }
    }

    @Test func springsExampleFollowsTheOscillatorAndTheGroupRepeats() throws {
        let scene = try Self.load("springs.json")
        // Card: m = 1, k = 120, c = 9, from -60 to 120, starting at 0.3 s.
        let w0 = 120.0.squareRoot(), zeta = 9 / (2 * 120.0.squareRoot()), wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in [0.2, 0.5, 0.9, 1.6] {
            let card = try #require(scene.advance(to: t).layer(named: "card"))
            let s = max(t - 0.3, 0)
            let x = -exp(-zeta * w0 * s) * (cos(wd * s) + zeta * w0 / wd * sin(wd * s))
            expectClose(card.position.y, -60 + 180 * (1 + x), tolerance: 1e-9, "card at \(t)")
        }
        // Pulse: a 1.2 s group repeating forever; scale 0.4 → 1.3 with easeOut inside it.
        for t in [0.6, 1.8, 3.0] {
            let pulse = try #require(scene.advance(to: t).layer(named: "pulse"))
            let expected = 0.4 + 0.9 * TimingFunction.easeOut.value(at: 0.5)
            expectClose(pulse.transform.components.scaleX, expected, tolerance: 1e-9, "pulse at \(t)")
        }
    }
}
