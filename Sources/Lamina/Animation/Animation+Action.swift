/// Every animation is an action (`CAAnimation` adopts `CAAction`): running it adds a copy to the
/// layer under the event's key.
extension Animation: Action {
    /// Adds a copy of the animation to `layer` under `event`, filled in as an action: a property
    /// animation without a key path animates `event`; a duration of 0 takes the transaction's
    /// ``Transaction/animationDuration()`` (springs keep their settling duration) and no timing
    /// function takes the transaction's; a basic animation with no values, run for a property
    /// change, animates from the value shown before the change to the new one.
    public func run(forKey event: String, object layer: Layer, arguments: [String: Any]?) {
        let copy = self.copy()
        if let property = copy as? PropertyAnimation, property.keyPath == nil { property.keyPath = event }
        if copy.duration == 0, !(copy is SpringAnimation) { copy.duration = Transaction.animationDuration() }
        if copy.timingFunction == nil { copy.timingFunction = Transaction.animationTimingFunction() }
        if let basic = copy as? BasicAnimation, Layer.animatesFromPrevious(basic, key: event),
           let previous = layer.actionPreviousValue, previous.key == event {
            basic.fromValue = previous.value
        }
        layer.add(copy, forKey: event)
    }
}
