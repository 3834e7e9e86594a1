import LaminaQuartzCore
import Testing

/// The facade's own rules: ownership, conversion of `Any` values once, copies, key-value access,
/// and bad input refused without a crash.
@Suite struct CALayerFacadeTests {
    final class Custom: CALayer {
        var tint = 0
    }

    @Test func sublayersStayAliveWithTheirParent() {
        let parent = CALayer()
        weak var weakChild: CALayer?
        do {
            let child = CAShapeLayer()
            child.name = "child"
            parent.addSublayer(child)
            weakChild = child
        }
        #expect(weakChild != nil && parent.sublayers?.first?.name == "child")
        #expect(parent.sublayers?.first is CAShapeLayer && parent.sublayers?.first?.superlayer === parent)
        parent.sublayers = nil
        #expect(weakChild == nil && parent.sublayers == nil)
    }

    @Test func cyclesAreRefused() {
        let a = CALayer(), b = CALayer()
        a.addSublayer(b)
        b.addSublayer(a)  // Core Animation raises; the facade refuses
        a.addSublayer(a)
        b.mask = a
        #expect(b.sublayers == nil && a.sublayers?.count == 1 && b.mask == nil)
    }

    @Test func masksAreOwnedAndLeaveTheirOldParent() {
        let parent = CALayer(), masked = CALayer(), mask = CALayer()
        parent.addSublayer(mask)
        masked.mask = mask
        #expect(parent.sublayers == nil && masked.mask === mask && mask.superlayer == nil)
        let other = CALayer()
        other.mask = mask  // moves: a layer masks one layer at a time
        #expect(masked.mask == nil && other.mask === mask)
        mask.removeFromSuperlayer()
        #expect(other.mask == nil)
    }

    @Test func valuesAreConvertedWhenAddedNotLater() {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(point: CGPoint(x: 0, y: 0))
        move.toValue = CGPoint(x: 100, y: 0)
        move.duration = 1
        layer.add(move, forKey: "move")
        move.toValue = CGPoint(x: 900, y: 0)  // changes the caller's animation only
        layer.speed = 0
        layer.timeOffset = 0.5
        #expect(layer.presentation()?.position == CGPoint(x: 50, y: 0))
        let attached = layer.animation(forKey: "move") as? CABasicAnimation
        #expect(attached !== move && attached?.toValue as? CGPoint == CGPoint(x: 100, y: 0))
    }

    @Test func unsupportedValuesNameTheirPlace() throws {
        let layer = CAShapeLayer()
        let keyframes = CAKeyframeAnimation(keyPath: "strokeEnd")
        keyframes.values = [0, "half", 1]
        #expect(throws: (any Error).self) { try layer.addChecked(keyframes, forKey: "k") }
        do { try layer.addChecked(keyframes, forKey: "k") } catch {
            #expect("\(error)".contains("values[1]"), "\(error)")
        }
        let group = CAAnimationGroup()
        let bad = CABasicAnimation(keyPath: "lineWidth")
        bad.toValue = CGColor.black
        group.animations = [CABasicAnimation(keyPath: "opacity"), bad]
        do { try layer.addChecked(group, forKey: "g") } catch {
            #expect("\(error)".contains("animations[1]"), "\(error)")
        }
        #expect(layer.animationKeys() == nil)
    }

    @Test func keyValueAccessConvertsToCoreGraphicsTypes() {
        let layer = CALayer()
        layer.setValue(CGFloat(0.25), forKeyPath: "opacity")
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        layer.setValue("mine", forKey: "custom")
        layer.setValue(CGColor.black, forKeyPath: "opacity")  // the wrong kind: ignored
        #expect(layer.opacity == 0.25 && layer.position == CGPoint(x: 3, y: 4))
        #expect(layer.value(forKeyPath: "position.x") as? CGFloat == 3)
        #expect(layer.value(forKey: "custom") as? String == "mine")
    }

    @Test func subclassesHaveNoPresentationCopyButPresentedValues() {
        let custom = Custom()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        custom.add(fade, forKey: "fade")
        custom.speed = 0
        custom.timeOffset = 0.25
        #expect(custom.presentation() == nil)
        #expect(custom.presentationValue(forKeyPath: "opacity") as? CGFloat == 0.25)
        let plain = CALayer()
        #expect(plain.presentation()?.model() === plain && plain.model() === plain)
    }

    @Test func copiesKeepEverySetting() {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.damping = 7
        spring.autoreverses = true
        spring.fillMode = .both
        spring.setValue(1, forKey: "tag")
        let copy = spring.copy() as! CASpringAnimation
        #expect(copy !== spring && copy.damping == 7 && copy.autoreverses && copy.fillMode == .both)
        #expect(copy.keyPath == "position.y" && copy.value(forKey: "tag") as? Int == 1)
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        var point: [Float] = [0, 0]
        function.getControlPoint(at: 2, values: &point)
        #expect(point == [0.3, 0.4])
        function.getControlPoint(at: 9, values: &point)  // out of range: unchanged
        #expect(point == [0.3, 0.4])
        #expect(CAMediaTimingFunction(name: .linear) == CAMediaTimingFunction(controlPoints: 0, 0, 1, 1))
        #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
    }

    @Test func shapePropertiesRoundTrip() {
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1) && shape.strokeColor == nil)
        shape.lineCap = .round
        shape.lineJoin = .bevel
        shape.fillRule = .evenOdd
        shape.lineDashPattern = [2, 3]
        #expect(shape.lineCap == .round && shape.lineJoin == .bevel && shape.fillRule == .evenOdd)
        #expect(shape.lineDashPattern == [2, 3])
        let gradient = CAGradientLayer()
        gradient.colors = [CGColor.black, "not a colour"]
        #expect(gradient.colors == nil)
        gradient.type = .radial
        #expect(gradient.type == .radial)
    }

    @Test func contentsFiltersRoundTripAndReachTheCoreLayer() {
        let layer = CALayer()
        #expect(layer.magnificationFilter == .linear && layer.minificationFilter == .linear)
        layer.magnificationFilter = .nearest
        layer.minificationFilter = CALayerContentsFilter(rawValue: kCAFilterTrilinear)
        #expect(layer.magnificationFilter == .nearest && layer.minificationFilter == .trilinear)
        layer.magnificationFilter = CALayerContentsFilter("no such filter")
        #expect(layer.magnificationFilter == .linear)
    }
}
