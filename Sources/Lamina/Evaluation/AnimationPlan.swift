/// An animation frozen when it is added to a layer: everything the evaluator needs, as one
/// immutable value.
///
/// Animation classes are configuration, as in Core Animation, where the render server works
/// from copies. Freezing them at `add(_:forKey:)` means each frame reads plain values (no class
/// property access, no key-path parsing, no per-frame set-up like pacing keyframes or measuring
/// a motion path), which keeps a 10,000-layer tree within a few milliseconds.
final class AnimationPlan {
    let timing: TimingModel
    let pacing: Pacing
    let body: Body

    init(timing: TimingModel, pacing: Pacing, body: Body) {
        self.timing = timing
        self.pacing = pacing
        self.body = body
    }

    /// How progress through one basic duration is found.
    enum Pacing {
        /// A timing function (`nil`: linear).
        case curve(TimingFunction?)
        /// A damped spring, in seconds of basic time.
        case spring(SpringSolver)
    }

    enum Body {
        /// A number animation, inline: no further indirection on the hottest path.
        case scalar(ScalarPlan)
        case property(PropertyPlan)
        case group([AnimationPlan])
        case transition(TransitionPlan)
    }

    func progress(for state: TimingState) -> Double {
        switch pacing {
        case .curve(let function): function?.value(at: state.fraction) ?? state.fraction
        case .spring(let solver): solver.value(at: state.basicTime)
        }
    }

    /// Writes this animation's contribution at `parentTime` (the layer's local time) into `values`.
    func apply(to values: inout LayerProperties, parentTime: Double) {
        if case .scalar = body {
            guard let state = timing.state(atParentTime: parentTime) else { return }
            let progress = progress(for: state)
            guard case .scalar(let plan) = body else { return }
            plan.apply(to: &values, state: state, progress: progress)
            return
        }
        switch body {
        case .scalar:
            return
        case .property(let plan):
            guard let state = timing.state(atParentTime: parentTime) else { return }
            plan.apply(to: &values, state: state, progress: progress(for: state))
        case .group(let children):
            guard let state = timing.state(atParentTime: parentTime) else { return }
            // Children see the group's (paced) basic time, so they are cut at its duration.
            let groupTime = progress(for: state) * state.duration
            for child in children { child.apply(to: &values, parentTime: groupTime) }
        case .transition:
            return  // drawn by the display list from the snapshot's transition
        }
    }

    /// A transition's progress at `parentTime`, or `nil` when it shows nothing (or is no transition).
    func transitionProgress(atParentTime parentTime: Double) -> (TransitionPlan, Double)? {
        guard case .transition(let plan) = body, let state = timing.state(atParentTime: parentTime) else { return nil }
        let p = progress(for: state)
        return (plan, plan.startProgress + (plan.endProgress - plan.startProgress) * p)
    }
}

struct TransitionPlan {
    let type: Transition.Kind
    let subtype: Transition.Subtype?
    let startProgress: Double
    let endProgress: Double
}

/// A basic animation of a number property with number endpoints.
struct ScalarPlan {
    let property: AnimatableProperty
    let isAdditive: Bool
    let isCumulative: Bool
    let from: Double?
    let to: Double?
    let by: Double?

    func apply(to values: inout LayerProperties, state: TimingState, progress: Double) {
        guard let underlying = property.scalar(in: values) else { return }
        let (start, end) = PropertyPlan.endpoints(from, to, by, base: isAdditive ? 0 : underlying)
        var v = start + (end - start) * progress
        if isCumulative && state.iteration > 0 { v += (end - start) * state.iteration }
        if isAdditive { v += underlying }
        property.setScalar(v, in: &values)
    }
}

/// The frozen part of a property animation: which property, and how its value is made.
final class PropertyPlan {
    let property: AnimatableProperty
    let isAdditive: Bool
    let isCumulative: Bool
    let values: Values

    init(property: AnimatableProperty, isAdditive: Bool, isCumulative: Bool, values: Values) {
        self.property = property
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.values = values
    }

    enum Values {
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        case keyframes(KeyframePlan)
        case motion(MotionPlan)
    }

    func apply(to values: inout LayerProperties, state: TimingState, progress: Double) {
        switch self.values {
        case let .basic(from, to, by):
            guard let underlying = property.value(in: values) else { return }
            let base = isAdditive ? underlying.zero : underlying
            let (start, end) = Self.endpoints(from, to, by, base: base)
            let v = start.interpolated(to: end, fraction: progress)
            property.set(finish(v, state: state, cycleStart: start, cycleEnd: end, underlying: underlying), in: &values)
        case .keyframes(let plan):
            guard let underlying = property.value(in: values), let v = plan.value(at: progress) else { return }
            property.set(finish(v, state: state, cycleStart: plan.values[0], cycleEnd: plan.values[plan.values.count - 1],
                                underlying: underlying), in: &values)
        case .motion(let plan):
            guard let underlying = property.value(in: values), let (point, angle) = plan.position(at: progress) else { return }
            property.set(finish(.point(point), state: state, cycleStart: .point(plan.start), cycleEnd: .point(plan.end),
                                underlying: underlying), in: &values)
            if let angle { values.transform = Transform3D(rotationAngle: angle).concatenating(values.transform) }
        }
    }

    /// Core Animation's from/to/by table (see `BasicAnimation`), for any value with + and −.
    static func endpoints<V: Addable>(_ from: V?, _ to: V?, _ by: V?, base u: V) -> (V, V) {
        switch (from, to, by) {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): (from, from.adding(by))
        case let (nil, to?, by?): (to.subtracting(by), to)
        case let (from?, nil, nil): (from, u)
        case let (nil, to?, nil): (u, to)
        case let (nil, nil, by?): (u, u.adding(by))
        case (nil, nil, nil): (u, u)
        }
    }

    /// Applies `isCumulative` and `isAdditive` to an interpolated value.
    private func finish(_ value: AnimatableValue, state: TimingState, cycleStart: AnimatableValue,
                        cycleEnd: AnimatableValue, underlying: AnimatableValue) -> AnimatableValue {
        var result = value
        if isCumulative && state.iteration > 0 {
            result = result.adding(cycleEnd.subtracting(cycleStart).scaled(by: state.iteration))
        }
        if isAdditive { result = underlying.adding(result) }
        return result
    }
}

/// Values with the sums and differences that `byValue` is defined with.
protocol Addable {
    func adding(_ other: Self) -> Self
    func subtracting(_ other: Self) -> Self
}

extension Double: Addable {
    func adding(_ other: Double) -> Double { self + other }
    func subtracting(_ other: Double) -> Double { self - other }
}

extension AnimatableValue: Addable {}
