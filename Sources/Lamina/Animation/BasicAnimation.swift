/// An animation between two values of one property (`CABasicAnimation`).
///
/// The three values combine as Apple documents (`u` is the value beneath the animation: the
/// model value, or what earlier animations made of it; `0` when additive):
///
/// | set            | animates from → to |
/// |----------------|--------------------|
/// | from, to       | from → to          |
/// | from, by       | from → from + by   |
/// | by, to         | to − by → to       |
/// | from           | from → u           |
/// | to             | u → to             |
/// | by             | u → u + by         |
/// | none           | u → u              |
open class BasicAnimation: PropertyAnimation {
    public var fromValue: AnimatableValue?
    public var toValue: AnimatableValue?
    public var byValue: AnimatableValue?

    public override init(keyPath: String?) {
        super.init(keyPath: keyPath)
    }

    public convenience init(keyPath: String, from: AnimatableValue? = nil, to: AnimatableValue? = nil, duration: Double) {
        self.init(keyPath: keyPath)
        fromValue = from
        toValue = to
        self.duration = duration
    }

    public required init(copying other: Animation) {
        let other = other as? BasicAnimation
        fromValue = other?.fromValue
        toValue = other?.toValue
        byValue = other?.byValue
        super.init(copying: other ?? BasicAnimation(keyPath: nil))
    }

    /// The start and end values for a given value beneath the animation.
    func endpoints(underlying u: AnimatableValue) -> (from: AnimatableValue, to: AnimatableValue) {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): (from, from.adding(by))
        case let (nil, to?, by?): (to.subtracting(by), to)
        case let (from?, nil, nil): (from, u)
        case let (nil, to?, nil): (u, to)
        case let (nil, nil, by?): (u, u.adding(by))
        case (nil, nil, nil): (u, u)
        }
    }

    override func value(for state: TimingState, underlying: AnimatableValue) -> AnimatableValue? {
        let base = isAdditive ? underlying.zero : underlying
        let (from, to) = endpoints(underlying: base)
        let value = from.interpolated(to: to, fraction: progress(for: state))
        return finish(value, state: state, cycleStart: from, cycleEnd: to, underlying: underlying)
    }
}
