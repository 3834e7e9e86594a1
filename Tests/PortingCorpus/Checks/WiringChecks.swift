import Foundation
import Lamina
import Testing
#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// Corpus programs that use what the core gained for #27 through Apple's names: the implicit
/// transaction and `flush()`, actions disabled with `NSNull`, `draw(in:)` and layout on the
/// transaction's pass, continuous corners, a transform layer, an iOS 17 spring and a value
/// function. Checked at frozen times against closed forms, or in pixels. Lamina is imported only
/// to put the toast on a live timeline, which on iOS is the screen.
@Suite struct WiringChecks {
    @Test func dismissedToastFadesImplicitlyAfterFlush() throws {
        defer { CATransaction.flush() }
        let toast = DismissToast()
        let timeline = Timeline(rootLayer: toast.layer.laminaLayer, clock: ManualClock(), startTime: 0)
        timeline.isLive = true
        defer { timeline.isLive = false }
        toast.dismiss()
        #expect(toast.layer.opacity == 0 && toast.layer.animationKeys() == ["opacity"])
        for (t, opacity) in [(0.0, 1.0), (0.125, 0.75), (0.25, 0.5), (0.5, 0.0), (1.0, 0.0)] {
            #expect(abs(timeline.presentation(at: t).opacity - opacity) < 1e-9, "t = \(t)")
        }
    }

    @Test func selectionJumpsWhileItFades() throws {
        let selection = SelectionHighlight()
        selection.select(row: 2)
        #expect(selection.layer.animationKeys() == ["opacity"])
        freeze(selection.layer, at: 0.05)
        let shown = try #require(selection.layer.presentation())
        #expect(shown.position == CGPoint(x: 160, y: 110))  // at once
        #expect(near(CGFloat(shown.opacity), 0.25))           // a quarter of the linear fade
    }

    @Test func countBadgeIsDrawnAtTheCommitUprightAtTwiceTheScale() throws {
        let badge = UnreadBadgeLayer()
        CATransaction.begin()
        badge.count = 3
        #expect(badge.needsDisplay())
        CATransaction.commit()
        #expect(!badge.needsDisplay())
        let contents = try #require(badge.contents as? CGImage)
        #expect(contents.width == 48 && contents.height == 48)
        let image = try #require(RenderedLayer(badge, width: 24, height: 24))
        #expect(image.pixel(12, 6, is: [255, 255, 255, 255]), "\(image.rgba(12, 6))")   // the bar, at the top
        #expect(image.pixel(12, 18, is: [255, 59, 48, 255]), "\(image.rgba(12, 18))")   // red below it
        #expect(image.pixel(0, 0, is: [0, 0, 0, 0]))                                     // outside the disc
    }

    @Test func toolbarIsLaidOutOnceByTheCommit() {
        let toolbar = ToolbarLayer()
        #expect(toolbar.preferredFrameSize() == CGSize(width: 176, height: 44))
        CATransaction.begin()
        toolbar.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        CATransaction.commit()
        #expect(toolbar.passes == 1 && !toolbar.needsLayout())
        for (index, button) in toolbar.buttons.enumerated() {
            #expect(button.frame == CGRect(x: CGFloat(index) * 80 + 26, y: 8, width: 28, height: 28))
        }
        toolbar.bounds.size.width = 400
        toolbar.layoutIfNeeded()
        #expect(toolbar.passes == 2 && toolbar.buttons[3].frame.minX == 336)
    }

    @Test func sheetHasContinuousTopCornersAndSquareBottomOnes() throws {
        let sheet = try #require(RenderedLayer(SheetCard.makeLayer(), width: 400, height: 400))
        let circular = try #require(RenderedLayer(SheetCard.makeLayer(curve: .circular), width: 400, height: 400))
        // A continuous corner leaves the edge 1.52866 radii from the corner: a radius in, the
        // circular corner is on the edge, the continuous one has left it.
        #expect(sheet.rgba(100, 0)[3] < 128 && circular.rgba(100, 0)[3] > 250, "\(sheet.rgba(100, 0))")
        #expect(sheet.rgba(299, 0)[3] < 128 && circular.rgba(299, 0)[3] > 250, "\(sheet.rgba(299, 0))")
        // On the diagonal the curve crosses 0.2915 radii from the corner (the circle 0.2929).
        #expect(sheet.pixel(31, 31, is: [255, 255, 255, 255]) && sheet.pixel(27, 27, is: [0, 0, 0, 0]), "\(sheet.rgba(27, 27))")
        #expect(sheet.pixel(0, 399, is: [255, 255, 255, 255]) && sheet.pixel(399, 399, is: [255, 255, 255, 255]))
    }

    @Test func twoSidedCardShowsOneFaceAtATime() throws {
        let card = TwoSidedCard()
        let front = try #require(RenderedLayer(card.host, width: 100, height: 100))
        #expect(front.pixel(50, 50, is: [0, 0, 255, 255]), "\(front.rgba(50, 50))")
        card.show(back: true)
        let back = try #require(RenderedLayer(card.host, width: 100, height: 100))
        #expect(back.pixel(50, 50, is: [255, 128, 0, 255]), "\(back.rgba(50, 50))")
        card.show(back: false)
        card.flip(duration: 1)
        freeze(card.container, at: 0.25)
        let m = try #require(card.container.presentationValue(forKeyPath: "transform") as? CATransform3D)
        #expect(near(m.m11, cos(.pi / 4), 1e-9) && near(abs(m.m13), sin(.pi / 4), 1e-9), "\(m)")
    }

    @Test func likeButtonFollowsTheUnderdampedSpring() throws {
        let button = LikeButtonPop()
        button.pop()
        // bounce 0.2, 0.4 s: ζ = 0.8, ω₀ = 2π / 0.4 = 5π, ω_d = ω₀·√(1 − ζ²) = 3π, ζω₀ = 4π.
        func scale(_ t: Double) -> Double {
            let x = 1 - exp(-4 * .pi * t) * (cos(3 * .pi * t) + 4.0 / 3.0 * sin(3 * .pi * t))
            return 0.8 + 0.2 * x
        }
        for t in [0.05, 0.1, 0.2, 1.0 / 3.0, 0.5] {
            freeze(button.layer, at: t)
            let value = try #require(button.layer.presentationValue(forKeyPath: "transform.scale.x") as? CGFloat)
            #expect(near(value, scale(t), 1e-6), "t = \(t): \(value) against \(scale(t))")
        }
        freeze(button.layer, at: 1.0 / 3.0)  // the one overshoot, at π / ω_d: 1 + 0.2·e^(−4π/3)
        #expect((button.layer.presentationValue(forKeyPath: "transform.scale.x") as? CGFloat ?? 0) > 1.003)
    }

    @Test func refreshArrowTurnsAWholeTurn() throws {
        let arrow = RefreshArrow()
        arrow.spin(duration: 1)
        for (t, angle) in [(0.25, Double.pi / 2), (0.5, .pi), (0.75, 3 * .pi / 2)] {
            freeze(arrow.layer, at: t)
            let m = try #require(arrow.layer.presentationValue(forKeyPath: "transform") as? CATransform3D)
            #expect(near(m.m11, cos(angle), 1e-9) && near(m.m12, sin(angle), 1e-9), "t = \(t): \(m)")
        }
    }
}
