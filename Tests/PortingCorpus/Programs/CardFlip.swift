#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A card that flips about its vertical axis with perspective (`m34`).
final class CardFlip {
    let card = CALayer()

    init() {
        card.bounds = CGRect(x: 0, y: 0, width: 120, height: 180)
        card.position = CGPoint(x: 100, y: 100)
        card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.cornerRadius = 12
    }

    static var perspective: CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        return transform
    }

    func flip(duration: CFTimeInterval) {
        let from = CardFlip.perspective
        let to = CATransform3DRotate(CardFlip.perspective, .pi / 2, 0, 1, 0)
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        card.add(animation, forKey: "flip")
    }
}
