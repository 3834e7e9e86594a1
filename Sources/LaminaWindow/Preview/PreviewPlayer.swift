import Lamina

/// The preview's transport: a playhead that loops over a composition, pauses, steps and seeks, kept
/// as the timing of one layer, the stage, exactly as Core Animation pauses a layer tree.
///
/// The stage is the scene's root in the window's layer tree. Its local time is the playhead,
/// unbounded; the scene is shown at that time modulo the loop length. Pausing and resuming
/// is Apple's recipe (Technical Q&A QA1673):
///
///     pause:  timeOffset = convertTime(now, from: nil); speed = 0
///     resume: paused = timeOffset; speed = 1; timeOffset = 0; beginTime = 0
///             beginTime = convertTime(now, from: nil) - paused
///
/// Loading another composition (a reload) leaves the stage's timing alone, so the playhead keeps
/// its time. Compositions only move forward (their actions are events), so the player asks for a
/// fresh playback whenever the playhead goes back (a loop, a scrub, a step back). Nothing here
/// reads a clock: every call takes the host's time.
public final class PreviewPlayer {
    /// Add this to the window's tree; the scene's presentation is drawn as its content.
    public let stage: Layer
    public private(set) var source: Composition?
    /// Loop length in seconds instead of the source's duration (`--duration`).
    public var loopDurationOverride: Double?

    private var playback: (any Playback)?
    private var lastSceneTime = -Double.infinity
    /// The source's tree, made again in place each frame (`Playback.advance(to:into:)`).
    private var sceneTree = LayerSnapshot(name: nil, properties: LayerProperties(), localTime: 0)

    /// A stage of `size` points at the origin of its superlayer, clipping the scene.
    public init(size: Size) {
        stage = Layer()
        stage.name = "stage"
        stage.anchorPoint = .zero
        stage.position = .zero
        stage.bounds = Rect(origin: .zero, size: size)
        stage.masksToBounds = true
    }

    /// Seconds per loop: the override, else the source's duration, else 2.
    public var loopDuration: Double {
        let length = loopDurationOverride ?? source?.duration ?? 2
        return length.isFinite && length > 0 ? length : 2
    }

    /// Seconds per frame of the source (a step).
    public var frameDuration: Double { frames.time(ofIndex: 1) }

    /// The source's frame grid (60 a second without a source or a usable rate), from its start.
    private var frames: FrameTime {
        let fps = source?.fps ?? 60
        return FrameTime(fps: fps.isFinite && fps > 0 ? fps : 60)
    }

    public var isPaused: Bool { stage.speed == 0 }

    /// The playhead at host time `t`: the stage's local time within the loop, in [0, loopDuration).
    public func playhead(atHostTime t: Double) -> Double {
        wrap(stage.convertTime(t, from: nil))
    }

    /// Swaps the source, keeping the playhead.
    public func load(_ source: Composition) {
        self.source = source
        playback = nil
        lastSceneTime = -.infinity
        stage.backgroundColor = source.background
    }

    public func pause(atHostTime t: Double) {
        guard !isPaused else { return }
        let paused = stage.convertTime(t, from: nil)
        stage.speed = 0
        stage.timeOffset = paused
    }

    public func resume(atHostTime t: Double) {
        guard isPaused else { return }
        let paused = stage.timeOffset
        stage.speed = 1
        stage.timeOffset = 0
        stage.beginTime = 0
        stage.beginTime = stage.convertTime(t, from: nil) - paused
    }

    public func togglePause(atHostTime t: Double) {
        if isPaused { resume(atHostTime: t) } else { pause(atHostTime: t) }
    }

    /// Moves the playhead to `time` (clamped to the loop; the end shows the loop's last
    /// moment, not its start), paused or playing as it was.
    public func seek(to time: Double, atHostTime t: Double) {
        let target = min(max(time, 0), loopDuration.nextDown)
        if isPaused {
            stage.timeOffset = target
        } else {
            stage.timeOffset = 0
            stage.beginTime = 0
            stage.beginTime = stage.convertTime(t, from: nil) - target
        }
    }

    /// Pauses and moves `frames` frames (negative: back) on the source's frame grid, wrapping
    /// round the loop.
    public func step(by frames: Int, atHostTime t: Double) {
        pause(atHostTime: t)
        let frame = self.frames.nearestFrame(atTime: playhead(atHostTime: t)) + Double(frames)
        stage.timeOffset = wrap(self.frames.time(ofFrame: frame))
    }

    /// Back to the start, paused or playing as it was.
    public func restart(atHostTime t: Double) {
        seek(to: 0, atHostTime: t)
    }

    /// The source presented at the playhead, fitted into the stage (scaled to fit and centred,
    /// as `lamina render --size` does); `nil` with no source, or when a fresh playback cannot be
    /// made (a control's resources gone since it loaded).
    public func sceneSnapshot(atHostTime t: Double) -> LayerSnapshot? {
        guard let source else { return nil }
        let time = playhead(atHostTime: t)
        if time < lastSceneTime || playback == nil { playback = try? source.drawingPlayback() }
        lastSceneTime = time
        guard let playback else { return nil }
        playback.advance(to: time, into: &sceneTree)
        return source.placement(in: stage.bounds.size).apply(to: sceneTree)
    }

    /// Hands a pointer event on the stage (`location` in the stage's coordinates) to a source
    /// that takes pointer input (a `PointerDrivenPlayback`, such as a dotLottie state machine),
    /// in the source's coordinates and at the playhead; returns whether one took it.
    @discardableResult
    public func forward(_ event: PointerEvent, atHostTime t: Double) -> Bool {
        guard let source else { return false }
        if playback == nil { playback = try? source.drawingPlayback() }
        guard let receiver = playback as? any PointerDrivenPlayback else { return false }
        let placement = source.placement(in: stage.bounds.size)
        let location = Point((event.location.x - placement.offset.x) / placement.scale,
                             (event.location.y - placement.offset.y) / placement.scale)
        receiver.receive(PointerEvent(event.phase, at: location, time: playhead(atHostTime: t), pointerID: event.pointerID))
        return true
    }

    private func wrap(_ time: Double) -> Double {
        let length = loopDuration
        let wrapped = time.truncatingRemainder(dividingBy: length)
        return wrapped < 0 ? wrapped + length : wrapped
    }
}
