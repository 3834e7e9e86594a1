/// A layer's attached animations as a scene document's `animations` (the inverse of
/// `AnimationDescription`): each with its `type`, its key, and the keys whose values differ from
/// Core Animation's defaults, values spelt as the document reads them for the key path.
///
/// What the format has no key for is left out: a transition's `startProgress` and `endProgress`,
/// a spring's `allowsOverdamping`, delegates and completions.
extension SceneWriter {
    /// The animations of `layer`, in the order they were added, or `nil` when it has none.
    static func animationsJSON(of layer: Layer) -> OrderedJSON? {
        let entries = layer.animations
        guard !entries.isEmpty else { return nil }
        return .array(entries.map { json(for: $0.animation, key: $0.key) })
    }

    /// One animation: `type` and `key`, its media timing, then the keys of its kind.
    public static func json(for animation: Animation, key: String? = nil) -> OrderedJSON {
        var m: [OrderedJSON.Member] = []
        func put(_ name: String, _ value: OrderedJSON, if differs: Bool = true) {
            if differs { m.append(.init(name, value)) }
        }
        let kind: AnimationDescription.Kind = switch animation {
        case is SpringAnimation: .spring
        case is BasicAnimation: .basic
        case is KeyframeAnimation: .keyframe
        case is AnimationGroup: .group
        case is Transition: .transition
        default: .group
        }
        put("type", .string(kind.rawValue))
        put("key", .optional(key), if: key != nil)
        put("beginTime", .number(animation.beginTime), if: animation.beginTime != 0)
        put("duration", .number(animation.duration), if: animation.duration != 0)
        put("speed", .number(animation.speed), if: animation.speed != 1)
        put("timeOffset", .number(animation.timeOffset), if: animation.timeOffset != 0)
        put("repeatCount", count(animation.repeatCount), if: animation.repeatCount != 0)
        put("repeatDuration", count(animation.repeatDuration), if: animation.repeatDuration != 0 && animation.repeatCount == 0)
        put("autoreverses", .bool(true), if: animation.autoreverses)
        put("fillMode", .string(animation.fillMode.rawValue), if: animation.fillMode != .removed)
        put("removedOnCompletion", .bool(false), if: !animation.isRemovedOnCompletion)
        if let timing = animation.timingFunction { put("timingFunction", json(for: timing)) }

        if let property = animation as? PropertyAnimation {
            put("keyPath", .optional(property.keyPath), if: property.keyPath != nil)
            put("additive", .bool(true), if: property.isAdditive)
            put("cumulative", .bool(true), if: property.isCumulative)
            if let function = property.valueFunction { put("valueFunction", .string(function.rawValue)) }
        }
        switch animation {
        case let basic as BasicAnimation:
            if let from = basic.fromValue { put("fromValue", json(for: from)) }
            if let to = basic.toValue { put("toValue", json(for: to)) }
            if let by = basic.byValue { put("byValue", json(for: by)) }
            if let spring = basic as? SpringAnimation {
                put("mass", .number(spring.mass), if: spring.mass != 1)
                put("stiffness", .number(spring.stiffness), if: spring.stiffness != 100)
                put("damping", .number(spring.damping), if: spring.damping != 10)
                put("initialVelocity", .number(spring.initialVelocity), if: spring.initialVelocity != 0)
            }
        case let keyframe as KeyframeAnimation:
            if let values = keyframe.values { put("values", .array(values.map(json(for:)))) }
            if let times = keyframe.keyTimes { put("keyTimes", .numbers(times)) }
            if let functions = keyframe.timingFunctions { put("timingFunctions", .array(functions.map(json(for:)))) }
            put("calculationMode", .string(keyframe.calculationMode.rawValue), if: keyframe.calculationMode != .linear)
            if let path = keyframe.path { put("path", SceneCoding<Path?>.path.write(path)) }
            if let mode = keyframe.rotationMode { put("rotationMode", .string(mode.rawValue)) }
            if let values = keyframe.tensionValues { put("tensionValues", .numbers(values)) }
            if let values = keyframe.continuityValues { put("continuityValues", .numbers(values)) }
            if let values = keyframe.biasValues { put("biasValues", .numbers(values)) }
        case let group as AnimationGroup:
            put("animations", .array((group.animations ?? []).map { json(for: $0) }))
        case let transition as Transition:
            put("transitionType", .string(transition.type.rawValue), if: transition.type != .fade)
            if let subtype = transition.subtype { put("subtype", .string(subtype.rawValue)) }
        default:
            break
        }
        return .object(m)
    }

    /// A value as a document spells it for its kind: numbers, `[x, y]`, `[w, h]`,
    /// `[x, y, w, h]`, 16 numbers, a colour, `{"svg": ...}`, a Boolean or a string.
    static func json(for value: AnimatableValue) -> OrderedJSON {
        switch value {
        case .number(let n): .number(n)
        case .point(let p): SceneCoding<Point>.point.write(p)
        case .size(let s): SceneCoding<Size>.size.write(s)
        case .rect(let r): SceneCoding<Rect>.rect.write(r)
        case .transform(let t): SceneCoding<Transform3D>.transform.write(t)
        case .color(let c): color(c)
        case .path(let p): SceneCoding<Path?>.path.write(p)
        case .bool(let b): .bool(b)
        case .string(let s): .optional(s)
        case .numbers(let n): .numbers(n)
        case .colors(let c): .array(c.map(color))
        }
    }

    /// A timing function by its name when it has one, else its control points.
    static func json(for timing: TimingFunction) -> OrderedJSON {
        timing.name.map { .string($0) } ?? .numbers(timing.controlPoints)
    }

    /// A repeat count or duration: a number, or `"infinity"`.
    private static func count(_ value: Double) -> OrderedJSON {
        value.isInfinite ? .string("infinity") : .number(value)
    }
}
