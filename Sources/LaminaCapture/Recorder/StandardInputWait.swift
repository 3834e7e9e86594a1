#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a live recording waits: for a line on standard input, an interrupt, or the session
/// stopping by itself (maximum duration, a fault).
enum StandardInputWait {
    /// Blocks until one of those happens, looking every 100 ms. Without `readsInput`, or once
    /// standard input is closed (no terminal), only the session can end the wait.
    static func untilEnterOrStop(_ session: CaptureSession, readsInput: Bool) {
        var stdinOpen = readsInput
        while !session.isInterrupted && session.isRecording {
            var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0)]
            let ready = stdinOpen ? poll(&fds, 1, 100) : { usleep(100_000); return 0 }()
            guard ready > 0 else { continue }
            var byte: UInt8 = 0
            let n = read(0, &byte, 1)
            if n <= 0 { stdinOpen = false; continue }
            if byte == UInt8(ascii: "\n") { return }
        }
    }
}
