import Foundation

/// Transaction settings by key (`CATransaction.value(forKey:)`, `setValue(_:forKey:)`) and the
/// transaction lock.
extension Transaction {
    /// The key of ``animationDuration()``, a `Double` in seconds (`kCATransactionAnimationDuration`).
    public static let animationDurationKey = "animationDuration"
    /// The key of ``animationTimingFunction()``, a ``TimingFunction``
    /// (`kCATransactionAnimationTimingFunction`).
    public static let animationTimingFunctionKey = "animationTimingFunction"
    /// The key of ``disableActions()``, a `Bool` (`kCATransactionDisableActions`).
    public static let disableActionsKey = "disableActions"
    /// The key of ``completionBlock()``, a `() -> Void` (`kCATransactionCompletionBlock`).
    public static let completionBlockKey = "completionBlock"

    /// The current transaction's value for `key`: one of the four documented keys (read as their
    /// accessors read them, so outside any transaction the defaults), or a value set under a key
    /// of the caller's own (inherited by nested transactions); `nil` when none is set.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case animationDurationKey: return animationDuration()
        case animationTimingFunctionKey: return animationTimingFunction()
        case disableActionsKey: return disableActions()
        case completionBlockKey: return completionBlock()
        default: return Stack.current.innermost?.settings.others[key]
        }
    }

    /// Sets the current transaction's value for `key` (opening this thread's implicit transaction
    /// outside an explicit one). For the documented keys, a value of the wrong type is ignored;
    /// `nil` restores the default duration, the `default` curve, actions on, or no block. Numbers
    /// may be any of Swift's integer or floating-point types, or `NSNumber`.
    public static func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case animationDurationKey:
            guard let value else { return setAnimationDuration(defaultAnimationDuration) }
            if let seconds = Self.seconds(value), seconds.isFinite { setAnimationDuration(seconds) }
        case animationTimingFunctionKey:
            guard let value else { return setAnimationTimingFunction(nil) }
            if let function = value as? TimingFunction { setAnimationTimingFunction(function) }
        case disableActionsKey:
            guard let value else { return setDisableActions(false) }
            if let flag = value as? Bool { setDisableActions(flag) }
        case completionBlockKey:
            guard let value else { return setCompletionBlock(nil) }
            if let block = value as? () -> Void { setCompletionBlock(block) }
        default:
            Stack.current.writable.settings.others[key] = value
        }
    }

    private static func seconds(_ value: Any) -> Double? {
        switch value {
        case let number as Double: number
        case let number as Float: Double(number)
        case let number as Int: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }

    /// Takes the transaction lock (`CATransaction.lock()`), a recursive lock shared by every
    /// thread: a thread that holds it can read several layer values knowing no other thread that
    /// also takes it changes them in between. Every `lock()` needs its `unlock()`.
    public static func lock() {
        transactionLock.lock()
    }

    /// Releases the transaction lock taken by ``lock()`` on this thread.
    public static func unlock() {
        transactionLock.unlock()
    }

    private static let transactionLock = NSRecursiveLock()
}
