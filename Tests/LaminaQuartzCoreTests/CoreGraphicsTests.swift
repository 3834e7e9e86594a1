import LaminaQuartzCore
import Testing

/// Core Graphics semantics: affine transforms, paths and colours against closed forms.
@Suite struct CoreGraphicsTests {
    @Test func affineTransformsComposeInCoreGraphicsOrder() {
        // translatedBy applies the translation first: (1, 0) → scaled to (2, 0)… then moved.
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 3))
        let u = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 22, y: 3))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(r)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let inverse = u.inverted()
        let back = CGPoint(x: 22, y: 3).applying(inverse)
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)  // Core Graphics returns it unchanged
        #expect(CGAffineTransform.identity.isIdentity && CGAffineTransform().isIdentity)
        #expect(CGSize(width: 1, height: 2).applying(CGAffineTransform(translationX: 5, y: 5)) == CGSize(width: 1, height: 2))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 1))
            == CGRect(x: -10, y: 0, width: 10, height: 20))
        #expect(CGRect.null.applying(t).isNull)
    }

    @Test func pathBoxesAndHitTests() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve's top is at y = 75 (3/4 of the control height for this symmetric cubic).
        #expect(abs(path.boundingBoxOfPath.height - 75) < 1e-9)
        #expect(path.currentPoint == CGPoint(x: 100, y: 0))
        #expect(CGMutablePath().isEmpty && CGMutablePath().boundingBox.isNull && CGMutablePath().currentPoint == .zero)

        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(ring.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        #expect(!ring.contains(CGPoint(x: 10, y: 50), transform: CGAffineTransform(translationX: 200, y: 0)))
    }

    @Test func arcsRunTheWayCoreGraphicsClockwiseSays() {
        // Counterclockwise (increasing angles) from 0 to π/2 is the short way round.
        let short = CGMutablePath()
        short.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(short.boundingBoxOfPath.width - 10) < 1e-6 && abs(short.boundingBoxOfPath.minY) < 1e-6)
        // Clockwise (decreasing angles) from 0 to π/2 goes through three quarters.
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(long.boundingBoxOfPath.width - 20) < 1e-6 && abs(long.boundingBoxOfPath.minY + 10) < 1e-6)
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // The arc ends where it touches the second line, 20 below the corner.
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y - 20) < 1e-9)
        #expect(abs(path.boundingBoxOfPath.maxX - 100) < 1e-6)
        let collinear = CGMutablePath()
        collinear.move(to: .zero)
        collinear.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(collinear.currentPoint == CGPoint(x: 10, y: 0))
    }

    @Test func roundedRectsClampTheirCorners() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 50, cornerHeight: 50,
                          transform: nil)
        #expect(abs(path.boundingBoxOfPath.width - 40) < 1e-9 && abs(path.boundingBoxOfPath.height - 20) < 1e-9)
        #expect(!path.contains(CGPoint(x: 1, y: 1)) && path.contains(CGPoint(x: 20, y: 10)))
        var shift = CGAffineTransform(translationX: 5, y: 5)
        let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
        #expect(moved.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(moved.copy(using: &shift)?.boundingBox == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test func coloursKeepTheirComponents() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.components == [0.1, 0.2, 0.3, 0.4] && color.numberOfComponents == 4 && color.alpha == 0.4)
        #expect(color.copy(alpha: 1)?.components == [0.1, 0.2, 0.3, 1])
        #expect(CGColor(gray: 0.5, alpha: 1).numberOfComponents == 2)
        #expect(CGColor.white.components == [1, 1] && CGColor.clear.alpha == 0)
        let space = CGColorSpace(name: CGColorSpace.sRGB)!
        let made = [CGFloat(1), 0, 0, 1].withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) }
        #expect(made?.components == [1, 0, 0, 1] && made?.colorSpace == space)
        #expect(CGColorSpace(name: "no such space") == nil)
    }

    @Test func transform3DFunctionsMatchTheirDefinitions() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && !CATransform3DIsIdentity(t))
        let rotated = CATransform3DRotate(t, .pi / 2, 0, 0, 1)
        // Rotation first, then the translation: the translation row is unchanged.
        #expect(rotated.m41 == 1 && abs(rotated.m12 - 1) < 1e-12)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(affine)))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
        #expect(CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3DMakeScale(1, 1, 1)))
        #expect(CATransform3D().m11 == 0)
    }
}
