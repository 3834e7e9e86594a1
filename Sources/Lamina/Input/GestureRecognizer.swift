/// Turns a layer's pointer events into a gesture with states (`UIGestureRecognizer`).
///
/// Subclasses read pointer events and move `state`; every change to `began`, `changed`,
/// `ended` or `cancelled` calls `action`.
///
/// A recognizer follows one pointer at a time: the first that goes down on its layer (or a
/// sublayer). It ends with `ended`, `cancelled` or `failed`, and goes back to `possible` when
/// that pointer goes up or is cancelled, ready for the next gesture. A gesture that ends while
/// the pointer is still down (a long press that moved too far, `cancel()`) keeps its final
/// state and ignores the rest of that pointer's events until then.
open class GestureRecognizer {
    /// Where a recognizer is in its gesture (`UIGestureRecognizer.State`).
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// Not yet recognized; recognized; changed while recognized; ended; cancelled; or not this
        /// gesture.
        case possible, began, changed, ended, cancelled, failed
    }

    /// Where the recognizer is in its gesture.
    public internal(set) var state = State.possible
    /// The layer this recognizer is attached to.
    public internal(set) weak var layer: Layer?
    /// Turning this off cancels a gesture in progress; a disabled recognizer ignores new pointers.
    public var isEnabled = true {
        didSet { if oldValue && !isEnabled { cancel() } }
    }
    /// Called on every reported state change.
    public var action: ((GestureRecognizer) -> Void)?

    /// The pointer this recognizer follows, from its `down` until its `up` or `cancel`.
    public internal(set) var trackedPointerID: Int?
    /// The followed pointer's last location, in the root layer's coordinates.
    var lastLocation: Point?
    /// The timeline that delivered the followed pointer's events.
    weak var timeline: Timeline?

    /// Makes a recognizer that calls `action` on each state change.
    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        self.action = action
    }

    /// The followed pointer's last location in `layer`'s coordinates (the root's, for `nil`).
    public func location(in layer: Layer?) -> Point {
        let point = lastLocation ?? .zero
        return layer?.convert(point, from: nil) ?? point
    }

    /// Ends the gesture now: a recognized gesture (`began`, `changed`) becomes `cancelled` and
    /// calls `action`; one not recognized yet `failed`. The rest of the pointer is ignored.
    public func cancel() {
        switch state {
        case .began, .changed: finish(.cancelled)
        case .possible where trackedPointerID != nil: finish(.failed)
        default: break
        }
    }

    /// Forgets the gesture and the pointer at once, without calling `action`: back to `possible`.
    public func reset() {
        stopTimers()
        state = .possible
        trackedPointerID = nil
        lastLocation = nil
        timeline = nil
    }

    // MARK: - For subclasses (in this module)

    /// Called on the followed pointer's `down`.
    func pointerDown(_ event: PointerEvent) {}

    /// Called on the followed pointer's moves while the gesture is `possible`, `began` or `changed`.
    func pointerMoved(_ event: PointerEvent) {}

    /// Called on the followed pointer's `up` while the gesture is `possible`, `began` or
    /// `changed`: ends a recognized gesture, fails one that is not. Reset follows.
    func pointerUp(_ event: PointerEvent) {
        finish(isRecognized ? .ended : .failed)
    }

    /// Called on the followed pointer's `cancel` while the gesture is `possible`, `began` or
    /// `changed`: cancels a recognized gesture, fails one that is not. Reset follows.
    func pointerCancelled(_ event: PointerEvent) {
        finish(isRecognized ? .cancelled : .failed)
    }

    /// Drops pending scheduled actions; called when the gesture finishes and on reset.
    func stopTimers() {}

    /// Whether the gesture has begun and not finished.
    var isRecognized: Bool { state == .began || state == .changed }

    /// Whether the gesture still takes events (not finished).
    var isLive: Bool { state == .possible || isRecognized }

    /// Moves to `began` or `changed` and calls `action`.
    func transition(to newState: State) {
        state = newState
        if newState != .possible && newState != .failed { action?(self) }
    }

    /// Moves to a final state (`ended`, `cancelled`, `failed`), calling `action` for the first two.
    func finish(_ final: State) {
        stopTimers()
        transition(to: final)
    }

    /// Entry point for the pointer router: one event of a pointer that went down on this
    /// recognizer's layer or one of its sublayers.
    func receive(_ event: PointerEvent, from timeline: Timeline) {
        switch event.phase {
        case .down:
            guard isEnabled, trackedPointerID == nil, state == .possible else { return }
            trackedPointerID = event.pointerID
            self.timeline = timeline
            lastLocation = event.location
            pointerDown(event)
        case .move:
            guard event.pointerID == trackedPointerID else { return }
            lastLocation = event.location
            if isLive { pointerMoved(event) }
        case .up, .cancel:
            guard event.pointerID == trackedPointerID else { return }
            lastLocation = event.location
            if isLive {
                if event.phase == .up { pointerUp(event) } else { pointerCancelled(event) }
            }
            // The action may have reset or restarted the recognizer already.
            if event.pointerID == trackedPointerID { reset() }
        }
    }
}
