/// A playback that takes pointer input in its own coordinates and time, handled as it
/// advances: what the preview window forwards the pointer on its stage to. A dotLottie state
/// machine's playback is one (LaminaLottie's `LottieStateMachinePlayback`).
public protocol PointerDrivenPlayback: Playback {
    /// Handles `event` at the next ``Playback/advance(to:)``: its location in the composition's
    /// coordinates, its time the composition's (an event before the time advanced to is handled
    /// at that time).
    func receive(_ event: PointerEvent)
}
