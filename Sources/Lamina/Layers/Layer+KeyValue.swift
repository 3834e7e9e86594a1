/// Key-path access to animatable properties, and the presentation copy.
extension Layer {
    /// The model value for a Core Animation key path, or `nil` when the key path is unknown or the
    /// layer's kind lacks it.
    public func value(forKeyPath keyPath: String) -> AnimatableValue? {
        AnimatableProperty(keyPath: keyPath).flatMap { $0.value(in: properties) }
    }

    /// Sets a model value by key path, animating implicitly inside a transaction like the typed
    /// properties. Returns `false` (and changes nothing) for an unknown key path, a property the
    /// layer's kind lacks, or a value of the wrong kind.
    @discardableResult
    public func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) -> Bool {
        guard let property = AnimatableProperty(keyPath: keyPath) else { return false }
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
    /// values with every running animation applied at the timeline's current time. The copy has
    /// no sublayers or animations. `nil` for a layer outside any timeline, as Core Animation
    /// returns `nil` for a layer that was never committed.
    public func presentation() -> Self? {
        guard timeline != nil else { return nil }
        let copy = Self(layer: self)
        copy.properties = Evaluator.presentationProperties(of: self, localTime: currentLocalTime)
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
