import Lamina

/// The animated record button: an outer ring (a border) and an inner red disc.
///
/// Starting to record animates, over ``animationDuration`` (0.7 s) with linear timing as in the
/// seed: the outer border colour from red at 50% alpha to solid red, the outer scale from 1 to
/// 1.5, the inner corner radius from a circle to 5 points and the inner scale from 1 to 0.5.
/// Stopping animates back. A long press drives it: once held for ``minimumPressDuration`` (a
/// shorter tap does nothing) it records; moving drags the button; releasing or a cancelled
/// pointer stops recording and the button springs back to where the drag began.
///
/// Unlike the seed: the geometry comes from the bounds (any size, created in code); each
/// animation starts from the current presentation value under one key per property, so
/// releasing mid-way reverses smoothly from where the button is and takes time in proportion to
/// the distance left; the model holds the destination, so it matches the screen once an
/// animation ends; the home position is taken when the drag begins, after layout.
///
/// Layer names: `outer`, `inner`.
public final class RecordButton {
    /// The button's own layer; add it to a tree. It moves while dragged.
    public let layer: Layer
    /// The ring: a circle with a border.
    public let outer = Layer()
    /// The red disc inside the ring.
    public let inner = Layer()

    /// The red of the disc and the ring.
    public var color: Color { didSet { applyModel() } }
    /// The ring's width in points (capped to fit small buttons).
    public var outerLineWidth = 6.0 { didSet { layout() } }
    /// The gap between the ring and the disc in points (capped to fit small buttons).
    public var spacing = 4.0 { didSet { layout() } }
    /// Seconds for a whole start or stop animation; 0.7 as in the seed.
    public var animationDuration = 0.7
    /// The inner corner radius while recording, in points.
    public var recordingCornerRadius = 5.0
    /// Seconds a press must be held to record; shorter taps do nothing.
    public var minimumPressDuration: Double {
        get { longPress.minimumPressDuration }
        set { longPress.minimumPressDuration = newValue }
    }
    /// Called when recording starts and stops.
    public var onRecordingChanged: ((Bool) -> Void)?

    /// Whether the button shows (or is animating to) the recording look.
    public private(set) var isRecording = false
    /// Where the button sits when not dragged: taken when a drag begins.
    public private(set) var home: Point?
    private var dragStart: (pointer: Point, position: Point)?
    private let longPress = LongPressGestureRecognizer()

    /// The ring's scale while recording, as in the seed.
    public static let outerScaleRecording = 1.5
    /// The disc's scale while recording, as in the seed.
    public static let innerScaleRecording = 0.5

    public init(color: Color = Color(red: 1, green: 0.231, blue: 0.188), minimumPressDuration: Double = 0.2,
                layer: Layer = Layer()) {
        self.color = color
        self.layer = layer
        outer.name = "outer"
        inner.name = "inner"
        layer.addSublayer(outer)
        layer.addSublayer(inner)
        longPress.minimumPressDuration = minimumPressDuration
        longPress.allowableMovement = 10
        longPress.action = { [weak self] recognizer in self?.handle(recognizer) }
        layer.addGestureRecognizer(longPress)
        layout()
        applyModel()
    }

    /// The button's bounds; setting them lays it out again.
    public var bounds: Rect {
        get { layer.bounds }
        set {
            layer.bounds = newValue
            layout()
        }
    }

    /// Whether a pointer is down on the button.
    public var isPressed: Bool { longPress.trackedPointerID != nil }

    /// The drag offset on screen: the presented position less ``home`` (zero when never dragged).
    public var offset: Point {
        guard let home else { return .zero }
        let shown = layer.presentation()?.position ?? layer.position
        return Point(shown.x - home.x, shown.y - home.y)
    }

