/// The keys of one scene object, read through a dynamic-key container so that unknown keys are
/// rejected and every value is converted with a message naming its path.
struct SceneFields {
    let container: KeyedDecodingContainer<SceneCodingKey>
    let path: [any CodingKey]
    let keys: Set<String>

    /// Reads the object at `decoder`; `what` names it in messages ("a layer", "an animation").
    init(_ decoder: any Decoder, what: String) throws {
        path = decoder.codingPath
        do {
            container = try decoder.container(keyedBy: SceneCodingKey.self)
        } catch {
            let found = (try? decoder.singleValueContainer().decode(SceneValue.self))?.typeDescription ?? "something else"
            throw SceneProblem(path, "expected \(what) (an object), found \(found)")
        }
        keys = Set(container.allKeys.map(\.stringValue))
    }

    /// Throws for the first key (alphabetically, for stable messages) not in `known`;
    /// `explain` may give a better message for a key that is known elsewhere.
    func rejectUnknownKeys(_ known: Set<String>, explain: (String) -> String? = { _ in nil }) throws {
        for key in keys.sorted() where !known.contains(key) {
            throw SceneProblem(path.appending(key), explain(key) ?? "unknown key '\(key)'\(NameSuggestion.didYouMean(key, in: known.sorted()))")
        }
    }

    func has(_ key: String) -> Bool { keys.contains(key) }

    func keyPath(_ key: String) -> [any CodingKey] { path.appending(key) }

    /// The raw value of `key`, or `nil` when absent.
    func value(_ key: String) throws -> SceneValue? {
        guard has(key) else { return nil }
        return try container.decode(SceneValue.self, forKey: SceneCodingKey(key))
    }

    /// The value of `key` converted by `convert`, or `nil` when absent.
    func optional<T>(_ key: String, _ convert: (SceneValue, [any CodingKey]) throws -> T) throws -> T? {
        guard let value = try value(key) else { return nil }
        return try convert(value, keyPath(key))
    }

    /// The value of `key` converted by `convert`; a missing key is an error.
    func required<T>(_ key: String, _ convert: (SceneValue, [any CodingKey]) throws -> T) throws -> T {
        guard let value = try value(key) else { throw SceneProblem(path, "missing key '\(key)'") }
        return try convert(value, keyPath(key))
    }

    /// A list of nested `Decodable` objects (layers, animations, actions), or `nil` when absent.
    ///
    /// Decoded directly: reading the whole list as a `SceneValue` first to check its type would
    /// visit every nested layer once per level above it (quadratic in the nesting depth).
    func list<T: Decodable>(_ key: String, of type: T.Type) throws -> [T]? {
        guard has(key) else { return nil }
        do {
            return try container.decode([T].self, forKey: SceneCodingKey(key))
        } catch let error as DecodingError {
            // Only a problem with the value itself (not a list) is reworded; errors inside it
            // carry longer paths.
            switch error {
            case .typeMismatch(_, let context) where context.codingPath.count == path.count + 1,
                 .valueNotFound(_, let context) where context.codingPath.count == path.count + 1:
                let found = (try? value(key))?.typeDescription ?? "something else"
                throw SceneProblem(keyPath(key), "expected a list, found \(found)")
            default:
                throw error
            }
        }
    }

    /// Whether `key` is present and `null`, without reading the value under it.
    func isNull(_ key: String) throws -> Bool {
        guard has(key) else { return false }
        return try container.decodeNil(forKey: SceneCodingKey(key))
    }

    /// A nested `Decodable` object, or `nil` when absent.
    func nested<T: Decodable>(_ key: String, as type: T.Type) throws -> T? {
        guard has(key) else { return nil }
        return try container.decode(T.self, forKey: SceneCodingKey(key))
    }
}
