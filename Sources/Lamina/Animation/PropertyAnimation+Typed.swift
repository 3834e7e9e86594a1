// Typed initialisers: the property comes from the property table's key paths
// (`AnimatableProperty`), so a typo is a compile error instead of an animation of nothing.
// `Layer.addChecked(_:forKey:)` checks the values against the property.

extension BasicAnimation {
    /// An animation of `property` from `from` to `to` (or by `by`), like
    /// `CABasicAnimation(keyPath:)` with the key path checked by the compiler.
    ///
    ///     let fade = BasicAnimation(.opacity, from: 0, to: 1)
    ///     let grow = BasicAnimation(.strokeEnd, from: 0, to: 1, duration: 2)
    ///
    /// - Parameter duration: seconds; `nil` keeps Core Animation's default (0.25).
    /// - Parameter property: the animated property, from the property table.
    /// - Parameter from: the start value; `nil` takes the layer's current value.
    /// - Parameter to: the end value; `nil` takes the layer's value.
    /// - Parameter by: the change, when `from` or `to` is missing.
    public convenience init(_ property: AnimatableProperty, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
                            by: AnimatableValue? = nil, duration: Double? = nil) {
        self.init(keyPath: property.keyPath)
        fromValue = from
        toValue = to
        byValue = by
        if let duration { self.duration = duration }
    }
}

extension KeyframeAnimation {
    /// An animation of `property` through `values`, like `CAKeyframeAnimation(keyPath:)` with
    /// the key path checked by the compiler.
    ///
    ///     let bounce = KeyframeAnimation(.positionY, values: [20, 180, 20], keyTimes: [0, 0.5, 1], duration: 1)
    ///
    /// - Parameters:
    ///   - keyTimes: each value's time as a fraction of the duration (0...1), or `nil` to
    ///     space them evenly.
    ///   - duration: seconds; `nil` keeps Core Animation's default (0.25).
    ///   - property: the animated property, from the property table.
    ///   - values: the values at the key times, of the property's type.
    public convenience init(_ property: AnimatableProperty, values: [AnimatableValue], keyTimes: [Double]? = nil,
                            duration: Double? = nil) {
        self.init(keyPath: property.keyPath)
        self.values = values
        self.keyTimes = keyTimes
        if let duration { self.duration = duration }
    }
}
