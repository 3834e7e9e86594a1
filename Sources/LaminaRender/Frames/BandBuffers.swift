/// The buffers a `FrameRenderer` draws the bands of a frame into, one per band, kept from
/// frame to frame so that drawing in bands allocates nothing once the frame size settles; and
/// a `ScanlineFiller` per band, since a filler is never shared between threads.
///
/// A band clears its buffer to the background before drawing, so a buffer is zeroed only when
/// it is made (what a band copies out is never left from an earlier frame, even if Cairo could
/// not draw) and its old bytes are not kept when it grows.
final class BandBuffers {
    private var storage: [(base: UnsafeMutablePointer<UInt8>, capacity: Int)] = []
    private var bandFillers: [BandFiller] = []

    /// The filler of one band: only the thread drawing band `i` uses `fillers(count:)[i]`,
    /// and a frame's bands are all drawn before the next frame's start.
    struct BandFiller: @unchecked Sendable {
        let filler: ScanlineFiller
    }

    /// Starts a frame on every band's filler, those this frame leaves unused too, so that the
    /// coverage they keep ages out (`CoverageCache`) when a frame has fewer bands.
    func beginFrame() {
        for band in bandFillers { band.filler.beginFrame() }
    }

    /// One filler for each of `count` bands, the same ones frame after frame.
    func fillers(count: Int) -> [BandFiller] {
        while bandFillers.count < count { bandFillers.append(BandFiller(filler: ScanlineFiller())) }
        return Array(bandFillers.prefix(count))
    }

    /// Buffers of at least `bytes[i]` bytes for band `i`: the same ones as last frame where
    /// they are large enough.
    func buffers(bytes: [Int]) -> [FrameRenderer.BandTarget] {
        for (index, count) in bytes.enumerated() {
            if index == storage.count {
                storage.append((BandBuffers.zeroed(count), count))
            } else if storage[index].capacity < count {
                storage[index].base.deallocate()
                storage[index] = (BandBuffers.zeroed(count), count)
            }
        }
        return storage.prefix(bytes.count).map { FrameRenderer.BandTarget(base: $0.base) }
    }

    private static func zeroed(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        base.initialize(repeating: 0, count: count)
        return base
    }

    deinit {
        for buffer in storage { buffer.base.deallocate() }
    }
}
