/// What must hold between a timeline's caches and its tree, as code: the time of the next
/// event it keeps, every layer's handle into an evaluation arena, and those arenas.
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
    /// - The kept next event is never later than the tree's: a kept time after the real next
    ///   event (or none while one is due) would skip it. An earlier one only costs a search.
    /// - Each layer's handle points at its own record (`EvaluationArena.handleViolations`),
    ///   and every arena the tree's layers are placed in keeps its own invariants.
    func _invariantViolations() -> [String] {
        var problems: [String] = []
        if hasNextEvent, let next = findNextEvent() {
            if let kept = nextEvent {
                if kept > next { problems.append("the kept next event is at \(kept), the tree's next is at \(next)") }
            } else {
                problems.append("no next event is kept, the tree's next is at \(next)")
            }
        }
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
}
