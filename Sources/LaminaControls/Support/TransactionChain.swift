import Lamina

/// Transactions that run one after another, each started by the previous one's completion
/// block, written as a flat list instead of completion blocks nested inside each other (the
/// "chain of doom" the talk in seed 004 warns about).
///
///     TransactionChain()
///         .then(duration: 0.45, timingFunction: .easeIn) { character.position = home }
///         .then(duration: 0.5, timingFunction: .easeInEaseOut) { arm.transform = .identity }
///         .run()
///
///     t ──●─────────────●──────────────●──▶
///       step 0       step 0 done     step 1 done
///       begins       → step 1 begins → completion
///
/// Each step is one `Transaction` whose completion block (run by the timeline when the step's
/// animations end) begins the next step. ``cancel()`` stops the chain before its next step, so a
/// completion that still fires (say, because the animations were removed) starts nothing.
public final class TransactionChain {
    /// One transaction of the chain.
    public struct Step {
        public var duration: Double
        public var timingFunction: TimingFunction?
        public var body: () -> Void
    }

    public private(set) var steps: [Step] = []
    /// Called after the last step's animations end (not when cancelled).
    public var completion: (() -> Void)?
    /// The index of the step running now (`nil` before ``run()``).
    public private(set) var currentStep: Int?
    public private(set) var isCancelled = false

    public init() {}

    /// Appends a step: a transaction of `duration` seconds with `timingFunction` around `body`.
    @discardableResult
    public func then(duration: Double, timingFunction: TimingFunction? = nil, _ body: @escaping () -> Void) -> TransactionChain {
        steps.append(Step(duration: duration, timingFunction: timingFunction, body: body))
        return self
    }

    /// Begins the first step now. The chain keeps itself alive until it finishes or is cancelled.
    public func run() {
        perform(0)
    }

    /// Starts no further steps; the running step's animations continue.
    public func cancel() {
        isCancelled = true
    }

    private func perform(_ index: Int) {
        guard !isCancelled else { return }
        guard index < steps.count else {
            completion?()
            return
        }
        currentStep = index
        let step = steps[index]
        Transaction.perform(duration: step.duration, timingFunction: step.timingFunction,
                            completion: { self.perform(index + 1) }, step.body)
    }
}
