/// What Foundation's JSON parser lets through and a scene must not: a key given twice in one
/// object (the parser keeps one silently; YAML refuses it), a trailing comma, a number too large
/// for a `Double` (`1e400`, which the decoder then reports as the wrong type), and structure
/// nested deeper than ``Limits/nestingDepth`` (the decoder recurses once per level).
///
/// One forward pass over the bytes, before the decoder sees them; it reports the first of these
/// problems with its JSON path and line, and leaves every other syntax error to the parser,
/// whose messages already say where.
enum JSONStrictness {
    /// The first problem in `bytes`, or `nil` when there is none (or the text is not JSON at a
    /// point before one: the parser reports that).
    static func problem(in bytes: [UInt8], limits: Limits = .standard) -> (path: [any CodingKey], message: String)? {
        var scanner = Scanner(bytes: bytes, limits: limits)
        scanner.skipSpace()
        do {
            try scanner.value(depth: 0)
            return nil
        } catch let stop {
            guard case .problem(let message) = stop else { return nil }
            return (scanner.path, "\(message) (line \(scanner.line))")
        }
    }

    private enum Stop: Error {
        /// Not JSON here: the parser will say so.
        case malformed
        case problem(String)
    }

    private struct Scanner {
        let bytes: [UInt8]
        let limits: Limits
        var index = 0
        var path: [any CodingKey] = []

        init(bytes: [UInt8], limits: Limits) {
            self.bytes = bytes
            self.limits = limits
        }

        /// The 1-based line of the current position (only computed for a message).
        var line: Int { 1 + bytes[..<min(index, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let b = current, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { index += 1 }
        }

        mutating func value(depth: Int) throws(Stop) {
            guard let b = current else { throw .malformed }
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < limits.nestingDepth else {
                    throw .problem(LimitError(fileName: nil, what: "the levels of nesting",
                                              limit: limits.nestingDepth, remedy: LimitError.fixed).message)
                }
                if b == UInt8(ascii: "{") { try object(depth: depth + 1) } else { try array(depth: depth + 1) }
            case UInt8(ascii: "\""):
                _ = try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try number()
            default:
                // true, false, null: the parser checks the spelling.
                while let c = current, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c) { index += 1 }
            }
        }

        mutating func object(depth: Int) throws(Stop) {
            index += 1
            var keys = Set<ArraySlice<UInt8>>()
            skipSpace()
            if current == UInt8(ascii: "}") { index += 1; return }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\"") else { throw .malformed }
                let key = try string()
                path.append(SceneCodingKey(String(decoding: key, as: UTF8.self)))
                guard keys.insert(key).inserted else {
                    throw .problem("the key is given twice in one object (JSON keeps only one; remove the other)")
                }
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw .malformed }
                index += 1
                skipSpace()
                try value(depth: depth)
                path.removeLast()
                if try endOfItem(closing: UInt8(ascii: "}"), trailingComma: "a comma after the last member of an object") {
                    return
                }
            }
        }

        mutating func array(depth: Int) throws(Stop) {
            index += 1
            skipSpace()
            if current == UInt8(ascii: "]") { index += 1; return }
            var position = 0
            while true {
                skipSpace()
                path.append(SceneCodingKey(index: position))
                try value(depth: depth)
                path.removeLast()
                if try endOfItem(closing: UInt8(ascii: "]"), trailingComma: "a comma after the last element of a list") {
                    return
                }
                position += 1
            }
        }

        /// After a member or an element: `true` at the closing bracket (read past it), `false`
        /// after a comma that another item follows; a comma before the bracket is `trailingComma`.
        mutating func endOfItem(closing: UInt8, trailingComma: String) throws(Stop) -> Bool {
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipSpace()
                if current == closing { throw .problem(trailingComma) }
                return false
            case closing:
                index += 1
                return true
            default:
                throw .malformed
            }
        }

        static let numberBytes = Set("0123456789+-.eE".utf8)

        /// The raw bytes between the quotes (escapes left as written).
        mutating func string() throws(Stop) -> ArraySlice<UInt8> {
            index += 1
            let start = index
            while let b = current, b != UInt8(ascii: "\"") {
                index += b == UInt8(ascii: "\\") ? 2 : 1
            }
            guard current != nil else { throw .malformed }
            defer { index += 1 }
            return bytes[start..<index]
        }

        mutating func number() throws(Stop) {
            let start = index
            while let b = current, Self.numberBytes.contains(b) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if let value = Double(text), value.isInfinite {
                throw .problem("the number \(SceneError.shortened(text, to: 40)) is too large (the largest is about 1.8e308)")
            }
        }
    }
}
