import Foundation

/// A JSON value whose objects keep their keys in the order given, written pretty-printed with a
/// two-space indent. Foundation's encoder sorts or scrambles keys; reports need a stable,
/// readable order.
///
/// Numbers are rounded to 6 decimals when written, so `0.1 + 0.2` prints as `0.3`, and whole
/// numbers print without a fraction (`1`, not `1.0`).
public enum OrderedJSON: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, printed rounded to 6 decimals.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([OrderedJSON])
    /// An object, its members in order.
    case object([Member])

    /// One key and value of an object.
    public struct Member: Hashable, Sendable {
        /// The member's key.
        public var key: String
        /// The member's value.
        public var value: OrderedJSON
        /// Makes a member.
        public init(_ key: String, _ value: OrderedJSON) {
            self.key = key
            self.value = value
        }
    }

    /// An object from key-value pairs, in order.
    public static func object(_ pairs: KeyValuePairs<String, OrderedJSON>) -> OrderedJSON {
        .object(pairs.map { Member($0.key, $0.value) })
    }

    /// An array of numbers.
    public static func numbers(_ values: [Double]) -> OrderedJSON { .array(values.map { .number($0) }) }

    /// A string, or `null` for `nil`.
    public static func optional(_ value: String?) -> OrderedJSON { value.map { .string($0) } ?? .null }

    /// The text, pretty-printed; arrays of scalars stay on one line (`[1, 0, 0, 1]`).
    public func rendered() -> String {
        rendered(indent: 0)
    }

    /// The text as it is written `indent` levels deep inside a larger document: nested lines
    /// are indented by that many levels more; the first line is not (it follows a key).
    func rendered(indent: Int) -> String {
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n)
        case .string(let s): out += Self.quote(s)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
            } else if items.allSatisfy(\.isScalar) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    item.write(to: &out, indent: indent)
                }
                out += "]"
            } else {
                let pad = String(repeating: "  ", count: indent + 1)
                out += "[\n"
                for (i, item) in items.enumerated() {
                    out += pad
                    item.write(to: &out, indent: indent + 1)
                    out += i == items.count - 1 ? "\n" : ",\n"
                }
                out += String(repeating: "  ", count: indent) + "]"
            }
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            let pad = String(repeating: "  ", count: indent + 1)
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += pad + Self.quote(member.key) + ": "
                member.value.write(to: &out, indent: indent + 1)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// A number rounded to 6 decimals; whole numbers without a fraction; non-finite as `null`
    /// (JSON has no infinity).
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        var rounded = (n * 1e6).rounded() / 1e6
        if abs(n) >= 1e15 { rounded = n }  // too big to scale without overflow noise
        if rounded == 0 { return "0" }  // also turns -0 into 0
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
