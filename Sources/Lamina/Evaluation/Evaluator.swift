/// The one evaluator: turns a model layer tree and its animations into presentation snapshots.
///
/// Timing, interpolation and the model-to-presentation step happen here and nowhere else.
/// Evaluation is pure: it reads the model at a given time and changes nothing, so any time can
/// be evaluated in any order (the timeline's event handling is separate).
enum Evaluator {
    /// The model values of one layer with its animations applied at `localTime`, in the order
    /// they were added (later ones on top; additive ones add).
    static func presentationProperties(of layer: Layer, localTime: Double) -> LayerProperties {
        var values = layer.properties
        apply(layer.evaluationHandle.plans, to: &values, localTime: localTime)
        return values
    }

    /// Applies `plans` in the order their animations were added.
    // Through a pointer, each plan is read where it lies (an array's subscript copied it out).
    @inline(__always)
    static func apply(_ plans: UnsafeBufferPointer<AnimationPlan>, to values: inout LayerProperties,
                              localTime: Double) {
        guard var plan = plans.baseAddress else { return }
        for _ in 0..<plans.count {
            AnimationPlan.apply(plan, to: &values, parentTime: localTime)
            plan += 1
        }
    }

    /// How many layers an evaluation visited, and how many of them it read from the layer
    /// objects rather than an evaluation arena's records (so `Timeline` can tell when a new
    /// arena is worth building).
    struct Tally {
        var layers = 0
        var unplaced = 0
        /// Whether a layer that is hidden or fully transparent is presented without its
        /// sublayers and rare parts (`Timeline.presentsInvisibleSubtrees` off): nothing under
        /// it can be drawn, so none of it is evaluated.
        var omitsInvisibleSubtrees = false
    }

    /// The layer and its subtree as presented when its parent's local time is `parentTime`.
    static func snapshot(of layer: Layer, parentTime: Double) -> LayerSnapshot {
        var tally = Tally()
        return snapshot(of: layer, parentTime: parentTime, tally: &tally)
    }

    static func snapshot(of layer: Layer, parentTime: Double, tally: inout Tally) -> LayerSnapshot {
        withUnsafeTemporaryAllocation(of: LayerSnapshot.self, capacity: 1) { slot in
            withUnsafePointer(to: layer) { one in
                makeSnapshots(of: UnsafeBufferPointer(start: one, count: 1), parentTime: parentTime,
                              in: slot.baseAddress!, reusing: false, tally: &tally)
            }
            return slot.baseAddress!.move()
        }
    }

    /// Makes the presentation of `layer` in `snapshot`, which holds an earlier one (of any tree):
    /// the same value as `snapshot(of:parentTime:tally:)`, made in the storage already there.
    ///
    /// A frame's tree, made fresh, allocates a sublayer array for every layer with sublayers
    /// and the frame before is torn down, array by array: on a small Lottie frame that was a
    /// sixth of the evaluation. Here a sublayer array of the same count is made again where it
    /// lies, each snapshot in it assigned rather than destroyed and made. An array that
    /// something else still holds (a frame kept by the caller) is copied first, by the array's
    /// own copy on write, so the frames handed out before never change.
    static func update(_ snapshot: inout LayerSnapshot, of layer: Layer, parentTime: Double, tally: inout Tally) {
        withUnsafeMutablePointer(to: &snapshot) { slot in
            withUnsafePointer(to: layer) { one in
                makeSnapshots(of: UnsafeBufferPointer(start: one, count: 1), parentTime: parentTime,
                              in: slot, reusing: true, tally: &tally)
            }
        }
    }

    /// A layer's record in an evaluation arena, when it has one that is current.
    @inline(__always)
    private static func currentRecord(of layer: Layer) -> UnsafeMutablePointer<EvaluationArena.Record>? {
        guard let model = layer.evaluationHandle.model else { return nil }
        let record = EvaluationArena.record(ofModel: model)
        return record.pointee.isCurrent ? record : nil
    }

