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
        // Through a pointer, each plan is read where it lies (the array's subscript copied it out).
        layer.animationPlans.withUnsafeBufferPointer { plans in
            guard var plan = plans.baseAddress else { return }
            for _ in 0..<plans.count {
                AnimationPlan.apply(plan, to: &values, parentTime: localTime)
                plan += 1
            }
        }
    }

    /// The layer and its subtree as presented when its parent's local time is `parentTime`.
    static func snapshot(of layer: Layer, parentTime: Double) -> LayerSnapshot {
        let local = (parentTime - layer.beginTime) * layer.speed + layer.timeOffset
        return snapshot(of: layer, localTime: local)
    }

    static func snapshot(of layer: Layer, localTime: Double) -> LayerSnapshot {
        withUnsafeTemporaryAllocation(of: LayerSnapshot.self, capacity: 1) { slot in
            makeSnapshot(of: layer, localTime: localTime, in: slot.baseAddress!)
            return slot.baseAddress!.move()
        }
    }

    /// Makes the snapshot of `layer` in place, in uninitialized memory.
    ///
    /// Snapshots are large (~400 bytes, a dozen references). Built as values and returned, the
    /// optimiser copied and destroyed each one and the layer's properties once more than
    /// needed; written through a pointer, the model is copied once and animated where it lies,
    /// and each sublayer's snapshot is made straight in its array's storage.
    private static func makeSnapshot(of layer: Layer, localTime: Double, in slot: UnsafeMutablePointer<LayerSnapshot>) {
        LayerSnapshot.initialize(slot, modelOf: layer, localTime: localTime)
        applyAnimations(of: layer, to: &slot.pointee.properties, localTime: localTime)
        let sublayers = layer.sublayers
        if !sublayers.isEmpty {
            slot.pointee.sublayers = Array(unsafeUninitializedCapacity: sublayers.count) { buffer, count in
                for sublayer in sublayers {
                    let local = (localTime - sublayer.beginTime) * sublayer.speed + sublayer.timeOffset
                    makeSnapshot(of: sublayer, localTime: local, in: buffer.baseAddress! + count)
                    count += 1
                }
            }
        }
        if layer.mask != nil || slot.pointee.properties.isReplicator || layer.hasTransitions {
            addRareParts(of: layer, to: &slot.pointee)
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
