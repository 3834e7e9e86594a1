import Foundation
import Lamina

/// An animation of one layer property named by a key path (`CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
    /// Core Animation's key path (`"opacity"`, `"transform.rotation.z"`).
    open var keyPath: String?
    /// Whether the value is added to the value beneath it.
    open var isAdditive = false
    /// Whether each repeat starts where the previous one ended.
    open var isCumulative = false
    /// Turns the animation's numbers into a transform, for `transform` and `sublayerTransform`
    /// animations (a rotation from 0 to 2π turns a whole turn).
    open var valueFunction: CAValueFunction?

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    /// Copies the timing and the property settings into a Lamina property animation.
    func applyProperty(to animation: Lamina.PropertyAnimation) {
        applyTiming(to: animation)
        animation.isAdditive = isAdditive
        animation.isCumulative = isCumulative
        animation.valueFunction = valueFunction?.function
    }
}

/// The name of a value function (`CAValueFunctionName`).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// The constant with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The constant with this raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// A function from an animation's numbers to a transform (`CAValueFunction`): one number for the
/// rotations and one-axis functions, three (`[x, y, z]`) for `scale` and `translate`.
open class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName
    let function: Lamina.ValueFunction

    /// The function named `name`; `nil` for a name that is not one of the constants.
    public init?(name: CAValueFunctionName) {
        guard let function = Lamina.ValueFunction(rawValue: name.rawValue) else { return nil }
        self.name = name
        self.function = function
    }
}
