/// An animation of one layer property named by a key path (`CAPropertyAnimation`).
open class PropertyAnimation: Animation {
    /// Core Animation's key path (`"strokeEnd"`, `"transform.rotation.z"`); an unknown key path
    /// animates nothing (scene documents reject it with a message).
    public var keyPath: String? {
        didSet { property = keyPath.flatMap(AnimatableProperty.init(keyPath:)) }
    }
    /// The value is added to the value beneath it instead of replacing it.
    public var isAdditive = false
    /// Each repeat starts where the previous one ended.
    public var isCumulative = false

    /// The parsed key path.
    public private(set) var property: AnimatableProperty?

    public init(keyPath: String?) {
        self.keyPath = keyPath
        self.property = keyPath.flatMap(AnimatableProperty.init(keyPath:))
        super.init()
    }

    public required init(copying other: Animation) {
        let other = other as? PropertyAnimation
        keyPath = other?.keyPath
        property = other?.property
        isAdditive = other?.isAdditive ?? false
        isCumulative = other?.isCumulative ?? false
        super.init(copying: other ?? Animation())
    }

    override func apply(to values: inout LayerProperties, parentTime: Double) {
        guard let property, let state = timing.state(atParentTime: parentTime),
              let underlying = property.value(in: values),
              let value = value(for: state, underlying: underlying) else { return }
        property.set(value, in: &values)
    }

    /// The presented value for a timing state, given the value beneath this animation.
    func value(for state: TimingState, underlying: AnimatableValue) -> AnimatableValue? { nil }

    /// Applies `isCumulative` and `isAdditive` to an interpolated value.
    func finish(_ value: AnimatableValue, state: TimingState, cycleStart: AnimatableValue,
                cycleEnd: AnimatableValue, underlying: AnimatableValue) -> AnimatableValue {
        var result = value
        if isCumulative && state.iteration > 0 {
            result = result.adding(cycleEnd.subtracting(cycleStart).scaled(by: state.iteration))
        }
        if isAdditive { result = underlying.adding(result) }
        return result
    }
}
