/// A layer as presented at one moment: an immutable value tree made by the evaluator.
///
/// Every property reads through to `properties` (`snapshot.opacity`, `snapshot.shape?.strokeEnd`).
/// Snapshots are `Sendable`, so frames can be rendered in parallel while the model moves on.
@dynamicMemberLookup
public struct LayerSnapshot: Hashable, Sendable {
    /// The layer's `name`, as the model had it.
    public var name: String?
    /// The presentation values: the model with every running animation applied.
    public var properties: LayerProperties
    /// The layer's local time at this moment (seconds).
    public var localTime: Double
    /// The sublayers as presented, back to front.
    public var sublayers: [LayerSnapshot]
    // The mask, a replicator's instances and a running transition are rare: they share one
    // optional box, so a plain layer's snapshot is 32 bytes smaller and has two fewer
    // references to retain and release when it is made, copied and destroyed.
    private var extras: CopyOnWriteBox<Extras>?

    struct Extras: Hashable, Sendable {
        /// The mask, or nothing: an array of at most one, so the display list can read the
        /// mask where it lies (`withMask`); taken out of an optional, every group with a mask
        /// copied its snapshot (~370 bytes and its references) three or four times a frame.
        private var masks: [LayerSnapshot] = []
        var instances: [ReplicatorInstance] = []
        var transition: TransitionSnapshot?
        /// An emitter's particles, when its animations change values particles read at birth
        /// (otherwise they follow from `properties` and `localTime`: `particles()`).
        var particles: EmitterParticles?

        init(mask: LayerSnapshot? = nil, instances: [ReplicatorInstance] = [], transition: TransitionSnapshot? = nil,
             particles: EmitterParticles? = nil) {
            self.masks = mask.map { [$0] } ?? []
            self.instances = instances
            self.transition = transition
            self.particles = particles
        }

        var mask: LayerSnapshot? {
            get { masks.first }
            set { masks = newValue.map { [$0] } ?? [] }
        }

        /// Takes the mask out as its array of at most one, leaving none (for the evaluator to
        /// make the next frame's mask in it).
        mutating func takeMasks() -> [LayerSnapshot] {
            var taken: [LayerSnapshot] = []
            swap(&taken, &masks)
            return taken
        }

        /// Sets the mask from an array of at most one (`takeMasks`, made again).
        mutating func setMasks(_ value: [LayerSnapshot]) {
            precondition(value.count <= 1, "a layer has at most one mask")
            masks = value
        }

        /// The mask where it lies, for `body` to read; `nil` without a mask.
        func withMask<R>(_ body: (UnsafePointer<LayerSnapshot>) -> R) -> R? {
            // Asked by count: an empty array's buffer can have a base address too.
            guard !masks.isEmpty else { return nil }
            return masks.withUnsafeBufferPointer { body($0.baseAddress!) }
        }

        // Each part tested by its case: `mask == nil` copied the mask's snapshot several times
        // (~1,000 instructions a mask, every frame).
        var isEmpty: Bool {
            if !masks.isEmpty { return false }
            if case .some = transition { return false }
            if case .some = particles { return false }
            return instances.isEmpty
        }
    }

    private static let noExtras = Extras()

    /// Replaces the mask, replicator instances, transition and particles at once with extras
    /// the evaluator has made, at least one part of them (`addRareParts`, which knows that
    /// without asking `isEmpty`).
    mutating func setMadeExtras(_ value: Extras) {
        extras = CopyOnWriteBox(value)
    }

    /// Takes the mask out as its array of at most one and leaves the snapshot without rare
    /// parts: the evaluator makes an earlier frame's mask again in place (`Evaluator.update`).
    /// The array is the snapshot's own when nothing else holds its rare parts.
    mutating func takeMasksClearingExtras() -> [LayerSnapshot] {
        guard extras != nil else { return [] }
        defer { extras = nil }
        if isKnownUniquelyReferenced(&extras!) { return extras!.value.takeMasks() }
        var shared = extras!.value
        return shared.takeMasks()
    }

