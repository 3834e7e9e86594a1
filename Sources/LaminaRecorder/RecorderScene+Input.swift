import Lamina
import LaminaCapture
import LaminaControls
import LaminaWindow

extension RecorderScene {
    /// Keys: space (held) records, Backspace undoes the last segment, Enter saves, R restarts a
    /// failed source, Esc quits (keeping what was recorded). The pointer goes to the layers: the
    /// record button's long press and the ring's press record while held; on the onboarding,
    /// taps turn pages and Done (or Enter) ends it.
    public func handle(_ input: WindowInput, in window: WindowContext) -> WindowResponse {
        switch input {
        case .pointer(let event):
            timeline.send(event)
            return .continue
        case .keyDown(.escape, _, _), .closeRequested:
            releaseAll()
            return .quit
        case .keyDown(let key, let isRepeat, let time):
            timeline.advance(to: time)
            if let onboarding {
                if key == .enter { onboarding.finish() }
                return .continue
            }
            switch key {
            case .space where !isRepeat:
                spaceHeld = true
                updateRecordingIntent()
            case .backspace where !isRepeat:
                undo()
            case .enter where !isRepeat:
                finish()
            case .character("r") where !isRepeat:
                restartSession()
            default:
                break
            }
            return .continue
        case .keyUp(.space, let time):
            timeline.advance(to: time)
            spaceHeld = false
            updateRecordingIntent()
            return .continue
        case .focusLost(let time):
            // The pointer's press was cancelled already; a held key will not report its release.
            timeline.advance(to: time)
            spaceHeld = false
            updateRecordingIntent()
            return .continue
        case .keyUp:
            return .continue
        }
    }

    /// Starts or stops a segment when the button, the ring and the space bar together change
    /// their mind. The session applies it at its next frame; the ring follows its events.
    func updateRecordingIntent() {
        let wants = (buttonHeld || ringHeld || spaceHeld) && onboarding == nil && state.screen != .saving
        guard wants != wantsRecording else { return }
        wantsRecording = wants
        drivingButton = true
        if wants { button.startRecording() } else { button.stopRecording() }
        drivingButton = false
        record(wants)
    }

    /// Asks the session to start or stop a segment (nothing yet without a session: a start
    /// waits for it to be ready).
    func record(_ on: Bool) {
        guard let session, state.sourceReady || !on else { return }
        do {
            if on { try session.startRecording() } else { try session.stopRecording() }
        } catch {
            show(message: RecorderState.message(for: error as? CaptureError ?? .invalidState("\(error)")))
        }
    }

    /// Lets go of every hold (saving, undoing, quitting, the meter full).
    func releaseAll() {
        buttonHeld = false
        ringHeld = false
        spaceHeld = false
        updateRecordingIntent()
    }

    /// The ring's own press: held, it records.
    func ringPressChanged(_ recognizer: GestureRecognizer) {
        switch recognizer.state {
        case .began: ringHeld = true
        case .ended, .cancelled, .failed: ringHeld = false
        default: return
        }
        updateRecordingIntent()
    }

    /// The record button's long press began or ended (not the scene's own changes of its look).
    func buttonRecordingChanged(_ recording: Bool) {
        guard !drivingButton else { return }
        buttonHeld = recording
        updateRecordingIntent()
    }
}
