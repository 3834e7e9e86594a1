/// The objects that frozen plans refer to, kept alive by the animation entry that owns the plans.
///
/// Plans are plain values so that the evaluator can read them without reference counting;
/// their few object parts (keyframes, motion paths, group children) are held here instead, and
/// a plan points at them with a `PlanReference`. A plan must not outlive the storage it was
/// made in: the layer's array of plans is rebuilt from its entries whenever they change.
///
/// A value, so that the plans that need no objects (most) cost no allocation: an empty array
/// allocates nothing, and allocations between a tree's layers spread the layers apart in memory.
struct PlanStorage {
    private var objects: [AnyObject] = []

    /// Keeps `object` alive with this storage and returns a plan's reference to it.
    mutating func keep<Object: AnyObject>(_ object: Object) -> PlanReference<Object> {
        objects.append(object)
        return PlanReference(object: object)
    }
}

/// A reference from a plan to an object its `PlanStorage` keeps alive; it retains nothing.
struct PlanReference<Object: AnyObject>: BitwiseCopyable {
    unowned(unsafe) let object: Object

    /// Runs `body` with the object, without retaining it: reading `object` for a call retained
    /// and released it (two atomic operations for every property animation of every frame).
    @inline(__always)
    func withObject<Result>(_ body: (Object) -> Result) -> Result {
        Unmanaged.passUnretained(object)._withUnsafeGuaranteedRef(body)
    }
}
