extension SceneConvert {
    /// A value for `property`, of the kind its `sampleValue` has: a number, a point `[x, y]`, a
    /// size `[w, h]`, a rectangle `[x, y, w, h]`, a transform, a colour, a path, a Boolean, a
    /// string, a list of numbers or a list of colours.
    static func animatableValue(_ value: SceneValue, _ path: CodingPath, for property: AnimatableProperty) throws -> AnimatableValue {
        let converted: AnimatableValue
        do {
            converted = try valueOfKind(value, path, for: property)
        } catch var problem as SceneProblem {
            // Say which property wanted the value: "for 'strokeEnd'".
            if problem.path.count == path.count { problem.message += " (for '\(property.keyPath)')" }
            throw problem
        }
        // A value of the right kind may still be one the property does not take (a string that
        // names no compositing filter): the property's own setter decides.
        var probe = LayerProperties(kind: property.requiredKind ?? .layer)
        guard property.set(converted, in: &probe) else {
            let found = if case .string(let s) = value { "'\(s)'" } else { value.typeDescription }
            throw SceneProblem(path, "\(found) is not a value '\(property.keyPath)' takes")
        }
        return converted
    }

    private static func valueOfKind(_ value: SceneValue, _ path: CodingPath, for property: AnimatableProperty) throws -> AnimatableValue {
        switch property.sampleValue {
        case .number: return .number(try number(value, path))
        case .point: return .point(try point(value, path))
        case .size: return .size(try size(value, path))
        case .rect: return .rect(try rect(value, path))
        case .transform: return .transform(try transform(value, path))
        case .color: return .color(try color(value, path))
        case .path:
            if case .null = value { return .path(nil) }
            return .path(try PathDescription(value, path).path)
        case .bool: return .bool(try bool(value, path))
        case .string: return .string(try optionalString(value, path))
        case .numbers:
            guard case .array = value else { throw mismatch("a list of numbers", value, path) }
            return .numbers(try numbers(value, path))
        case .colors: return .colors(try colors(value, path))
        }
    }

    /// A key path an animation or a transaction may target.
    static func property(_ value: SceneValue, _ path: CodingPath) throws -> AnimatableProperty {
        let name = try string(value, path)
        guard let property = AnimatableProperty(keyPath: name) else {
            throw SceneProblem(path, "unknown key path '\(name)'\(AnimatableProperty.didYouMean(name))")
        }
        return property
    }

    /// Checks that a layer of `kind` has `property`.
    static func check(_ property: AnimatableProperty, on kind: LayerKind, _ path: CodingPath) throws {
        guard let required = property.requiredKind, required != kind else { return }
        throw SceneProblem(path, "key path '\(property.keyPath)' is not valid for a '\(kind.rawValue)' layer (only '\(required.rawValue)' layers have it)")
    }
}
