/// A `Decoder` over a `SceneValue` tree: scene types (`SceneDocument`, `LayerDescription`, ...)
/// decode from it as from Foundation's `JSONDecoder`, with the same coding paths and the same
/// kinds of `DecodingError`, so their messages do not change; but a `SceneValue` asked of it is
/// the value itself, not a round of failed container attempts (see `SceneJSONParser`).
struct SceneValueDecoder: Decoder {
    let value: SceneValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// A scene document's top-level layers, taken out of `value` (see ``decodeDocument(_:)``).
    let takenLayers: TakenList?

    init(_ value: SceneValue, codingPath: [any CodingKey] = [], takenLayers: TakenList? = nil) {
        self.value = value
        self.codingPath = codingPath
        self.takenLayers = takenLayers
    }

    /// Decodes `type` from the whole tree.
    static func decode<T: Decodable>(_ type: T.Type, from value: SceneValue) throws -> T {
        try SceneValueDecoder(value).decode(type)
    }

    /// A scene document from its tree, consumed: its top-level `layers` list is taken out of the
    /// tree, and each layer's values are released as soon as the layer is read, so a document
    /// of 100,000 layers never holds both its whole tree and its whole layer list.
    static func decodeDocument(_ tree: consuming SceneValue) throws -> SceneDocument {
        guard case .object(var members) = tree, case .array(let list)? = members["layers"] else {
            return try decode(SceneDocument.self, from: tree)
        }
        // The key stays (so it is still "present"), its list is held by the taken list alone.
        members["layers"] = .array([])
        tree = .object(members)
        let taken = TakenList(consume list, codingPath: [SceneCodingKey("layers")])
        return try SceneValueDecoder(tree, takenLayers: taken).decode(SceneDocument.self)
    }

    /// A list of values taken out of a tree, released one by one as they are decoded.
    final class TakenList {
        private var elements: [SceneValue]
        private let codingPath: [any CodingKey]

        init(_ elements: consuming [SceneValue], codingPath: [any CodingKey]) {
            self.elements = elements
            self.codingPath = codingPath
        }

        /// Every element as `type`, each released once decoded; errors name the element's path.
        func consume<T: Decodable>(as type: T.Type) throws -> [T] {
            var result: [T] = []
            result.reserveCapacity(elements.count)
            for index in elements.indices {
                let value = elements[index]
                elements[index] = .null
                result.append(try SceneValueDecoder(value, codingPath: codingPath + [SceneCodingKey(index: index)]).decode(type))
            }
            elements = []
            return result
        }
    }

    /// `value` as `type`: a `SceneValue` is taken as it is, anything else decodes itself.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == SceneValue.self { return value as! T }
        return try T(from: self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(Keyed(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([Any].self) }
        return Unkeyed(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    /// The error Foundation's decoder throws for `type` where `value` is: "Expected to decode X
    /// but found a string instead." (null is a missing value).
    func mismatch(_ type: Any.Type) -> DecodingError {
        if case .null = value {
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "Cannot get \(type) -- found null value instead"))
        }
        return .typeMismatch(type, .init(codingPath: codingPath,
                                         debugDescription: "Expected to decode \(type) but found \(value.typeDescription) instead."))
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [String: SceneValue]
        let codingPath: [any CodingKey]

        var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

        private func decoder(for key: Key) throws -> SceneValueDecoder {
            guard let value = members[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath,
                                                           debugDescription: "No value associated with key \(key.stringValue)."))
            }
            return SceneValueDecoder(value, codingPath: codingPath + [key])
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            if case .null = try decoder(for: key).value { return true }
            return false
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try decoder(for: key).decode(type)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try decoder(for: key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try decoder(for: key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { SceneValueDecoder(.object(members), codingPath: codingPath) }

        func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let elements: [SceneValue]
        let codingPath: [any CodingKey]
        var currentIndex = 0

        init(elements: [SceneValue], codingPath: [any CodingKey]) {
            self.elements = elements
            self.codingPath = codingPath
        }

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next(_ type: Any.Type) throws -> SceneValueDecoder {
            let key = SceneCodingKey(index: currentIndex)
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [key], debugDescription: "Unkeyed container is at end."))
            }
            defer { currentIndex += 1 }
            return SceneValueDecoder(elements[currentIndex], codingPath: codingPath + [key])
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, case .null = elements[currentIndex] else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try next(type).decode(type)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try next([String: Any].self).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next([Any].self).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder { try next(Any.self) }
    }

    private struct Single: SingleValueDecodingContainer {
        let decoder: SceneValueDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool {
            if case .null = decoder.value { return true }
            return false
        }

        func decode(_ type: Bool.Type) throws -> Bool {
            guard case .bool(let b) = decoder.value else { throw decoder.mismatch(type) }
            return b
        }

        func decode(_ type: String.Type) throws -> String {
            guard case .string(let s) = decoder.value else { throw decoder.mismatch(type) }
            return s
        }

        func decode(_ type: Double.Type) throws -> Double {
            guard case .number(let n) = decoder.value else { throw decoder.mismatch(type) }
            return n
        }

        func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

        func decode<T: BinaryInteger & Decodable>(integer type: T.Type) throws -> T {
            let n = try decode(Double.self)
            guard let exact = T(exactly: n) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                                                        debugDescription: "Number \(n) is not representable in Swift."))
            }
            return exact
        }

        func decode(_ type: Int.Type) throws -> Int { try decode(integer: type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try decode(integer: type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try decode(integer: type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try decode(integer: type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decode(integer: type) }
        func decode(_ type: UInt.Type) throws -> UInt { try decode(integer: type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(integer: type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(integer: type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(integer: type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(integer: type) }

        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
    }
}
