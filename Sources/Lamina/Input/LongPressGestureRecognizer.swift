/// A press held in place (`UILongPressGestureRecognizer`).
///
/// It begins when the pointer has been down for `minimumPressDuration` without moving farther
/// than `allowableMovement` from where it went down: a timeline action fires at exactly
/// `down.time + minimumPressDuration`, so `action` sees `timeline.currentTime` at that moment.
/// After that, moves report `changed`, up `ended` and cancel `cancelled`. Lifting, cancelling
/// or moving too far before then fails the gesture (no `action`) and drops the timer.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the pointer must stay down; 0.5 as UIKit.
    public var minimumPressDuration = 0.5
    /// Points the pointer may wander (in root coordinates) before the press begins; 10 as UIKit.
    public var allowableMovement = 10.0

    private var downLocation: Point?
    private var timerID: Int?

    override func pointerDown(_ event: PointerEvent) {
        downLocation = event.location
        guard minimumPressDuration > 0 else {
            transition(to: .began)
            return
        }
        timerID = timeline?.schedule(at: event.time + minimumPressDuration) { [weak self] in
            self?.timerFired()
        }
    }

    private func timerFired() {
        timerID = nil
        guard state == .possible, trackedPointerID != nil else { return }
        transition(to: .began)
    }

    override func pointerMoved(_ event: PointerEvent) {
        switch state {
        case .possible:
            if let downLocation, event.location.distance(to: downLocation) > allowableMovement {
                finish(.failed)
            }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    override func stopTimers() {
        if let timerID { timeline?.cancelAction(timerID) }
        timerID = nil
    }

    override public func reset() {
        super.reset()
        downLocation = nil
    }
}
