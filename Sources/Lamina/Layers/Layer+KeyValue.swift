/// Key-path access to animatable properties, and the presentation copy.
extension Layer {
    /// The model value for a Core Animation key path, or `nil` when the key path is unknown or the
    /// layer's kind lacks it. An emitter's cells answer to `emitterCells.NAME.KEY`.
    public func value(forKeyPath keyPath: String) -> AnimatableValue? {
        if let property = AnimatableProperty(keyPath: keyPath) { return property.value(in: properties) }
        return EmitterCellKeyPath(keyPath)?.value(in: properties.emitter?.emitterCells)
    }

    /// Sets a model value by key path, animating implicitly inside a transaction like the typed
    /// properties. Returns `false` (and changes nothing) for an unknown key path, a property the
    /// layer's kind lacks, or a value of the wrong kind. An emitter's cells answer to
    /// `emitterCells.NAME.KEY` (`emitterCells.confetti.birthRate`), without an implicit animation.
    @discardableResult
    public func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) -> Bool {
        guard let property = AnimatableProperty(keyPath: keyPath) else {
            guard let cellPath = EmitterCellKeyPath(keyPath), var emitter = properties.emitter,
                  cellPath.set(value, in: &emitter.emitterCells) else { return false }
            update(nil, \.emitter!.emitterCells, emitter.emitterCells)
            return true
        }
        var changed = properties
        guard property.set(value, in: &changed) else { return false }
        guard changed != properties else { return true }
        change(property) { $0 = changed }
        return true
    }

    /// The presentation value of one property now (the timeline's current time).
    func presentationValue(of property: AnimatableProperty) -> AnimatableValue? {
        property.value(in: Evaluator.presentationProperties(of: self, localTime: currentLocalTime))
    }

    /// A copy of this layer showing what is on screen now (`CALayer.presentation()`): the model
    /// values with every running animation applied at the timeline's current time, with its
    /// sublayers and mask as presentation copies too (the presentation tree), so
    /// `presentation()?.sublayers[0].position` is where the first sublayer is seen. The copies
    /// have no animations; each one's ``model()`` is the layer it shows. `nil` for a layer
    /// outside any timeline, as Core Animation returns `nil` for a layer that was never
    /// committed.
    public func presentation() -> Self? {
        if modelLayer != nil { return self }  // a presentation's presentation is itself
        guard timeline != nil else { return nil }
        return Self.presentationCopy(of: self, showing: snapshot())
    }

    /// The model layer this layer presents (`CALayer.model()`): for a layer that
    /// ``presentation()`` made, the layer it was made from; for a model layer, itself.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// A presentation copy of `layer` with the values of `snapshot`, and of its sublayers and
    /// mask, which the snapshot holds in the same order.
    private static func presentationCopy<L: Layer>(of layer: L, showing snapshot: LayerSnapshot) -> L {
        let copy = type(of: layer).init(layer: layer)
        copy.properties = snapshot.properties
        copy.modelLayer = layer
        if let mask = layer.mask, let maskSnapshot = snapshot.mask {
            copy.mask = presentationCopy(of: mask, showing: maskSnapshot)
        }
        copy.sublayers = zip(layer.sublayers, snapshot.sublayers).map { sublayer, node in
            let presented = presentationCopy(of: sublayer, showing: node)
            presented.superlayer = copy
            return presented
        }
        return copy
    }

    /// This layer and its subtree as presented now (the timeline's current time, or 0).
    public func snapshot() -> LayerSnapshot {
        Evaluator.snapshot(of: self, parentTime: parentTime(forRootTime: currentRootTime))
    }

    /// This layer and its subtree as presented when its timeline's time is `time` seconds (for
    /// a layer outside any timeline, the time its animations count from). Pure, like
    /// `Timeline.presentation(at:)`: it runs no event and changes no model.
    public func snapshot(at time: Double) -> LayerSnapshot {
        Evaluator.snapshot(of: self, parentTime: parentTime(forRootTime: time))
    }
}
