/// A copy of a tree's models and plans, laid out in the order the evaluator visits the layers.
///
/// A large tree does not fit in the caches (10,000 layers read about 10 MB a frame), and its
/// layers' models and plans lie wherever the allocator put each object, so the processor cannot
/// see the next layer's memory coming. Copied here, one after another as the evaluator reads them,
/// they form one forward stream that the hardware prefetcher fetches while the evaluator
/// computes: measured on 10,000 layers, 2.3–2.6 ms a frame instead of 3.9.
///
/// A cache, never the truth: each layer's `PlanList` points at its slot, and a layer whose
/// model changes gives its slot back (`release(slot:)`) and is read from the layer again; its
/// plans stay valid, because plans only change by replacing the whole list. `Timeline` rebuilds
/// the arena when enough of the tree is no longer in it.
final class EvaluationArena {
    private let block: UnsafeMutableRawPointer
    /// Each slot's model copy; `nil` once given back.
    private var models: [UnsafeMutablePointer<LayerProperties>?] = []

    /// Copies `root`'s tree (depth first, a layer before its sublayers, as the evaluator visits
    /// them) and points each layer's plan list at its copy.
    init(tree root: Layer) {
        var layers: [Layer] = []
        func collect(_ layer: Layer) {
            layers.append(layer)
            for sublayer in layer.sublayers { collect(sublayer) }
        }
        collect(root)
        let modelSize = MemoryLayout<LayerProperties>.stride
        let planSize = MemoryLayout<AnimationPlan>.stride
        let byteCount = layers.reduce(0) { $0 + modelSize + $1.animationPlans.plans.count * planSize }
        block = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 64)
        models.reserveCapacity(layers.count)
        var next = block
        for layer in layers {
            let model = next.initializeMemory(as: LayerProperties.self, repeating: layer.properties, count: 1)
            next += modelSize
            let plans = layer.animationPlans.plans
            let copies = next.bindMemory(to: AnimationPlan.self, capacity: plans.count)
            if let source = plans.baseAddress { copies.initialize(from: source, count: plans.count) }
            next += plans.count * planSize
            layer.animationPlans = PlanList(
                placedIn: self, slot: models.count, model: model,
                plans: UnsafeBufferPointer(start: plans.isEmpty ? nil : copies, count: plans.count))
            models.append(model)
        }
    }

    /// The layers placed when the arena was built.
    var layerCount: Int { models.count }

    /// Gives back a slot whose layer no longer reads it (its model changed, or it has new plans).
    func release(slot: Int) {
        models[slot]?.deinitialize(count: 1)
        models[slot] = nil
    }

    deinit {
        // Plans are bitwise copyable; the model copies hold references (copy-on-write boxes).
        for case let model? in models { model.deinitialize(count: 1) }
        block.deallocate()
    }
}