    /// Makes the snapshots of `layers` (siblings, read from their objects) into `snapshots`.
    ///
    /// A large tree does not fit in the caches, so how its memory is read decides the frame
    /// time. A sibling with a current record in an evaluation arena is made from the records
    /// (`makeSnapshot(from:)`). The others are made in two passes. The first only copies memory:
    /// each sibling's model into its snapshot and its plans into one scratch block; those loads
    /// do not depend on each other, so their misses overlap. Animating each layer as it was
    /// reached (~1,500 instructions) left the processor no room to start the next layer's
    /// loads, scattered as they are. The second pass animates and recurses, on memory now in
    /// cache.
    ///
    /// With `reusing`, `snapshots` hold snapshots already (of an earlier frame, `update`), which
    /// are overwritten; otherwise they are uninitialized memory.
    private static func makeSnapshots(of layers: UnsafeBufferPointer<Layer>, parentTime: Double,
                                      in snapshots: UnsafeMutablePointer<LayerSnapshot>, reusing: Bool,
                                      tally: inout Tally) {
        // Layers are read through unretained references (the caller keeps them alive):
        // retaining and releasing each, two atomic instructions a layer, took ~7% of a frame.
        var planCount = 0
        for layer in layers {
            Unmanaged.passUnretained(layer)._withUnsafeGuaranteedRef {
                if currentRecord(of: $0) == nil { planCount += $0.evaluationHandle.plans.count }
            }
        }
        withUnsafeTemporaryAllocation(of: AnimationPlan.self, capacity: max(planCount, 1)) { gathered in
            var next = gathered.baseAddress!
            for i in 0..<layers.count {
                Unmanaged.passUnretained(layers[i])._withUnsafeGuaranteedRef { layer in
                    guard currentRecord(of: layer) == nil else {
                        // Made fresh from its record, in the second pass.
                        if reusing { (snapshots + i).deinitialize(count: 1) }
                        return
                    }
                    let localTime = layer.timing.localTime(forParentTime: parentTime)
                    if reusing {
                        LayerSnapshot.reset(snapshots + i, from: layer, localTime: localTime)
                    } else {
                        LayerSnapshot.initialize(snapshots + i, from: layer, localTime: localTime)
                    }
                    let plans = layer.evaluationHandle.plans
                    if let base = plans.baseAddress {
                        next.initialize(from: base, count: plans.count)
                        next += plans.count
                    }
                }
            }
            next = gathered.baseAddress!
            for i in 0..<layers.count {
                Unmanaged.passUnretained(layers[i])._withUnsafeGuaranteedRef { layer in
                    if let record = currentRecord(of: layer) {
                        makeSnapshot(from: record, localTime: record.pointee.timing.localTime(forParentTime: parentTime),
                                     in: snapshots + i, tally: &tally)
                        return
                    }
                    let count = layer.evaluationHandle.plans.count
                    animateSnapshot(of: layer, in: snapshots + i, plans: UnsafeBufferPointer(start: next, count: count),
                                    reusing: reusing, tally: &tally)
                    next += count
                }
            }
        }
    }

    /// Applies `plans` (the layer's) to the model values in `slot`, then makes the sublayers'
    /// snapshots and the rare parts. With `reusing`, `slot`'s sublayers are an earlier frame's.
    ///
    /// Snapshots are large (~400 bytes, a dozen references). Built as values and returned, the
    /// optimiser copied and destroyed each one and the layer's properties once more than
    /// needed; written through a pointer, the model is copied once and animated where it lies,
    /// and each sublayer's snapshot is made straight in its array's storage.
    private static func animateSnapshot(of layer: Layer, in slot: UnsafeMutablePointer<LayerSnapshot>,
                                        plans: UnsafeBufferPointer<AnimationPlan>, reusing: Bool, tally: inout Tally) {
        tally.layers += 1
        tally.unplaced += 1
        apply(plans, to: &slot.pointee.properties, localTime: slot.pointee.localTime)
        if tally.omitsInvisibleSubtrees, slot.pointee.properties.drawsNothing {
            if reusing {
                slot.pointee.sublayers = []
                slot.pointee.clearExtras()
            }
            return
        }
        makeSublayerSnapshots(of: layer, in: slot, reusing: reusing, tally: &tally)
        if layer.hasRareParts {
            addRareParts(of: layer, to: &slot.pointee, omitsInvisibleSubtrees: tally.omitsInvisibleSubtrees,
                         reusing: reusing)
        } else if reusing {
            slot.pointee.clearExtras()
        }
    }

