/// An animation in a scene document: `type` is `basic`, `keyframe`, `spring`, `group` or
/// `transition`, with Core Animation's key names (DESIGN.md §2).
///
/// Values (`fromValue`, `values`, ...) are read as the kind the key path holds, so a bad value
/// is reported where it is written. A transition's own type is `transitionType` (`type` already
/// names the animation class).
public struct AnimationDescription: Hashable, Sendable, Decodable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case basic, keyframe, spring, group, transition
    }

    public var type: Kind
    /// The key it is added under; `nil` means `"<keyPath>-<index>"`.
    public var key: String?
    public var keyPath: AnimatableProperty?

    // Media timing.
    public var beginTime = 0.0
    public var duration = 0.0
    public var speed = 1.0
    public var timeOffset = 0.0
    public var repeatCount = 0.0
    public var repeatDuration = 0.0
    public var autoreverses = false
    public var fillMode = FillMode.removed
    public var removedOnCompletion = true
    public var timingFunction: TimingFunction?

    // Basic and spring.
    public var fromValue: AnimatableValue?
    public var toValue: AnimatableValue?
    public var byValue: AnimatableValue?
    public var additive = false
    public var cumulative = false

    // Keyframe.
    public var values: [AnimatableValue]?
    public var keyTimes: [Double]?
    public var timingFunctions: [TimingFunction]?
    public var calculationMode = KeyframeAnimation.CalculationMode.linear
    public var path: Path?
    public var rotationMode: KeyframeAnimation.RotationMode?
    public var tensionValues: [Double]?
    public var continuityValues: [Double]?
    public var biasValues: [Double]?

    // Spring.
    public var mass = 1.0
    public var stiffness = 100.0
    public var damping = 10.0
    public var initialVelocity = 0.0

    // Group.
    public var animations: [AnimationDescription] = []

    // Transition.
    public var transitionType = Transition.Kind.fade
    public var subtype: Transition.Subtype?

    static let timingKeys: Set<String> = ["type", "key", "beginTime", "duration", "speed", "timeOffset", "repeatCount",
                                          "repeatDuration", "autoreverses", "fillMode", "removedOnCompletion", "timingFunction"]
    static let propertyKeys: Set<String> = ["keyPath", "additive", "cumulative"]
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
            let property = try f.required("keyPath", C.property)
            keyPath = property
            additive = try f.optional("additive", C.bool) ?? false
            cumulative = try f.optional("cumulative", C.bool) ?? false
            if type == .keyframe {
                try decodeKeyframe(f, property: property)
            } else {
                func value(_ v: SceneValue, _ p: [any CodingKey]) throws -> AnimatableValue {
                    try C.animatableValue(v, p, for: property)
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

    /// Checks that every key path (this one's and a group's children's) exists on a layer of `kind`.
    func validateKeyPaths(on kind: LayerKind, at codingPath: [any CodingKey]) throws {
        if let keyPath { try SceneConvert.check(keyPath, on: kind, codingPath.appending("keyPath")) }
        for (index, child) in animations.enumerated() {
            try child.validateKeyPaths(on: kind, at: codingPath.appending("animations").appending(index: index))
        }
    }
}
