import Lamina

/// What a window delivers to its scene, already in Lamina's terms: pointer events in the root
/// layer's coordinates (points) and timeline time, keys, focus and closing.
public enum WindowInput: Hashable, Sendable {
    /// A pointer event (mouse down, move while down, up; `cancel` when focus is lost or the
    /// window closes mid-press).
    case pointer(PointerEvent)
    /// A key went down; `isRepeat` for the keyboard's auto-repeat while held.
    case keyDown(Key, isRepeat: Bool, time: Double)
    case keyUp(Key, time: Double)
    /// The window lost the keyboard focus (any press in progress was cancelled just before).
    case focusLost(time: Double)
    /// The user closed the window or the system asked the program to quit (a press in progress
    /// was cancelled just before).
    case closeRequested(time: Double)
}
