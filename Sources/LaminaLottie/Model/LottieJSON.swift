import Foundation

/// A value of the parsed JSON with the path that reached it, so every type error names where it
/// is (`layers[3].ks.p.k[2].s`). Reading never traps: a wrong type throws ``LottieError``.
struct LottieJSON {
    let value: Any
    let path: String
    let fileName: String

    init(value: Any, path: String, fileName: String) {
        self.value = value
        self.path = path
        self.fileName = fileName
    }

    func error(_ message: String) -> LottieError {
        LottieError(fileName: fileName, path: path, message: message)
    }

    /// The member `key`, or nil when absent or `null`.
    subscript(key: String) -> LottieJSON? {
        guard let object = value as? [String: Any], let member = object[key], !(member is NSNull) else { return nil }
        return LottieJSON(value: member, path: path.isEmpty ? key : "\(path).\(key)", fileName: fileName)
    }

    var isObject: Bool { value is [String: Any] }
    var isArray: Bool { value is [Any] }

    func object() throws -> LottieJSON {
        guard isObject else { throw error("expected an object, found \(typeName)") }
        return self
    }

    func array() throws -> [LottieJSON] {
        guard let items = value as? [Any] else { throw error("expected a list, found \(typeName)") }
        return items.enumerated().map { LottieJSON(value: $0.element, path: "\(path)[\($0.offset)]", fileName: fileName) }
    }

    func number() throws -> Double {
        if let n = Self.number(value) { return n }
        // A one-element list stands for its number in many exporters' output.
        if let items = value as? [Any], items.count == 1, let n = Self.number(items[0]) { return n }
        throw error("expected a number, found \(typeName)")
    }

    func numbers() throws -> [Double] {
        if let n = Self.number(value) { return [n] }
        guard let items = value as? [Any] else { throw error("expected a list of numbers, found \(typeName)") }
        var result: [Double] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard let n = Self.number(item) else {
                throw LottieJSON(value: item, path: "\(path)[\(index)]", fileName: fileName)
                    .error("expected a number, found \(LottieJSON.typeName(of: item))")
            }
            result.append(n)
        }
        return result
    }

    func string() throws -> String {
        guard let s = value as? String else { throw error("expected a string, found \(typeName)") }
        return s
    }

    func bool() throws -> Bool {
        if let n = Self.number(value) { return n != 0 }
        if let b = value as? Bool { return b }
        throw error("expected true or false, found \(typeName)")
    }

    // Optional members, typed when present.
    func number(_ key: String) throws -> Double? { try self[key]?.number() }
    func number(_ key: String, default fallback: Double) throws -> Double { try self[key]?.number() ?? fallback }
    func string(_ key: String) throws -> String? { try self[key]?.string() }
    func bool(_ key: String) throws -> Bool { try self[key]?.bool() ?? false }
    func int(_ key: String) throws -> Int? {
        guard let n = try number(key) else { return nil }
        guard n.isFinite, abs(n) < 1e9 else { throw self[key]!.error("expected a whole number, found \(n)") }
        return Int(n)
    }

    func required(_ key: String) throws -> LottieJSON {
        guard let member = self[key] else { throw error("missing \"\(key)\"") }
        return member
    }

    var typeName: String { Self.typeName(of: value) }

    static func typeName(of value: Any) -> String {
        switch value {
        case is String: "string"
        case is [Any]: "list"
        case is [String: Any]: "object"
        case is NSNull: "null"
        case is NSNumber, is Double, is Int, is Bool: "number"
        default: "\(type(of: value))"
        }
    }

    static func number(_ value: Any) -> Double? {
        if let d = value as? Double { return d.isFinite ? d : nil }
        if let i = value as? Int { return Double(i) }
        if let n = value as? NSNumber { return n.doubleValue.isFinite ? n.doubleValue : nil }
        return nil
    }
}
