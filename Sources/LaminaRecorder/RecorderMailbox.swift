import Foundation
import Lamina
import LaminaCapture

/// Where the capture session's thread and the recorder's worker thread leave results for the
/// window's main thread, which takes everything at the start of each frame.
///
/// Only the newest preview image is kept (a frame the window did not get to is never shown
/// late); messages are kept in order. One lock, held only to append or swap: nobody waits on it
/// for long.
public final class RecorderMailbox: @unchecked Sendable {
    /// What arrives from other threads.
    public enum Message: Sendable {
        /// A capture session started and delivers frames.
        case sessionReady(CaptureSession)
        /// A session could not be made or started.
        case sessionFailed(CaptureError)
        /// Sessions that died before were recovered into the library (or kept): what to tell.
        case recovered([SessionRecovery.Outcome])
        /// An event of the running session, in the session's order.
        case event(CaptureEvent)
        /// Backspace removed this segment (its file is gone).
        case segmentRemoved(number: Int)
        /// The segments are joined into one movie; saving begins.
        case joined(Recording)
        /// The movie is in the library.
        case saved(URL, duration: Double)
        /// Joining or saving failed; the segments are kept.
        case saveFailed(CaptureError)
    }

    private let lock = NSLock()
    private var preview: ImageBuffer?
    private var previewCount = 0
    private var messages: [Message] = []

    public init() {}

    /// A new viewfinder image (the session's thread, every source frame).
    public func post(preview image: ImageBuffer) {
        lock.lock()
        preview = image
        previewCount += 1
        lock.unlock()
    }

    public func post(_ message: Message) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    /// Everything left since the last call: the newest preview image (with how many arrived)
    /// and the messages in order.
    public func take() -> (preview: ImageBuffer?, previewCount: Int, messages: [Message]) {
        lock.lock()
        defer {
            preview = nil
            previewCount = 0
            messages = []
            lock.unlock()
        }
        return (preview, previewCount, messages)
    }
}
