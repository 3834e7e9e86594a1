import Foundation

/// A dotLottie theme (`t/<id>.json`): rules, each setting one slot of the animation. A rule has
/// the slot's `id`, a `type` (`Color`, `Scalar`, `Position`, `Vector`, `Gradient`, `Image`,
/// `Text`), a `value` or `keyframes` (`frame`, `value`, `inTangent`, `outTangent`, `hold`), and
/// optionally the `animations` it is limited to.
struct DotLottieTheme {
    let json: LottieJSON

    /// The rules for `animation` as Lottie properties by slot id. Image and text rules are
    /// refused with a message naming them (they set assets and documents, not properties).
    func slots(forAnimation animation: String) throws -> [String: LottieJSON] {
        var result: [String: LottieJSON] = [:]
        for rule in try json.object().required("rules").array() {
            let rule = try rule.object()
            if let limited = try rule["animations"]?.array() {
                guard try limited.contains(where: { try $0.string() == animation }) else { continue }
            }
            guard let id = try rule.string("id") else { throw rule.error("a rule needs an \"id\" (the slot it sets)") }
            let type = try rule.string("type") ?? ""
            guard ["Color", "Scalar", "Position", "Vector", "Gradient"].contains(type) else {
                throw (rule["type"] ?? rule).error("rule type \"\(type)\" is not supported (Color, Scalar, Position, Vector and Gradient are)")
            }
            let property: [String: Any]
            if let keyframes = rule["keyframes"] {
                property = ["a": 1, "k": try keyframes.array().map { try keyframe($0, type: type) }]
            } else {
                property = ["a": 0, "k": try value(rule.required("value"), type: type)]
            }
            result[id] = LottieJSON(value: property, path: rule.path, fileName: json.fileName)
        }
        return result
    }

    private func keyframe(_ json: LottieJSON, type: String) throws -> [String: Any] {
        let object = try json.object()
        var keyframe: [String: Any] = ["t": try object.required("frame").number(), "s": try value(object.required("value"), type: type)]
        if try object.bool("hold") { keyframe["h"] = 1 }
        func tangent(_ key: String, _ fallback: Double) throws -> [String: Any] {
            guard let t = object[key] else { return ["x": [fallback], "y": [fallback]] }
            return ["x": try t.required("x").numbers(), "y": try t.required("y").numbers()]
        }
        keyframe["o"] = try tangent("outTangent", 0)
        keyframe["i"] = try tangent("inTangent", 1)
        return keyframe
    }

    /// A rule's value as the Lottie property's `k`: numbers, or a gradient's colour and
    /// opacity stops from `[{"offset": 0, "color": [r, g, b, a]}, ...]`.
    private func value(_ json: LottieJSON, type: String) throws -> Any {
        if type == "Gradient", let stops = json.value as? [Any], stops.first is [String: Any] {
            var colors: [Double] = [], alphas: [Double] = []
            for stop in try json.array() {
                let stop = try stop.object()
                let offset = try stop.required("offset").number(), color = try stop.required("color").numbers()
                guard color.count >= 3 else { throw stop["color"]!.error("expected [r, g, b] or [r, g, b, a]") }
                colors += [offset] + color.prefix(3)
                alphas += [offset, color.count > 3 ? color[3] : 1]
            }
            return colors + alphas
        }
        if json.isArray { return try json.numbers() }
        return try json.number()
    }
}
