import Testing
@testable import Lamina

/// The evaluator reads plans in its inner loop without reference counting; that holds only while
/// a plan is a plain value. These fail to compile if a strong reference creeps into one.
@Suite struct AnimationPlanLayoutTests {
    private func requireBitwiseCopyable<T: BitwiseCopyable>(_: T.Type) {}

    @Test func plansAreBitwiseCopyable() {
        requireBitwiseCopyable(AnimationPlan.self)
        requireBitwiseCopyable(AnimationPlan.Body.self)
        requireBitwiseCopyable(TimingModel.self)
    }

    @Test func groupChildrenOutliveTheAnimationThatMadeThem() {
        // A group's plan points at its children through the entry's storage, not the animation.
        let layer = Layer()
        do {
            let fade = BasicAnimation(keyPath: "opacity", from: 1, to: 0, duration: 1)
            let move = KeyframeAnimation(keyPath: "position.x")
            move.values = [.number(0), .number(100)]
            move.duration = 1
            let group = AnimationGroup()
            group.animations = [fade, move]
            group.duration = 1
            layer.add(group, forKey: "group", resolvingBeginTime: false)
        }
        let snapshot = Evaluator.snapshot(of: layer, parentTime: 0.5)
        #expect(abs(snapshot.opacity - 0.5) < 1e-12)
        #expect(abs(snapshot.position.x - 50) < 1e-12)
    }
}
