/// An animation frozen when it is added to a layer: everything the evaluator needs, as one
/// immutable value.
///
/// Animation classes are configuration, as in Core Animation, where the render server works
/// from copies. Freezing them at `add(_:forKey:)` means each frame reads plain values (no class
/// property access, no key-path parsing, no per-frame set-up like pacing keyframes or measuring
/// a motion path), which keeps a 10,000-layer tree within a few milliseconds.
///
/// A value, not an object: a layer's plans lie side by side in one array, so evaluating a
/// large tree reads each layer's animations from one block of memory instead of chasing a
/// reference per animation to objects scattered among the animations and entries made with
/// them (in a 10,000-layer tree those misses cost more than the arithmetic).
///
/// A plain value, too (bitwise copyable): the rare bodies that need objects (keyframes, paths,
/// groups) reach them through `PlanReference`s that the owning entry's `PlanStorage` keeps
/// alive, so reading a plan in the inner loop never retains or releases anything. With strong
/// references in it, every plan applied was copied out and destroyed (~100 instructions each).
struct AnimationPlan: BitwiseCopyable {
    let timing: TimingModel
    let pacing: Pacing
    let body: Body

    init(timing: TimingModel, pacing: Pacing, body: Body) {
        self.timing = timing
        self.pacing = pacing
        self.body = body
    }

    /// How progress through one basic duration is found.
    enum Pacing: BitwiseCopyable {
        /// A timing function's curve, solved from precomputed coefficients (`nil`: linear).
        case curve(TimingFunction.Curve?)
        /// A damped spring, in seconds of basic time.
        case spring(SpringSolver)
    }

    enum Body: BitwiseCopyable {
        /// A number animation, inline: no further indirection on the hottest path.
        case scalar(ScalarPlan)
        /// A point or size animation, inline as well (positions move in most interfaces).
        case point(PointPlan)
        case property(PlanReference<PropertyPlan>)
        case group(PlanReference<GroupPlan>)
        case transition(TransitionPlan)
        /// A value of an emitter's cell (`emitterCells.NAME.KEY`).
        case cell(PlanReference<EmitterCellPlan>)
    }

    @inline(__always)
    func progress(for state: TimingState) -> Double {
        switch pacing {
        case .curve(let curve): curve?.value(at: state.fraction) ?? state.fraction
        case .spring(let solver): solver.value(at: state.basicTime)
        }
    }

    /// Writes the contribution of the plan at `plan` at `parentTime` (the layer's local time)
    /// into `values`.
    // Inlined into the evaluator's loop and read through the pointer, a plan is used where it
    // lies in the layer's array; as a method on a value, each plan was copied out first.
    @inline(__always)
    static func apply(_ plan: UnsafePointer<AnimationPlan>, to values: inout LayerProperties, parentTime: Double) {
        switch plan.pointee.body {
        case .scalar(let body):
            guard let state = plan.pointee.timing.state(atParentTime: parentTime) else { return }
            body.apply(to: &values, state: state, progress: plan.pointee.progress(for: state))
        case .point(let body):
            guard let state = plan.pointee.timing.state(atParentTime: parentTime) else { return }
            body.apply(to: &values, state: state, progress: plan.pointee.progress(for: state))
        case .property(let body):
            guard let state = plan.pointee.timing.state(atParentTime: parentTime) else { return }
            let progress = plan.pointee.progress(for: state)
            body.withObject { $0.apply(to: &values, state: state, progress: progress) }
        case .group:
            plan.pointee.applyGroup(to: &values, parentTime: parentTime)
        case .cell(let body):
            guard let state = plan.pointee.timing.state(atParentTime: parentTime) else { return }
            let progress = plan.pointee.progress(for: state)
            body.withObject { $0.apply(to: &values, state: state, progress: progress) }
        case .transition:
            return  // drawn by the display list from the snapshot's transition
        }
    }

    /// A group's children, out of line so that `apply` is not recursive and can be inlined.
    @inline(never)
    private func applyGroup(to values: inout LayerProperties, parentTime: Double) {
        guard case .group(let group) = body, let state = timing.state(atParentTime: parentTime) else { return }
        // Children see the group's (paced) basic time, so they are cut at its duration.
        let groupTime = progress(for: state) * state.duration
        group.object.children.withUnsafeBufferPointer { children in
            guard var child = children.baseAddress else { return }
            for _ in 0..<children.count {
                AnimationPlan.apply(child, to: &values, parentTime: groupTime)
                child += 1
            }
        }
    }

