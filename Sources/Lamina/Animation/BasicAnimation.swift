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
    /// The value the animation starts from; `nil` takes the layer's current value (or `toValue -
    /// byValue`).
    public var fromValue: AnimatableValue?
    /// The value the animation ends at; `nil` takes the layer's value (or `fromValue + byValue`).
    public var toValue: AnimatableValue?
    /// The change the animation makes, when `fromValue` or `toValue` is missing.
    public var byValue: AnimatableValue?

    /// Makes an animation of the property at `keyPath` (Core Animation's spelling, such as
    /// `"position.x"`).
    public override init(keyPath: String?) {
        super.init(keyPath: keyPath)
    }

    /// Makes an animation of `keyPath` from one value to another over `duration` seconds.
    public convenience init(keyPath: String, from: AnimatableValue? = nil, to: AnimatableValue? = nil, duration: Double) {
        self.init(keyPath: keyPath)
        fromValue = from
        toValue = to
        self.duration = duration
    }

    /// Makes a copy of `other`, a basic animation.
    public required init(copying other: Animation) {
        let other = other as? BasicAnimation
        fromValue = other?.fromValue
        toValue = other?.toValue
        byValue = other?.byValue
        super.init(copying: other ?? BasicAnimation(keyPath: nil))
    }

    override func makePlan(in storage: inout PlanStorage) -> AnimationPlan? {
        let numbers = [fromValue, toValue, byValue].allSatisfy { $0 == nil || $0?.number != nil }
        if numbers, let property, property.isScalar {
            return AnimationPlan(timing: timing, pacing: pacing, body: .scalar(ScalarPlan(
                property: property, isAdditive: isAdditive, isCumulative: isCumulative,
                from: fromValue?.number, to: toValue?.number, by: byValue?.number)))
        }
        if let property, let kind = property.pointKind {
            let pairs = [fromValue, toValue, byValue].map { $0.map(kind.pair) }
            if pairs.allSatisfy({ $0 == nil || $0! != nil }) {
                return AnimationPlan(timing: timing, pacing: pacing, body: .point(PointPlan(
                    property: property, isAdditive: isAdditive, isCumulative: isCumulative,
                    from: pairs[0] ?? nil, to: pairs[1] ?? nil, by: pairs[2] ?? nil)))
            }
        }
        return plan(.basic(from: fromValue, to: toValue, by: byValue), in: &storage)
    }
}
