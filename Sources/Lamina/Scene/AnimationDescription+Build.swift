extension AnimatableProperty {
    /// Whether a keyframe animation of this property may follow a `path` (a point property).
    var takesMotionPath: Bool {
        if case .point = sampleValue { return true }
        return false
    }
}

extension AnimationDescription {
    /// A value of the key path's kind, or, with a value function, the function's input: a
    /// number, or three numbers for `scale` and `translate`.
    func animatableValue(_ value: SceneValue, _ path: [any CodingKey], for property: AnimatableProperty) throws
        -> AnimatableValue {
        guard let valueFunction else { return try SceneConvert.animatableValue(value, path, for: property) }
        if valueFunction.takesThreeValues { return .numbers(try SceneConvert.numbers(value, path, count: 3)) }
        return .number(try SceneConvert.number(value, path))
    }

    /// Reads and checks a keyframe animation's keys: values of the key path's kind (or a path for
    /// a point key path), key times in 0...1 that never decrease, and counts as Core Animation
    /// reads them (`checkKeyframeCounts`).
    /// `read` reads one value of the key path's kind; only a point key path (`takesPath`) may
    /// have a `path`.
    mutating func decodeKeyframe(_ f: SceneFields, keyPath: String, takesPath: Bool,
                                 read: (SceneValue, [any CodingKey]) throws -> AnimatableValue) throws {
        typealias C = SceneConvert
        calculationMode = try f.optional("calculationMode") { try C.choice($0, $1, "calculation mode") } ?? .linear
        rotationMode = try f.optional("rotationMode") { try C.choice($0, $1, "rotation mode") }
        if let pathValue = try f.value("path") {
            guard takesPath else {
                throw SceneProblem(f.keyPath("path"), "a keyframe path needs a point key path such as 'position', not '\(keyPath)'")
            }
            let parsed = try PathDescription(pathValue, f.keyPath("path")).path
            guard MotionPlan.keyframeCount(of: parsed) > 0 else {
                throw SceneProblem(f.keyPath("path"), "a keyframe path needs at least one line or curve")
            }
            path = parsed
        }
        if rotationMode != nil && path == nil {
            throw SceneProblem(f.keyPath("rotationMode"), "rotationMode turns a layer along a path; this animation has no 'path'")
        }
        if let raw = try f.value("values") {
            guard case .array(let items) = raw else { throw C.mismatch("a list of values", raw, f.keyPath("values")) }
            values = try items.enumerated().map { index, item in
                try read(item, f.keyPath("values").appending(index: index))
            }
        }
        if path == nil && (values?.count ?? 0) == 0 {
            throw SceneProblem(f.has("values") ? f.keyPath("values") : f.path, "a keyframe animation needs at least one value (or a path)")
        }
        if let times = try f.optional("keyTimes", { try C.numbers($0, $1) }) {
            let timesPath = f.keyPath("keyTimes")
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
            timingFunctions = try items.enumerated().map { try C.timingFunction($1, functionsPath.appending(index: $0)) }
        }
        tensionValues = try f.optional("tensionValues") { try C.numbers($0, $1) }
        continuityValues = try f.optional("continuityValues") { try C.numbers($0, $1) }
        biasValues = try f.optional("biasValues") { try C.numbers($0, $1) }
        try checkKeyframeCounts(f)
    }

    /// Counts as Core Animation reads them. With `n` keyframes (values, or a path's vertices: its
    /// start and each segment's end), `keyTimes` has `n` entries, or in `discrete` mode `n + 1`
    /// (Apple's form) or `n` (the last value holding to the end: the count tells them apart);
    /// `timingFunctions` has `n − 1`, one per segment. The paced modes ignore both, as Apple's do.
    /// Tension, continuity and bias shape only the cubic modes' curve through values, one at most
    /// per value.
    private func checkKeyframeCounts(_ f: SceneFields) throws {
        let onPath = path != nil
        let count = path.map(MotionPlan.keyframeCount(of:)) ?? values?.count ?? 0
        let what = onPath ? "path vertices" : "values"
        func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        let described = onPath ? "a path of \(count) \(count == 1 ? "vertex" : "vertices")" : plural(count, "value")
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        if let times = keyTimes, !paced {
            if calculationMode == .discrete {
                if times.count != count && times.count != count + 1 {
                    throw SceneProblem(f.keyPath("keyTimes"), "\(plural(times.count, "key time")) for \(described) in discrete mode (expected \(count + 1): one more than the \(what), each held until the next key time)")
                }
            } else if times.count != count {
                throw SceneProblem(f.keyPath("keyTimes"), "\(plural(times.count, "key time")) for \(described)\(onPath ? " (expected \(count), one per vertex)" : "")")
            }
        }
        if let functions = timingFunctions, !paced, functions.count != count - 1 {
            throw SceneProblem(f.keyPath("timingFunctions"), "\(plural(functions.count, "timing function")) for \(described) (expected \(count - 1), one per segment)")
        }
        for (key, list) in [("tensionValues", tensionValues), ("continuityValues", continuityValues), ("biasValues", biasValues)] {
            guard let list else { continue }
            guard calculationMode == .cubic || calculationMode == .cubicPaced else {
                throw SceneProblem(f.keyPath(key), "\(key) shape only the cubic and cubicPaced modes (calculationMode is '\(calculationMode.rawValue)')")
            }
            guard !onPath else {
                throw SceneProblem(f.keyPath(key), "\(key) shape the curve through 'values'; a path's own curves are followed")
            }
            if list.count > count {
                throw SceneProblem(f.keyPath(key), "\(list.count) \(key) for \(described) (at most one per value)")
            }
        }
    }

    /// The Lamina animation this describes.
    public func makeAnimation() -> Animation {
        let animation: Animation
        switch type {
        case .basic, .spring:
            let basic = type == .spring ? SpringAnimation(keyPath: keyPath?.keyPath ?? emitterCellKeyPath)
                : BasicAnimation(keyPath: keyPath?.keyPath ?? emitterCellKeyPath)
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
            let keyframe = KeyframeAnimation(keyPath: keyPath?.keyPath ?? emitterCellKeyPath)
            keyframe.values = values
            keyframe.keyTimes = keyTimes
            keyframe.timingFunctions = timingFunctions
            keyframe.calculationMode = calculationMode
            keyframe.path = path
            keyframe.rotationMode = rotationMode
            keyframe.tensionValues = tensionValues
            keyframe.continuityValues = continuityValues
            keyframe.biasValues = biasValues
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
            property.valueFunction = valueFunction
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
        key ?? "\(keyPath?.keyPath ?? emitterCellKeyPath ?? type.rawValue)-\(index)"
    }
}
