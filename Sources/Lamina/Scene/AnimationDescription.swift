/// An animation in a scene document: `type` is `basic`, `keyframe`, `spring`, `group` or
/// `transition`, with Core Animation's key names (DESIGN.md §2).
///
/// Values (`fromValue`, `values`, ...) are read as the kind the key path holds, so a bad value
/// is reported where it is written. A transition's own type is `transitionType` (`type` already
/// names the animation class).
public struct AnimationDescription: Hashable, Sendable, Decodable {
    /// The kinds of animation a document can describe.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `BasicAnimation`, `KeyframeAnimation`, `SpringAnimation`, `AnimationGroup` and
        /// `Transition`.
        case basic, keyframe, spring, group, transition
    }

    /// Which kind of animation this is.
    public var type: Kind
    /// The key it is added under; `nil` means `"<keyPath>-<index>"`.
    public var key: String?
    /// The animated property; `nil` for groups and transitions, and for a value of an emitter's
    /// cell (`emitterCellKeyPath`).
    public var keyPath: AnimatableProperty?
    /// A key path into an emitter's cells (`emitterCells.NAME.KEY`, names alternating with
    /// `emitterCells` for nested cells), when that is what the document's `keyPath` names.
    public var emitterCellKeyPath: String?

    // Media timing.
    /// Seconds of the layer's time; 0 is the scene's start, not "now".
    public var beginTime = 0.0
    /// Seconds; 0 takes Core Animation's default (0.25, or a spring's settling duration).
    public var duration = 0.0
    /// How fast the animation's time runs relative to its layer's.
    public var speed = 1.0
    /// Seconds added to the animation's own time.
    public var timeOffset = 0.0
    /// How many times it plays; 0 is once.
    public var repeatCount = 0.0
    /// Seconds it repeats for; 0 is no repetition by time.
    public var repeatDuration = 0.0
    /// Whether each play runs forwards, then backwards.
    public var autoreverses = false
    /// What shows outside the active time.
    public var fillMode = FillMode.removed
    /// Whether the animation is removed when it ends.
    public var removedOnCompletion = true
    /// The pacing curve; `nil` is linear.
    public var timingFunction: TimingFunction?

    // Basic and spring.
    /// A basic or spring animation's start value.
    public var fromValue: AnimatableValue?
    /// A basic or spring animation's end value.
    public var toValue: AnimatableValue?
    /// A basic or spring animation's change.
    public var byValue: AnimatableValue?
    /// Whether the value is added to the model value.
    public var additive = false
    /// Whether repetitions build on the previous one's end value.
    public var cumulative = false
    /// Turns a `transform` or `sublayerTransform` animation's numbers into transforms; its values
    /// are then the function's input (a number, or three for `scale` and `translate`).
    public var valueFunction: ValueFunction?

    // Keyframe.
    /// A keyframe animation's values.
    public var values: [AnimatableValue]?
    /// A keyframe animation's key times, 0...1 fractions of its duration.
    public var keyTimes: [Double]?
    /// One curve per segment between key times.
    public var timingFunctions: [TimingFunction]?
    /// How values between key times are worked out.
    public var calculationMode = KeyframeAnimation.CalculationMode.linear
    /// A path a point moves along, instead of `values`.
    public var path: Path?
    /// Whether a layer moving along `path` turns to follow it.
    public var rotationMode: KeyframeAnimation.RotationMode?
    /// Kochanek-Bartels tension per keyframe, for cubic modes.
    public var tensionValues: [Double]?
    /// Kochanek-Bartels continuity per keyframe, for cubic modes.
    public var continuityValues: [Double]?
    /// Kochanek-Bartels bias per keyframe, for cubic modes.
    public var biasValues: [Double]?

    // Spring.
    /// A spring's mass.
    public var mass = 1.0
    /// A spring's stiffness.
    public var stiffness = 100.0
    /// A spring's damping.
    public var damping = 10.0
    /// A spring's initial velocity, in distances to travel per second.
    public var initialVelocity = 0.0

    // Group.
    /// A group's animations.
    public var animations: [AnimationDescription] = []

    // Transition.
    /// A transition's type.
    public var transitionType = Transition.Kind.fade
    /// A transition's subtype.
    public var subtype: Transition.Subtype?

    static let timingKeys: Set<String> = ["type", "key", "beginTime", "duration", "speed", "timeOffset", "repeatCount",
                                          "repeatDuration", "autoreverses", "fillMode", "removedOnCompletion", "timingFunction"]
    static let propertyKeys: Set<String> = ["keyPath", "additive", "cumulative", "valueFunction"]
    static let basicKeys: Set<String> = ["fromValue", "toValue", "byValue"]
    static let keys: [Kind: Set<String>] = [
        .basic: timingKeys.union(propertyKeys).union(basicKeys),
        .keyframe: timingKeys.union(propertyKeys).union(["values", "keyTimes", "timingFunctions", "calculationMode",
                                                          "path", "rotationMode", "tensionValues",
                                                          "continuityValues", "biasValues"]),
        .spring: timingKeys.union(propertyKeys).union(basicKeys).union(["mass", "stiffness", "damping", "initialVelocity"]),
        .group: timingKeys.union(["animations"]),
        .transition: timingKeys.union(["transitionType", "subtype"]),
    ]

    /// Reads an animation from a scene document; errors name the key path.
    public init(from decoder: any Decoder) throws {
        typealias C = SceneConvert
        let f = try SceneFields(decoder, what: "an animation")
        type = try f.required("type") { try C.choice($0, $1, "animation type") }
        let kind = type
        try f.rejectUnknownKeys(Self.keys[kind]!) { key in
            let owners = Kind.allCases.filter { Self.keys[$0]!.contains(key) }.map(\.rawValue)
            return owners.isEmpty ? nil : "'\(key)' is not a key of a \(kind.rawValue) animation (only of \(owners.joined(separator: ", ")))"
        }
        key = try f.optional("key", C.string)
        try decodeTiming(f)
        switch type {
        case .basic, .spring, .keyframe:
            if let name = try f.value("keyPath").flatMap({ try? C.string($0, f.keyPath("keyPath")) }),
               AnimatableProperty(keyPath: name) == nil, let cellPath = EmitterCellKeyPath(name) {
                try decodeCellAnimation(f, name: name, cellPath: cellPath)
                break
            }
            let property = try f.required("keyPath", C.property)
            keyPath = property
            additive = try f.optional("additive", C.bool) ?? false
            cumulative = try f.optional("cumulative", C.bool) ?? false
            valueFunction = try f.optional("valueFunction") { try C.choice($0, $1, "value function") }
            if valueFunction != nil && property != .transform && property != .sublayerTransform {
                throw SceneProblem(f.keyPath("valueFunction"),
                                   "a value function makes transforms; '\(property.keyPath)' is not 'transform' or 'sublayerTransform'")
            }
            if type == .keyframe {
                // Values are read with the value function already read (a copy: `self` changes).
                let reader = self
                try decodeKeyframe(f, keyPath: property.keyPath, takesPath: property.takesMotionPath) {
                    try reader.animatableValue($0, $1, for: property)
                }
            } else {
                func value(_ v: SceneValue, _ p: [any CodingKey]) throws -> AnimatableValue {
                    try animatableValue(v, p, for: property)
                }
                fromValue = try f.optional("fromValue", value)
                toValue = try f.optional("toValue", value)
                byValue = try f.optional("byValue", value)
            }
            if type == .spring { try decodeSpring(f) }
        case .group:
            animations = try f.list("animations", of: AnimationDescription.self) ?? []
        case .transition:
            transitionType = try f.optional("transitionType") { try C.choice($0, $1, "transition type") } ?? .fade
            subtype = try f.optional("subtype") { try C.choice($0, $1, "transition subtype") }
        }
    }

    private mutating func decodeTiming(_ f: SceneFields) throws {
        typealias C = SceneConvert
        beginTime = try f.optional("beginTime", C.number) ?? 0
        duration = try f.optional("duration", C.nonNegative) ?? 0
        speed = try f.optional("speed", C.nonNegative) ?? 1
        timeOffset = try f.optional("timeOffset", C.number) ?? 0
        repeatCount = try f.optional("repeatCount", C.countOrInfinity) ?? 0
        repeatDuration = try f.optional("repeatDuration", C.countOrInfinity) ?? 0
        if f.has("repeatCount") && f.has("repeatDuration") {
            throw SceneProblem(f.keyPath("repeatDuration"), "give either repeatCount or repeatDuration, not both")
        }
        autoreverses = try f.optional("autoreverses", C.bool) ?? false
        fillMode = try f.optional("fillMode") { try C.choice($0, $1, "fill mode") } ?? .removed
        removedOnCompletion = try f.optional("removedOnCompletion", C.bool) ?? true
        timingFunction = try f.optional("timingFunction", C.timingFunction)
    }

    private mutating func decodeSpring(_ f: SceneFields) throws {
        typealias C = SceneConvert
        mass = try f.optional("mass", C.positive) ?? 1
        stiffness = try f.optional("stiffness", C.positive) ?? 100
        damping = try f.optional("damping", C.nonNegative) ?? 10
        initialVelocity = try f.optional("initialVelocity", C.number) ?? 0
    }

    /// Reads an animation of an emitter cell's value: values of the key's kind (a number, a
    /// colour, or a Boolean for `enabled`), the rest as for any property animation.
    private mutating func decodeCellAnimation(_ f: SceneFields, name: String, cellPath: EmitterCellKeyPath) throws {
        typealias C = SceneConvert
        emitterCellKeyPath = name
        additive = try f.optional("additive", C.bool) ?? false
        cumulative = try f.optional("cumulative", C.bool) ?? false
        if f.has("valueFunction") {
            throw SceneProblem(f.keyPath("valueFunction"), "a value function makes transforms; '\(name)' is a value of an emitter's cell")
        }
        func value(_ v: SceneValue, _ p: [any CodingKey]) throws -> AnimatableValue {
            switch cellPath.key {
            case .number: .number(try C.number(v, p))
            case .color: .color(try C.nonNullColor(v, p))
            case .enabled: .bool(try C.bool(v, p))
            }
        }
        if type == .keyframe {
            try decodeKeyframe(f, keyPath: name, takesPath: false, read: value)
        } else {
            fromValue = try f.optional("fromValue", value)
            toValue = try f.optional("toValue", value)
            byValue = try f.optional("byValue", value)
        }
        if type == .spring { try decodeSpring(f) }
    }

    /// Checks that every key path (this one's and a group's children's) exists on a layer with
    /// `properties`: its kind has the property, or its emitter has the cell.
    func validateKeyPaths(on properties: LayerProperties, at codingPath: [any CodingKey]) throws {
        let kind = properties.kind
        if let keyPath { try SceneConvert.check(keyPath, on: kind, codingPath.appending("keyPath")) }
        if let emitterCellKeyPath, let cellPath = EmitterCellKeyPath(emitterCellKeyPath) {
            guard let emitter = properties.emitter else {
                throw SceneProblem(codingPath.appending("keyPath"),
                                   "key path '\(emitterCellKeyPath)' is a value of an emitter's cell, and this is a '\(kind.rawValue)' layer")
            }
            guard cellPath.value(in: emitter.emitterCells) != nil else {
                let names = cellPath.names.map { "'\($0)'" }.joined(separator: " in ")
                throw SceneProblem(codingPath.appending("keyPath"),
                                   "key path '\(emitterCellKeyPath)': this emitter has no cell named \(names)")
            }
        }
        for (index, child) in animations.enumerated() {
            try child.validateKeyPaths(on: properties, at: codingPath.appending("animations").appending(index: index))
        }
    }
}
