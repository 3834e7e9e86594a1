import Foundation
import Lamina
import LaminaControls
import Testing

/// The onboarding scene against the closed form of each animation: the intro transaction
/// (ease-in-ease-out over 0.5 s), the keyframe segments, the fireworks group's repeats, page
/// two's chained transactions, the caption's fade, Done and resizing.
@Suite struct OnboardingTests {
    static let e = TimingFunction.easeInEaseOut
    static let degree = Double.pi / 180
    static let theta = Onboarding.introArmAngle

    /// The scene at the default size (340 × 480: the illustration at scale 1), page changes at
    /// `pageChanges`.
    static func scene(pageChanges: [Double] = [], script: PointerScript = PointerScript()) throws -> OnboardingScene {
        try OnboardingScene(pageChanges: pageChanges, script: script)
    }

    /// A part's presented values at `t`.
    static func part(_ scene: OnboardingScene, _ name: String, at t: Double) throws -> LayerSnapshot {
        try #require(scene.advance(to: t).layer(named: name), "no \(name)")
    }

    static func angle(_ snapshot: LayerSnapshot) -> Double {
        snapshot.value(forKeyPath: "transform.rotation.z")?.number ?? .nan
    }

    static func scale(_ snapshot: LayerSnapshot) -> Double {
        snapshot.value(forKeyPath: "transform.scale.x")?.number ?? .nan
    }

    // MARK: - Page one

    @Test func theIntroStartsOffToBothSidesByHalfTheViewAndHalfTheIllustration() throws {
        let scene = try Self.scene()
        let onboarding = scene.onboarding
        #expect(onboarding.illustrationScale == 1)
        let offset = 340.0 / 2 + 300.0 / 2
        #expect(onboarding.introOffset == offset)
        let frame = scene.advance(to: 0)
        for name in Onboarding.leftGroup {
            let shown = try #require(frame.layer(named: name)).position
            #expect(abs(shown.x - (onboarding.home(of: name).x - offset)) < 1e-9, "\(name)")
            #expect(shown.y == onboarding.home(of: name).y)
        }
        for name in Onboarding.rightGroup {
            let shown = try #require(frame.layer(named: name)).position
            #expect(abs(shown.x - (onboarding.home(of: name).x + offset)) < 1e-9, "\(name)")
        }
        #expect(abs(Self.angle(try #require(frame.layer(named: "pictureFrame"))) - 20 * Self.degree) < 1e-9)
        #expect(abs(Self.angle(try #require(frame.layer(named: "leftArm"))) + 0.610865) < 1e-9)
        #expect(abs(Self.angle(try #require(frame.layer(named: "rightArm"))) - 0.610865) < 1e-9)
    }

    @Test(arguments: [0.05, 0.125, 0.25, 0.3, 0.45, 0.5, 0.8])
    func theIntroTransactionEasesEverythingToTheCentreInHalfASecond(t: Double) throws {
        let scene = try Self.scene()
        let onboarding = scene.onboarding
        let offset = onboarding.introOffset
        let left = 1 - Self.e.value(at: min(1, t / 0.5))  // the share of the offset still to go
        let frame = scene.advance(to: t)
        for name in Onboarding.leftGroup + Onboarding.rightGroup {
            let sign = Onboarding.leftGroup.contains(name) ? -1.0 : 1.0
            let expected = onboarding.home(of: name).x + sign * offset * left
            let shown = try #require(frame.layer(named: name)).position.x
            #expect(abs(shown - expected) < 1e-6, "\(name) at \(t): \(shown), expected \(expected)")
        }
    }

    @Test func halfWayThroughTheIntroTheEasedCurveIsExactlyHalfWay() throws {
        // Ease-in-ease-out is symmetric: at 0.25 s the parts have covered half the offset, the
        // frame has turned from 20° to 0° and the arms are at half their intro angle — where the
        // keyframe animations begin.
        let scene = try Self.scene()
        let onboarding = scene.onboarding
        let frame = scene.advance(to: 0.25)
        let body = try #require(frame.layer(named: "body")).position.x
        #expect(abs(body - (onboarding.home(of: "body").x - onboarding.introOffset / 2)) < 1e-6)
        #expect(abs(Self.angle(try #require(frame.layer(named: "pictureFrame")))) < 1e-6)
        #expect(abs(Self.angle(try #require(frame.layer(named: "leftArm"))) + Self.theta / 2) < 1e-6)
        #expect(abs(Self.angle(try #require(frame.layer(named: "rightArm"))) - Self.theta / 2) < 1e-6)
    }