    /// Makes the snapshots of `layer`'s sublayers, read from the layer objects, into `slot`'s:
    /// with `reusing`, in the array there when it has as many (an earlier frame's).
    private static func makeSublayerSnapshots(of layer: Layer, in slot: UnsafeMutablePointer<LayerSnapshot>,
                                              reusing: Bool, tally: inout Tally) {
        let sublayers = layer.sublayers
        guard !sublayers.isEmpty else {
            if reusing { slot.pointee.sublayers = [] }
            return
        }
        let localTime = slot.pointee.localTime
        sublayers.withUnsafeBufferPointer { layers in
            if reusing, slot.pointee.sublayers.count == layers.count {
                // Copied first if another frame shares the array (copy on write).
                slot.pointee.sublayers.withUnsafeMutableBufferPointer { old in
                    makeSnapshots(of: layers, parentTime: localTime, in: old.baseAddress!, reusing: true, tally: &tally)
                }
                return
            }
            withUnsafeMutablePointer(to: &tally) { tally in
                slot.pointee.sublayers = Array(madeBy: SiblingsMaker(layers: layers, parentTime: localTime, tally: tally))
            }
        }
    }

    /// The snapshots of siblings read from their layer objects (`makeSnapshots(of:)`).
    private struct SiblingsMaker: SnapshotMaker {
        let layers: UnsafeBufferPointer<Layer>
        let parentTime: Double
        let tally: UnsafeMutablePointer<Tally>

        var count: Int { layers.count }

        func make(into snapshots: UnsafeMutablePointer<LayerSnapshot>) {
            makeSnapshots(of: layers, parentTime: parentTime, in: snapshots, reusing: false, tally: &tally.pointee)
        }
    }

    /// Makes the snapshot of the layer whose arena record is `record` (current), and its
    /// subtree's, from the records: one forward stream through memory, where the layer objects
    /// lie wherever they were allocated. A sublayer whose record is stale, and the sublayers of
    /// a layer whose sublayers changed, are read from the layer objects.
    private static func makeSnapshot(from record: UnsafeMutablePointer<EvaluationArena.Record>, localTime: Double,
                                     in slot: UnsafeMutablePointer<LayerSnapshot>, tally: inout Tally) {
        tally.layers += 1
        LayerSnapshot.initialize(slot, name: record.pointee.name, properties: EvaluationArena.model(of: record).pointee,
                                 localTime: localTime)
        apply(EvaluationArena.plans(of: record), to: &slot.pointee.properties, localTime: localTime)
        if tally.omitsInvisibleSubtrees, slot.pointee.properties.drawsNothing { return }
        let count = record.pointee.sublayerCount
        if !record.pointee.hasCurrentSublayers {
            record.pointee.layer._withUnsafeGuaranteedRef { layer in
                makeSublayerSnapshots(of: layer, in: slot, reusing: false, tally: &tally)
            }
        } else if count > 0 {
            // (Through `Array(madeBy:)` the record walk took ~2% more instructions, more than the
            // allocation saved: an arena's tree has large groups, so few arrays.)
            slot.pointee.sublayers = Array(unsafeUninitializedCapacity: count) { buffer, made in
                let snapshots = buffer.baseAddress!
                var sublayer = EvaluationArena.firstSublayer(of: record)
                for i in 0..<count {
                    if sublayer.pointee.isCurrent {
                        makeSnapshot(from: sublayer, localTime: sublayer.pointee.timing.localTime(forParentTime: localTime),
                                     in: snapshots + i, tally: &tally)
                    } else {
                        var layer = sublayer.pointee.layer.takeUnretainedValue()
                        withUnsafePointer(to: &layer) { one in
                            makeSnapshots(of: UnsafeBufferPointer(start: one, count: 1), parentTime: localTime,
                                          in: snapshots + i, reusing: false, tally: &tally)
                        }
                    }
                    sublayer = (UnsafeMutableRawPointer(sublayer) + sublayer.pointee.extent)
                        .assumingMemoryBound(to: EvaluationArena.Record.self)
                }
                made = count
            }
        }
        if record.pointee.hasRareParts {
            let omits = tally.omitsInvisibleSubtrees
            record.pointee.layer._withUnsafeGuaranteedRef {
                addRareParts(of: $0, to: &slot.pointee, omitsInvisibleSubtrees: omits, reusing: false)
            }
        }
    }

