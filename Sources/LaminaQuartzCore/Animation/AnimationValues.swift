import Foundation
import Lamina

// Design note: Core Animation's values are `Any?`, Lamina's are typed (`AnimatableValue`). The
// conversion happens once, when an animation is added, so a wrong kind is reported there with
// the field it came from, and the evaluator never sees an `Any`. Whether the kind suits the
// property (a colour for `opacity`) is then Lamina's `addChecked` rule, the same for every caller.

/// Converts Core Animation's `Any` values to Lamina's and back.
enum AnimationValues {
    /// The Lamina value for `value`, `nil` for `nil`; throws for a kind Lamina cannot animate.
    static func convert(_ value: Any?, at location: String) throws(ValueProblem) -> AnimatableValue? {
        guard let value else { return nil }
        if let converted = animatable(value) { return converted }
        throw ValueProblem(location: location, message: "a \(type(of: value)) is not a value Lamina can animate "
            + "(numbers, CGPoint, CGSize, CGRect, CATransform3D, CGColor, CGPath, Bool, String, or arrays of numbers or colours)")
    }

    /// The Lamina value for one Core Animation value, or `nil` for an unsupported kind.
    static func animatable(_ value: Any) -> AnimatableValue? {
        // Bool first: on Linux a Bool also casts to NSNumber.
        if type(of: value) == Bool.self, let flag = value as? Bool { return .bool(flag) }
        if let number = number(value) { return .number(number) }
        switch value {
        case let point as CGPoint: return .point(point.lamina)
        case let size as CGSize: return .size(size.lamina)
        case let rect as CGRect: return .rect(rect.lamina)
        case let transform as CATransform3D: return .transform(transform.lamina)
        case let color as CGColor: return .color(color.lamina)
        case let path as CGPath: return .path(path.path)
        case let string as String: return .string(string)
        case let value as NSValue: return nsValue(value)
        case let list as [Any]:
            if let numbers = list.map(number) as? [Double] { return .numbers(numbers) }
            if let colors = list.map({ ($0 as? CGColor)?.lamina }) as? [Lamina.Color] { return .colors(colors) }
            return nil
        default: return nil
        }
    }

    /// A number of any of Swift's numeric types or an `NSNumber`.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// A point, size or rectangle boxed in an `NSValue`.
    private static func nsValue(_ value: NSValue) -> AnimatableValue? {
        let type = String(cString: value.objCType)
        if type.hasPrefix("{CGPoint") || type.hasPrefix("{NSPoint") { return .point(value.pointValue.lamina) }
        if type.hasPrefix("{CGSize") || type.hasPrefix("{NSSize") { return .size(value.sizeValue.lamina) }
        if type.hasPrefix("{CGRect") || type.hasPrefix("{NSRect") { return .rect(value.rectValue.lamina) }
        return nil
    }

    /// The Core Animation value for a Lamina value: numbers as `CGFloat` (on Linux an
    /// `NSNumber` does not cast to `CGFloat`), colours as `CGColor`, lists as `[Any]`.
    static func any(_ value: AnimatableValue) -> Any? {
        switch value {
        case .number(let v): CGFloat(v)
        case .point(let v): CGPoint(v)
        case .size(let v): CGSize(v)
        case .rect(let v): CGRect(v)
        case .transform(let v): CATransform3D(v)
        case .color(let v): v.map(CGColor.init)
        case .path(let v): v.map(CGPath.init)
        case .bool(let v): v
        case .string(let v): v
        case .numbers(let v): v.map { CGFloat($0) } as [Any]
        case .colors(let v): v.map(CGColor.init) as [Any]
        }
    }
}
