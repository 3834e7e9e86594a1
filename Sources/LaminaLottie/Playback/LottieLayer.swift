import Foundation
import Lamina

/// A Lottie animation as a layer to add to any tree, played the way lottie-ios's Core
/// Animation engine plays one: the animations are Core Animation keyframe animations on the
/// layers below, and this layer's `speed`, `timeOffset` and `beginTime` choose the frame.
///
///     let lottie = try LottieLayer(contentsOf: URL(fileURLWithPath: "confetti.json"))
///     root.addSublayer(lottie)
///     lottie.currentProgress = 0.5                       // paused half way
///     lottie.play(fromProgress: 0, toProgress: 1, loopMode: .loop)
///     lottie.setValue(.color(.red), forKeypath: "**.Fill 1.Color")
///
/// Pausing is Apple's recipe, as lottie-ios does: `speed = 0` and `timeOffset` = the frame's
/// time. Sublayers are named after the Lottie layers and groups, so `layer(named:)` finds parts.
public final class LottieLayer: Layer {
    /// How ``play(fromProgress:toProgress:loopMode:)`` repeats.
    public enum LoopMode: Hashable, Sendable {
        case playOnce
        case loop
        case autoReverse
        case `repeat`(Double)
        case repeatBackwards(Double)
    }

    public let animation: LottieAnimation
    /// What the import skipped, one warning per feature and layer.
    public let warnings: [ImportWarning]
    private let content = Layer()
    private var registry: LottieKeypathRegistry
    /// The animations as built (the whole animation once), before a play range wraps them.
    private var baseAnimations: [(layer: Layer, key: String, animation: Animation)] = []
    /// Multiplies the play speed (lottie-ios's `animationSpeed`).
    public var animationSpeed = 1.0

    /// Builds the layer tree. Throws ``LottieError`` for a missing precomp or nesting too deep.
    ///
    /// Text layers are sized and placed by their baseline with `TextLayer.measurer`: install
    /// the renderer's (LaminaRender's `PangoTextMeasurer.install()`) first to place them exactly.
    /// - Parameter animation: the parsed animation.
    /// - Parameter fileName: names the file in errors and warnings.
    /// - Parameter limits: the largest sizes and counts accepted.
    /// - Parameter imageDecoder: pixels from an image asset's bytes (for example LaminaRender's
    ///   `decodeImage(_:)`: PNG, JPEG, WebP, GIF); without one, image layers are skipped with a warning.
    public init(animation: LottieAnimation, fileName: String = "<data>", limits: Limits = .standard,
                imageDecoder: ((Data) -> ImageBuffer?)? = nil) throws {
        self.animation = animation
        let builder = LottieBuilder(animation: animation, fileName: fileName, limits: limits)
        builder.imageDecoder = imageDecoder
        try builder.buildComposition(animation.layers, map: LottieTimeMap(), depth: 0, keypath: [], into: content)
        warnings = builder.warnings
        registry = builder.keypaths
        super.init()
        bounds = Rect(x: 0, y: 0, width: animation.width, height: animation.height)
        anchorPoint = .zero
        addSublayer(content)
        content.speed = 0
        content.timeOffset = animation.inPoint / animation.frameRate
        collectBaseAnimations(content)
    }

    public convenience init(contentsOf url: URL, limits: Limits = .standard,
                            imageDecoder: ((Data) -> ImageBuffer?)? = nil) throws {
        try self.init(animation: try LottieAnimation(contentsOf: url, limits: limits), fileName: url.lastPathComponent,
                      limits: limits, imageDecoder: imageDecoder)
    }

    public required init(layer: Layer) {
        let other = layer as! LottieLayer
        animation = other.animation
        warnings = other.warnings
        registry = other.registry
        super.init(layer: layer)
    }

    private func collectBaseAnimations(_ layer: Layer) {
        for key in layer.animationKeys() {
            if let animation = layer.animation(forKey: key) { baseAnimations.append((layer, key, animation)) }
        }
        layer.sublayers.forEach(collectBaseAnimations)
        if let mask = layer.mask { collectBaseAnimations(mask) }
    }

    // MARK: Time

    /// The frame shown while paused (set to pause there), in the file's frames.
    public var currentFrame: Double {
        get { content.timeOffset * animation.frameRate }
        set { pause(atFrame: newValue) }
    }