    /// Leaves the snapshot without a mask, instances, transition or particles.
    mutating func clearExtras() {
        extras = nil
    }

    private var extrasValue: Extras { extras?.value ?? Self.noExtras }

    /// Whether the snapshot has a mask, replicator instances, a transition or particles made
    /// by the evaluator: one test for the rare parts before reading any of them.
    var hasExtras: Bool { extras != nil }

    private mutating func setExtras(_ body: (inout Extras) -> Void) {
        var value = extrasValue
        body(&value)
        Optional.store(value.isEmpty ? nil : value, in: &extras)
    }

    /// For an emitter: the particles shown at this moment; `nil` for other layers.
    public func particles() -> EmitterParticles? {
        if let made = extras?.value.particles { return made }
        return properties.emitter.map { EmitterParticles($0, localTime: localTime) }
    }

    /// The mask layer as presented; its alpha clips this layer.
    public var mask: LayerSnapshot? {
        get { extras?.value.mask }
        set { setExtras { $0.mask = newValue } }
    }

    /// For a replicator: every instance, the first (index 0) included.
    public var instances: [ReplicatorInstance] {
        get { extras?.value.instances ?? [] }
        set { setExtras { $0.instances = newValue } }
    }

    /// Calls `body` with the mask where it lies (borrowed, not copied); `nil` without a mask.
    func withMask<R>(_ body: (UnsafePointer<LayerSnapshot>) -> R) -> R? {
        guard let extras else { return nil }
        return extras.value.withMask(body)
    }

    /// A running transition between the captured outgoing look and this one.
    public var transition: TransitionSnapshot? {
        get { extras?.value.transition }
        set { setExtras { $0.transition = newValue } }
    }

    /// Which kind of layer this is (plain, shape, replicator, text, gradient or transform layer).
    public var kind: LayerKind { properties.kind }

    /// Reads a presentation value by its `LayerProperties` name: `snapshot.opacity`,
    /// `snapshot.bounds`.
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<LayerProperties, T>) -> T {
        get { properties[keyPath: keyPath] }
        set { properties[keyPath: keyPath] = newValue }
    }

    /// The first layer in this tree (depth first, this one included) with the given name.
    public func layer(named name: String) -> LayerSnapshot? {
        if self.name == name { return self }
        for sublayer in sublayers {
            if let found = sublayer.layer(named: name) { return found }
        }
        return nil
    }

    /// The presentation value of a key path, or `nil` when this layer's kind lacks it.
    public func value(forKeyPath keyPath: String) -> AnimatableValue? {
        AnimatableProperty(keyPath: keyPath).flatMap { $0.value(in: properties) }
    }
}

/// One copy of a replicator's sublayers.
public struct ReplicatorInstance: Hashable, Sendable {
    /// Which copy this is: 0 for the sublayers as they are, `i` for the `i`th copy.
    public var index: Int
    /// `instanceTransform` applied `index` times, about the replicator's centre.
    public var transform: Transform3D
    /// Seconds this instance lags the first one (`index * instanceDelay`).
    public var timeShift: Double
    /// The colour that multiplies this instance; already applied to the colours in `sublayers`.
    public var color: Color
    /// The replicator's sublayers at `localTime - timeShift`, colours multiplied by `color`.
    public var sublayers: [LayerSnapshot]

    /// Makes an instance from its parts, as the evaluator does.
    public init(index: Int, transform: Transform3D, timeShift: Double, color: Color, sublayers: [LayerSnapshot]) {
        self.index = index
        self.transform = transform
        self.timeShift = timeShift
        self.color = color
        self.sublayers = sublayers
    }
}

/// A transition in progress on a layer.
public struct TransitionSnapshot: Hashable, Sendable {
    /// How the incoming content enters (fade, push, move in, reveal).
    public var type: Transition.Kind
    /// The direction of a push, move-in or reveal; `nil` for a fade.
    public var subtype: Transition.Subtype?
    /// 0 shows only the outgoing look, 1 only the incoming one.
    public var progress: Double
    private var outgoingStorage: [LayerSnapshot]