    /// Sizes the ring and the disc from the bounds: the ring fills the largest centred square.
    public func layout() {
        let b = layer.bounds
        let side = min(b.width, b.height)
        let line = min(outerLineWidth, side / 8)
        let gap = min(spacing, side / 10)
        Transaction.perform(disableActions: true) {
            outer.frame = Rect(b.midX - side / 2, b.midY - side / 2, side, side)
            outer.cornerRadius = side / 2
            outer.borderWidth = line
            outer.backgroundColor = nil
            let innerSide = max(0, side - 2 * (line + gap))
            inner.frame = Rect(b.midX - innerSide / 2, b.midY - innerSide / 2, innerSide, innerSide)
            inner.backgroundColor = color
            // Inside an animation the radius is set by the model's recording state.
            inner.cornerRadius = isRecording ? min(recordingCornerRadius, innerSide / 2) : innerSide / 2
        }
    }

    /// The model values for a state: border colour, outer scale, inner radius, inner scale.
    private func targets(recording: Bool) -> [(Layer, String, AnimatableValue)] {
        let circle = inner.bounds.width / 2
        return [
            (outer, "borderColor", .color(recording ? color : color.withAlpha(0.5))),
            (outer, "transform.scale", .number(recording ? Self.outerScaleRecording : 1)),
            (inner, "cornerRadius", .number(recording ? min(recordingCornerRadius, circle) : circle)),
            (inner, "transform.scale", .number(recording ? Self.innerScaleRecording : 1)),
        ]
    }

    private func applyModel() {
        Transaction.perform(disableActions: true) {
            inner.backgroundColor = color
            for (layer, keyPath, value) in targets(recording: isRecording) { layer.setValue(value, forKeyPath: keyPath) }
        }
    }

    /// How far the presentation is towards the recording look, 0 to 1 (from the inner scale).
    private var presentedProgress: Double {
        let scale = inner.presentation()?.value(forKeyPath: "transform.scale")?.number ?? (isRecording ? 0.5 : 1)
        return min(1, max(0, (1 - scale) / (1 - Self.innerScaleRecording)))
    }

    /// Starts recording: animates to the recording look from wherever the button is now.
    public func startRecording() { setRecording(true) }

    /// Stops recording: animates back from wherever the button is now.
    public func stopRecording() { setRecording(false) }

    private func setRecording(_ recording: Bool) {
        guard recording != isRecording else { return }
        let progress = presentedProgress
        let duration = animationDuration * (recording ? 1 - progress : progress)
        isRecording = recording
        for (layer, keyPath, value) in targets(recording: recording) {
            let from = layer.presentation()?.value(forKeyPath: keyPath) ?? layer.value(forKeyPath: keyPath)
            Transaction.perform(disableActions: true) { layer.setValue(value, forKeyPath: keyPath) }
            if duration > 0, let from, from != value {
                let animation = BasicAnimation(keyPath: keyPath, from: from, to: value, duration: duration)
                animation.timingFunction = .linear
                layer.add(animation, forKey: keyPath)
            } else {
                layer.removeAnimation(forKey: keyPath)
            }
        }
        onRecordingChanged?(recording)
    }

    // MARK: - Input

    private func handle(_ recognizer: GestureRecognizer) {
        let pointer = recognizer.location(in: layer.superlayer)
        switch recognizer.state {
        case .began:
            // The model position is home (a spring back sets it); drag from where it is shown.
            let shown = layer.presentation()?.position ?? layer.position
            home = layer.position
            layer.removeAnimation(forKey: "position")
            dragStart = (pointer, shown)
            move(to: shown)
            startRecording()
        case .changed:
            guard let dragStart else { return }
            move(to: Point(dragStart.position.x + pointer.x - dragStart.pointer.x,
                           dragStart.position.y + pointer.y - dragStart.pointer.y))
        case .ended, .cancelled:
            stopRecording()
            springHome()
        default:
            break
        }
    }

    private func move(to position: Point) {
        Transaction.perform(disableActions: true) { layer.position = position }
    }

    /// Springs back to ``home`` from where the button is shown.
    private func springHome() {
        dragStart = nil
        guard let home else { return }
        let shown = layer.presentation()?.position ?? layer.position
        move(to: home)
        guard shown != home else { return }
        let spring = SpringAnimation(keyPath: "position")
        spring.fromValue = .point(shown)
        spring.toValue = .point(home)
        spring.stiffness = 300
        spring.damping = 22
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "position")
    }
}

extension Color {
    /// This colour with another alpha.
    func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}