    /// The mask, a replicator's instances, a running transition and an animated emitter's
    /// particles, which few layers have. With `reusing`, `snap` has an earlier frame's rare
    /// parts: its mask is made again in place (`update`), the others anew.
    @inline(never)
    private static func addRareParts(of layer: Layer, to snap: inout LayerSnapshot, omitsInvisibleSubtrees: Bool,
                                     reusing: Bool) {
        let localTime = snap.localTime
        var earlierMasks = reusing ? snap.takeMasksClearingExtras() : []
        // Made like the layer itself: with what is under invisible layers, or without.
        func snapshot(of layer: Layer, parentTime: Double) -> LayerSnapshot {
            var tally = Tally(omitsInvisibleSubtrees: omitsInvisibleSubtrees)
            return Evaluator.snapshot(of: layer, parentTime: parentTime, tally: &tally)
        }
        var extras = LayerSnapshot.Extras()
        // Whether a part was made, noted as each is (asking `Extras.isEmpty` afterwards read
        // every part of the finished value).
        var made = false
        if let mask = layer.mask {
            if earlierMasks.isEmpty {
                extras.mask = snapshot(of: mask, parentTime: localTime)
            } else {
                var tally = Tally(omitsInvisibleSubtrees: omitsInvisibleSubtrees)
                earlierMasks.withUnsafeMutableBufferPointer { update(&$0[0], of: mask, parentTime: localTime, tally: &tally) }
                extras.setMasks(earlierMasks)
            }
            made = true
        }
        if let replicator = snap.properties.replicator {
            extras.instances = instances(of: layer, replicator: replicator, localTime: localTime, snapshot: snapshot)
            made = made || !extras.instances.isEmpty
        }
        if let emitter = snap.properties.emitter, let history = emitterHistory(of: layer) {
            // Particles read the values of the moments they were born, which only the layer's
            // animations know: made here, where they are.
            extras.particles = EmitterParticles(emitter, localTime: localTime, history: history)
            made = true
        }
        for entry in layer.animationEntries where layer.hasTransitions {
            guard let outgoing = entry.outgoing,
                  let (transition, progress) = entry.plan?.transitionProgress(atParentTime: localTime) else { continue }
            extras.transition = TransitionSnapshot(type: transition.type, subtype: transition.subtype,
                                                   progress: progress, outgoing: outgoing)
            made = true
        }
        // Stored once: through the `mask` (and other) setters each part copied the parts
        // already there in and out of the box (~3,600 instructions a mask).
        if made { snap.setMadeExtras(extras) }
    }

    /// Every instance of a replicator: instance `i` shows the sublayers `i · instanceDelay`
    /// seconds earlier, with `instanceTransform` applied `i` times and its colour multiplied in.
    private static func instances(of layer: Layer, replicator: ReplicatorProperties, localTime: Double,
                                  snapshot: (Layer, Double) -> LayerSnapshot) -> [ReplicatorInstance] {
        var result: [ReplicatorInstance] = []
        result.reserveCapacity(replicator.instanceCount)
        var transform = Transform3D.identity
        for index in 0..<replicator.instanceCount {
            let shift = Double(index) * replicator.instanceDelay
            let color = replicator.color(forInstance: index)
            var sublayers = layer.sublayers.map { snapshot($0, localTime - shift) }
            if color != .white {
                for i in sublayers.indices { sublayers[i].multiplyColors(by: color) }
            }
            result.append(ReplicatorInstance(index: index, transform: transform, timeShift: shift, color: color,
                                             sublayers: sublayers))
            transform = transform.concatenating(replicator.instanceTransform)
        }
        return result
    }
}