    /// A transition's progress at `parentTime`, or `nil` when it shows nothing (or is no transition).
    func transitionProgress(atParentTime parentTime: Double) -> (TransitionPlan, Double)? {
        guard case .transition(let plan) = body, let state = timing.state(atParentTime: parentTime) else { return nil }
        let p = progress(for: state)
        return (plan, plan.startProgress + (plan.endProgress - plan.startProgress) * p)
    }
}

/// The children of an animation group, frozen.
final class GroupPlan {
    let children: [AnimationPlan]

    init(children: [AnimationPlan]) {
        self.children = children
    }
}

struct TransitionPlan: BitwiseCopyable {
    let type: Transition.Kind
    let subtype: Transition.Subtype?
    let startProgress: Double
    let endProgress: Double
}

/// A basic animation of a number property with number endpoints.
struct ScalarPlan: BitwiseCopyable {
    let property: AnimatableProperty
    let isAdditive: Bool
    let isCumulative: Bool
    let from: Double?
    let to: Double?
    let by: Double?
    /// Whether the value beneath is read at all: not for a plain from-to animation, which
    /// saves reading it (an arctangent for `transform.rotation.z`).
    let needsUnderlying: Bool

    init(property: AnimatableProperty, isAdditive: Bool, isCumulative: Bool, from: Double?, to: Double?, by: Double?) {
        self.property = property
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.from = from
        self.to = to
        self.by = by
        needsUnderlying = isAdditive || from == nil || to == nil
    }

    func apply(to values: inout LayerProperties, state: TimingState, progress: Double) {
        var underlying = 0.0
        if needsUnderlying {
            guard let u = property.scalar(in: values) else { return }
            underlying = u
        }
        // (Without the read, a layer of another kind is still left alone: `setScalar` skips it.)
        let (start, end) = PropertyPlan.endpoints(from, to, by, base: isAdditive ? 0 : underlying)
        var v = start + (end - start) * progress
        if isCumulative && state.iteration > 0 { v += (end - start) * state.iteration }
        if isAdditive { v += underlying }
        property.setScalar(v, in: &values)
    }
}

/// A basic animation of a point or size property (sizes carried as points), like `ScalarPlan`.
struct PointPlan: BitwiseCopyable {
    let property: AnimatableProperty
    let isAdditive: Bool
    let isCumulative: Bool
    let from: Point?
    let to: Point?
    let by: Point?

    func apply(to values: inout LayerProperties, state: TimingState, progress: Double) {
        guard let underlying = property.point(in: values) else { return }
        let (start, end) = PropertyPlan.endpoints(from, to, by, base: isAdditive ? .zero : underlying)
        var v = start.interpolated(to: end, fraction: progress)
        if isCumulative && state.iteration > 0 { v = v + (end - start) * state.iteration }
        if isAdditive { v = underlying + v }
        property.setPoint(v, in: &values)
    }
}

/// The frozen part of a property animation: which property, and how its value is made.
final class PropertyPlan {
    let property: AnimatableProperty
    let isAdditive: Bool
    let isCumulative: Bool
    let values: Values
    /// Turns the interpolated numbers into the transform (a `transform` or `sublayerTransform`
    /// animation with a value function), or `nil`.
    let valueFunction: ValueFunction?
    /// The keyframes of a number or point animation, unboxed once when the plan is made, or
    /// `nil` (see `UnboxedKeyframes`).
    private let unboxed: UnboxedKeyframes?

    init(property: AnimatableProperty, isAdditive: Bool, isCumulative: Bool, values: Values,
         valueFunction: ValueFunction? = nil) {
        self.property = property
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.values = values
        self.valueFunction = valueFunction
        if case .keyframes(let plan) = values, !isAdditive, valueFunction == nil {
            unboxed = UnboxedKeyframes(plan, property: property, isCumulative: isCumulative)
        } else {
            unboxed = nil
        }
    }

    enum Values {
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        case keyframes(KeyframePlan)
        case motion(MotionPlan)
    }

