import Foundation

/// Batches model changes and sets how they animate (`CATransaction`).
///
/// Inside `begin()` ... `commit()`, setting an animatable property animates it implicitly from
/// its presentation value over `animationDuration()` with `animationTimingFunction()` (or the
/// `default` curve), unless `disableActions()` is on. Transactions nest: a nested one starts with
/// the enclosing one's settings, and committing it restores them. Outside any transaction a change
/// shows at once (there is no run loop to commit an implicit transaction; see "Differences from
/// Core Animation"). The stack is per thread, as in Core Animation.
///
/// A completion block runs once every animation added after it was set, in that transaction or
/// a nested one, has finished or been removed; at commit if there are none.
public enum Transaction {
    /// The default duration of implicit animations, in seconds.
    public static let defaultAnimationDuration = 0.25

    /// Begins a transaction on this thread: implicit animations from now until `commit()` take its
    /// settings.
    public static func begin() {
        let stack = Stack.current
        let settings = stack.frames.last?.settings ?? Settings()
        stack.frames.append(Frame(settings: settings))
        openCount.add(1)
    }

    /// Ends the innermost transaction; its completion runs now if nothing it waits for is running.
    public static func commit() {
        let stack = Stack.current
        guard let frame = stack.frames.popLast() else { return }
        openCount.add(-1)
        frame.completionGroup?.seal()
    }

    /// Runs `body` inside a transaction with the given settings.
    public static func perform(duration: Double? = nil, timingFunction: TimingFunction? = nil,
                               disableActions: Bool? = nil, completion: (() -> Void)? = nil,
                               _ body: () throws -> Void) rethrows {
        begin()
        defer { commit() }
        if let duration { setAnimationDuration(duration) }
        if let timingFunction { setAnimationTimingFunction(timingFunction) }
        if let disableActions { setDisableActions(disableActions) }
        if let completion { setCompletionBlock(completion) }
        try body()
    }

    /// The duration of implicit animations in the current transaction, in seconds (0.25 unless
    /// set).
    public static func animationDuration() -> Double {
        Stack.current.frames.last?.settings.duration ?? defaultAnimationDuration
    }

    /// Sets the duration of implicit animations in the current transaction, in seconds.
    public static func setAnimationDuration(_ duration: Double) {
        Stack.current.frames.last?.settings.duration = duration
    }

    /// The curve implicit animations use; `nil` means the `default` curve.
    public static func animationTimingFunction() -> TimingFunction? {
        Stack.current.frames.last?.settings.timingFunction
    }

    /// Sets the curve implicit animations use in the current transaction; `nil` is the `default`
    /// curve.
    public static func setAnimationTimingFunction(_ function: TimingFunction?) {
        Stack.current.frames.last?.settings.timingFunction = function
    }

    /// Whether property changes in the current transaction show at once, without implicit
    /// animations.
    public static func disableActions() -> Bool {
        Stack.current.frames.last?.settings.disableActions ?? false
    }

    /// Turns implicit animations off (`true`) or on for the rest of the current transaction.
    public static func setDisableActions(_ flag: Bool) {
        Stack.current.frames.last?.settings.disableActions = flag
    }

    /// The block that runs when the current transaction's animations end, if one is set.
    public static func completionBlock() -> (() -> Void)? {
        Stack.current.frames.last?.completionGroup?.completion
    }

    /// Sets the block to run when the animations added from now on in this transaction end.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let frame = Stack.current.frames.last else { return }
        frame.completionGroup = block.map(TransactionGroup.init(completion:))
    }

    /// Whether an explicit transaction is open on this thread.
    public static var isOpen: Bool { openCount.isPositive && !Stack.current.frames.isEmpty }

    // MARK: - Internals

    /// The settings for an implicit animation now, or `nil` when a change should show at once.
    static func implicitAnimationSettings() -> (duration: Double, timingFunction: TimingFunction?)? {
        guard openCount.isPositive, let frame = Stack.current.frames.last, !frame.settings.disableActions,
              frame.settings.duration > 0 else { return nil }
        return (frame.settings.duration, frame.settings.timingFunction)
    }

    /// Makes every open transaction with a completion block wait for `entry`.
    static func track(_ entry: AnimationEntry) {
        guard openCount.isPositive else { return }
        for frame in Stack.current.frames {
            guard let group = frame.completionGroup else { continue }
            group.pending += 1
            entry.transactionGroups.append(group)
        }
    }

    struct Settings {
        var duration = Transaction.defaultAnimationDuration
        var timingFunction: TimingFunction? = nil
        var disableActions = false
    }

    final class Frame {
        var settings: Settings
        var completionGroup: TransactionGroup?
        init(settings: Settings) { self.settings = settings }
    }

    /// How many transactions are open on all threads. When none is (building a tree, loading a
    /// scene), a property change skips looking up this thread's stack: a thread-dictionary read
    /// costs about 1.5 µs, several times the change itself.
    private static let openCount = OpenCount()

    final class OpenCount: @unchecked Sendable {
        // Guarded by `lock`; Foundation's lock keeps the core free of other imports.
        private let lock = NSLock()
        private var value = 0

        func add(_ delta: Int) {
            lock.lock()
            value += delta
            lock.unlock()
        }

        var isPositive: Bool {
            lock.lock()
            defer { lock.unlock() }
            return value > 0
        }
    }

    /// This thread's open transactions.
    final class Stack {
        var frames: [Frame] = []

        static var current: Stack {
            let key = "org.lamina.transaction-stack"
            let dictionary = Thread.current.threadDictionary
            if let stack = dictionary[key] as? Stack { return stack }
            let stack = Stack()
            dictionary[key] = stack
            return stack
        }
    }
}

/// The animations a transaction's completion block waits for.
final class TransactionGroup {
    let completion: () -> Void
    var pending = 0
    private var sealed = false
    private var fired = false

    init(completion: @escaping () -> Void) {
        self.completion = completion
    }

    /// The transaction committed: from now on, no animations join and the block may run.
    func seal() {
        sealed = true
        fireIfDone()
    }

    func animationEnded() {
        pending -= 1
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, !fired, pending <= 0 else { return }
        fired = true
        completion()
    }
}
