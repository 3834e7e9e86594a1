/// A copy of a tree laid out in the order the evaluator visits it: for each layer a record of
/// what the evaluator reads (timing, name, flags, the model and the plans), its sublayers'
/// records right after it.
///
/// A large tree does not fit in the caches (10,000 layers read about 15 MB a frame), and its
/// layers' models and plans lie wherever the allocator put each object, so the processor cannot
/// see the next layer's memory coming. Walking these records instead reads one forward stream,
/// which the hardware prefetcher fetches while the evaluator computes: on 10,000 layers about
/// 2.0–2.3 ms a frame instead of 3.9–4.3.
///
/// A cache, never the truth. Each layer's `EvaluationHandle` points at its record, and the
/// layer marks it stale when anything it holds changes: the model gives its copy back
/// (`release(slot:)`), a name, timing or mask change marks the record (`invalidateRecord(slot:)`),
/// a change of sublayers marks their order (`invalidateStructure(slot:)`). The evaluator reads a
/// stale record's layer (and sublayers) from the layer objects instead. `Timeline` rebuilds the
/// arena when enough of the tree is read that way. What must hold between the records, the
/// layers and their handles is checked in code: `EvaluationArena+Invariants.swift`.
final class EvaluationArena {
    /// What the evaluator reads of one layer, at the start of its record.
    struct Record {
        let layer: Unmanaged<Layer>
        let name: String?
        let timing: LayerTiming
        let planCount: Int
        let sublayerCount: Int
        /// Bytes from this record to the next sibling's: this record and its subtree's.
        fileprivate(set) var extent: Int
        /// The layer's `hasRareParts`: parts the evaluator adds from the layer object.
        let hasRareParts: Bool
        /// Nothing this record holds has changed.
        fileprivate(set) var isCurrent: Bool
        /// The sublayers are still the ones recorded, in the same order.
        fileprivate(set) var hasCurrentSublayers: Bool
    }

    static let recordSize = MemoryLayout<Record>.stride
    static let modelSize = MemoryLayout<LayerProperties>.stride
    static let planSize = MemoryLayout<AnimationPlan>.stride

    /// The records, models and plans, `byteCount` bytes from the root's record.
    let block: UnsafeMutableRawPointer
    let byteCount: Int
    /// Each layer's record, by slot (in depth-first order: slot 0 is the root).
    private(set) var records: [UnsafeMutablePointer<Record>] = []
    /// Whether each slot's model copy is still initialized.
    private(set) var hasModel: [Bool] = []

    /// Copies `root`'s tree into a new arena and points each layer's handle at its record;
    /// the layers keep the arena alive, and release it as they change or go.
    static func place(tree root: Layer) {
        EvaluationArena(tree: root)._checkInvariants()
    }

    private init(tree root: Layer) {
        func size(_ layer: Layer) -> Int {
            layer.sublayers.reduce(Self.recordSize + Self.modelSize + layer.evaluationHandle.plans.count * Self.planSize) {
                $0 + size($1)
            }
        }
        byteCount = size(root)
        block = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        var next = block
        place(root, at: &next)
    }

    /// Writes `layer`'s record and its subtree's at `next`, and moves `next` past them.
    private func place(_ layer: Layer, at next: inout UnsafeMutableRawPointer) {
        let start = next
        let plans = layer.evaluationHandle.plans
        let record = start.initializeMemory(as: Record.self, repeating: Record(
            layer: Unmanaged.passUnretained(layer), name: layer.name, timing: layer.timing, planCount: plans.count,
            sublayerCount: layer.sublayers.count, extent: 0, hasRareParts: layer.hasRareParts, isCurrent: true,
            hasCurrentSublayers: true), count: 1)
        next += Self.recordSize
        let model = next.initializeMemory(as: LayerProperties.self, repeating: layer.properties, count: 1)
        next += Self.modelSize
        let copies = next.bindMemory(to: AnimationPlan.self, capacity: plans.count)
        if let source = plans.baseAddress { copies.initialize(from: source, count: plans.count) }
        next += plans.count * Self.planSize
        layer.evaluationHandle = EvaluationHandle(placedIn: self, slot: records.count, model: model,
                                                  plans: UnsafeBufferPointer(start: plans.isEmpty ? nil : copies,
                                                                             count: plans.count))
        records.append(record)
        hasModel.append(true)
        for sublayer in layer.sublayers { place(sublayer, at: &next) }
        record.pointee.extent = next - start
    }

    /// The model copy that follows a record.
    static func model(of record: UnsafeMutablePointer<Record>) -> UnsafePointer<LayerProperties> {
        UnsafePointer(UnsafeMutableRawPointer(record + 1).assumingMemoryBound(to: LayerProperties.self))
    }

    /// The plans that follow a record's model.
    static func plans(of record: UnsafeMutablePointer<Record>) -> UnsafeBufferPointer<AnimationPlan> {
        let start = UnsafeRawPointer(record + 1) + modelSize
        return UnsafeBufferPointer(start: start.assumingMemoryBound(to: AnimationPlan.self), count: record.pointee.planCount)
    }

    /// The record of a layer's first sublayer (its next siblings follow, `extent` bytes apart).
    static func firstSublayer(of record: UnsafeMutablePointer<Record>) -> UnsafeMutablePointer<Record> {
        (UnsafeMutableRawPointer(record + 1) + modelSize + record.pointee.planCount * planSize)
            .assumingMemoryBound(to: Record.self)
    }

    /// The record a placed layer's model copy belongs to (`model` of an `EvaluationHandle` in an arena).
    static func record(ofModel model: UnsafePointer<LayerProperties>) -> UnsafeMutablePointer<Record> {
        UnsafeMutableRawPointer(mutating: model).advanced(by: -recordSize).assumingMemoryBound(to: Record.self)
    }

    /// Gives back a slot whose layer no longer reads it (its model changed, or it has new plans).
    func release(slot: Int) {
        records[slot].pointee.isCurrent = false
        guard hasModel[slot] else { return }
        hasModel[slot] = false
        UnsafeMutableRawPointer(records[slot] + 1).assumingMemoryBound(to: LayerProperties.self).deinitialize(count: 1)
    }

    /// Marks a record whose name, timing or mask changed; its model copy stays valid.
    func invalidateRecord(slot: Int) {
        records[slot].pointee.isCurrent = false
    }

    /// Marks a record whose sublayers changed.
    func invalidateStructure(slot: Int) {
        records[slot].pointee.hasCurrentSublayers = false
    }

    deinit {
        // Plans are bitwise copyable; records (names) and model copies hold references.
        for (slot, record) in records.enumerated() {
            if hasModel[slot] {
                UnsafeMutableRawPointer(record + 1).assumingMemoryBound(to: LayerProperties.self).deinitialize(count: 1)
            }
            record.deinitialize(count: 1)
        }
        block.deallocate()
    }
}