    /// Keyframes of numbers or points (sizes as points) with straight segments, for a property
    /// of that kind, not additive: the common case of imported animations (Lottie's opacity,
    /// rotation, scale, position, trim, stroke width). Interpolated as plain numbers and written
    /// with `setScalar`/`setPoint`, a frame makes, copies and destroys no `AnimatableValue`
    /// (~1,000 instructions a property through the general path, which also read the value
    /// beneath, copying a shape layer's whole shape part, for nothing).
    ///
    /// Shape paths (Lottie's morphing shapes), colours and Booleans, neither additive nor
    /// cumulative, are unboxed too: interpolated as they are and written into the shape part
    /// where it lies (paths) or through `set`, they skip the `AnimatableValue` that the general
    /// path copied out of its array twice, destroyed and unwrapped again (~600 instructions a
    /// frame per animated value).
    enum UnboxedKeyframes {
        case scalars([Double], KeyframePlan)
        case points([Point], KeyframePlan)
        case paths([Path?], KeyframePlan)
        case colors([Color?], KeyframePlan)
        case bools([Bool], KeyframePlan)

        init?(_ plan: KeyframePlan, property: AnimatableProperty, isCumulative: Bool) {
            // The cubic modes go through the spline, which works on boxed values.
            guard plan.spline == nil else { return nil }
            if property == .path || property == .shadowPath {
                // `finish` adds a cumulative path's (and colour's) cycles; left to the general path.
                guard !isCumulative, let paths = Self.unbox(plan.values, { if case .path(let v) = $0 { v } else { nil } })
                else { return nil }
                self = .paths(paths, plan)
            } else if case .color? = plan.values.first {
                // Colours (fills and strokes in imported files), written through `set` as the
                // general path writes them.
                guard !isCumulative, let colors = Self.unbox(plan.values, { if case .color(let v) = $0 { v } else { nil } })
                else { return nil }
                self = .colors(colors, plan)
            } else if case .bool? = plan.values.first {
                // `hidden` steps (a Lottie layer's in and out points, on every layer).
                guard !isCumulative, let bools = Self.unbox(plan.values, { if case .bool(let v) = $0 { v } else { nil } })
                else { return nil }
                self = .bools(bools, plan)
            } else if property.isScalar {
                let numbers = plan.values.compactMap(\.number)
                guard numbers.count == plan.values.count else { return nil }
                self = .scalars(numbers, plan)
            } else if let kind = property.pointKind {
                let points = plan.values.compactMap(kind.pair)
                guard points.count == plan.values.count else { return nil }
                self = .points(points, plan)
            } else {
                return nil
            }
        }

        /// The same arithmetic as `KeyframePlan.value(at:)` and `PropertyPlan.finish`, unboxed.
        @inline(__always)
        func apply(_ property: AnimatableProperty, isCumulative: Bool, to values: inout LayerProperties,
                   state: TimingState, progress: Double) {
            switch self {
            case let .scalars(numbers, plan):
                var v = Self.value(numbers, plan.timing, discrete: plan.mode == .discrete, at: progress) {
                    $0 + ($1 - $0) * $2
                }
                if isCumulative && state.iteration > 0 { v += (numbers[numbers.count - 1] - numbers[0]) * state.iteration }
                property.setScalar(v, in: &values)
            case let .points(points, plan):
                var v = Self.value(points, plan.timing, discrete: plan.mode == .discrete, at: progress) {
                    $0.interpolated(to: $1, fraction: $2)
                }
                if isCumulative && state.iteration > 0 { v = v + (points[points.count - 1] - points[0]) * state.iteration }
                property.setPoint(v, in: &values)
            case let .paths(paths, plan):
                // As `AnimatableValue.interpolated` mixes two paths.
                let v = Self.value(paths, plan.timing, discrete: plan.mode == .discrete, at: progress,
                                   interpolate: AnimatableValue.mix)
                if property == .path {
                    _ = values.modifyShape { $0.path = v }
                } else {
                    values.shadowPath = v
                }
            case let .colors(colors, plan):
                // As `AnimatableValue.interpolated` mixes colours.
                let v = Self.value(colors, plan.timing, discrete: plan.mode == .discrete, at: progress,
                                   interpolate: AnimatableValue.mix)
                property.set(.color(v), in: &values)
            case let .bools(bools, plan):
                // Booleans switch half way (`AnimatableValue.interpolated`).
                let v = Self.value(bools, plan.timing, discrete: plan.mode == .discrete, at: progress) { a, b, t in
                    t < 0.5 ? a : b
                }
                property.set(.bool(v), in: &values)
            }
        }

        @inline(__always)
        /// Every value as `extract` reads it, or `nil` when one is of another kind.
        private static func unbox<V>(_ values: [AnimatableValue], _ extract: (AnimatableValue) -> V?) -> [V]? {
            var unboxed: [V] = []
            unboxed.reserveCapacity(values.count)
            for value in values {
                guard let v = extract(value) else { return nil }
                unboxed.append(v)
            }
            return unboxed
        }

