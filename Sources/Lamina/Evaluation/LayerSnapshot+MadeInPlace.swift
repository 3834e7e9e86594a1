/// Something that initializes `count` snapshots in place, from the first one's address: the
/// evaluator's sublayer makers (`Evaluator.makeSublayerSnapshots`, `makeSnapshot(from:)`).
protocol SnapshotMaker {
    var count: Int { get }
    func make(into snapshots: UnsafeMutablePointer<LayerSnapshot>)
}

extension Array where Element == LayerSnapshot {
    /// An array of the snapshots `maker` initializes in its storage.
    ///
    /// `Array(unsafeUninitializedCapacity:initializingWith:)` does the same, but it allocates
    /// through a function of the standard library that is not specialised for the element type:
    /// it looks the storage class up in the runtime's metadata table on every call (~330 of its
    /// ~690 instructions, for each layer with sublayers on each frame). `append(contentsOf:)` is
    /// specialised here, and it hands the sequence appended the new storage to initialize
    /// (`_copyContents(initializing:)`), so that is what this does. Should a standard library
    /// ever append without it, the sequence's empty iterator would fall short of its
    /// `underestimatedCount`, which `append` traps on: it cannot go wrong quietly. (A closure
    /// instead of the generic maker had its context allocated on the heap for every array.)
    @inline(__always)
    init<Maker: SnapshotMaker>(madeBy maker: Maker) {
        self = []
        append(contentsOf: SnapshotsMadeInPlace(maker: maker))
    }
}

/// The snapshots of a maker, written straight into the storage of the array they are appended
/// to. Only `Array(madeBy:)` uses it: iterated, it is empty.
private struct SnapshotsMadeInPlace<Maker: SnapshotMaker>: Sequence {
    let maker: Maker

    var underestimatedCount: Int { maker.count }

    func makeIterator() -> EmptyCollection<LayerSnapshot>.Iterator {
        EmptyCollection.Iterator()
    }

    func _copyContents(initializing buffer: UnsafeMutableBufferPointer<LayerSnapshot>)
        -> (EmptyCollection<LayerSnapshot>.Iterator, Int) {
        let count = maker.count
        precondition(buffer.count >= count, "the array reserved room for every snapshot")
        if count > 0 { maker.make(into: buffer.baseAddress!) }
        return (EmptyCollection.Iterator(), count)
    }
}
