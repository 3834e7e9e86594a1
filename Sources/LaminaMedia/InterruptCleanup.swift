import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What to undo when the process is interrupted (Ctrl-C, `kill`): the hidden partial files and
/// ffmpeg logs of writers still at work.
///
/// Writers (``MovieWriter``, ``PartialFile``) register what they leave while at work and
/// unregister once it is renamed into place or removed. Nothing happens on a signal unless a
/// program asks with ``handleInterrupts()`` (`lamina render` and `import-svg` do); the handler
/// then removes what is registered and ends the process by the same signal (the children then
/// read the end of their input and stop),
/// so the shell sees an interrupted command.
public final class InterruptCleanup: @unchecked Sendable {
    /// The one registry of the process.
    public static let shared = InterruptCleanup()

    private let lock = NSLock()
    private var files: [Int: [String]] = [:]
    private var nextToken = 0
    private var sources: [any DispatchSourceSignal] = []

    private init() {}

    /// Registers files to remove on an interrupt; returns the token that ``unregister(_:)`` takes.
    public func register(files paths: [String]) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextToken += 1
        files[nextToken] = paths
        return nextToken
    }

    /// Forgets what `token` registered (the files were moved into place or removed).
    public func unregister(_ token: Int) {
        lock.lock()
        files[token] = nil
        lock.unlock()
    }

    /// From now on SIGINT and SIGTERM remove what is registered and end the process by that
    /// signal. Calling it again changes nothing.
    public func handleInterrupts() {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in interrupted(by: number) }
            source.resume()
            sources.append(source)
        }
    }

    private func interrupted(by number: Int32) {
        lock.lock()
        let paths = files.values.flatMap { $0 }
        lock.unlock()
        // The files go, then this process at once, by the same signal. The children are not
        // killed first: the main thread would see ffmpeg gone and report a failure of its own
        // before the signal ends it. They read the end of their input when this process is gone
        // and stop by themselves, writing only into the files already unlinked.
        for path in paths { unlink(path) }
        signal(number, SIG_DFL)
        // This thread may block the signal (dispatch threads and an inherited mask can): let
        // it through here, and should it still not end the process, exit as a shell reports a
        // command ended by it.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        _exit(128 + number)
    }
}
