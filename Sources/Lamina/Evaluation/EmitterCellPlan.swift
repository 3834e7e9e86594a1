/// The frozen part of an animation of an emitter cell's value (`emitterCells.NAME.KEY`): the
/// cell it names and how the value is made, as `PropertyPlan` does for a layer's own values.
final class EmitterCellPlan {
    let target: EmitterCellKeyPath
    let isAdditive: Bool
    let isCumulative: Bool
    let values: PropertyPlan.Values

    /// `nil` for a motion path, which moves no cell value.
    init?(target: EmitterCellKeyPath, isAdditive: Bool, isCumulative: Bool, values: PropertyPlan.Values) {
        if case .motion = values { return nil }
        self.target = target
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.values = values
    }

    func apply(to values: inout LayerProperties, state: TimingState, progress: Double) {
        guard var emitter = values.emitter, let underlying = target.value(in: emitter.emitterCells) else { return }
        let value: AnimatableValue, start: AnimatableValue, end: AnimatableValue
        switch self.values {
        case let .basic(from, to, by):
            (start, end) = PropertyPlan.endpoints(from, to, by, base: isAdditive ? underlying.zero : underlying)
            value = start.interpolated(to: end, fraction: progress)
        case .keyframes(let plan):
            guard let v = plan.value(at: progress) else { return }
            (value, start, end) = (v, plan.values[0], plan.values[plan.values.count - 1])
        case .motion:
            return
        }
        let finished = PropertyPlan.finish(value, state: state, cycleStart: start, cycleEnd: end, underlying: underlying,
                                           isAdditive: isAdditive, isCumulative: isCumulative)
        guard target.set(finished, in: &emitter.emitterCells) else { return }
        values.emitter = emitter
    }
}
