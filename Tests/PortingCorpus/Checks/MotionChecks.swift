import Testing
#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// Corpus programs that animate: presented values at frozen times against closed forms.
@Suite struct MotionChecks {
    @Test func ringProgressStrokeEndFollowsTheAnimation() {
        let ring = RingProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.setProgress(0.8, animated: true)
        freeze(ring.layer, at: 0.5)
        #expect(near(ring.progressLayer.presentation()!.strokeEnd, 0.4))
        freeze(ring.layer, at: 1.5)
        #expect(near(ring.progressLayer.presentation()!.strokeEnd, 0.8))
        #expect(ring.progressLayer.strokeEnd == 0.8)
    }

    @Test func spinnerTurnsAQuarterEveryQuarterSecond() {
        let spinner = Spinner(size: 40)
        spinner.startAnimating()
        for t in [0.25, 1.25, 7.25] {
            freeze(spinner.layer, at: t)
            let transform = spinner.layer.presentation()!.transform
            #expect(near(transform.m11, 0, 1e-9) && near(transform.m12, 1, 1e-9), "t = \(t): \(transform)")
        }
        #expect(spinner.isAnimating)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating)
    }

    @Test func pulseGroupScalesAndFades() {
        let halo = PulseHalo(radius: 20)
        halo.pulse()
        // Opacity keyframes 0.45 → 0.45 over the first fifth, then to 0: at 0.5 of the way,
        // 0.375 through the second segment.
        let expectedOpacity: CGFloat = 0.45 * (1 - 0.375)
        freeze(halo.layer, at: 0.6)
        let presented = halo.layer.presentation()!
        #expect(near(presented.transform.m11, 1.25) && near(presented.transform.m22, 1.25))
        #expect(near(CGFloat(presented.opacity), expectedOpacity, 1e-6))
    }

    @Test func shimmerSlidesTheLocations() {
        let shimmer = ShimmerView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        shimmer.startShimmering()
        freeze(shimmer.gradient, at: 0.75)
        let locations = shimmer.gradient.presentation()!.locations!.map(\.doubleValue)
        #expect(zip(locations, [0, 0.5, 1]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(locations)")
    }

    @Test func cardFlipEndsAtTheRotatedTransformAndHoldsIt() {
        let flip = CardFlip()
        flip.flip(duration: 1)
        freeze(flip.card, at: 0)
        #expect(flip.card.presentation()!.transform == CardFlip.perspective)
        freeze(flip.card, at: 2)
        let end = flip.card.presentation()!.transform
        let expected = CATransform3DRotate(CardFlip.perspective, .pi / 2, 0, 1, 0)
        #expect(near(end.m11, expected.m11) && near(end.m13, expected.m13) && near(end.m34, expected.m34), "\(end)")
    }

    @Test func pathFollowerMovesAtConstantSpeed() {
        let follower = PathFollower()
        follower.run(duration: 2)
        for (t, point) in [(0.5, CGPoint(x: 50, y: 0)), (1.0, CGPoint(x: 100, y: 0)), (1.5, CGPoint(x: 100, y: 50)),
                           (3.0, CGPoint(x: 100, y: 100))] {
            freeze(follower.dot, at: t)
            #expect(near(follower.dot.presentation()!.position, point, 1e-6), "t = \(t)")
        }
    }

    @Test func heartbeatInterpolatesBetweenKeyTimes() {
        let heart = Heartbeat()
        heart.beat()
        freeze(heart.layer, at: 0.25)
        #expect(near(CGFloat(heart.layer.presentation()!.opacity), 0.5, 1e-6))
        freeze(heart.layer, at: 1.5)
        #expect(near(CGFloat(heart.layer.presentation()!.opacity), 0.75, 1e-6))
    }

    @Test func springMatchesTheDampedOscillatorClosedForm() {
        let button = SpringyButton()
        let spring = button.drop()
        // m = 1, k = 100, c = 10: ω0 = 10, ζ = 0.5, ωd = 10·√0.75; from rest at 0 to 100.
        let zeta = 0.5, omega0 = 10.0, omegaD = 10 * (0.75).squareRoot()
        for t in [0.1, 0.3, 0.6] {
            freeze(button.layer, at: t)
            let x = 1 - exp(-zeta * omega0 * t) * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
            let y = button.layer.presentation()!.position.y
            #expect(near(y, 100 * x, 1e-6), "t = \(t): \(y) against \(100 * x)")
        }
        freeze(button.layer, at: spring.settlingDuration - 1e-6)
        #expect(near(button.layer.presentation()!.position.y, 100, 0.1))
    }

    @Test func shakeAddsToTheModelPosition() {
        let shake = ShakeField()
        shake.shake()
        freeze(shake.field, at: 0.1)
        #expect(near(shake.field.presentation()!.position.x, 130, 1e-6))
        freeze(shake.field, at: 0.2)
        #expect(near(shake.field.presentation()!.position.x, 110, 1e-6))
    }

