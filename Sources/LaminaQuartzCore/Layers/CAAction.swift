import Foundation
import Lamina

// Design note: the core searches and runs actions (`Layer.action(forKey:)`, run after each
// model change in a transaction that allows them). The facade's `action(forKey:)` is the one the
// core asks (the backing routes it), so iOS code's overrides, `actions`, `style` and delegate
// take part; actions cross the boundary wrapped once each way, and unwrapped when they come back,
// so the core still recognizes its own implicit animation and `NoAction`.

/// Something a layer runs when one of its properties changes (`CAAction`): an animation (added
/// under the event's key), `NSNull` (nothing; it ends the search), or an object of your own.
public protocol CAAction {
    /// Runs the action for `event` on `anObject`, the layer.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: in `actions`, `style` or a delegate's answer, `NSNull` disables the action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds a copy of the animation to the layer under `event`, as Core Animation does; a
    /// property animation without a key path animates the event's.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let copy = copy() as? CAAnimation else { return }
        if let property = copy as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = event }
        layer.add(copy, forKey: event)
    }
}

/// A facade action the core runs: it calls the action with the backing's facade.
struct FacadeAction: Lamina.Action {
    let action: CAAction

    func run(forKey event: String, object layer: Lamina.Layer, arguments: [String: Any]?) {
        let dict = arguments.map { Dictionary(uniqueKeysWithValues: $0.map { (AnyHashable($0.key), $0.value) }) }
        action.run(forKey: event, object: layer.facade ?? layer, arguments: dict)
    }
}

/// A core action (the implicit animation, or one set on a Lamina layer) as a `CAAction`.
final class LaminaAction: NSObject, CAAction {
    let action: any Lamina.Action

    init(_ action: any Lamina.Action) { self.action = action }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = (anObject as? CALayer)?.backing ?? (anObject as? Lamina.Layer) else { return }
        var arguments: [String: Any]?
        if let dict {
            arguments = [:]
            for (key, value) in dict { if let key = key.base as? String { arguments?[key] = value } }
        }
        action.run(forKey: event, object: layer, arguments: arguments)
    }
}

enum Actions {
    /// The core's action for a facade action: `NSNull` is `NoAction`.
    static func core(_ action: CAAction) -> any Lamina.Action {
        switch action {
        case is NSNull: NoAction()
        case let wrapped as LaminaAction: wrapped.action
        default: FacadeAction(action: action)
        }
    }

    /// The facade's action for a core action: `NoAction` is `NSNull`.
    static func facade(_ action: any Lamina.Action) -> CAAction {
        switch action {
        case is NoAction: NSNull()
        case let wrapped as FacadeAction: wrapped.action
        default: LaminaAction(action)
        }
    }
}

extension CALayer {
    /// The core's search with the facade's answer: what `action(forKey:)` finds.
    ///
    /// An animation found becomes the core's animation, which the core runs as Core Animation
    /// runs an animation action: the event's key path when it has none, the transaction's
    /// duration and curve when it sets none, and, without from, to and by values, from the
    /// presented value before the change to the new one. One that cannot be converted runs as
    /// itself (`add(_:forKey:)` then reports why).
    func coreAction(forKey event: String) -> (any Lamina.Action)? {
        guard let found = action(forKey: event) else { return nil }
        if let animation = found as? CAAnimation, let copy = animation.copy() as? CAAnimation,
           let converted = try? copy.makeLaminaAnimation() {
            if copy.delegate != nil { converted.delegate = DelegateRelay(copy) }
            return converted
        }
        return Actions.core(found)
    }

    /// The action found in one place of the search: `.some(nil)` for `NSNull` (the search ends
    /// with none), `nil` when the place has nothing for `event`.
    static func found(_ action: CAAction?) -> CAAction?? {
        guard let action else { return nil }
        return .some(action is NSNull ? nil : action)
    }
}
