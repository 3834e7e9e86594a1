/// What must hold between a timeline's caches and its tree, as code: the queue of events it
/// keeps, every layer's handle into an evaluation arena, and those arenas.
///
/// `_checkInvariants()` runs after every presentation and advance when the package is built
/// with `LAMINA_INTERNAL_CHECKS` (debug builds, so every test) and is empty otherwise.
extension Timeline {
    /// Traps, naming every broken invariant, when internal checks are compiled in.
    @inline(__always)
    func _checkInvariants() {
        #if LAMINA_INTERNAL_CHECKS
        let violations = _invariantViolations()
        precondition(violations.isEmpty, "Timeline: " + violations.joined(separator: "; "))
        #endif
    }

    /// Every broken invariant, described with the values that break it; empty when all hold.
    ///
    /// - The queue of events, while it is known, holds what a fresh walk of the tree finds: each
    ///   start and end not yet reported, at the same time (or both due already: a frozen clock's
    ///   events are due at the moment the walk is made). A missing or late one would never fire
    ///   (or fire late), an extra one would report an animation no longer there. Events being
    ///   reported at the moment (taken from the queue, not yet delivered) count as queued.
    /// - Each layer's handle points at its own record (`EvaluationArena.handleViolations`),
    ///   and every arena the tree's layers are placed in keeps its own invariants.
    func _invariantViolations() -> [String] {
        var problems = hasQueue ? eventQueueViolations() : []
        var arenas: [ObjectIdentifier: EvaluationArena] = [:]
        func visit(_ layer: Layer) {
            problems += EvaluationArena.handleViolations(of: layer)
            if let arena = layer.evaluationHandle.arena { arenas[ObjectIdentifier(arena)] = arena }
            if let mask = layer.mask { visit(mask) }
            for sublayer in layer.sublayers { visit(sublayer) }
        }
        visit(rootLayer)
        for arena in arenas.values { problems += arena._invariantViolations() }
        return problems
    }

    /// The differences between the queued events and a fresh walk of the tree.
    private func eventQueueViolations() -> [String] {
        struct Key: Hashable {
            let entry: ObjectIdentifier
            let isStart: Bool
        }
        func key(_ event: PendingEvent) -> Key { Key(entry: ObjectIdentifier(event.entry), isStart: event.isStart) }
        func describe(_ event: PendingEvent) -> String {
            let name = event.entry.key.map { "\"\($0)\"" } ?? "an unkeyed animation"
            return "the \(event.isStart ? "start" : "end") of \(name) at \(event.time)"
        }
        var queued: [Key: PendingEvent] = [:]
        for event in queuedEvents where event.isDue { queued[key(event)] = event }
        var inFlight: Set<Key> = []
        for event in eventsInFlight where event.isDue { inFlight.insert(key(event)) }
        var problems: [String] = []
        var walked: Set<Key> = []
        for event in pendingEventsByWalking() {
            let key = key(event)
            walked.insert(key)
            if inFlight.contains(key) { continue }
            guard let kept = queued[key] else {
                problems.append("\(describe(event)) is not queued")
                continue
            }
            if kept.time != event.time && !(kept.time <= currentTime && event.time <= currentTime) {
                problems.append("\(describe(event)) is queued at \(kept.time)")
            }
        }
        for event in queuedEvents where event.isDue && !walked.contains(key(event)) {
            problems.append("\(describe(event)) is queued but not in the tree")
        }
        return problems
    }
}
