// Design note: the core imports nothing but Foundation, so it has no logging API to warn
// through, and a warning printed from a library is easy to miss. A typo is a programming error
// the caller can act on, so the check is a `throws` on a separate verb: `add` stays Core
// Animation's (which also animates nothing for an unknown key path), `addChecked` is the one
// that says why. The checks run once, when the animation is added, never per frame.

extension Layer {
    /// Adds a copy of `animation` like ``add(_:forKey:)``, after checking that it animates
    /// something: its key path is one Lamina animates, this kind of layer has that property,
    /// and every value (`fromValue`, `toValue`, `byValue`, keyframe `values`) is of the kind the
    /// property holds. A group's animations are checked one by one.
    ///
    ///     try ring.addChecked(BasicAnimation(.strokeEnd, from: 0, to: 1, duration: 2), forKey: "fill")
    ///
    /// - Throws: ``AnimationProblem`` naming the key path and the value; nothing is added then.
    public func addChecked(_ animation: Animation, forKey key: String?) throws(AnimationProblem) {
        if let problem = problem(with: animation, key: key, location: "") { throw problem }
        add(animation, forKey: key)
    }

    /// The first reason `animation` would animate nothing (or not what it says) on this layer,
    /// or `nil` when it is fine; what ``addChecked(_:forKey:)`` throws.
    public func problem(with animation: Animation, forKey key: String?) -> AnimationProblem? {
        problem(with: animation, key: key, location: "")
    }

    private func problem(with animation: Animation, key: String?, location: String) -> AnimationProblem? {
        func fail(_ message: String) -> AnimationProblem { AnimationProblem(key: key, location: location, message: message) }
        if let group = animation as? AnimationGroup {
            for (index, member) in (group.animations ?? []).enumerated() {
                let inner = location.isEmpty ? "animations[\(index)]" : "\(location).animations[\(index)]"
                if let problem = problem(with: member, key: key, location: inner) { return problem }
            }
            return nil
        }
        guard let animation = animation as? PropertyAnimation else { return nil }
        guard let keyPath = animation.keyPath else { return fail("no key path (nothing to animate)") }
        if animation.property == nil, let cellPath = animation.cellKeyPath {
            return cellProblem(cellPath, of: animation, fail: fail)
        }
        guard let property = animation.property else {
            let hint = Self.closestKeyPath(to: keyPath).map { " (did you mean '\($0)'?)" } ?? ""
            return fail("unknown key path '\(keyPath)'\(hint)")
        }
        let kind = type(of: self).kind
        if let required = property.requiredKind, required != kind {
            return fail("'\(keyPath)' is a property of \(Self.className(required)), and this layer is a \(Self.className(kind))")
        }
        if let function = animation.valueFunction, property == .transform || property == .sublayerTransform {
            // The values are the function's input, not transforms.
            let expected = function.takesThreeValues ? "three numbers" : "a number"
            for (field, value) in Self.values(of: animation) where function.transform(for: value) == nil {
                return fail("\(field): the value function '\(function.rawValue)' takes \(expected), not \(value.typeDescription)")
            }
            return nil
        }
        for (field, value) in Self.values(of: animation) {
            if let message = Self.mismatch(value, for: property, kind: kind) { return fail("\(field): \(message)") }
        }
        return nil
    }

    /// Why an animation of an emitter cell's value would animate nothing: this is no emitter,
    /// no cell has the names, or a value is of another kind than the cell's.
    private func cellProblem(_ path: EmitterCellKeyPath, of animation: PropertyAnimation,
                             fail: (String) -> AnimationProblem) -> AnimationProblem? {
        let keyPath = animation.keyPath ?? ""
        guard let emitter = properties.emitter else {
            return fail("'\(keyPath)' is a value of an emitter's cell, and this layer is a \(Self.className(type(of: self).kind))")
        }
        guard let current = path.value(in: emitter.emitterCells) else {
            let names = path.names.map { "'\($0)'" }.joined(separator: " in ")
            return fail("'\(keyPath)': this emitter has no cell named \(names)")
        }
        for (field, value) in Self.values(of: animation) {
            var probe = emitter.emitterCells
            if !path.set(value, in: &probe) {
                return fail("\(field): '\(keyPath)' takes \(current.typeDescription), not \(value.typeDescription)")
            }
        }
        return nil
    }

    /// The values an animation applies, named as their properties are.
    private static func values(of animation: PropertyAnimation) -> [(String, AnimatableValue)] {
        if let basic = animation as? BasicAnimation {
            return [("fromValue", basic.fromValue), ("toValue", basic.toValue), ("byValue", basic.byValue)]
                .compactMap { name, value in value.map { (name, $0) } }
        }
        if let keyframes = animation as? KeyframeAnimation {
            return (keyframes.values ?? []).enumerated().map { ("values[\($0.offset)]", $0.element) }
        }
        return []
    }

    /// Why `value` cannot be `property`'s, or `nil` when it can.
    private static func mismatch(_ value: AnimatableValue, for property: AnimatableProperty, kind: LayerKind) -> String? {
        let expected = property.sampleValue
        guard value.typeDescription == expected.typeDescription else {
            return "'\(property.keyPath)' takes \(expected.typeDescription), not \(value.typeDescription)"
        }
        // The right kind may still be a value the property does not take (a string naming no
        // compositing filter): the property's own setter decides, as for scene documents.
        var probe = LayerProperties(kind: property.requiredKind ?? kind)
        guard !property.set(value, in: &probe) else { return nil }
        let found = if case .string(let name?) = value { "'\(name)'" } else { value.typeDescription }
        return "\(found) is not a value '\(property.keyPath)' takes"
    }

    private static func className(_ kind: LayerKind) -> String {
        switch kind {
        case .layer: "Layer"
        case .shape: "ShapeLayer"
        case .replicator: "ReplicatorLayer"
        case .text: "TextLayer"
        case .gradient: "GradientLayer"
        case .transformLayer: "TransformLayer"
        case .emitter: "EmitterLayer"
        }
    }

    /// The animatable key path nearest to `keyPath`, if it is near enough to be a typo.
    static func closestKeyPath(to keyPath: String) -> String? {
        NameSuggestion.nearest(to: keyPath, in: AnimatableProperty.allCases.map(\.keyPath))
    }
}

extension AnimatableProperty {
    /// `; did you mean 'strokeEnd'?` for a mistyped key path, or an empty string.
    static func didYouMean(_ keyPath: String) -> String {
        NameSuggestion.didYouMean(keyPath, in: allCases.map(\.keyPath))
    }
}
