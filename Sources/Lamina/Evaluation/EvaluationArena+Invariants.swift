/// What must hold between an arena's records, its layers and their handles, as code.
///
/// The arena is a cache of the layer objects laid out in evaluation order (`EvaluationArena`);
/// the evaluator trusts a current record without looking at its layer, so a record that stayed
/// current after its layer changed shows stale values, and a wrong extent reads another
/// record's bytes as a model. `_invariantViolations()` describes every such break with the
/// values involved; `_checkInvariants()` traps on them when the package is built with
/// `LAMINA_INTERNAL_CHECKS` (debug builds and so every test) and is empty otherwise.
extension EvaluationArena {
    /// Traps, naming every broken invariant, when internal checks are compiled in.
    @inline(__always)
    func _checkInvariants() {
        #if LAMINA_INTERNAL_CHECKS
        let violations = _invariantViolations()
        precondition(violations.isEmpty, "EvaluationArena: " + violations.joined(separator: "; "))
        #endif
    }

    /// Every broken invariant, described with the values that break it; empty when all hold.
    ///
    /// - The records tile the block: walked depth first by their extents, from the root's
    ///   record, they are the slots in order and end exactly at `byteCount`; each record's
    ///   extent is its record, model and plans plus its sublayers' extents.
    /// - A current record has its model copy; a slot with a model copy belongs to a live layer
    ///   whose handle points back at it (this arena, this slot, this model and these plans).
    /// - Stale whenever the layer differs from its copy: a current record's name, timing, rare
    ///   parts and model equal its layer's; while its sublayers are current, they are the
    ///   layer's sublayers, in order.
    func _invariantViolations() -> [String] {
        var problems: [String] = []
        checkTiling(into: &problems)
        // The links are found through the extents: with a broken tiling they would read
        // arbitrary bytes as records.
        guard problems.isEmpty else { return problems }
        for slot in records.indices { checkLinks(ofSlot: slot, into: &problems) }
        return problems
    }

    /// A slot named for messages: its number and, when it has one, the recorded layer name.
    func describe(slot: Int) -> String {
        records[slot].pointee.name.map { "slot \(slot) (\"\($0)\")" } ?? "slot \(slot)"
    }

    private func checkTiling(into problems: inout [String]) {
        var slot = 0
        /// Walks the record at `record` and its subtree; returns the bytes they take, or `nil`
        /// once the walk has reached something other than the next slot's record (nothing
        /// further can be read safely).
        func walk(_ record: UnsafeMutablePointer<Record>) -> Int? {
            let offset = UnsafeMutableRawPointer(record) - block
            guard slot < records.count else {
                problems.append("the walk reaches byte \(offset) after the last of \(records.count) records")
                return nil
            }
            let this = slot
            guard records[this] == record else {
                problems.append("\(describe(slot: this)) lies at byte \(UnsafeMutableRawPointer(records[this]) - block), "
                                + "but the depth-first walk reaches byte \(offset) for it")
                return nil
            }
            slot += 1
            let own = Self.recordSize + Self.modelSize + record.pointee.planCount * Self.planSize
            var taken = own
            var sublayer = Self.firstSublayer(of: record)
            for _ in 0..<record.pointee.sublayerCount {
                guard let extent = walk(sublayer) else { return nil }
                taken += extent
                sublayer = (UnsafeMutableRawPointer(sublayer) + extent).assumingMemoryBound(to: Record.self)
            }
            if record.pointee.extent != taken {
                problems.append("\(describe(slot: this)) has extent \(record.pointee.extent), but its record, model, "
                                + "\(record.pointee.planCount) plans and \(record.pointee.sublayerCount) sublayers "
                                + "take \(taken) bytes")
            }
            return record.pointee.extent
        }
        guard !records.isEmpty else {
            problems.append("no records in a block of \(byteCount) bytes")
            return
        }
        guard let total = walk(records[0]) else { return }
        if total != byteCount {
            problems.append("the root's extent is \(total) bytes, the block \(byteCount)")
        }
        if slot != records.count {
            problems.append("the walk visits \(slot) records of \(records.count) slots")
        }
    }

    private func checkLinks(ofSlot slot: Int, into problems: inout [String]) {
        let record = records[slot]
        let name = describe(slot: slot)
        guard hasModel[slot] else {
            if record.pointee.isCurrent { problems.append("\(name) is current without its model copy") }
            return
        }
        // A slot keeps its model copy until its layer's handle gives it back (model changed,
        // new plans, or the layer gone), so the layer is alive here.
        record.pointee.layer._withUnsafeGuaranteedRef { layer in
            let arena = layer.evaluationHandle.arena, handleSlot = layer.evaluationHandle.slot
            guard arena === self, handleSlot == slot else {
                let place = arena.map { $0 === self ? "slot \(handleSlot)" : "another arena" } ?? "no arena"
                problems.append("\(name)'s layer has its model copy here, but its handle points at \(place)")
                return
            }
            problems += Self.handleViolations(of: layer)
            if record.pointee.isCurrent {
                checkCopy(of: layer, in: record, name: name, into: &problems)
            }
            if record.pointee.hasCurrentSublayers {
                checkSublayers(of: layer, in: record, name: name, into: &problems)
            }
        }
    }

