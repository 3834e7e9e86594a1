import Lamina

/// Spark Camera's recording ring: a grey track and coloured segments around a round viewfinder.
///
/// Pressing and holding records; each hold adds a segment in the next palette colour; releasing
/// (or a cancelled pointer) pauses. While recording the ring fills at `1 / maxDuration` per
/// second: the newest segment grows from the start of the track and the older ones keep their
/// lengths and are pushed along ahead of it, contiguous, newest first; the track covers exactly
/// the part not filled. When the ring is full the meter is complete: recording stops,
/// ``onComplete`` runs once, and presses add nothing until ``removeLastSegment()``.
///
/// Built as the seed builds it: shape layers sharing one circle path, `strokeStart`/`strokeEnd`
/// animations with linear timing lasting the time left, and a pause that snapshots the
/// presentation into the model. Unlike the seed, the model never holds a future state: it holds
/// what was on screen at the last press, pause or completion, and the animations carry it on
/// from there, so removing them never makes the ring jump to complete.
///
/// Time comes from the timeline the layer lives in (pointer events and scheduled actions), read
/// as the meter layer's local time: the time its segments' animations run in, so the recorded
/// seconds and the ring agree under an ancestor with another `speed` or `beginTime`. The meter
/// never reads a clock. Layer names: `track`, `segment-0`, `segment-1`, ... in
/// creation order, `time-label`, `viewfinder`.
public final class RecordingMeter {
    /// The meter's own layer; add it to a tree. Resize through ``bounds`` (or call
    /// ``layoutIfNeeded()`` after setting `layer.bounds`).
    public let layer: Layer
    /// The grey track: the part of the ring not filled.
    public let track = ShapeLayer()
    /// The segments in creation order (`segment-0` first).
    public private(set) var segmentLayers: [ShapeLayer] = []
    /// The recorded time, `m:ss` (tenths under 10 seconds).
    public let timeLabel = TextLayer()
    /// The round layer inside the ring whose `contents` a camera feeds.
    public let viewfinder = Layer()

    /// The longest recording, in seconds (45 as Spark Camera): the ring's whole length.
    public let maxDuration: Double
    public var lineWidth: Double { didSet { layout() } }
    public var trackColor: Color { didSet { layout() } }
    public var palette: RecordingMeterPalette {
        didSet { for (i, s) in segmentLayers.enumerated() { s.strokeColor = palette.color(at: i) } }
    }
    /// Where the ring starts: radians from 3 o'clock, clockwise on screen; 12 o'clock by default.
    public var startAngle: Double { didSet { layout() } }
    /// Which way the ring fills; counter-clockwise by default, as in the seed.
    public var direction: Direction { didSet { layout() } }
    /// A hold shorter than this (seconds) adds nothing when released; 0 turns the check off.
    public var minimumSegmentDuration = 0.0
    /// When `true`, the ring follows ``reportRecordedDuration(_:)`` (the recorder's real
    /// timestamps) instead of its own clock, so it never drifts from the file.
    public var followsExternalDurations = false
    /// Runs once each time the ring becomes full.
    public var onComplete: (() -> Void)?
    /// The gap between the ring and the viewfinder, in points.
    public var viewfinderInset = 4.0 { didSet { layout() } }

    /// Whether a hold is recording now.
    public private(set) var isRecording = false
    /// Whether the ring is full; presses add nothing until a segment is removed.
    public private(set) var isComplete = false

    /// Recorded seconds of each segment as of the last change; the newest one grows from
    /// `recordingStart` while recording with the meter's own clock.
    private var durations: [Double] = []
    private var recordingStart = 0.0
    private var completionAction: Int?
    private var labelAction: Int?
    var laidOutBounds = Rect.zero
    private let pressRecognizer = PressGestureRecognizer()

