/// A layer's handle on what the evaluator reads of it besides the layer object: its frozen
/// plans, in a block the handle owns, or its record in a tree's `EvaluationArena` (then with a
/// copy of the layer's model beside the plans).
///
/// The evaluator reads every layer's plans on every frame. Read from a Swift array (a class's
/// stored property), each read retained and released the array's buffer: two atomic
/// instructions per layer. These are plain pointers, read without any reference counting.
/// Replacing the handle (new animations) frees the old block or gives back the arena slot.
struct EvaluationHandle: ~Copyable {
    /// The plans, in the order their animations were added (`count` 0 and no memory when none).
    let plans: UnsafeBufferPointer<AnimationPlan>
    /// The layer's model as copied into the arena, or `nil`: not placed, or changed since.
    private(set) var model: UnsafePointer<LayerProperties>?
    /// The arena the layer is placed in, and its record's slot there (`nil` and 0: not placed).
    let arena: EvaluationArena?
    let slot: Int

    /// Plans in a block of their own.
    init(_ source: [AnimationPlan] = []) {
        if source.isEmpty {
            plans = UnsafeBufferPointer(start: nil, count: 0)
        } else {
            let block = UnsafeMutableBufferPointer<AnimationPlan>.allocate(capacity: source.count)
            _ = block.initialize(from: source)
            plans = UnsafeBufferPointer(block)
        }
        model = nil
        arena = nil
        slot = 0
    }

    /// Plans and a model copy in `slot` of `arena`.
    init(placedIn arena: EvaluationArena, slot: Int, model: UnsafePointer<LayerProperties>,
         plans: UnsafeBufferPointer<AnimationPlan>) {
        self.plans = plans
        self.model = model
        self.arena = arena
        self.slot = slot
    }

    /// Stops reading the model copy (the layer's model changed); the plans stay valid.
    mutating func releaseModel() {
        guard model != nil else { return }
        arena?.release(slot: slot)
        model = nil
    }

    /// Marks the arena's record stale (the layer's name, timing or mask changed).
    func invalidateRecord() {
        if model != nil { arena?.invalidateRecord(slot: slot) }
    }

    /// Marks the arena's record of the layer's sublayers stale.
    func invalidateStructure() {
        arena?.invalidateStructure(slot: slot)
    }

    deinit {
        if let arena {
            arena.release(slot: slot)
        } else {
            // Plans are bitwise copyable: nothing to deinitialize, only the memory to free.
            plans.deallocate()
        }
    }
}
