/// Adding, finding and removing animations (`CALayer`'s animation API).
extension Layer {
    /// Adds a copy of `animation`. An animation with the same key is replaced (its delegate hears
    /// `finished: false`). A `beginTime` of 0 means now: it becomes the layer's current local time,
    /// as in Core Animation. A transition captures the layer's presentation at this moment.
    public func add(_ animation: Animation, forKey key: String?) {
        add(animation, forKey: key, resolvingBeginTime: true)
    }

    /// Adds a copy of `animation`; when `resolvingBeginTime` is `false` its `beginTime` is taken
    /// as written (scene documents, whose times count from the scene's start).
    public func add(_ animation: Animation, forKey key: String?, resolvingBeginTime: Bool) {
        let copy = animation.copy()
        let now = currentLocalTime
        if resolvingBeginTime && copy.beginTime == 0 { copy.beginTime = now }
        let key = key ?? (copy is Transition ? "transition" : nil)
        if let key { removeAnimation(forKey: key) }
        let entry = AnimationEntry(key: key, animation: copy, layer: self)
        if copy is Transition {
            entry.outgoing = Evaluator.snapshot(of: self, parentTime: parentTime(forRootTime: currentRootTime))
        }
        Transaction.track(entry)
        animationEntries.append(entry)
    }

    /// Adds copies of `animations` in order, as `add(_:forKey:resolvingBeginTime:)` would one
    /// by one (a later key replaces an earlier one), rebuilding the layer's plans once: adding
    /// n animations one at a time rebuilds them n times, quadratic in n (10,000 took 5 s).
    ///
    /// - Complexity: O(n + existing animations).
    func add(contentsOf animations: [(animation: Animation, key: String?)], resolvingBeginTime: Bool) {
        // A transition captures the layer as the animations before it leave it: one at a time.
        guard !animations.contains(where: { $0.animation is Transition }) else {
            for item in animations { add(item.animation, forKey: item.key, resolvingBeginTime: resolvingBeginTime) }
            return
        }
        let now = currentLocalTime
        var added: [AnimationEntry] = []
        added.reserveCapacity(animations.count)
        for item in animations {
            let copy = item.animation.copy()
            if resolvingBeginTime && copy.beginTime == 0 { copy.beginTime = now }
            let entry = AnimationEntry(key: item.key, animation: copy, layer: self)
            Transaction.track(entry)
            added.append(entry)
        }
        // The last entry of each key stays; earlier ones, here or already on the layer, stop.
        var seen = Set<String>(), kept: [AnimationEntry] = [], removed: [AnimationEntry] = []
        for entry in added.reversed() {
            if let key = entry.key, !seen.insert(key).inserted { removed.append(entry) } else { kept.append(entry) }
        }
        let replaced = animationEntries.filter { $0.key.map(seen.contains) ?? false }
        animationEntries = animationEntries.filter { !($0.key.map(seen.contains) ?? false) } + kept.reversed()
        for entry in replaced + removed.reversed() { stop(entry, finished: false) }
    }

    /// The animation added under `key`; treat it as read-only, as in Core Animation.
    public func animation(forKey key: String) -> Animation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added (empty when none).
    public func animationKeys() -> [String] {
        animationEntries.compactMap(\.key)
    }

    /// All attached animations with their keys (unkeyed ones too), in order.
    public var animations: [(key: String?, animation: Animation)] {
        animationEntries.map { ($0.key, $0.animation) }
    }

    /// Removes the animation under `key`; its delegate hears `finished: false`.
    public func removeAnimation(forKey key: String) {
        let removed = animationEntries.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        animationEntries.removeAll { $0.key == key }
        for entry in removed { stop(entry, finished: false) }
    }

    /// Removes every animation; each delegate hears `finished: false`.
    public func removeAllAnimations() {
        let removed = animationEntries
        animationEntries = []
        for entry in removed { stop(entry, finished: false) }
    }

    /// Reports the end of an entry: through the timeline, in time order, when there is one.
    func stop(_ entry: AnimationEntry, finished: Bool) {
        if let timeline {
            timeline.enqueueStop(entry, finished: finished)
        } else {
            entry.reportStop(finished: finished)
        }
    }
}

/// An animation attached to a layer, with what the timeline has reported of it.
final class AnimationEntry {
    let key: String?
    let animation: Animation
    /// The animation frozen for the evaluator (`nil` when it animates nothing).
    let plan: AnimationPlan?
    /// What the plan refers to, alive as long as this entry (and so the layer's copy of the plan).
    private let planStorage: PlanStorage
    unowned let layer: Layer
    /// For transitions: the layer as presented when the transition was added.
    var outgoing: LayerSnapshot?
    var hasStarted = false
    var hasStopped = false
    /// Transactions whose completion waits for this animation.
    var transactionGroups: [TransactionGroup] = []

    init(key: String?, animation: Animation, layer: Layer) {
        self.key = key
        self.animation = animation
        var storage = PlanStorage()
        self.plan = animation.makePlan(in: &storage)
        self.planStorage = storage
        self.layer = layer
    }

    func reportStart() {
        guard !hasStarted else { return }
        hasStarted = true
        animation.delegate?.animationDidStart(animation)
    }

    func reportStop(finished: Bool) {
        guard !hasStopped else { return }
        hasStopped = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        animation.completion?(finished)
        let groups = transactionGroups
        transactionGroups = []
        for group in groups { group.animationEnded() }
    }
}
