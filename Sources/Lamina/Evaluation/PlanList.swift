/// A layer's frozen plans in one block of memory that the layer owns outright.
///
/// The evaluator reads every layer's plans on every frame. Read from a Swift array (a class's
/// stored property), each read retained and released the array's buffer: two atomic
/// instructions per layer, and on x86 each one waits for every load in flight, so a large
/// tree's cache misses could not overlap from one layer to the next. A plain pointer to
/// memory freed with the list is read without any reference counting.
struct PlanList: ~Copyable {
    /// The plans, in the order their animations were added (`count` 0 and no memory when none).
    let plans: UnsafeBufferPointer<AnimationPlan>

    init(_ source: [AnimationPlan] = []) {
        if source.isEmpty {
            plans = UnsafeBufferPointer(start: nil, count: 0)
        } else {
            let block = UnsafeMutableBufferPointer<AnimationPlan>.allocate(capacity: source.count)
            _ = block.initialize(from: source)
            plans = UnsafeBufferPointer(block)
        }
    }

    deinit {
        // Plans are bitwise copyable: nothing to deinitialize, only the memory to free.
        plans.deallocate()
    }
}