    /// The frame's place between the in point (0) and the out point (1).
    public var currentProgress: Double {
        get { (currentFrame - animation.inPoint) / (animation.outPoint - animation.inPoint) }
        set { currentFrame = frame(forProgress: newValue) }
    }

    /// The frame at `progress`, continuous: `ip + progress × (op − ip)`.
    public func frame(forProgress progress: Double) -> Double {
        animation.inPoint + progress * (animation.outPoint - animation.inPoint)
    }

    /// Stops at `frame`: the content's `speed = 0`, its `timeOffset` the frame's time, and the
    /// animations unwrapped to span the whole file again.
    public func pause(atFrame frame: Double) {
        restoreBaseAnimations()
        content.speed = 0
        content.beginTime = 0
        content.timeOffset = frame / animation.frameRate
    }

    /// Plays from one progress to another (`nil`: from the current frame), as lottie-ios does:
    /// every animation wrapped in a group that cuts out the range and repeats it, begun now.
    public func play(fromProgress: Double? = nil, toProgress: Double = 1, loopMode: LoopMode = .playOnce) {
        play(fromFrame: fromProgress.map(frame(forProgress:)), toFrame: frame(forProgress: toProgress), loopMode: loopMode)
    }

    /// Plays the frames of the marker named `name`; returns false when there is none.
    @discardableResult
    public func play(marker name: String, loopMode: LoopMode = .playOnce) -> Bool {
        guard let marker = animation.markers.first(where: { $0.name == name }) else { return false }
        play(fromFrame: marker.frame, toFrame: marker.frame + marker.durationFrames, loopMode: loopMode)
        return true
    }

    public func play(fromFrame: Double? = nil, toFrame: Double, loopMode: LoopMode = .playOnce) {
        let fps = animation.frameRate
        var from = (fromFrame ?? currentFrame) / fps, to = toFrame / fps
        var backwards = false
        if case .repeatBackwards = loopMode { backwards = true }
        if to < from { swap(&from, &to); backwards.toggle() }
        let duration = max(to - from, 1e-6)
        for (layer, key, base) in baseAnimations {
            // The group's time 0 is frame `from`: the copy begins that much earlier. (A group's
            // own timeOffset would wrap within its duration, as in Core Animation.)
            let shifted = base.copy()
            shifted.beginTime -= from
            let group = AnimationGroup([shifted], duration: duration)
            group.fillMode = .both
            group.isRemovedOnCompletion = false
            group.beginTime = 0
            switch loopMode {
            case .playOnce: break
            case .loop: group.repeatCount = .infinity
            case .autoReverse: group.repeatCount = .infinity; group.autoreverses = true
            case .repeat(let n), .repeatBackwards(let n): group.repeatCount = n
            }
            if backwards { group.speed = -1 }
            layer.add(group, forKey: key, resolvingBeginTime: false)
        }
        // The content's own clock runs from 0 at the start: the groups choose the frames.
        content.timeOffset = 0
        content.beginTime = currentLocalTime
        content.speed = animationSpeed
    }

    /// Runs from the in point at the parent's time 0 and on past the out point (each
    /// animation holds its last value): how a `Composition` plays the file.
    public func playFromStart() {
        restoreBaseAnimations()
        content.beginTime = 0
        content.speed = animationSpeed
        content.timeOffset = animation.inPoint / animation.frameRate
    }

    private func restoreBaseAnimations() {
        for (layer, key, base) in baseAnimations where layer.animation(forKey: key) !== base {
            layer.add(base, forKey: key, resolvingBeginTime: false)
        }
    }

    // MARK: Keypaths

    /// Every keypath of the animation: layers, groups and their properties
    /// (`Layer.Group.Fill 1.Color`), for ``setValue(_:forKeypath:)``.
    public var keypaths: [String] { registry.allKeypaths }

    /// Sets every property `keypath` matches (lottie-ios `AnimationKeypath` syntax with `*` and
    /// `**`) to `value`, replacing its animation. Returns how many properties changed.
    @discardableResult
    public func setValue(_ value: LottieValue, forKeypath keypath: String) -> Int {
        let count = registry.setValue(value, forKeypath: LottieKeypath(keypath))
        if count > 0 {
            baseAnimations.removeAll { entry in entry.layer.animation(forKey: entry.key) == nil }
        }
        return count
    }
}