    /// Stale whenever the layer differs from its copy: what a current record holds is the layer's.
    private func checkCopy(of layer: Layer, in record: UnsafeMutablePointer<Record>, name: String,
                           into problems: inout [String]) {
        let copy = record.pointee
        if copy.name != layer.name {
            problems.append("\(name) is current with name \(String(describing: copy.name)), "
                            + "its layer's is \(String(describing: layer.name))")
        }
        if copy.timing != layer.timing {
            problems.append("\(name) is current with \(copy.timing), its layer has \(layer.timing)")
        }
        if copy.hasRareParts != layer.hasRareParts {
            problems.append("\(name) is current with hasRareParts \(copy.hasRareParts), its layer's is \(layer.hasRareParts)")
        }
        let model = Self.model(of: record).pointee
        if model != layer.properties {
            let differences = Self.differences(model, layer.properties)
            problems.append("\(name) is current, but its model copy differs from its layer's properties: "
                            + (differences.isEmpty ? "(values compare unequal)" : differences.joined(separator: ", ")))
        }
    }

    /// Current sublayers are the layer's, in order.
    private func checkSublayers(of layer: Layer, in record: UnsafeMutablePointer<Record>, name: String,
                                into problems: inout [String]) {
        let sublayers = layer.sublayers
        guard record.pointee.sublayerCount == sublayers.count else {
            problems.append("\(name) has \(record.pointee.sublayerCount) current sublayers recorded, "
                            + "its layer has \(sublayers.count)")
            return
        }
        var sublayer = Self.firstSublayer(of: record)
        for (index, expected) in sublayers.enumerated() {
            if sublayer.pointee.layer.toOpaque() != Unmanaged.passUnretained(expected).toOpaque() {
                problems.append("\(name)'s sublayer \(index) is recorded as \(String(describing: sublayer.pointee.name)), "
                                + "its layer's is \(String(describing: expected.name))")
            }
            sublayer = (UnsafeMutableRawPointer(sublayer) + sublayer.pointee.extent).assumingMemoryBound(to: Record.self)
        }
    }

    /// A placed layer's handle points at its own record: the record's layer is this layer, and
    /// the handle reads the record's model copy (while it has one) and plans. Empty for a layer
    /// not placed in an arena.
    static func handleViolations(of layer: Layer) -> [String] {
        guard let arena = layer.evaluationHandle.arena else { return [] }
        let slot = layer.evaluationHandle.slot
        let name = layer.name.map { "layer \"\($0)\"" } ?? "a layer"
        guard arena.records.indices.contains(slot) else {
            return ["\(name)'s handle points at slot \(slot) of an arena of \(arena.records.count)"]
        }
        let record = arena.records[slot]
        var problems: [String] = []
        if record.pointee.layer.toOpaque() != Unmanaged.passUnretained(layer).toOpaque() {
            problems.append("\(name)'s handle points at \(arena.describe(slot: slot)), which records another layer")
        }
        if let model = layer.evaluationHandle.model {
            if !arena.hasModel[slot] {
                problems.append("\(name)'s handle reads the model copy of \(arena.describe(slot: slot)), which was given back")
            } else if model != UnsafePointer(Self.model(of: record)) {
                problems.append("\(name)'s handle reads a model at \(model), \(arena.describe(slot: slot))'s is at "
                                + "\(Self.model(of: record))")
            }
        }
        let plans = Self.plans(of: record), handlePlans = layer.evaluationHandle.plans
        if handlePlans.count != plans.count || (plans.count > 0 && handlePlans.baseAddress != plans.baseAddress) {
            problems.append("\(name)'s handle reads \(handlePlans.count) plans at "
                            + "\(String(describing: handlePlans.baseAddress)), \(arena.describe(slot: slot)) holds "
                            + "\(plans.count) at \(String(describing: plans.baseAddress))")
        }
        return problems
    }

    /// The stored values in which `a` and `b` differ, as `path: a ≠ b`, found by reflection (a
    /// message only; equality itself is `LayerProperties`' own).
    static func differences(_ a: LayerProperties, _ b: LayerProperties) -> [String] {
        var found: [String] = []
        func compare(_ a: Any, _ b: Any, path: String, depth: Int) {
            let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
            if depth < 4, !left.children.isEmpty, left.children.count == right.children.count {
                for (index, (l, r)) in zip(left.children, right.children).enumerated() {
                    let label = l.label ?? "\(index)"
                    compare(l.value, r.value, path: path.isEmpty ? label : "\(path).\(label)", depth: depth + 1)
                }
            } else if String(describing: a) != String(describing: b) {
                found.append("\(path): \(a) ≠ \(b)")
            }
        }
        compare(a, b, path: "", depth: 0)
        return found
    }
}
