#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// A dot that travels along an L-shaped route at constant speed (keyframe `path`, `paced`).
final class PathFollower {
    let dot = CALayer()
    let route = CGMutablePath()

    init() {
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.cornerRadius = 5
        dot.backgroundColor = CGColor(red: 1, green: 0.58, blue: 0, alpha: 1)
        route.move(to: CGPoint(x: 0, y: 0))
        route.addLine(to: CGPoint(x: 100, y: 0))
        route.addLine(to: CGPoint(x: 100, y: 100))
    }

    func run(duration: CFTimeInterval) {
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = route
        move.calculationMode = .paced
        move.duration = duration
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        dot.add(move, forKey: "follow")
    }
}
