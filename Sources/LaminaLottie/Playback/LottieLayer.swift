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

    /// The animation as played (parsed again when a theme or slot values are applied): each
    /// expression that ran replaced by its samples.
    public internal(set) var animation: LottieAnimation
    /// What the import skipped, one warning per feature and layer; expressions that failed first.
    public internal(set) var warnings: [ImportWarning]
    /// The layer the animations play on, between this layer and the Lottie layers; replaced
    /// when a theme or slot values rebuild the tree.
    var content = Layer()
    var registry: LottieKeypathRegistry
    /// The animations as built (the whole animation once), before a play range wraps them.
    var baseAnimations: [(layer: Layer, key: String, animation: Animation)] = []
    /// What building takes again (``setTheme(_:)``, ``setSlot(_:_:)``).
    let build: (fileName: String, limits: Limits, imageDecoder: ((Data) -> ImageBuffer?)?, fidelity: LottieFidelity)
    /// The ``setValue(_:forKeypath:)`` calls so far, applied again after a rebuild.
    var keypathValues: [(value: LottieValue, keypath: String)] = []
    /// The theme applied at run time, if any (``setTheme(_:)``).
    public internal(set) var theme: String?
    /// The slot values applied at run time, on top of the theme's (``setSlot(_:_:)``).
    public internal(set) var slotValues: [String: LottieSlotValue] = [:]
    /// Multiplies the play speed (lottie-ios's `animationSpeed`).
    public var animationSpeed = 1.0
    /// The file's frames on the content's time: frame `f` at `f / frameRate` seconds.
    private var frames: FrameTime { FrameTime(fps: animation.frameRate) }
    /// While a play range plays: the timing its groups share (linear), the times of its lower and
    /// upper frames, and whether it runs from the upper down. `nil` while paused or playing from
    /// the start, when the content's time is the frame's.
    var range: (timing: AnimationGroup, lower: Double, upper: Double, backwards: Bool)?

    /// Builds the layer tree. Throws ``LottieError`` for a missing precomp or nesting too deep.
    ///
    /// Text layers are sized and placed by their baseline with `TextLayer.measurer`: install
    /// the renderer's (LaminaRender's `PangoTextMeasurer.install()`) first to place them exactly.
    /// - Parameter animation: the parsed animation.
    /// - Parameter fileName: names the file in errors and warnings.
    /// - Parameter limits: the largest sizes and counts accepted.
    /// - Parameter imageDecoder: pixels from an image asset's bytes (for example LaminaRender's
    ///   `decodeImage(_:)`: PNG, JPEG, WebP, GIF); without one, image layers are skipped with a warning.
    /// - Parameter fidelity: whether to draw as Core Animation (the default) or as After Effects
    ///   where the two differ.
    public init(animation: LottieAnimation, fileName: String = "<data>", limits: Limits = .standard,
                imageDecoder: ((Data) -> ImageBuffer?)? = nil, fidelity: LottieFidelity = .coreAnimation) throws {
        build = (fileName, limits, imageDecoder, fidelity)
        (self.animation, warnings, registry) = try Self.buildContent(of: animation, build: build, into: content)
        super.init()
        bounds = Rect(x: 0, y: 0, width: animation.width, height: animation.height)
        anchorPoint = .zero
        addSublayer(content)
        content.speed = 0
        content.timeOffset = frames.time(ofFrame: animation.inPoint)
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
        range = other.range
        build = other.build
        theme = other.theme
        slotValues = other.slotValues
        super.init(layer: layer)
    }

    /// Runs `animation`'s expressions and builds its layers into `content`; returns the
    /// animation as played (expressions replaced by their samples), the warnings and the keypaths.
    static func buildContent(of parsed: LottieAnimation, build: (fileName: String, limits: Limits, imageDecoder: ((Data) -> ImageBuffer?)?, fidelity: LottieFidelity),
                             into content: Layer) throws -> (LottieAnimation, [ImportWarning], LottieKeypathRegistry) {
        // Expressions first: their samples replace the keyframes the builder reads.
        let (animation, expressionWarnings) = LottieExpressionPass.run(parsed, fileName: build.fileName, limits: build.limits)
        let builder = LottieBuilder(animation: animation, fileName: build.fileName, limits: build.limits, fidelity: build.fidelity)
        builder.imageDecoder = build.imageDecoder
        try builder.buildComposition(animation.layers, size: Size(width: animation.width, height: animation.height),
                                     map: LottieTimeMap(), depth: 0, keypath: [], into: content)
        for layer in builder.samples.thinnedLayers {
            builder.warn("time-remapped or text-animated properties beyond the \(builder.samples.limit) samples a file may have",
                         plural: true, problem: "are sampled coarsely",
                         consequence: "they are read at fewer frames than one a frame", layer: layer)
        }
        return (animation, expressionWarnings + builder.warnings, builder.keypaths)
    }

    func collectBaseAnimations(_ layer: Layer) {
        for key in layer.animationKeys() {
            if let animation = layer.animation(forKey: key) { baseAnimations.append((layer, key, animation)) }
        }
        layer.sublayers.forEach(collectBaseAnimations)
        if let mask = layer.mask { collectBaseAnimations(mask) }
    }

    // MARK: Time

    /// The frame shown now, in the file's frames (continuous), paused or playing: read from the
    /// content's local time at the timeline's current time, through the play range's timing
    /// while one plays. Setting it pauses there.
    public var currentFrame: Double {
        get {
            let time = content.currentLocalTime
            guard let range else { return frames.frame(atTime: time) }
            let basic = range.timing.basicTime(atLayerTime: time) ?? 0
            return frames.frame(atTime: range.backwards ? range.upper - basic : range.lower + basic)
        }
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
        range = nil
        content.speed = 0
        content.beginTime = 0
        content.timeOffset = frames.time(ofFrame: frame)
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

    /// Plays from one frame to another (`nil`: from the frame shown now, playing or paused).
    public func play(fromFrame: Double? = nil, toFrame: Double, loopMode: LoopMode = .playOnce) {
        var from = frames.time(ofFrame: fromFrame ?? currentFrame), to = frames.time(ofFrame: toFrame)
        var backwards = false
        if case .repeatBackwards = loopMode { backwards = true }
        if to < from { swap(&from, &to); backwards.toggle() }
        let duration = max(to - from, 1e-6)
        // Every animation is wrapped in a group of this timing.
        let timing = AnimationGroup([], duration: duration)
        timing.fillMode = .both
        timing.isRemovedOnCompletion = false
        timing.beginTime = 0
        switch loopMode {
        case .playOnce: break
        case .loop: timing.repeatCount = .infinity
        case .autoReverse: timing.repeatCount = .infinity; timing.autoreverses = true
        case .repeat(let n), .repeatBackwards(let n): timing.repeatCount = n
        }
        wrapBaseAnimations(timing: timing, from: from, to: to, backwards: backwards)
        range = (timing, from, to, backwards)
        // The content's own clock runs from 0 at the start: the groups choose the frames.
        content.timeOffset = 0
        content.beginTime = currentLocalTime
        content.speed = animationSpeed
    }

    /// Every animation wrapped in a copy of `timing` that shows the file's times `from` to `to`.
    func wrapBaseAnimations(timing: AnimationGroup, from: Double, to: Double, backwards: Bool) {
        for (layer, key, base) in baseAnimations {
            // The group's time g shows the file's time from + g: the copy begins that much
            // earlier. Backwards it shows to - g: the copy runs at the opposite speed, begun at
            // to - its own begin, so that (g - begin) × speed is to - g - its begin. (A group's
            // own negative speed would only fill before its start, and its timeOffset wraps
            // within its duration, as in Core Animation.)
            let shifted = base.copy()
            if backwards {
                shifted.speed = -base.speed
                shifted.beginTime = to - base.beginTime
            } else {
                shifted.beginTime -= from
            }
            let group = timing.copy()
            group.animations = [shifted]
            layer.add(group, forKey: key, resolvingBeginTime: false)
        }
    }

    /// Runs from the in point at the parent's time 0 and on past the out point (each
    /// animation holds its last value): how a `Composition` plays the file.
    public func playFromStart() {
        restoreBaseAnimations()
        range = nil
        content.beginTime = 0
        content.speed = animationSpeed
        content.timeOffset = frames.time(ofFrame: animation.inPoint)
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
        keypathValues.append((value, keypath))
        if count > 0 {
            baseAnimations.removeAll { entry in entry.layer.animation(forKey: entry.key) == nil }
        }
        return count
    }
}