    public init(maxDuration: Double = 45, lineWidth: Double = 8, trackColor: Color = Color(white: 0.83),
                palette: RecordingMeterPalette = .spark, startAngle: Double = -Double.pi / 2,
                direction: Direction = .counterclockwise, layer: Layer = Layer()) {
        precondition(maxDuration > 0 && maxDuration.isFinite, "maxDuration must be positive")
        self.maxDuration = maxDuration
        self.lineWidth = lineWidth
        self.trackColor = trackColor
        self.palette = palette
        self.startAngle = startAngle
        self.direction = direction
        self.layer = layer
        track.name = "track"
        timeLabel.name = "time-label"
        timeLabel.alignmentMode = .center
        timeLabel.foregroundColor = .white
        timeLabel.string = Self.label(forSeconds: 0)
        viewfinder.name = "viewfinder"
        viewfinder.backgroundColor = Color(white: 0.15)
        viewfinder.contentsGravity = .resizeAspectFill
        layer.addSublayer(viewfinder)
        layer.addSublayer(track)
        layer.addSublayer(timeLabel)
        pressRecognizer.action = { [weak self] recognizer in
            switch recognizer.state {
            case .began: self?.beginRecording()
            case .ended, .cancelled: self?.pauseRecording()
            default: break
            }
        }
        layer.addGestureRecognizer(pressRecognizer)
        layout()
        applyModel()
    }

    /// The meter's bounds; setting them lays the ring out again.
    public var bounds: Rect {
        get { layer.bounds }
        set {
            layer.bounds = newValue
            layout()
        }
    }

    /// The meter layer's local time now: what its sublayers' animations measure.
    private var now: Double { layer.currentLocalTime }

    /// Runs `action` when the meter's local time reaches `time`; nothing while that time is
    /// frozen (an ancestor's `speed` is 0), as the ring then stands still too.
    private func schedule(atLocalTime time: Double, _ action: @escaping () -> Void) -> Int? {
        guard let timeline = layer.timeline, let rootTime = layer.timelineTime(forLocalTime: time) else { return nil }
        return timeline.schedule(at: rootTime, action)
    }

    /// Each segment's recorded seconds now, in creation order.
    public var segmentDurations: [Double] {
        var result = durations
        if isRecording && !followsExternalDurations, !result.isEmpty {
            result[result.count - 1] = min(now - recordingStart, remaining(before: result.count - 1))
        }
        return result
    }

    /// The seconds recorded in all, now.
    public var elapsed: Double { segmentDurations.reduce(0, +) }

    /// Seconds left for the segment at `index` once those before it are counted.
    private func remaining(before index: Int) -> Double {
        max(0, maxDuration - durations.prefix(index).reduce(0, +))
    }

    // MARK: - Recording

    /// Starts a new segment (a press). Does nothing while recording or once complete.
    public func beginRecording() {
        guard !isRecording, !isComplete else { return }
        let index = durations.count
        let left = remaining(before: index)
        guard left > 0 else { return }
        let segment = ShapeLayer()
        segment.name = "segment-\(index)"
        segment.strokeColor = palette.color(at: index)
        segment.strokeStart = 0
        segment.strokeEnd = 0
        layer.insertSublayer(segment, below: timeLabel)
        segmentLayers.append(segment)
        durations.append(0)
        layout()
        applyModel()
        isRecording = true
        recordingStart = now
        guard !followsExternalDurations else { return }
        let spans = Self.spans(durations: durations, maxDuration: maxDuration)
        let push = left / maxDuration
        for (shape, span) in zip(segmentLayers, spans.segments) {
            let isNewest = shape === segment
            if !isNewest { animate(shape, "strokeStart", from: span.start, to: span.start + push, over: left) }
            animate(shape, "strokeEnd", from: span.end, to: span.end + push, over: left)
        }
        animate(track, "strokeStart", from: spans.track.start, to: 1, over: left)
        completionAction = schedule(atLocalTime: recordingStart + left) { [weak self] in self?.complete() }
        scheduleLabelUpdate()
    }

