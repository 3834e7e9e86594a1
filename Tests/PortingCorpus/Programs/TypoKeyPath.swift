#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// Mistakes an iOS developer makes: a misspelt key path and a value of the wrong kind.
enum AnimationMistakes {
    static func misspelt() -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacty")
        fade.toValue = 0
        return fade
    }

    static func wrongKind() -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = CGPoint(x: 1, y: 1)
        return fade
    }
}
