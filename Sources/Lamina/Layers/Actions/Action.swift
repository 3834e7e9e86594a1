/// Something a layer does when one of its events happens (`CAAction`): most often a property
/// changed and the action adds an animation for it.
///
/// A layer finds the action for an event with ``Layer/action(forKey:)`` (its delegate, its
/// ``Layer/actions``, its ``Layer/style``, ``Layer/defaultAction(forKey:)``, then the implicit
/// animation) and runs it after the change. Every ``Animation`` is an action: running it adds
/// a copy to the layer under the event's key.
///
///     final class Bounce: Action {
///         func run(forKey event: String, object layer: Layer, arguments: [String: Any]?) {
///             let spring = SpringAnimation(keyPath: event)
///             spring.fromValue = .number(0.5)
///             layer.add(spring, forKey: event)
///         }
///     }
///     layer.actions = ["opacity": Bounce()]
public protocol Action {
    /// Does what the action does for `event` (a property's key path, such as `"opacity"`) on
    /// `layer`; `arguments` is `nil` for a property change, as in Core Animation.
    func run(forKey event: String, object layer: Layer, arguments: [String: Any]?)
}