    /// The picture frame: the transaction's turn until 0.25 s, then the keyframes
    ///
    ///     t      0.25 ──── 0.4975 ──── 0.745 ──── 1.0
    ///     angle   0°       -30°        -10°       -20°
    ///            [ easeInEaseOut ][ easeOut ][ easeIn ]
    @Test func thePictureFrameWobblesThroughItsKeyframesWithACurvePerSegment() throws {
        let d = Self.degree
        let start = 0.25, duration = 0.75
        func at(_ fraction: Double) -> Double { start + duration * fraction }
        let expectations: [(t: Double, angle: Double)] = [
            (0.125, 20 * d - 40 * d * Self.e.value(at: 0.25)),  // still the transaction
            (at(0), 0),
            (at(0.165), -30 * d * Self.e.value(at: 0.5)),  // half of segment 0
            (at(0.33), -30 * d),
            (at(0.495), -30 * d + 20 * d * TimingFunction.easeOut.value(at: 0.5)),  // half of segment 1
            (at(0.66), -10 * d),
            (at(0.83), -10 * d - 10 * d * TimingFunction.easeIn.value(at: 0.5)),  // half of segment 2
            (at(1) - 1e-9, -20 * d),
            (1.5, -20 * d),  // removed; the model rests there
        ]
        let scene = try Self.scene()
        for (t, expected) in expectations {
            let shown = Self.angle(try Self.part(scene, "pictureFrame", at: t))
            #expect(abs(shown - expected) < 1e-6, "at \(t): \(shown / d)°, expected \(expected / d)°")
        }
        #expect(scene.onboarding.part("pictureFrame").animationKeys().isEmpty)
    }

