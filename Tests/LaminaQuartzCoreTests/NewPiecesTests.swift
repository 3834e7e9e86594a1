import Foundation
import Lamina
import LaminaQuartzCore
import Testing

/// The core's iOS 13–17 pieces under Apple's names: perceptual springs, value functions, masked
/// corners and their curve, double-sidedness and the transform layer.
@Suite struct NewPiecesTests {
    @Test func perceptualSpringMapsAsSwiftUIDoes() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.7 / 0.5) < 1e-9)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(spring.bounce - 0.3) < 1e-9)
    }

    @Test func negativeBounceOverdampsOnlyWhenAllowed() {
        let spring = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(abs(spring.bounce) < 1e-9)  // critically damped
        spring.allowsOverdamping = true
        #expect(abs(spring.bounce + 0.5) < 1e-9)  // ζ = 2
        let copy = spring.copy() as? CASpringAnimation
        #expect(copy?.allowsOverdamping == true && copy?.damping == spring.damping)
        spring.damping = 3  // set by hand: the perceptual parameters no longer apply
        spring.allowsOverdamping = false
        #expect(spring.damping == 3)
    }

    @Test func valueFunctionTurnsNumbersIntoTheTransform() throws {
        #expect(CAValueFunction(name: CAValueFunctionName("skew")) == nil)
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(spin, forKey: "spin")
        #expect(layer.lastAnimationProblem == nil)
        layer.speed = 0
        layer.timeOffset = 0.25
        let m = try #require(layer.presentationValue(forKeyPath: "transform") as? CATransform3D)
        #expect(abs(m.m11) < 1e-9 && abs(m.m12 - 1) < 1e-9)  // a quarter turn, which the two equal matrices would not give
    }

    @Test func cornersAndTheirCurveMapToTheCore() {
        let layer = CALayer()
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.cornerCurve == .circular && layer.isDoubleSided)
        layer.maskedCorners = [.layerMaxXMaxYCorner]
        layer.cornerCurve = .continuous
        layer.isDoubleSided = false
        #expect(layer.laminaLayer.maskedCorners == [.layerMaxXMaxYCorner])
        #expect(layer.laminaLayer.cornerCurve == .continuous && !layer.laminaLayer.isDoubleSided)
        #expect(layer.maskedCorners == [.layerMaxXMaxYCorner] && layer.cornerCurve == .continuous)
        layer.cornerCurve = CALayerCornerCurve("squircle")  // not a curve: the default
        #expect(layer.cornerCurve == .circular)
    }

    @Test func transformLayerIsTheCoresTransformLayer() {
        let flip = CATransformLayer()
        #expect(flip.laminaLayer is Lamina.TransformLayer)
        let face = CALayer()
        flip.addSublayer(face)
        #expect(face.superlayer === flip)
    }
}

/// The presentation tree: sublayers of a presentation copy are presentation copies too.
@Suite struct PresentationTreeTests {
    @Test func sublayersArePresentedAtTheFrozenTime() throws {
        let root = CALayer()
        let child = CAShapeLayer()
        let grandchild = CALayer()
        root.addSublayer(child)
        child.addSublayer(grandchild)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        grandchild.add(slide, forKey: "slide")
        root.speed = 0
        root.timeOffset = 0.25
        let shown = try #require(root.presentation())
        let shownChild = try #require(shown.sublayers?.first)
        #expect(shownChild is CAShapeLayer && shownChild.model() === child)
        let shownGrandchild = try #require(shownChild.sublayers?.first)
        #expect(shownGrandchild.position.x == 25 && shownGrandchild.model() === grandchild)
        #expect(grandchild.position.x == 0)  // the model is untouched
        #expect(shownGrandchild.presentation() === shownGrandchild)
    }
}
