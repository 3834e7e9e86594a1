import Foundation

/// Batches model changes and sets how they animate (`CATransaction`).
///
/// Inside `begin()` ... `commit()`, setting an animatable property runs the layer's action for
/// it (`Layer.action(forKey:)`): by default an animation from its presentation value over
/// `animationDuration()` with `animationTimingFunction()` (or the `default` curve), unless
/// `disableActions()` is on. Transactions nest: a nested one starts with the enclosing one's
/// settings, and committing it restores them. The stack is per thread, as in Core Animation.
///
/// **The implicit transaction.** A change outside any explicit transaction, or a setting made
/// outside one, opens this thread's implicit transaction, which `flush()` commits (and the
/// thread's run loop, on its next turn, if it runs one). Only layers of a live timeline
/// (``Timeline/isLive``) run actions in it: a tree rendered with time as a parameter (an
/// export, `inspect`, a test) shows a change outside an explicit transaction at once, as it
/// did before there was an implicit transaction ("Differences from Core Animation").
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
        let settings = stack.innermost?.settings ?? Settings()
        stack.frames.append(Frame(settings: settings))
        openCount.add(1)
    }

    /// Ends the innermost transaction; its completion runs now if nothing it waits for is running.
    /// Committing the outermost one lays out the layers that need it (`Layer.setNeedsLayout()`)
    /// and, when `flush()` was called inside it, commits the implicit transaction too.
    public static func commit() {
        let stack = Stack.current
        guard let frame = stack.frames.popLast() else { return }
        openCount.add(-1)
        frame.completionGroup?.seal()
        guard stack.frames.isEmpty else { return }
        if stack.flushPending {
            stack.flushPending = false
            flush()
        } else {
            LayoutQueue.current.layOut()
        }
    }

    /// Commits this thread's implicit transaction, if one is open (`CATransaction.flush()`):
    /// lays out the layers that need it and seals the implicit transaction's completion block,
    /// which runs when its animations end (now, if there are none). Inside an explicit
    /// transaction the flush waits until the outermost one commits, as Core Animation's does.
    ///
    /// A thread that runs its run loop flushes on the loop's next turn after the implicit
    /// transaction opened; a thread without one (a test, a command-line render) calls this.
    public static func flush() {
        let stack = Stack.current
        guard stack.frames.isEmpty else {
            stack.flushPending = true
            return
        }
        LayoutQueue.current.layOut()
        guard let implicit = stack.implicit else { return }
        stack.implicit = nil
        implicitCount.add(-1)
        implicit.completionGroup?.seal()
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
        Stack.current.innermost?.settings.duration ?? defaultAnimationDuration
    }

    /// Sets the duration of implicit animations in the current transaction, in seconds.
    public static func setAnimationDuration(_ duration: Double) {
        Stack.current.writable.settings.duration = duration
    }

    /// The curve implicit animations use; `nil` means the `default` curve.
    public static func animationTimingFunction() -> TimingFunction? {
        Stack.current.innermost?.settings.timingFunction
    }

    /// Sets the curve implicit animations use in the current transaction; `nil` is the `default`
    /// curve.
    public static func setAnimationTimingFunction(_ function: TimingFunction?) {
        Stack.current.writable.settings.timingFunction = function
    }

    /// Whether property changes in the current transaction show at once, without implicit
    /// animations.
    public static func disableActions() -> Bool {
        Stack.current.innermost?.settings.disableActions ?? false
    }

    /// Turns implicit animations off (`true`) or on for the rest of the current transaction.
    public static func setDisableActions(_ flag: Bool) {
        Stack.current.writable.settings.disableActions = flag
    }

    /// The block that runs when the current transaction's animations end, if one is set.
    public static func completionBlock() -> (() -> Void)? {
        Stack.current.innermost?.completionGroup?.completion
    }

    /// Sets the block to run when the animations added from now on in this transaction end.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        Stack.current.writable.completionGroup = block.map(TransactionGroup.init(completion:))
    }

    /// Whether an explicit transaction is open on this thread.
    public static var isOpen: Bool { openCount.isPositive && !Stack.current.frames.isEmpty }

    // MARK: - Internals

    /// Whether a change to `layer` now runs its action: inside an explicit transaction on this
    /// thread that allows actions, or, for a layer of a live timeline, in this thread's implicit
    /// transaction (opened here if need be). Cheap when neither can apply: building a tree
    /// outside any transaction and any live timeline reads two counters.
    static func allowsActions(on layer: Layer) -> Bool {
        if openCount.isPositive, let frame = Stack.current.frames.last {
            return !frame.settings.disableActions
        }
        guard Timeline.liveCount.isPositive, layer.timeline?.isLive == true else { return false }
        return !Stack.current.writable.settings.disableActions
    }

    /// Opens this thread's implicit transaction unless a transaction is open.
    static func openImplicitIfNeeded() {
        _ = Stack.current.writable
    }

    /// Makes every open transaction with a completion block wait for `entry`.
    static func track(_ entry: AnimationEntry) {
        guard openCount.isPositive || implicitCount.isPositive else { return }
        let stack = Stack.current
        for frame in [stack.implicit].compactMap({ $0 }) + stack.frames {
            guard let group = frame.completionGroup else { continue }
            group.pending += 1
            entry.transactionGroups.append(group)
        }
    }

    struct Settings {
        var duration = Transaction.defaultAnimationDuration
        var timingFunction: TimingFunction? = nil
        var disableActions = false
        /// Values set with `setValue(_:forKey:)` under keys of the caller's own.
        var others: [String: Any] = [:]
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
    /// How many implicit transactions are open on all threads, for the same reason.
    private static let implicitCount = OpenCount()

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

    /// This thread's open transactions: the implicit one, if open, beneath the explicit ones.
    final class Stack {
        var frames: [Frame] = []
        var implicit: Frame?
        /// The trees to lay out when the outermost transaction commits or flushes.
        let layoutQueue = LayoutQueue()
        /// `flush()` was called inside an explicit transaction: it runs when the outermost commits.
        var flushPending = false

        /// The transaction whose settings apply now, if any is open.
        var innermost: Frame? { frames.last ?? implicit }

        /// The transaction a setting goes to: the innermost, or a new implicit one.
        var writable: Frame {
            if let frame = innermost { return frame }
            let frame = Frame(settings: Settings())
            implicit = frame
            Transaction.implicitCount.add(1)
            // Committed on the thread's next run-loop turn, where the thread runs its loop.
            RunLoop.current.perform { Transaction.flush() }
            return frame
        }

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
