import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// This module's measuring code is the one library code in Lamina that reads clocks: measuring
// is its job. Figures are CPU time on the measuring thread where they can be (other work on
// the machine does not inflate them), and the wall clock where the wall clock is the point
// (capture latency, an export's duration).

/// The clocks and the sampling loops of `lamina bench`.
enum BenchClock {
    /// The median CPU time of one call on this thread, in seconds, over repeated calls for about
    /// `seconds` of wall time (at least five).
    static func measure(seconds: Double, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        for _ in 0..<3 { body() }  // warm up caches
        var samples: [Double] = []
        let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        while clock.now < deadline || samples.count < 5 {
            let start = threadCPUTime()
            body()
            samples.append(threadCPUTime() - start)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The median CPU times of two workloads measured in alternating blocks of `frames` calls
    /// (the first call of each block not counted) for about `seconds` of wall time.
    static func measureAlternating(seconds: Double, first: (frames: Int, body: () -> Void),
                                   second: (frames: Int, body: () -> Void)) -> (Double, Double) {
        let clock = ContinuousClock()
        var samples: ([Double], [Double]) = ([], [])
        func block(_ workload: (frames: Int, body: () -> Void), into samples: inout [Double]) {
            workload.body()
            for _ in 0..<workload.frames {
                let start = threadCPUTime()
                workload.body()
                samples.append(threadCPUTime() - start)
            }
        }
        for _ in 0..<2 { first.body(); second.body() }  // warm up: the arena of a large tree is built
        let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        while clock.now < deadline || samples.1.count < 5 {
            block(first, into: &samples.0)
            block(second, into: &samples.1)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return (median(samples.0), median(samples.1))
    }

    /// Seconds of CPU time this thread has used.
    static func threadCPUTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
