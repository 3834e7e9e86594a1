/// The search behind `Layer.action(forKey:)`, in Core Animation's documented order.
extension Layer {
    /// Delegate, `actions`, `style`'s actions, the class's default, then the implicit animation;
    /// the first ``NoAction`` ends the search with `nil`, as Core Animation turns `NSNull` into
    /// `nil`.
    func searchAction(forKey event: String) -> (any Action)? {
        if let action = delegate?.action(for: self, forKey: event) { return Self.unlessNoAction(action) }
        if let action = actions?[event] { return Self.unlessNoAction(action) }
        if let styleActions = style?["actions"] as? [String: any Action], let action = styleActions[event] {
            return Self.unlessNoAction(action)
        }
        if let action = type(of: self).defaultAction(forKey: event) { return Self.unlessNoAction(action) }
        return implicitAnimation(forKey: event)
    }

    private static func unlessNoAction(_ action: any Action) -> (any Action)? {
        action is NoAction ? nil : action
    }

    /// Core Animation's implicit animation of an animatable key path: a basic animation from the
    /// presentation value now, over the current transaction's duration and curve (the `default`
    /// curve when it sets none); `nil` for a key Lamina does not animate, a property this kind
    /// lacks, or a transaction duration of 0 or less.
    func implicitAnimation(forKey event: String) -> BasicAnimation? {
        let duration = Transaction.animationDuration()
        guard duration > 0, let property = AnimatableProperty(keyPath: event),
              let from = presentationValue(of: property) else { return nil }
        let animation = BasicAnimation(keyPath: event)
        animation.fromValue = from
        animation.duration = duration
        animation.timingFunction = Transaction.animationTimingFunction() ?? .default
        return animation
    }

    /// Whether `action` is an animation of `key` with no values, which animates from the value
    /// before the change to the value after it (Apple's rule for a basic animation with neither
    /// `fromValue` nor `toValue`), so the old presentation value must be read before the change.
    static func animatesFromPrevious(_ action: any Action, key: String) -> Bool {
        guard let basic = action as? BasicAnimation else { return false }
        return basic.fromValue == nil && basic.toValue == nil && basic.byValue == nil
            && (basic.keyPath == nil || basic.keyPath == key)
    }
}
