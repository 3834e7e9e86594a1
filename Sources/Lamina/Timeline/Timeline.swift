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

    /// Scheduled actions not yet run, in the order they run: by time, then by identifier.
    private var scheduled: [ScheduledAction] = []
    private var nextActionID = 0
    private var pendingStops: [(entry: AnimationEntry, finished: Bool)] = []
    /// Every start and end of an animation not yet handled, in the order they fire, from
    /// `queueHead` on, while `hasQueue` says it is known. Finding them walks every animation of
    /// the tree (about 4.6 ms for 10,000 layers with three animations each), so the walk is done
    /// once and the queue consumed from the front as events fire: a frame costs work in
    /// proportion to the events that fire in it, not to the tree. It is rebuilt only when the
    /// tree's timing changes (`eventTimesDidChange()`). `Timeline+Invariants.swift` checks it
    /// against a fresh walk.
    private var queue: [PendingEvent] = []
    private var queueHead = 0
    private(set) var hasQueue = false
    /// Entries whose start or end was taken from the queue and is being reported (checked by
    /// `Timeline+Invariants.swift`, for which they are still due).
    private(set) var eventsInFlight: [PendingEvent] = []
    /// Set while the timeline removes an animation it is ending: that changes no other event.
    private var isRemovingFinishedEntry = false
    /// Presentations since the tree was last laid out in an `EvaluationArena` (its layers keep
    /// the arena alive). It starts so that the first arena is made after the third
    /// presentation: a tree presented once or twice (`inspect`, a PNG) does not pay for a copy
    /// of itself (40 MB for 100,000 layers) that no later frame reads.
    private var presentationsSinceArena = Timeline.arenaRebuildInterval - Timeline.presentationsBeforeArena

    /// Presentations of a large tree before its first arena.
    static let presentationsBeforeArena = 3

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

    /// Whether the timeline is on screen in real time, as Core Animation's layer trees are: then a
    /// change to one of its layers outside an explicit ``Transaction`` runs the layer's action
    /// in the thread's implicit transaction (by default an implicit animation), as in Core
    /// Animation. `false` by default: a timeline rendered with time as a parameter (an export,
    /// `inspect`, a test) shows such changes at once. A live driver sets it
    /// (``Timeline/live(rootLayer:)``).
    public var isLive = false {
        didSet { if isLive != oldValue { Self.liveCount.add(isLive ? 1 : -1) } }
    }

    /// How many live timelines exist, so that a change to a layer of none skips finding its
    /// timeline.
    static let liveCount = Transaction.OpenCount()

    /// Makes a timeline of `rootLayer`'s tree, at `startTime` seconds, reading `clock` when it
    /// ticks.
    public init(rootLayer: Layer, clock: any TimelineClock = ManualClock(), startTime: Double = 0) {
        precondition(rootLayer.superlayer == nil, "a timeline's root layer has no superlayer")
        self.rootLayer = rootLayer
        self.clock = clock
        self.currentTime = startTime
        rootLayer.hostTimeline = self
    }

    deinit {
        if isLive { Self.liveCount.add(-1) }
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

    /// The whole tree as presented at time `t`, made in `frame`, which holds an earlier
    /// presentation: the same value as ``presentation(at:)``, but made in that frame's storage
    /// where nothing else holds it. Something that draws frame after frame (an export, a
    /// window, a benchmark) keeps one `frame` and passes it each time; a copy of an earlier frame
    /// kept elsewhere is not changed.
    public func presentation(at t: Double, into frame: inout LayerSnapshot) {
        var tally = Evaluator.Tally(omitsInvisibleSubtrees: !presentsInvisibleSubtrees)
        Evaluator.update(&frame, of: rootLayer, parentTime: t, tally: &tally)
        refreshArena(after: tally)
        _checkInvariants()
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
        // After every action due at the same time or earlier (identifiers only grow), before
        // later ones and those whose time is not a number (which never come).
        var index = scheduled.endIndex
        if !time.isNaN {
            while index > scheduled.startIndex, scheduled[index - 1].time.isNaN || scheduled[index - 1].time > time {
                index -= 1
            }
        }
        scheduled.insert(ScheduledAction(id: nextActionID, time: time, action: action), at: index)
        return nextActionID
    }

    /// Cancels the scheduled action `id` (as returned by `schedule`); an unknown or past id is
    /// ignored.
    public func cancelAction(_ id: Int) {
        scheduled.removeAll { $0.id == id }
    }

    /// Forgets the queued events: animations, timing or the tree changed.
    func eventTimesDidChange() {
        guard hasQueue, !isRemovingFinishedEntry else { return }
        hasQueue = false
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
    }

    /// Moves time forward to `target`, handling every event on the way in time order, with the
    /// tree laid out (`Layer.layoutSublayers()`) before and after. A target before the current
    /// time changes nothing: time never runs backwards.
    public func advance(to target: Double) {
        guard target >= currentTime, target.isFinite else { return }
        rootLayer.layOutSubtree()
        flushStops()
        while let time = nextEventTime(upTo: target) {
            currentTime = max(time, currentTime)
            fireEvents(at: currentTime)
            flushStops()
        }
        currentTime = target
        flushStops()
        rootLayer.layOutSubtree()  // what the events changed is laid out before the frame shows
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

    /// An animation's start or end at a root time; `order` is the entry's place in the tree
    /// walk (depth first: a layer's animations, its mask's subtree, its sublayers' subtrees),
    /// the order in which the events of one moment are reported.
    struct PendingEvent {
        let time: Double
        let order: Int
        let isStart: Bool
        let entry: AnimationEntry

        /// Whether it has yet to be reported: an entry that stopped (or started) reports no more.
        var isDue: Bool { !entry.hasStopped && !(isStart && entry.hasStarted) }
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

    /// Every start and end not yet reported in the tree, in the order they fire, found by
    /// walking the whole tree. A time that is not a number never comes, so it is left out.
    func pendingEventsByWalking() -> [PendingEvent] {
        var events: [PendingEvent] = []
        var order = 0
        func visit(_ layer: Layer, parent: LayerClock) {
            let clock = parent.child(layer.timing)
            for entry in layer.animationEntries {
                defer { order += 1 }
                guard !entry.hasStopped else { continue }
                let (start, end) = eventTimes(of: entry, clock: clock)
                if !entry.hasStarted, let start, !start.isNaN {
                    events.append(PendingEvent(time: start, order: order, isStart: true, entry: entry))
                }
                if let end, !end.isNaN {
                    events.append(PendingEvent(time: end, order: order, isStart: false, entry: entry))
                }
            }
            if let mask = layer.mask { visit(mask, parent: clock) }
            for sublayer in layer.sublayers { visit(sublayer, parent: clock) }
        }
        visit(rootLayer, parent: .identity)
        // Walked in tree order, a start before its end: the queue's order is by time, then the
        // order of the walk. Indices are sorted, not the events: each move of an event retained
        // and released its entry, and the sort was most of building the queue of a designer's
        // file (~270k instructions for TypeFace/M, once a playback, inside its first frame).
        let times = events.map(\.time)
        let sorted = times.indices.sorted { times[$0] < times[$1] || (times[$0] == times[$1] && $0 < $1) }
        return sorted.map { events[$0] }
    }

    /// The time of the earliest event not yet handled (`nil`: none), building the queue if it
    /// is not known; events already handled are dropped from its front on the way.
    private func nextEventTime(upTo target: Double) -> Double? {
        if !hasQueue {
            queue = pendingEventsByWalking()
            queueHead = 0
            hasQueue = true
        }
        while queueHead < queue.count, !queue[queueHead].isDue { queueHead += 1 }
        if queueHead == queue.count, queueHead > 0 {  // All handled: let the entries go.
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
        var next = queueHead < queue.count ? queue[queueHead].time : nil
        if let action = nextActionTime { next = min(next ?? action, action) }
        guard let next, next <= target else { return nil }
        return next
    }

    /// The earliest start, end or scheduled action not yet handled, as queued (`nil`: none, or
    /// the queue is not known).
    var nextEvent: Double? {
        guard hasQueue else { return nil }
        let entryNext = queue[queueHead...].first(where: \.isDue)?.time
        guard let action = nextActionTime else { return entryNext }
        return min(entryNext ?? action, action)
    }

    /// The time of the first scheduled action (`nil`: none that will ever come).
    private var nextActionTime: Double? {
        guard let time = scheduled.first?.time, !time.isNaN else { return nil }
        return time
    }

    /// The queued events not yet handled, in order (for the invariant checks).
    var queuedEvents: ArraySlice<PendingEvent> { queue[queueHead...] }

    /// Reports every start and end due by `time` (starts first, each in tree order), then runs
    /// the scheduled actions due, in (time, identifier) order.
    private func fireEvents(at time: Double) {
        var starts: [PendingEvent] = [], stops: [PendingEvent] = []
        var inOrder = true
        while queueHead < queue.count, queue[queueHead].time <= time {
            let event = queue[queueHead]
            queueHead += 1
            guard event.isDue else { continue }
            if event.isStart {
                if let last = starts.last, last.order > event.order { inOrder = false }
                starts.append(event)
            } else {
                if let last = stops.last, last.order > event.order { inOrder = false }
                stops.append(event)
            }
        }
        if !inOrder {  // Events of several past moments, fired at once.
            starts.sort { $0.order < $1.order }
            stops.sort { $0.order < $1.order }
        }
        eventsInFlight = starts + stops
        for event in starts { event.entry.reportStart() }
        for event in stops where !event.entry.hasStopped {
            let entry = event.entry
            if entry.animation.isRemovedOnCompletion {
                isRemovingFinishedEntry = true
                entry.layer.animationEntries.removeAll { $0 === entry }
                isRemovingFinishedEntry = false
            }
            entry.reportStart()
            entry.reportStop(finished: true)
        }
        eventsInFlight = []
        var dueCount = 0
        while dueCount < scheduled.count, scheduled[dueCount].time <= time { dueCount += 1 }
        let due = scheduled.prefix(dueCount)
        scheduled.removeFirst(dueCount)
        for action in due { action.action() }
    }
}