    @Test func theArmsBounceFromOneSharedFactoryWithMirroredValues() throws {
        let scene = try Self.scene()
        let t = Self.theta
        // Segment 0 (0.25 ... 0.45 s, ease-in-ease-out) from -θ/2 to θ/5; segment 1 (ease out) to 0.
        let expectations: [(time: Double, left: Double)] = [
            (0.25, -t / 2),
            (0.35, -t / 2 + (t / 5 + t / 2) * Self.e.value(at: 0.5)),
            (0.45, t / 5),
            (0.55, t / 5 - t / 5 * TimingFunction.easeOut.value(at: 0.5)),
            (0.65, 0),
            (2, 0),
        ]
        for (time, left) in expectations {
            let frame = scene.advance(to: time)
            let shownLeft = Self.angle(try #require(frame.layer(named: "leftArm")))
            let shownRight = Self.angle(try #require(frame.layer(named: "rightArm")))
            #expect(abs(shownLeft - left) < 1e-6, "left at \(time): \(shownLeft), expected \(left)")
            #expect(abs(shownRight + left) < 1e-6, "right at \(time): \(shownRight), expected \(-left)")
        }
        let left = Onboarding.leftArmBounce(beginTime: 1), right = Onboarding.rightArmBounce(beginTime: 1)
        #expect(left.duration == 0.4 && right.duration == 0.4)
        #expect(left.keyTimes == [0, 0.5, 1] && right.keyTimes == [0, 0.5, 1])
        #expect(left.timingFunctions == right.timingFunctions)
        #expect(left.values != right.values)
    }

    /// The fireworks: scale 0.2 → 1 over 1.2 s (ease out) and opacity 0 → 1 over 0.8 s, in a
    /// group of 3.5 s that repeats forever.
    @Test(arguments: [0.0, 0.4, 0.8, 1.0, 2.0, 3.4])
    func theFireworksGroupGrowsAndFadesInEveryThreeAndAHalfSeconds(phase: Double) throws {
        let scene = try Self.scene()
        let scale = phase >= 1.2 ? 1 : 0.2 + 0.8 * TimingFunction.easeOut.value(at: phase / 1.2)
        let opacity = phase >= 0.8 ? 1 : phase / 0.8
        for cycle in [0.0, 1, 2, 5] {
            let t = cycle * 3.5 + phase
            let fireworks = try Self.part(scene, "fireworks", at: t)
            #expect(abs(Self.scale(fireworks) - scale) < 1e-6, "scale at \(t): \(Self.scale(fireworks)), expected \(scale)")
            #expect(abs(fireworks.opacity - opacity) < 1e-6, "opacity at \(t): \(fireworks.opacity), expected \(opacity)")
        }
    }

    // MARK: - Page two

    @Test func pageTwoChainsTheWalkAndThenTheLimbsAndScenery() throws {
        let p = 2.0
        let scene = try Self.scene(pageChanges: [p])
        let onboarding = scene.onboarding
        let home = onboarding.home(of: "character").x
        let offset = onboarding.introOffset
        let a = Onboarding.characterArmAngle, leg = Onboarding.characterLegAngle
        let small = Onboarding.hiddenSceneryScale

        // Step one: the walk, 0.45 s, ease in; the limbs and scenery wait.
        for t in [p, p + 0.1, p + 0.225, p + 0.44] {
            let frame = scene.advance(to: t)
            let expected = home - offset * (1 - TimingFunction.easeIn.value(at: (t - p) / 0.45))
            let x = try #require(frame.layer(named: "character")).position.x
            #expect(abs(x - expected) < 1e-6, "character at \(t): \(x), expected \(expected)")
            #expect(abs(Self.angle(try #require(frame.layer(named: "characterLeftArm"))) - a) < 1e-9)
            #expect(abs(Self.angle(try #require(frame.layer(named: "characterRightArm"))) + a) < 1e-9)
            #expect(abs(Self.angle(try #require(frame.layer(named: "characterLeftLeg"))) - leg) < 1e-9)
            #expect(abs(Self.scale(try #require(frame.layer(named: "trees"))) - small) < 1e-9)
            #expect(abs(Self.scale(try #require(frame.layer(named: "buildings"))) - small) < 1e-9)
        }
        #expect(onboarding.chain?.currentStep == 0)

        // Step two begins exactly when the walk ends (its completion), 0.5 s ease-in-ease-out.
        _ = scene.advance(to: p + 0.45)
        #expect(onboarding.chain?.currentStep == 1)
        let arm = onboarding.part("characterLeftArm")
        let begin = try #require(arm.animation(forKey: "transform")).beginTime
        #expect(abs(begin - (p + 0.45)) < 1e-9)
        for t in [p + 0.5, p + 0.7, p + 0.9] {
            let frame = scene.advance(to: t)
            let progress = Self.e.value(at: (t - p - 0.45) / 0.5)
            let x = try #require(frame.layer(named: "character")).position.x
            #expect(abs(x - home) < 1e-9)
            let leftArm = Self.angle(try #require(frame.layer(named: "characterLeftArm")))
            #expect(abs(leftArm - a * (1 - progress)) < 1e-6, "arm at \(t): \(leftArm)")
            let leftLeg = Self.angle(try #require(frame.layer(named: "characterLeftLeg")))
            #expect(abs(leftLeg - leg * (1 - progress)) < 1e-6, "leg at \(t): \(leftLeg)")
            for name in ["trees", "buildings"] {
                let s = Self.scale(try #require(frame.layer(named: name)))
                #expect(abs(s - (small + (1 - small) * progress)) < 1e-6, "\(name) at \(t): \(s)")
            }
        }
        let settled = scene.advance(to: p + 1)
        for name in ["characterLeftArm", "characterRightArm", "characterLeftLeg", "trees", "buildings"] {
            #expect(try #require(settled.layer(named: name)).properties.transform == .identity, "\(name)")
        }
        #expect(onboarding.chain == nil)
    }

    @Test func theCaptionFadesToItsNewTextOnEveryPageChange() throws {
        let p = 1.5
        let scene = try Self.scene(pageChanges: [p])
        let captions = scene.onboarding.captions
        let before = try Self.part(scene, "caption", at: p - 0.01)
        #expect(before.text?.string == captions[0])
        #expect(before.transition == nil)
        // Inside the 0.125 s fade: the new text with the old one captured, eased progress.
        for fraction in [0.0, 0.25, 0.5, 0.75] {
            let t = p + 0.125 * fraction
            let caption = try Self.part(scene, "caption", at: t)
            #expect(caption.text?.string == captions[1])
            let transition = try #require(caption.transition, "no transition at \(t)")
            #expect(transition.type == .fade)
            #expect(transition.outgoing.text?.string == captions[0])
            #expect(abs(transition.progress - Self.e.value(at: fraction)) < 1e-6, "progress at \(t): \(transition.progress)")
        }
        let after = try Self.part(scene, "caption", at: p + 0.13)
        #expect(after.transition == nil)
        #expect(after.text?.string == captions[1])
        #expect(scene.state().first { $0.key == "page" }?.value == .number(2))
    }

    // MARK: - Input

    @Test func aTapAdvancesThePageAndATapOnTheLastPageDoesNothing() throws {
        let scene = try Self.scene(script: .presses([(1, 1.1), (3, 3.1)], at: Point(170, 240)))
        _ = scene.advance(to: 1.05)
        #expect(scene.onboarding.page == 0)
        #expect(scene.onboarding.part("fireworks").animationKeys() == ["fireworkGroupAnimation"])
        _ = scene.advance(to: 1.1)
        #expect(scene.onboarding.page == 1)
        #expect(try Self.part(scene, "caption", at: 1.15).transition != nil)
        // Page one is hidden for good: its forever-repeating fireworks stop.
        #expect(scene.onboarding.part("fireworks").animationKeys().isEmpty)
        _ = scene.advance(to: 3.2)
        #expect(scene.onboarding.page == 1)
        #expect(!scene.onboarding.isFinished)
    }

    @Test func doneJumpsToTheEndStateAtOnceAndStopsTheChain() throws {
        let done = try Self.scene().onboarding.doneButton.position
        // Pressed during page two's walk (page change at 1, Done released at 1.2).
        let scene = try Self.scene(pageChanges: [1], script: .presses([(1.15, 1.2)], at: done))
        let onboarding = scene.onboarding
        _ = scene.advance(to: 1.19)
        #expect(!onboarding.isFinished)
        let frame = scene.advance(to: 1.2)
        #expect(onboarding.isFinished && onboarding.page == 1)
        for name in OnboardingArtwork.pageTwoParts {
            let part = try #require(frame.layer(named: name))
            #expect(part.position == onboarding.home(of: name), "\(name)")
            #expect(part.properties.transform == .identity, "\(name)")
            #expect(onboarding.part(name).animationKeys().isEmpty, "\(name)")
        }
        let caption = try #require(frame.layer(named: "caption"))
        #expect(caption.text?.string == onboarding.captions[1])
        #expect(caption.transition == nil)
        #expect(try #require(frame.layer(named: "page1")).isHidden)
        #expect(!(try #require(frame.layer(named: "page2")).isHidden))
        // The walk's completion (fired by the removal) starts nothing: the scenery stays up.
        let later = scene.advance(to: 2)
        #expect(Self.scale(try #require(later.layer(named: "trees"))) == 1)
        #expect(onboarding.part("trees").animationKeys().isEmpty)
        #expect(onboarding.chain == nil)
        #expect(scene.state().first { $0.key == "finished" }?.value == .bool(true))
    }

    @Test func doneOnPageOneSkipsPastPageTwo() throws {
        let done = try Self.scene().onboarding.doneButton.position
        let scene = try Self.scene(script: .presses([(0.2, 0.3)], at: done))
        let frame = scene.advance(to: 0.3)
        #expect(scene.onboarding.page == 1 && scene.onboarding.isFinished)
        let pictureFrame = try #require(frame.layer(named: "pictureFrame"))
        #expect(pictureFrame.position == scene.onboarding.home(of: "pictureFrame"))
        #expect(abs(Self.angle(pictureFrame) - Onboarding.restingFrameAngle) < 1e-9)
        // A tap after Done changes nothing.
        scene.onboarding.advance()
        #expect(scene.onboarding.page == 1)
    }

    // MARK: - Layout

    @Test func aResizeMidAnimationRecentresAndTheAnimationsStillArrive() throws {
        let scene = try Self.scene(pageChanges: [2])
        let onboarding = scene.onboarding
        let offset = onboarding.introOffset
        _ = scene.advance(to: 0.25)
        onboarding.bounds = Rect(0, 0, 500, 700)
        let s = min(1.25, 460.0 / 300, 350.0 / 240)
        #expect(onboarding.illustrationScale == s)
        let frame = scene.advance(to: 0.3)
        let stage = try #require(frame.layer(named: "stage"))
        #expect(stage.position == Point(250, 280))
        #expect(abs(Self.scale(stage) - s) < 1e-12)
        // The running transaction continues in the illustration's coordinates, unchanged.
        let body = try #require(frame.layer(named: "body")).position.x
        let expected = onboarding.home(of: "body").x - offset * (1 - Self.e.value(at: 0.6))
        #expect(abs(body - expected) < 1e-6)
        let settled = scene.advance(to: 1.5)
        for name in Onboarding.leftGroup + Onboarding.rightGroup {
            #expect(try #require(settled.layer(named: name)).position == onboarding.home(of: name), "\(name)")
        }
        // Page two starts from the new width: half the view (in illustration points) plus half the illustration.
        #expect(abs(onboarding.introOffset - (250 / s + 150)) < 1e-9)
        let character = try Self.part(scene, "character", at: 2).position.x
        #expect(abs(character - (onboarding.home(of: "character").x - (250 / s + 150))) < 1e-9)
        let caption = try #require(scene.advance(to: 2).layer(named: "caption"))
        #expect(caption.position.x == 250)
        let done = try #require(scene.advance(to: 2).layer(named: "done"))
        #expect(done.position.x == 500 - 16 - 38)
    }

    @Test func theArtworkImportsEveryNamedPartWithoutWarnings() throws {
        for page in [1, 2] {
            let data = try OnboardingArtwork.svg(page: page)
            #expect(String(decoding: data, as: UTF8.self).hasPrefix("<svg"))
            let result = try OnboardingArtwork.importPage(page)
            #expect(result.warnings.isEmpty, "\(result.warnings)")
            #expect(result.size == Size(300, 240))
        }
        let onboarding = try Onboarding()
        // Arms turn at the shoulder: the anchor stays put when the arm is turned.
        let arm = onboarding.part("leftArm")
        #expect(arm.anchorPoint.y > 0.8)
        #expect(onboarding.part("pictureFrame").anchorPoint == Point(0.5, 0))
        #expect(onboarding.part("trees").anchorPoint == Point(0.5, 1))
    }
}
