import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Process-wide allocator settings for a program that renders frame after frame.
///
/// Each frame evaluates a snapshot tree (megabytes for large trees) and frees it. glibc's
/// default hands freed memory at the top of the heap back to the kernel once it passes 128 KiB,
/// so the next frame page-faults the same megabytes in again: about a millisecond per 10,000
/// layers. Raising the trim and mmap thresholds keeps that memory in the process. The libraries
/// never do this; only programs that own their process do: `lamina` and the benchmark target,
/// which call it first thing.
public enum MemoryTuning {
    public static func keepFreedMemoryForReuse() {
        #if os(Linux)
        // mallopt is not in Swift's Glibc module map; look it up by name.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
        _ = mallopt(trimThreshold, 512 << 20)
        _ = mallopt(mmapThreshold, 256 << 20)
        #endif
    }
}
