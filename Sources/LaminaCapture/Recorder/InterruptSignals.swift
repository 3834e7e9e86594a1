import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM turned into ``CaptureSession/interrupt()`` while a recording runs, and
/// given back afterwards: the process's previous dispositions are restored by ``restore()``.
///
/// The signals are ignored for the default action and delivered through dispatch sources, so a
/// terminal's Ctrl-C closes the current segment instead of killing the process mid-write.
final class InterruptSignals {
    private let numbers = [SIGINT, SIGTERM]
    private var sources: [any DispatchSourceSignal] = []
    private var previous: [(@convention(c) (Int32) -> Void)?] = []

    init(interrupting session: CaptureSession) {
        for number in numbers {
            previous.append(signal(number, SIG_IGN))
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { session.interrupt() }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops listening and puts the previous handlers back.
    func restore() {
        for source in sources { source.cancel() }
        sources = []
        for (number, old) in zip(numbers, previous) { signal(number, old) }
        previous = []
    }
}