        private static func value<V>(_ values: [V], _ timing: KeyframeTiming, discrete: Bool, at f: Double,
                                     interpolate: (V, V, Double) -> V) -> V {
            if discrete { return values[timing.holdingIndex(at: f)] }
            guard values.count > 1 else { return values[0] }
            let (i, local) = timing.segment(at: f)
            return interpolate(values[i], values[i + 1], local)
        }
    }

    func apply(to values: inout LayerProperties, state: TimingState, progress: Double) {
        if let valueFunction {
            applyThrough(valueFunction, to: &values, state: state, progress: progress)
            return
        }
        if let unboxed {
            unboxed.apply(property, isCumulative: isCumulative, to: &values, state: state, progress: progress)
            return
        }
        switch self.values {
        case let .basic(from, to, by):
            guard let underlying = property.value(in: values) else { return }
            let base = isAdditive ? underlying.zero : underlying
            let (start, end) = Self.endpoints(from, to, by, base: base)
            let v = start.interpolated(to: end, fraction: progress)
            property.set(finish(v, state: state, cycleStart: start, cycleEnd: end, underlying: underlying), in: &values)
        case .keyframes(let plan):
            guard let v = plan.value(at: progress) else { return }
            // The value beneath matters only to additive and cumulative animations; reading it
            // copied it (a shape's path, say) for nothing. A layer of another kind is left alone
            // by `set`.
            guard isAdditive || isCumulative else {
                property.set(v, in: &values)
                return
            }
            guard let underlying = property.value(in: values) else { return }
            property.set(finish(v, state: state, cycleStart: plan.values[0], cycleEnd: plan.values[plan.values.count - 1],
                                underlying: underlying), in: &values)
        case .motion(let plan):
            if property == .position && !isAdditive && !isCumulative {
                // The common case (imported motion paths): `finish` would return the point as
                // it is, so the position beneath is neither boxed nor read.
                guard let (point, angle) = plan.position(at: progress) else { return }
                values.position = point
                if let angle { values.transform = Transform3D(rotationAngle: angle).concatenating(values.transform) }
                return
            }
            guard let underlying = property.value(in: values), let (point, angle) = plan.position(at: progress) else { return }
            property.set(finish(.point(point), state: state, cycleStart: .point(plan.start), cycleEnd: .point(plan.end),
                                underlying: underlying), in: &values)
            if let angle { values.transform = Transform3D(rotationAngle: angle).concatenating(values.transform) }
        }
    }

    /// A value-function animation: the numbers are interpolated (from/to/by against the function's
    /// identity input, cumulative repeats added), turned into a transform, and set, or, when
    /// additive, applied before the transform beneath.
    private func applyThrough(_ function: ValueFunction, to values: inout LayerProperties, state: TimingState,
                              progress: Double) {
        let input: AnimatableValue, start: AnimatableValue, end: AnimatableValue
        switch self.values {
        case let .basic(from, to, by):
            (start, end) = Self.endpoints(from, to, by, base: function.identityInput)
            input = start.interpolated(to: end, fraction: progress)
        case .keyframes(let plan):
            guard let v = plan.value(at: progress) else { return }
            (input, start, end) = (v, plan.values[0], plan.values[plan.values.count - 1])
        case .motion:
            return
        }
        var numbers = input
        if isCumulative && state.iteration > 0 {
            numbers = numbers.adding(end.subtracting(start).scaled(by: state.iteration))
        }
        guard var transform = function.transform(for: numbers),
              case .transform(let underlying)? = property.value(in: values) else { return }
        if isAdditive { transform = transform.concatenating(underlying) }
        property.set(.transform(transform), in: &values)
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
        Self.finish(value, state: state, cycleStart: cycleStart, cycleEnd: cycleEnd, underlying: underlying,
                    isAdditive: isAdditive, isCumulative: isCumulative)
    }

    /// Applies cumulative repeats (each adds a cycle's change) and additivity (the value beneath
    /// added) to an interpolated value: the rule every property animation finishes with.
    static func finish(_ value: AnimatableValue, state: TimingState, cycleStart: AnimatableValue,
                       cycleEnd: AnimatableValue, underlying: AnimatableValue, isAdditive: Bool,
                       isCumulative: Bool) -> AnimatableValue {
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

extension Point: Addable {
    func adding(_ other: Point) -> Point { self + other }
    func subtracting(_ other: Point) -> Point { self - other }
}

extension AnimatableValue: Addable {}
