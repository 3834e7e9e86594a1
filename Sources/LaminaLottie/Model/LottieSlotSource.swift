import Foundation
import Lamina

/// A Lottie file's JSON kept beside its parsed animation, with the archive's themes for it, so
/// that other slot values can be applied after loading (``LottieLayer/setTheme(_:)``,
/// ``LottieLayer/setSlot(_:_:)``): the file is parsed again with them, as at load.
struct LottieSlotSource {
    let data: Data
    let fileName: String
    let limits: Limits
    /// Each theme of the archive by id: its rules for this animation as slot properties, or why
    /// it cannot be read (reported when it is chosen).
    var themes: [String: Result<[String: LottieJSON], LottieError>] = [:]

    /// The animation parsed again with `theme`'s rules and `slots` on top (an unknown slot id
    /// or theme is an error, as at load).
    func animation(theme: String?, slots: [String: LottieSlotValue], keeping old: LottieAnimation) throws -> LottieAnimation {
        var properties: [String: LottieJSON] = [:]
        if let theme {
            guard let rules = themes[theme] else {
                let known = themes.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                throw LottieError(fileName: fileName, path: "", message: "no theme \"\(theme)\"; the archive has \(known.isEmpty ? "none" : known)")
            }
            properties = try rules.get()
        }
        for (id, value) in slots {
            guard old.slotIDs.contains(id) else {
                throw LottieError(fileName: fileName, path: "", message: "no slot \"\(id)\"; its slots are " + old.slotIDs.joined(separator: ", "))
            }
            properties[id] = LottieJSON(value: value.property, path: "", fileName: fileName)
        }
        var animation = try LottieAnimation(data: data, fileName: fileName, limits: limits, slotProperties: properties)
        animation.imageData = old.imageData
        animation.slotSource = self
        return animation
    }
}