    /// Makes a running transition from its parts, as the evaluator does.
    public init(type: Transition.Kind, subtype: Transition.Subtype?, progress: Double, outgoing: LayerSnapshot) {
        self.type = type
        self.subtype = subtype
        self.progress = progress
        self.outgoingStorage = [outgoing]
    }

    /// The layer as it was presented when the transition was added.
    public var outgoing: LayerSnapshot { outgoingStorage[0] }
}

extension LayerSnapshot {
    /// Makes a snapshot from its parts (the evaluator's job; tests build small trees with it).
    public init(name: String?, properties: LayerProperties, localTime: Double, sublayers: [LayerSnapshot] = [],
                mask: LayerSnapshot? = nil, instances: [ReplicatorInstance] = [], transition: TransitionSnapshot? = nil) {
        let extras = Extras(mask: mask, instances: instances, transition: transition)
        self.init(name: name, properties: properties, localTime: localTime, sublayers: sublayers,
                  extras: extras.isEmpty ? nil : CopyOnWriteBox(extras))
    }

    /// Initializes `slot` with the evaluator's snapshot of a layer's model (`properties`, from
    /// the layer or its copy in an evaluation arena), without sublayers or extras, for the
    /// evaluator to animate in place.
    ///
    /// Through the implicit memberwise initializer (these initializers live in an extension so
    /// that it exists), out of line and straight into the slot: built as a value and returned,
    /// the snapshot (~400 bytes, a dozen references) was copied twice more on its way there.
    @inline(never)
    static func initialize(_ slot: UnsafeMutablePointer<LayerSnapshot>, name: String?, properties: LayerProperties,
                           localTime: Double) {
        slot.initialize(to: LayerSnapshot(name: name, properties: properties, localTime: localTime,
                                          sublayers: [], extras: nil))
    }

    /// Initializes `slot` as `initialize(_:name:properties:localTime:)` does, from a layer
    /// object: its model read straight into the slot (passed in as a value, it was copied once
    /// more on its way).
    @inline(never)
    static func initialize(_ slot: UnsafeMutablePointer<LayerSnapshot>, from layer: Layer, localTime: Double) {
        slot.initialize(to: LayerSnapshot(name: layer.name, properties: layer.properties, localTime: localTime,
                                          sublayers: [], extras: nil))
    }

    /// Overwrites the snapshot in `slot` (an earlier frame's) with a layer's model, as
    /// `initialize` makes it, but keeps its sublayers and rare parts for the evaluator to make
    /// again in place (`Evaluator.update`) or replace. The model is read here, as
    /// `initialize(_:from:localTime:)` reads it.
    ///
    /// A layer without animations whose model has not changed since the slot was written from
    /// it is most of a designer's tree: its slot already holds the model bit for bit (the same
    /// references included), so nothing is copied, retained or released for it; the name
    /// likewise. Equal bits are the same value, so the test can only miss (padding, an animated
    /// slot), never be wrong.
    @inline(never)
    static func reset(_ slot: UnsafeMutablePointer<LayerSnapshot>, from layer: Layer, localTime: Double) {
        slot.pointee.localTime = localTime
        let name = slot.pointer(to: \.name)!
        if !withUnsafePointer(to: layer.name, { sameBits(name, $0) }) { name.pointee = layer.name }
        let values = slot.pointer(to: \.properties)!, model = layer.modelAddress
        if layer.evaluationHandle.plans.isEmpty && sameBits(values, model) { return }
        values.deinitialize(count: 1)
        values.initialize(from: model, count: 1)
    }
}

extension UnsafePointer where Pointee == LayerSnapshot {
    /// The snapshot's properties where they lie, to be read without copying them (a stored
    /// property's address: a constant offset).
    @inline(__always)
    var properties: UnsafePointer<LayerProperties> { pointer(to: \.properties)! }
}
