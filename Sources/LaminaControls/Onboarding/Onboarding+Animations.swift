import Lamina

/// The animation factories of the talk: configuration objects, made fresh for each use (a layer
/// copies an animation when it is added, as in Core Animation).
extension Onboarding {
    /// How long the intro transaction of page one takes, in seconds.
    public static let introDuration = 0.5
    /// How much later than the intro the picture frame and arms start moving, in seconds.
    public static let keyframeDelay = 0.25
    /// Page two: the walk to the centre, then the limbs and scenery.
    public static let walkDuration = 0.45
    public static let settleDuration = 0.5
    /// The fireworks' cycle, in seconds.
    public static let fireworksCycle = 3.5

    /// The picture frame's wobble on `transform.rotation.z`: 0, -30°, -10°, -20° at key times
    /// 0, 0.33, 0.66, 1 over 0.75 s, one timing function per segment, beginning `delay` seconds
    /// after `now` (the layer's current local time).
    ///
    ///     keyTimes  0 ──────── 0.33 ──────── 0.66 ──────── 1
    ///     angle     0°        -30°          -10°          -20°
    ///     curve     [easeInEaseOut][   easeOut   ][   easeIn   ]
    public static func pictureFrameWobble(beginTime: Double) -> KeyframeAnimation {
        let wobble = KeyframeAnimation(keyPath: "transform.rotation.z")
        wobble.beginTime = beginTime
        wobble.values = [0, -30, -10, -20].map { .number($0 * Double.pi / 180) }
        wobble.duration = 0.75
        wobble.keyTimes = [0, 0.33, 0.66, 1]
        wobble.timingFunctions = [.easeInEaseOut, .easeOut, .easeIn]
        return wobble
    }

    /// The shared arm bounce (the talk's `armAnimation()`): 0.4 s on `transform.rotation.z`,
    /// beginning at `beginTime`, an ease-in-ease-out rise and an ease-out settle. Each arm sets
    /// its own values and key times (``leftArmBounce(beginTime:)``, ``rightArmBounce(beginTime:)``).
    public static func armBounce(beginTime: Double) -> KeyframeAnimation {
        let bounce = KeyframeAnimation(keyPath: "transform.rotation.z")
        bounce.beginTime = beginTime
        bounce.duration = 0.4
        bounce.timingFunctions = [.easeInEaseOut, .easeOut]
        return bounce
    }

    /// The left arm's bounce: from half its intro angle, past rest, back to rest.
    public static func leftArmBounce(beginTime: Double) -> KeyframeAnimation {
        let bounce = armBounce(beginTime: beginTime)
        bounce.values = [-introArmAngle / 2, introArmAngle / 5, 0].map { .number($0) }
        bounce.keyTimes = [0, 0.5, 1]
        return bounce
    }

    /// The right arm's bounce: the left one's mirror image.
    public static func rightArmBounce(beginTime: Double) -> KeyframeAnimation {
        let bounce = armBounce(beginTime: beginTime)
        bounce.values = [introArmAngle / 2, -introArmAngle / 5, 0].map { .number($0) }
        bounce.keyTimes = [0, 0.5, 1]
        return bounce
    }

    /// The fireworks' growth (the talk's "identity transform animation"): from a fifth of their
    /// size to their own size over 1.2 s, easing out.
    public static func fireworksGrow() -> BasicAnimation {
        let grow = BasicAnimation(keyPath: "transform.scale", from: .number(0.2), to: .number(1), duration: 1.2)
        grow.timingFunction = .easeOut
        return grow
    }

    /// The fireworks' fade in: opacity 0 to 1 over 0.8 s, linear.
    public static func fireworksFade() -> BasicAnimation {
        BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1), duration: 0.8)
    }

    /// Growth and fade as one group of ``fireworksCycle`` seconds repeating forever; after the
    /// children end, the model (full size, opaque) shows until the next cycle.
    ///
    ///     0 ───── 0.8 ───── 1.2 ──────────── 3.5 ───── 4.3 ── ...
    ///     fade ───┤                           fade ─────┤
    ///     grow ─────────────┤                 grow ──────────── ...
    public static func fireworksGroup(beginTime: Double) -> AnimationGroup {
        let group = AnimationGroup([fireworksGrow(), fireworksFade()], duration: fireworksCycle)
        group.beginTime = beginTime
        group.repeatCount = .infinity
        return group
    }

    /// The caption's and the stage's fade on a page change (the talk's `simpleFade()`): 0.125 s,
    /// ease-in-ease-out. Add it, then change the layer.
    public static func simpleFade() -> Transition {
        let fade = Transition(type: .fade, duration: 0.125)
        fade.timingFunction = .easeInEaseOut
        return fade
    }
}
