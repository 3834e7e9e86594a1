extension AnimationDescription {
    /// Reads and checks a keyframe animation's keys: values of the key path's kind, key times
    /// in 0...1, never decreasing, one per value, and one timing function per segment.
    mutating func decodeKeyframe(_ f: SceneFields, property: AnimatableProperty) throws {
        typealias C = SceneConvert
        calculationMode = try f.optional("calculationMode") { try C.choice($0, $1, "calculation mode") } ?? .linear
        rotationMode = try f.optional("rotationMode") { try C.choice($0, $1, "rotation mode") }
        if let pathValue = try f.value("path") {
            guard case .point = property.sampleValue else {
                throw SceneProblem(f.keyPath("path"), "a keyframe path needs a point key path such as 'position', not '\(property.keyPath)'")
            }
            path = try PathDescription(pathValue, f.keyPath("path")).path
        }
        if let raw = try f.value("values") {
            guard case .array(let items) = raw else { throw C.mismatch("a list of values", raw, f.keyPath("values")) }
            values = try items.enumerated().map { index, item in
                try C.animatableValue(item, f.keyPath("values").appending(index: index), for: property)
            }
        }
        let count = values?.count ?? 0
        if path == nil && count == 0 {
            throw SceneProblem(f.has("values") ? f.keyPath("values") : f.path, "a keyframe animation needs at least one value (or a path)")
        }
        if let times = try f.optional("keyTimes", { try C.numbers($0, $1) }) {
            let timesPath = f.keyPath("keyTimes")
            if path == nil && times.count != count {
                throw SceneProblem(timesPath, "\(times.count) key time\(times.count == 1 ? "" : "s") for \(count) value\(count == 1 ? "" : "s")")
            }
            for (index, time) in times.enumerated() {
                guard (0...1).contains(time) else {
                    throw SceneProblem(timesPath.appending(index: index), "key time \(C.format(time)) is outside 0...1")
                }
                if index > 0 && time < times[index - 1] {
                    throw SceneProblem(timesPath.appending(index: index),
                                       "key times must not decrease (\(C.format(time)) after \(C.format(times[index - 1])))")
                }
            }
            keyTimes = times
        }
        if let raw = try f.value("timingFunctions") {
            let functionsPath = f.keyPath("timingFunctions")
            guard case .array(let items) = raw else { throw C.mismatch("a list of timing functions", raw, functionsPath) }
            if path == nil && items.count != count - 1 {
                throw SceneProblem(functionsPath, "\(items.count) timing function\(items.count == 1 ? "" : "s") for \(count) value\(count == 1 ? "" : "s") (expected \(count - 1), one per segment)")
            }
            timingFunctions = try items.enumerated().map { try C.timingFunction($1, functionsPath.appending(index: $0)) }
        }
    }

    /// The Lamina animation this describes.
    public func makeAnimation() -> Animation {
        let animation: Animation
        switch type {
        case .basic, .spring:
            let basic = type == .spring ? SpringAnimation(keyPath: keyPath?.keyPath) : BasicAnimation(keyPath: keyPath?.keyPath)
            basic.fromValue = fromValue
            basic.toValue = toValue
            basic.byValue = byValue
            if let spring = basic as? SpringAnimation {
                spring.mass = mass
                spring.stiffness = stiffness
                spring.damping = damping
                spring.initialVelocity = initialVelocity
            }
            animation = basic
        case .keyframe:
            let keyframe = KeyframeAnimation(keyPath: keyPath?.keyPath)
            keyframe.values = values
            keyframe.keyTimes = keyTimes
            keyframe.timingFunctions = timingFunctions
            keyframe.calculationMode = calculationMode
            keyframe.path = path
            keyframe.rotationMode = rotationMode
            animation = keyframe
        case .group:
            let group = AnimationGroup()
            group.animations = animations.map { $0.makeAnimation() }
            animation = group
        case .transition:
            let transition = Transition()
            transition.type = transitionType
            transition.subtype = subtype
            animation = transition
        }
        if let property = animation as? PropertyAnimation {
            property.isAdditive = additive
            property.isCumulative = cumulative
        }
        animation.beginTime = beginTime
        animation.duration = duration
        animation.speed = speed
        animation.timeOffset = timeOffset
        animation.repeatCount = repeatCount
        animation.repeatDuration = repeatDuration
        animation.autoreverses = autoreverses
        animation.fillMode = fillMode
        animation.isRemovedOnCompletion = removedOnCompletion
        animation.timingFunction = timingFunction
        return animation
    }

    /// The key the animation is added under: `key`, or `"<keyPath>-<index>"` (`"<type>-<index>"`
    /// for groups and transitions).
    public func resolvedKey(index: Int) -> String {
        key ?? "\(keyPath?.keyPath ?? type.rawValue)-\(index)"
    }
}
