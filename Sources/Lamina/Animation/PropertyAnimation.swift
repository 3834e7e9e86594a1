/// An animation of one layer property named by a key path (`CAPropertyAnimation`).
open class PropertyAnimation: Animation {
    /// Core Animation's key path (`"strokeEnd"`, `"transform.rotation.z"`); an unknown key path
    /// animates nothing (scene documents reject it with a message).
    public var keyPath: String? {
        didSet {
            property = keyPath.flatMap(AnimatableProperty.init(keyPath:))
            cellKeyPath = property == nil ? keyPath.flatMap(EmitterCellKeyPath.init) : nil
        }
    }
    /// The value is added to the value beneath it instead of replacing it.
    public var isAdditive = false
    /// Each repeat starts where the previous one ended.
    public var isCumulative = false
    /// Turns the animation's numbers into a transform (`CAPropertyAnimation.valueFunction`),
    /// for `transform` and `sublayerTransform`; ignored for other key paths. `nil` by default.
    public var valueFunction: ValueFunction?

    /// The parsed key path.
    public private(set) var property: AnimatableProperty?
    /// The parsed key path when it names a value of an emitter's cell
    /// (`emitterCells.NAME.birthRate`), which `AnimatableProperty` does not list.
    private(set) var cellKeyPath: EmitterCellKeyPath?

    /// Makes an animation of the property at `keyPath`, in Core Animation's spelling (`"opacity"`,
    /// `"transform.rotation.z"`).
    public init(keyPath: String?) {
        self.keyPath = keyPath
        self.property = keyPath.flatMap(AnimatableProperty.init(keyPath:))
        self.cellKeyPath = property == nil ? keyPath.flatMap(EmitterCellKeyPath.init) : nil
        super.init()
    }

    /// Makes an animation with no key path, as `CAPropertyAnimation()` does: run as an action
    /// (`Layer.actions`), it animates the action's key.
    public override convenience init() {
        self.init(keyPath: nil)
    }

    /// Makes a copy of `other`, a property animation.
    public required init(copying other: Animation) {
        let other = other as? PropertyAnimation
        keyPath = other?.keyPath
        property = other?.property
        cellKeyPath = other?.cellKeyPath
        isAdditive = other?.isAdditive ?? false
        isCumulative = other?.isCumulative ?? false
        valueFunction = other?.valueFunction
        super.init(copying: other ?? Animation())
    }

    /// Wraps a property plan with this animation's timing, or `nil` without a known key path.
    func plan(_ values: PropertyPlan.Values, in storage: inout PlanStorage) -> AnimationPlan? {
        guard let property else {
            guard let cellKeyPath, let plan = EmitterCellPlan(target: cellKeyPath, isAdditive: isAdditive,
                                                              isCumulative: isCumulative, values: values) else { return nil }
            return AnimationPlan(timing: timing, pacing: pacing, body: .cell(storage.keep(plan)))
        }
        let function = property == .transform || property == .sublayerTransform ? valueFunction : nil
        let plan = PropertyPlan(property: property, isAdditive: isAdditive, isCumulative: isCumulative, values: values,
                                valueFunction: function)
        return AnimationPlan(timing: timing, pacing: pacing, body: .property(storage.keep(plan)))
    }
}
