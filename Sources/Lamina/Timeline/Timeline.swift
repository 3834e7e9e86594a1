/// Owns a layer tree and its clock, evaluates presentations, and fires events in time order.
///
/// `presentation(at:)` is pure and may be asked for any time. `advance(to:)` moves the current
/// time forward and, on the way, at the exact moment each happens:
///
///     t ─────●───────────●─────────●──────────▶ target
///        didStart     scheduled  didStop(finished: true)
///                      action    → removal, transaction completions
///
/// Callbacks see `currentTime` set to their moment, so animations they add begin then.
public final class Timeline {
    /// The root of the layer tree the timeline evaluates; it has no superlayer.
    public let rootLayer: Layer
    /// Where `tick()` reads the time from (a `ManualClock` unless given another).
    public let clock: any TimelineClock
    /// The time of the last event handled or the last `advance(to:)` target, in seconds.
    public private(set) var currentTime: Double
    let pointerRouter = PointerRouter()  // Pointer captures and delivery: Timeline+Input.swift.

    private var scheduled: [ScheduledAction] = []
    private var nextActionID = 0
    private var pendingStops: [(entry: AnimationEntry, finished: Bool)] = []
    /// The earliest start or end of an animation, or scheduled action, not yet handled (`nil`:
    /// none), while `hasNextEvent` says it is known. Finding it walks every animation of the
    /// tree (about 4.6 ms for 10,000 layers with three animations each), so it is kept until an
    /// event fires or the tree's timing changes (`eventTimesDidChange()`), and a frame in which
    /// nothing starts or ends costs nothing. `Timeline+Invariants.swift` checks it.
    private(set) var nextEvent: Double?
    private(set) var hasNextEvent = false
    /// Presentations since the tree was last laid out in an `EvaluationArena` (its layers keep
    /// the arena alive).
    private var presentationsSinceArena = Timeline.arenaRebuildInterval

    /// Trees smaller than this are evaluated from their layers: at ~1.5 KB a layer they stay
    /// in the caches (2,000 layers ≈ 3 MB, past a typical 1–2 MB L2), where layout barely matters.
    static let arenaMinimumLayers = 2_000
    /// An arena is rebuilt at most this often (presentations), so that a tree whose models change
    /// on every frame does not pay for a copy of itself on every frame.
    static let arenaRebuildInterval = 30

    /// Whether presentations include what lies under a hidden or fully transparent layer (its
    /// sublayers, mask and replicator instances), as Core Animation's presentation tree does:
    /// `true` by default. Something that only draws the tree (a window, an export, a
    /// benchmark) sets it to `false`: such a layer's snapshot then has its own values but none
    /// of that, unevaluated, since none of it can draw. In a Lottie file, whose layers are
    /// hidden outside their in and out points, that is often half the tree.
    public var presentsInvisibleSubtrees = true

    /// Makes a timeline of `rootLayer`'s tree, at `startTime` seconds, reading `clock` when it
    /// ticks.
    public init(rootLayer: Layer, clock: any TimelineClock = ManualClock(), startTime: Double = 0) {
        precondition(rootLayer.superlayer == nil, "a timeline's root layer has no superlayer")
        self.rootLayer = rootLayer
        self.clock = clock
        self.currentTime = startTime
        rootLayer.hostTimeline = self
    }

    /// The whole tree as presented at time `t` (seconds); changes nothing a caller can see. For
    /// a large tree it may lay out a copy of the models for the next frames (`EvaluationArena`),
    /// so, like everything else about a timeline and its layers, call it from one thread at a
    /// time; the snapshot it returns can go anywhere.
    public func presentation(at t: Double) -> LayerSnapshot {
        var tally = Evaluator.Tally(omitsInvisibleSubtrees: !presentsInvisibleSubtrees)
        let snapshot = Evaluator.snapshot(of: rootLayer, parentTime: t, tally: &tally)
        refreshArena(after: tally)
        _checkInvariants()
        return snapshot
    }

    /// Builds a new `EvaluationArena` for the next frames when the tree is large and a quarter
    /// of its layers were read from their objects (new layers, or models changed since).
    private func refreshArena(after tally: Evaluator.Tally) {
        presentationsSinceArena += 1
        guard tally.layers >= Self.arenaMinimumLayers, tally.unplaced * 4 > tally.layers,
              presentationsSinceArena >= Self.arenaRebuildInterval else { return }
        EvaluationArena.place(tree: rootLayer)
        presentationsSinceArena = 0
    }

    /// The whole tree as presented at the current time.
    public func presentation() -> LayerSnapshot {
        presentation(at: currentTime)
    }

    /// Advances to the clock's time.
    public func tick() {
        advance(to: clock.now)
    }

