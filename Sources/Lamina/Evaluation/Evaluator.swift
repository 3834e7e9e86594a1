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
        applyAnimations(of: layer, to: &values, localTime: localTime)
        return values
    }

    /// Applies every plan in the order the animations were added.
    @inline(__always)
    private static func applyAnimations(of layer: Layer, to values: inout LayerProperties, localTime: Double) {
        // Through a pointer, each plan is read where it lies (an array's subscript copied it out).
        let plans = layer.animationPlans.plans
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
    }

    /// The layer and its subtree as presented when its parent's local time is `parentTime`.
    static func snapshot(of layer: Layer, parentTime: Double) -> LayerSnapshot {
        var tally = Tally()
        return snapshot(of: layer, parentTime: parentTime, tally: &tally)
    }

    static func snapshot(of layer: Layer, parentTime: Double, tally: inout Tally) -> LayerSnapshot {
        withUnsafeTemporaryAllocation(of: LayerSnapshot.self, capacity: 1) { slot in
            if let model = layer.animationPlans.model, case let record = EvaluationArena.record(ofModel: model),
               record.pointee.isCurrent {
                let local = (parentTime - record.pointee.beginTime) * record.pointee.speed + record.pointee.timeOffset
                makeSnapshot(from: record, localTime: local, in: slot.baseAddress!, tally: &tally)
            } else {
                let local = (parentTime - layer.beginTime) * layer.speed + layer.timeOffset
                LayerSnapshot.initialize(slot.baseAddress!, modelOf: layer, localTime: local)
                tally.layers += 1
                tally.unplaced += 1
                animateSnapshot(of: layer, in: slot.baseAddress!, plans: layer.animationPlans.plans, tally: &tally)
            }
            return slot.baseAddress!.move()
        }
    }

    /// Makes the snapshot of the layer whose arena record is `record` (current), and its
    /// subtree's, from the records: one forward stream through memory, where the layer objects
    /// lie wherever they were allocated. A sublayer whose record is stale, and the sublayers of
    /// a layer whose sublayers changed, are read from the layer objects.
    private static func makeSnapshot(from record: UnsafeMutablePointer<EvaluationArena.Record>, localTime: Double,
                                     in slot: UnsafeMutablePointer<LayerSnapshot>, tally: inout Tally) {
        LayerSnapshot.initialize(slot, name: record.pointee.name, model: EvaluationArena.model(of: record),
                                 localTime: localTime)
        let plans = EvaluationArena.plans(of: record)
        if var plan = plans.baseAddress {
            for _ in 0..<plans.count {
                AnimationPlan.apply(plan, to: &slot.pointee.properties, parentTime: localTime)
                plan += 1
            }
        }
        tally.layers += 1
        let count = record.pointee.sublayerCount
        if !record.pointee.hasCurrentSublayers {
            record.pointee.layer._withUnsafeGuaranteedRef { layer in
                makeSublayerSnapshots(of: layer, in: slot, tally: &tally)
            }
        } else if count > 0 {
            slot.pointee.sublayers = Array(unsafeUninitializedCapacity: count) { buffer, made in
                let snapshots = buffer.baseAddress!
                var sublayer = EvaluationArena.firstSublayer(of: record)
                for i in 0..<count {
                    if sublayer.pointee.isCurrent {
                        let local = (localTime - sublayer.pointee.beginTime) * sublayer.pointee.speed
                            + sublayer.pointee.timeOffset
                        makeSnapshot(from: sublayer, localTime: local, in: snapshots + i, tally: &tally)
                    } else {
                        sublayer.pointee.layer._withUnsafeGuaranteedRef { layer in
                            let local = (localTime - layer.beginTime) * layer.speed + layer.timeOffset
                            LayerSnapshot.initialize(snapshots + i, modelOf: layer, localTime: local)
                            tally.layers += 1
                            tally.unplaced += 1
                            animateSnapshot(of: layer, in: snapshots + i, plans: layer.animationPlans.plans, tally: &tally)
                        }
                    }
                    sublayer = (UnsafeMutableRawPointer(sublayer) + sublayer.pointee.extent)
                        .assumingMemoryBound(to: EvaluationArena.Record.self)
                }
                made = count
            }
        }
        if record.pointee.hasRareParts || slot.pointee.properties.isReplicator {
            record.pointee.layer._withUnsafeGuaranteedRef { addRareParts(of: $0, to: &slot.pointee) }
        }
    }

    /// Applies `plans` (the layer's) to the model values in `slot`, then makes the sublayers'
    /// snapshots and the rare parts.
    ///
    /// Snapshots are large (~400 bytes, a dozen references). Built as values and returned, the
    /// optimiser copied and destroyed each one and the layer's properties once more than
    /// needed; written through a pointer, the model is copied once and animated where it lies,
    /// and each sublayer's snapshot is made straight in its array's storage.
    private static func animateSnapshot(of layer: Layer, in slot: UnsafeMutablePointer<LayerSnapshot>,
                                        plans: UnsafeBufferPointer<AnimationPlan>, tally: inout Tally) {
        let localTime = slot.pointee.localTime
        if var plan = plans.baseAddress {
            for _ in 0..<plans.count {
                AnimationPlan.apply(plan, to: &slot.pointee.properties, parentTime: localTime)
                plan += 1
            }
        }
        makeSublayerSnapshots(of: layer, in: slot, tally: &tally)
        if layer.mask != nil || slot.pointee.properties.isReplicator || layer.hasTransitions {
            addRareParts(of: layer, to: &slot.pointee)
        }
    }

    /// Makes the snapshots of `layer`'s sublayers, read from the layer objects, into `slot`'s.
    private static func makeSublayerSnapshots(of layer: Layer, in slot: UnsafeMutablePointer<LayerSnapshot>,
                                              tally: inout Tally) {
        let sublayers = layer.sublayers
        guard !sublayers.isEmpty else { return }
        let localTime = slot.pointee.localTime
        slot.pointee.sublayers = Array(unsafeUninitializedCapacity: sublayers.count) { snapshots, count in
            sublayers.withUnsafeBufferPointer { layers in
                makeSnapshots(of: layers, parentTime: localTime, in: snapshots.baseAddress!, tally: &tally)
            }
            count = sublayers.count
        }
    }

    /// Makes the snapshots of `layers` (siblings) into `snapshots`.
    ///
    /// A large tree does not fit in the caches, so how its memory is read decides the frame
    /// time. Siblings in an evaluation arena are copied and animated in turn: the arena is one
    /// forward stream that the hardware prefetcher reads ahead. From the first sibling that is
    /// not in one, the rest are made in two passes. The first only copies memory: each sibling's model into
    /// its snapshot and its plans into one scratch block; those loads do not depend on each
    /// other, so their misses overlap. Animating each layer as it was reached (~1,500
    /// instructions) left the processor no room to start the next layer's loads, scattered as
    /// they are. The second pass animates and recurses, on memory now in cache.
    private static func makeSnapshots(of layers: UnsafeBufferPointer<Layer>, parentTime: Double,
                                      in snapshots: UnsafeMutablePointer<LayerSnapshot>, tally: inout Tally) {
        // Layers are read through unretained references (the caller's array keeps them alive):
        // retaining and releasing each, two atomic instructions a layer, took ~7% of a frame.
        tally.layers += layers.count
        tally.unplaced += layers.count
        var first = 0
        while first < layers.count {
            let placed = Unmanaged.passUnretained(layers[first])._withUnsafeGuaranteedRef { layer in
                guard layer.animationPlans.model != nil else { return false }
                let local = (parentTime - layer.beginTime) * layer.speed + layer.timeOffset
                LayerSnapshot.initialize(snapshots + first, modelOf: layer, localTime: local)
                animateSnapshot(of: layer, in: snapshots + first, plans: layer.animationPlans.plans, tally: &tally)
                return true
            }
            guard placed else { break }
            first += 1
        }
        if first < layers.count {
            makeSnapshotsInTwoPasses(of: UnsafeBufferPointer(rebasing: layers[first...]), parentTime: parentTime,
                                     in: snapshots + first, tally: &tally)
        }
    }

    /// The siblings' snapshots when they are not all in an arena: copying, then animating.
    private static func makeSnapshotsInTwoPasses(of layers: UnsafeBufferPointer<Layer>, parentTime: Double,
                                                 in snapshots: UnsafeMutablePointer<LayerSnapshot>,
                                                 tally: inout Tally) {
        var planCount = 0
        for layer in layers {
            Unmanaged.passUnretained(layer)._withUnsafeGuaranteedRef {
                planCount += $0.animationPlans.plans.count
            }
        }
        withUnsafeTemporaryAllocation(of: AnimationPlan.self, capacity: max(planCount, 1)) { gathered in
            var next = gathered.baseAddress!
            for i in 0..<layers.count {
                Unmanaged.passUnretained(layers[i])._withUnsafeGuaranteedRef { layer in
                    let local = (parentTime - layer.beginTime) * layer.speed + layer.timeOffset
                    LayerSnapshot.initialize(snapshots + i, modelOf: layer, localTime: local)
                    let plans = layer.animationPlans.plans
                    if let base = plans.baseAddress {
                        next.initialize(from: base, count: plans.count)
                        next += plans.count
                    }
                }
            }
            next = gathered.baseAddress!
            for i in 0..<layers.count {
                Unmanaged.passUnretained(layers[i])._withUnsafeGuaranteedRef { layer in
                    let count = layer.animationPlans.plans.count
                    animateSnapshot(of: layer, in: snapshots + i, plans: UnsafeBufferPointer(start: next, count: count),
                                    tally: &tally)
                    next += count
                }
            }
        }
    }

    /// The mask, a replicator's instances and a running transition, which few layers have.
    @inline(never)
    private static func addRareParts(of layer: Layer, to snap: inout LayerSnapshot) {
        let localTime = snap.localTime
        if let mask = layer.mask {
            snap.mask = snapshot(of: mask, parentTime: localTime)
        }
        if let replicator = snap.properties.replicator {
            snap.instances = instances(of: layer, replicator: replicator, localTime: localTime)
        }
        for entry in layer.animationEntries where layer.hasTransitions {
            guard let outgoing = entry.outgoing,
                  let (transition, progress) = entry.plan?.transitionProgress(atParentTime: localTime) else { continue }
            snap.transition = TransitionSnapshot(type: transition.type, subtype: transition.subtype,
                                                 progress: progress, outgoing: outgoing)
        }
    }

    /// Every instance of a replicator: instance `i` shows the sublayers `i · instanceDelay`
    /// seconds earlier, with `instanceTransform` applied `i` times and its colour multiplied in.
    private static func instances(of layer: Layer, replicator: ReplicatorProperties, localTime: Double) -> [ReplicatorInstance] {
        var result: [ReplicatorInstance] = []
        result.reserveCapacity(replicator.instanceCount)
        var transform = Transform3D.identity
        for index in 0..<replicator.instanceCount {
            let shift = Double(index) * replicator.instanceDelay
            let color = replicator.color(forInstance: index)
            var sublayers = layer.sublayers.map { snapshot(of: $0, parentTime: localTime - shift) }
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

extension LayerSnapshot {
    /// Multiplies every colour this subtree draws with by `color` (a replicator's instance colour).
    mutating func multiplyColors(by color: Color) {
        func tint(_ c: Color?) -> Color? { c.map { $0.multiplied(by: color) } }
        properties.backgroundColor = tint(properties.backgroundColor)
        properties.borderColor = tint(properties.borderColor)
        properties.shadowColor = tint(properties.shadowColor)
        if properties.shape != nil {
            properties.shape!.fillColor = tint(properties.shape!.fillColor)
            properties.shape!.strokeColor = tint(properties.shape!.strokeColor)
        }
        if properties.text != nil {
            properties.text!.foregroundColor = tint(properties.text!.foregroundColor)
        }
        if let colors = properties.gradient?.colors {
            properties.gradient!.colors = colors.map { $0.multiplied(by: color) }
        }
        for i in sublayers.indices { sublayers[i].multiplyColors(by: color) }
        for i in instances.indices {
            for j in instances[i].sublayers.indices { instances[i].sublayers[j].multiplyColors(by: color) }
        }
    }
}
