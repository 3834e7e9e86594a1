import Foundation
import Lamina

/// Batches layer changes and sets how they animate (`CATransaction`), over Lamina's
/// `Transaction`: inside `begin()` … `commit()`, setting an animatable property animates it
/// from its presented value over `animationDuration()`, unless actions are disabled.
///
/// Outside an explicit transaction, a change to a layer of a live timeline (a tree on screen)
/// joins the thread's implicit transaction, committed by `flush()` or the run loop; a change to
/// any other layer shows at once (see "Differences from Core Animation").
open class CATransaction: NSObject {
    /// Begins a transaction on this thread.
    open class func begin() { Transaction.begin() }

    /// Commits the innermost transaction; its completion block runs now if none of its
    /// animations is still running.
    open class func commit() { Transaction.commit() }

    /// The duration of implicit animations, in seconds (0.25 unless set).
    open class func animationDuration() -> CFTimeInterval { Transaction.animationDuration() }

    /// Sets the duration of implicit animations in this transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { Transaction.setAnimationDuration(dur) }

    /// The curve of implicit animations; `nil` is Core Animation's default curve.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        Transaction.animationTimingFunction().map(CAMediaTimingFunction.init)
    }

    /// Sets the curve of implicit animations in this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        Transaction.setAnimationTimingFunction(function?.function)
    }

    /// Whether changes in this transaction show at once.
    open class func disableActions() -> Bool { Transaction.disableActions() }

    /// Turns implicit animations off (`true`) or on.
    open class func setDisableActions(_ flag: Bool) { Transaction.setDisableActions(flag) }

    /// The block run when this transaction's animations have ended.
    open class func completionBlock() -> (() -> Void)? { Transaction.completionBlock() }

    /// Sets the block to run once every animation added from now on in this transaction has
    /// finished or been removed (at commit when there is none).
    open class func setCompletionBlock(_ block: (() -> Void)?) { Transaction.setCompletionBlock(block) }
}

extension CATransaction {
    /// Commits this thread's implicit transaction now (layout, display and the actions' commit),
    /// as the run loop does at the end of a turn.
    public class func flush() { Transaction.flush() }

    /// Takes the transaction lock, a recursive lock shared by every thread.
    public class func lock() { Transaction.lock() }

    /// Releases the lock taken by `lock()`.
    public class func unlock() { Transaction.unlock() }

    /// The current transaction's value for `key`: one of the `kCATransaction…` keys (the curve as
    /// a `CAMediaTimingFunction`) or a key of your own; `nil` when none is set.
    public class func value(forKey key: String) -> Any? {
        if key == kCATransactionAnimationTimingFunction { return animationTimingFunction() }
        return Transaction.value(forKey: key)
    }

    /// Sets the current transaction's value for `key` (opening the implicit transaction outside
    /// an explicit one); a value of the wrong type for a `kCATransaction…` key is ignored.
    public class func setValue(_ anObject: Any?, forKey key: String) {
        if key == kCATransactionAnimationTimingFunction {
            guard let anObject else { return setAnimationTimingFunction(nil) }
            if let function = anObject as? CAMediaTimingFunction { setAnimationTimingFunction(function) }
            return
        }
        Transaction.setValue(anObject, forKey: key)
    }
}

/// The key of `CATransaction.animationDuration()`.
public let kCATransactionAnimationDuration = Transaction.animationDurationKey
/// The key of `CATransaction.disableActions()`.
public let kCATransactionDisableActions = Transaction.disableActionsKey
/// The key of `CATransaction.animationTimingFunction()`.
public let kCATransactionAnimationTimingFunction = Transaction.animationTimingFunctionKey
/// The key of `CATransaction.completionBlock()`.
public let kCATransactionCompletionBlock = Transaction.completionBlockKey
