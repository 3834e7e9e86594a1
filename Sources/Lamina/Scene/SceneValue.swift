/// Any value a scene document can hold, decoded without assuming its type.
///
/// Scene fields are decoded into this first and converted by hand, so that a value of the wrong
/// type gets the same message ("expected a number, found a string") whichever decoder (JSON,
/// YAML) read it, and so that animation values can be read once the key path says their kind.
public enum SceneValue: Hashable, Sendable, Decodable {
    /// `null`.
    case null
    /// A Boolean.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([SceneValue])
    /// Keys sorted, so that iteration is deterministic whatever order the decoder reports.
    case object([String: SceneValue])

    /// Reads any value.
    public init(from decoder: any Decoder) throws {
        if let tree = decoder as? SceneValueDecoder {
            self = tree.value
            return
        }
        // Structured values first: a YAML decoder happily reads a scalar as a string.
        if let keyed = try? decoder.container(keyedBy: SceneCodingKey.self) {
            var object: [String: SceneValue] = [:]
            for key in keyed.allKeys { object[key.stringValue] = try keyed.decode(SceneValue.self, forKey: key) }
            self = .object(object)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var array: [SceneValue] = []
            while !unkeyed.isAtEnd { array.append(try unkeyed.decode(SceneValue.self)) }
            self = .array(array)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? single.decode(Double.self) {
            // Yams reads the word `infinity` as a number; only YAML's own `.inf`/`.nan` should be.
            // A number written with digits that overflows (`1e400`) stays a number, so the
            // message says it is not finite rather than that it is a string.
            if !number.isFinite, let text = try? single.decode(String.self), !text.lowercased().hasSuffix(".inf"),
               text.lowercased() != ".nan", !text.contains(where: \.isNumber) {
                self = .string(text)
            } else {
                self = .number(number)
            }
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// "a number", "a string", ... for messages.
    public var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

/// A coding key for any string or index: scene objects are read with dynamic keys so that
/// unknown ones can be reported.
public struct SceneCodingKey: CodingKey, Hashable, Sendable {
    /// The key as a string.
    public var stringValue: String
    /// The index, for an array element.
    public var intValue: Int?

    /// Makes a key for an object member.
    public init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// Makes a key for an array element.
    public init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    /// Makes a key for an object member.
    public init(_ string: String) { self.init(stringValue: string) }
    /// Makes a key for an array element.
    public init(index: Int) { self.init(intValue: index) }
}

/// A coding path and the problem found there; thrown inside decoding and turned into a
/// `SceneError` by the loader.
struct SceneProblem: Error {
    var path: [any CodingKey]
    var message: String

    init(_ path: [any CodingKey], _ message: String) {
        self.path = path
        self.message = message
    }
}

extension Array where Element == any CodingKey {
    /// The path with one more key.
    func appending(_ key: String) -> [any CodingKey] { self + [SceneCodingKey(key)] }
    /// The path with one more index.
    func appending(index: Int) -> [any CodingKey] { self + [SceneCodingKey(index: index)] }
}