    /// Pauses (a release or a cancelled pointer): the presentation becomes the model and the
    /// animations go. A hold shorter than ``minimumSegmentDuration`` is removed.
    public func pauseRecording() {
        guard isRecording else { return }
        let recorded = segmentDurations
        stopRecording()
        if !followsExternalDurations {
            durations = recorded
            Transaction.perform(disableActions: true) {
                for shape in [track] + segmentLayers {
                    if let shown = shape.presentation() {
                        shape.strokeStart = shown.strokeStart
                        shape.strokeEnd = shown.strokeEnd
                    }
                    shape.removeAllAnimations()
                }
            }
        }
        if let last = durations.last, last < minimumSegmentDuration {
            dropLastSegment()
            applyModel()
        }
        updateLabel()
    }

    /// Undoes the last segment (pausing first if recording); the remaining ones slide back.
    /// A complete meter is no longer complete afterwards.
    public func removeLastSegment() {
        pauseRecording()
        guard !durations.isEmpty else { return }
        dropLastSegment()
        isComplete = false
        let spans = Self.spans(durations: durations, maxDuration: maxDuration)
        Transaction.perform(duration: 0.25, timingFunction: .easeOut) {
            for (shape, span) in zip(segmentLayers, spans.segments) {
                shape.strokeStart = span.start
                shape.strokeEnd = span.end
            }
            track.strokeStart = spans.track.start
            track.strokeEnd = 1
        }
        updateLabel()
    }

    /// The newest segment's recorded seconds as the recorder reports them (with
    /// ``followsExternalDurations``): the ring shows them at once, and completes when full.
    /// Reports may also come after a release, while the recorder finishes the file.
    public func reportRecordedDuration(_ seconds: Double) {
        guard followsExternalDurations, !durations.isEmpty, seconds.isFinite else { return }
        let last = durations.count - 1
        durations[last] = min(max(0, seconds), remaining(before: last))
        applyModel()
        updateLabel()
        if durations.reduce(0, +) >= maxDuration - 1e-9 { complete() }
    }

    // MARK: - Internals

    private func complete() {
        guard !isComplete else { return }
        if isRecording {
            let last = durations.count - 1
            durations[last] = remaining(before: last)
            stopRecording()
        }
        for shape in [track] + segmentLayers { shape.removeAllAnimations() }
        isComplete = true
        applyModel()
        updateLabel()
        onComplete?()
    }

    private func stopRecording() {
        isRecording = false
        if let completionAction { layer.timeline?.cancelAction(completionAction) }
        if let labelAction { layer.timeline?.cancelAction(labelAction) }
        completionAction = nil
        labelAction = nil
    }

    private func dropLastSegment() {
        durations.removeLast()
        let segment = segmentLayers.removeLast()
        segment.removeAllAnimations()
        segment.removeFromSuperlayer()
    }

    /// Sets every stroke's model to the closed form of the recorded seconds, at once.
    func applyModel() {
        let spans = Self.spans(durations: durations, maxDuration: maxDuration)
        Transaction.perform(disableActions: true) {
            for (shape, span) in zip(segmentLayers, spans.segments) {
                shape.strokeStart = span.start
                shape.strokeEnd = span.end
            }
            track.strokeStart = spans.track.start
            track.strokeEnd = 1
        }
    }

    private func animate(_ shape: ShapeLayer, _ keyPath: String, from: Double, to: Double, over duration: Double) {
        let animation = BasicAnimation(keyPath: keyPath, from: .number(from), to: .number(to), duration: duration)
        animation.timingFunction = .linear
        shape.add(animation, forKey: keyPath)
    }

    private func updateLabel() {
        Transaction.perform(disableActions: true) { timeLabel.string = Self.label(forSeconds: elapsed) }
    }

    /// Updates the label now and again when its text next changes, while recording.
    private func scheduleLabelUpdate() {
        updateLabel()
        guard isRecording else { return }
        let before = durations.dropLast().reduce(0, +)
        let next = Self.nextLabelChange(after: elapsed)
        let time = recordingStart + (next - before)
        guard next < maxDuration else { return }  // Completion shows the final time.
        labelAction = schedule(atLocalTime: time) { [weak self] in self?.scheduleLabelUpdate() }
    }
}