    @Test func nudgeMovesByTheByValue() {
        let hint = NudgeHint()
        hint.nudge()
        freeze(hint.arrow, at: 0.5)
        #expect(near(hint.arrow.presentation()!.position, CGPoint(x: 75, y: 50), 1e-9))
    }

    @Test func snakeDrawsThenErases() {
        let snake = SnakeLine()
        snake.run()
        freeze(snake.line, at: 0.5)
        var presented = snake.line.presentation()!
        #expect(near(presented.strokeEnd, 0.5) && near(presented.strokeStart, 0))
        freeze(snake.line, at: 1.5)
        presented = snake.line.presentation()!
        #expect(near(presented.strokeEnd, 1) && near(presented.strokeStart, 0.5))
    }

    @Test func statusLightMixesRedAndBlue() {
        let light = StatusLight()
        light.turnBlue(duration: 2)
        freeze(light.light, at: 1)
        let components = light.light.presentation()!.backgroundColor!.components!
        #expect(zip(components, [0.5, 0, 0.5, 1] as [CGFloat]).allSatisfy { near($0, $1, 1e-9) }, "\(components)")
    }

    @Test func cornerMorphIsHalfWayAtHalfTimeWithASymmetricCurve() {
        let morph = CornerMorph()
        morph.round()
        freeze(morph.layer, at: 1)
        #expect(near(morph.layer.presentation()!.cornerRadius, 10, 1e-6))
        freeze(morph.layer, at: 0.5)
        #expect(morph.layer.presentation()!.cornerRadius < 5)
    }

    @Test func pathMorphInterpolatesThePoints() {
        let morph = PathMorph()
        morph.grow()
        freeze(morph.shape, at: 0.5)
        let box = morph.shape.presentation()!.path!.boundingBox
        #expect(near(box.width, 40, 1e-9) && near(box.height, 4, 1e-9), "\(box)")
    }

    @Test func progressBarGrowsFromTheLeft() {
        let bar = ProgressBar(width: 200)
        bar.setProgress(0.5)
        #expect(bar.fill.bounds.width == 100)
        freeze(bar.track, at: 0.25)
        let presented = bar.fill.presentation()!
        #expect(near(presented.bounds.width, 50, 1e-9))
        #expect(near(presented.frame.minX, 0, 1e-9))
    }

    @Test func blinkAutoreversesThenShowsTheModel() {
        let cursor = BlinkingCursor()
        cursor.blink()
        for (t, opacity) in [(0.25, 0.5), (0.6, 0.2), (2.5, 1.0)] {
            freeze(cursor.cursor, at: t)
            #expect(near(CGFloat(cursor.cursor.presentation()!.opacity), opacity, 1e-6), "t = \(t)")
        }
    }

    @Test func forwardsFillHoldsAndRemovedSnapsBack() {
        let panels = SlidePanels()
        panels.slide()
        freeze(panels.stays, at: 1)
        freeze(panels.snapsBack, at: 1)
        #expect(panels.stays.presentation()!.position.x == 200)
        #expect(panels.snapsBack.presentation()!.position.x == 0)
    }

    @Test func staggeredDotsWaitAtTheirStartValue() {
        let dots = StaggeredDots()
        freeze(dots.container, at: 0)
        dots.start()
        dots.container.timeOffset = 0.1
        let scales = dots.dots.map { $0.presentation()!.transform.m11 }
        #expect(near(scales[0], 0.625, 1e-9) && near(scales[1], 0.5, 1e-9) && near(scales[2], 0.5, 1e-9), "\(scales)")
        dots.container.timeOffset = 0.5
        let later = dots.dots.map { $0.presentation()!.transform.m11 }
        #expect(near(later[0], 1, 1e-9) && near(later[1], 0.875, 1e-9) && near(later[2], 0.625, 1e-9), "\(later)")
    }

    @Test func scrubbingSetsTheFadeProgress() {
        let fade = ScrubbedFade()
        fade.update(progress: 0.3)
        #expect(near(CGFloat(fade.layer.presentation()!.opacity), 0.7, 1e-6))
        fade.update(progress: 0.9)
        #expect(near(CGFloat(fade.layer.presentation()!.opacity), 0.1, 1e-6))
    }

    @Test func trafficLightStepsThroughColours() {
        let light = TrafficLight()
        light.cycle()
        for (t, green) in [(1.0, 0.0), (2.5, 0.8), (3.5, 1.0)] {
            freeze(light.lamp, at: t)
            #expect(near(light.lamp.presentation()!.backgroundColor!.components![1], green, 1e-9), "t = \(t)")
        }
    }
}
