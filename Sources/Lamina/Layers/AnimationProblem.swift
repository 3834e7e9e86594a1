/// Why `Layer.addChecked(_:forKey:)` refused an animation: a key path Lamina does not animate,
/// a property this kind of layer does not have, or a value of the wrong kind.
///
///     do {
///         try dot.addChecked(BasicAnimation(keyPath: "opacty", from: 0, to: 1, duration: 1), forKey: "fade")
///     } catch {
///         print(error)  // animation 'fade': unknown key path 'opacty' (did you mean 'opacity'?)
///     }
public struct AnimationProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key the animation was to be added under, if any.
    public var key: String?
    /// Where in the animation: empty for the animation itself, `"animations[1]"` for a group's
    /// second animation.
    public var location: String
    /// What is wrong, naming the key path and the values involved.
    public var message: String

    /// Makes a problem with the animation's `key`, where in it (`location`, such as "toValue") and
    /// what is wrong.
    public init(key: String?, location: String = "", message: String) {
        self.key = key
        self.location = location
        self.message = message
    }

    /// The message, naming the animation and the place: "animation 'fade': unknown key path
    /// 'opacty' (did you mean 'opacity'?)".
    public var description: String {
        let subject = key.map { "animation '\($0)'" } ?? "animation"
        return location.isEmpty ? "\(subject): \(message)" : "\(subject), \(location): \(message)"
    }
}