    /// Runs `action` when the timeline reaches `time` (at once on the next advance if it is past).
    /// Returns an identifier for `cancelAction(_:)`.
    @discardableResult
    public func schedule(at time: Double, _ action: @escaping () -> Void) -> Int {
        nextActionID += 1
        scheduled.append(ScheduledAction(id: nextActionID, time: time, action: action))
        eventTimesDidChange()
        return nextActionID
    }

    /// Cancels the scheduled action `id` (as returned by `schedule`); an unknown or past id is
    /// ignored.
    public func cancelAction(_ id: Int) {
        scheduled.removeAll { $0.id == id }
        eventTimesDidChange()
    }

    /// Forgets the next event's time: animations, timing or the tree changed.
    func eventTimesDidChange() {
        hasNextEvent = false
    }

    /// Moves time forward to `target`, handling every event on the way in time order. A target
    /// before the current time changes nothing: time never runs backwards.
    public func advance(to target: Double) {
        guard target >= currentTime, target.isFinite else { return }
        flushStops()
        while let time = nextEventTime(upTo: target) {
            currentTime = max(time, currentTime)
            fireEvents(at: currentTime)
            flushStops()
        }
        currentTime = target
        flushStops()
        _checkInvariants()
    }

    /// Queues a stop report (a removal) for delivery at the current time.
    func enqueueStop(_ entry: AnimationEntry, finished: Bool) {
        pendingStops.append((entry, finished))
    }

    private func flushStops() {
        while !pendingStops.isEmpty {
            let (entry, finished) = pendingStops.removeFirst()
            entry.reportStop(finished: finished)
        }
    }

    // MARK: - Events

    private struct ScheduledAction {
        let id: Int
        let time: Double
        let action: () -> Void
    }

    /// The root times at which an entry starts and ends (either may be unknown or never).
    private func eventTimes(of entry: AnimationEntry, clock: LayerClock) -> (start: Double?, end: Double?) {
        let timing = entry.plan?.timing ?? entry.animation.timing
        let slope = clock.scale * timing.speed
        let active = timing.activeDuration
        if slope == 0 {
            // Frozen: the elapsed time never changes, so whatever state it has holds now.
            let elapsed = timing.elapsed(atParentTime: clock.local(currentTime))
            return (elapsed >= 0 ? currentTime : nil, elapsed >= active ? currentTime : nil)
        }
        guard slope > 0 else { return (nil, nil) }
        let start = clock.rootTime(forLocal: timing.parentTime(atElapsed: 0))
        let end = active.isFinite ? clock.rootTime(forLocal: timing.parentTime(atElapsed: active)) : nil
        return (start, end)
    }

    private func forEachEntry(_ body: (AnimationEntry, LayerClock) -> Void) {
        func visit(_ layer: Layer, parent: LayerClock) {
            let clock = parent.child(layer.timing)
            for entry in layer.animationEntries { body(entry, clock) }
            if let mask = layer.mask { visit(mask, parent: clock) }
            for sublayer in layer.sublayers { visit(sublayer, parent: clock) }
        }
        visit(rootLayer, parent: .identity)
    }

    private func nextEventTime(upTo target: Double) -> Double? {
        if !hasNextEvent {
            nextEvent = findNextEvent()
            hasNextEvent = true
        }
        guard let next = nextEvent, next <= target else { return nil }
        return next
    }

    /// The earliest event not yet handled, found by walking the whole tree.
    func findNextEvent() -> Double? {
        var next: Double? = nil
        func consider(_ t: Double?) {
            guard let t else { return }
            next = min(next ?? t, t)
        }
        forEachEntry { entry, clock in
            guard !entry.hasStopped else { return }
            let (start, end) = eventTimes(of: entry, clock: clock)
            if !entry.hasStarted { consider(start) }
            consider(end)
        }
        for action in scheduled { consider(action.time) }
        return next
    }

    private func fireEvents(at time: Double) {
        var starts: [AnimationEntry] = [], stops: [AnimationEntry] = []
        forEachEntry { entry, clock in
            guard !entry.hasStopped else { return }
            let (start, end) = eventTimes(of: entry, clock: clock)
            if !entry.hasStarted, let start, start <= time { starts.append(entry) }
            if let end, end <= time { stops.append(entry) }
        }
        for entry in starts { entry.reportStart() }
        for entry in stops where !entry.hasStopped {
            if entry.animation.isRemovedOnCompletion {
                entry.layer.animationEntries.removeAll { $0 === entry }
            }
            entry.reportStart()
            entry.reportStop(finished: true)
        }
        let due = scheduled.filter { $0.time <= time }
        scheduled.removeAll { $0.time <= time }
        eventTimesDidChange()
        for action in due.sorted(by: { ($0.time, $0.id) < ($1.time, $1.id) }) { action.action() }
    }
}
