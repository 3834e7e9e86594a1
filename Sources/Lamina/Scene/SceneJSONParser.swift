/// JSON text into a `SceneValue` tree in one pass: what a scene document is read from.
///
/// Foundation's `JSONDecoder` asks a value's type by trying containers, and every refusal
/// builds an error with its coding path: reading a scene through it cost about 100 µs a layer
/// (12 s for 100,000 layers). Parsing once into `SceneValue` and decoding from that tree
/// (`SceneValueDecoder`) costs a few µs a layer.
///
/// The bytes have passed ``JSONStrictness`` (no duplicate keys, no trailing commas, no number
/// beyond a `Double`, nesting within ``Limits``); anything else malformed returns `nil`, and
/// the caller lets Foundation's parser say where the syntax is broken.
struct SceneJSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// The value of the whole text, or `nil` when it is not JSON.
    static func parse(_ bytes: [UInt8]) -> SceneValue? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = SceneJSONParser(bytes: buffer)
            parser.skipSpace()
            guard let value = parser.value() else { return nil }
            parser.skipSpace()
            return parser.index == buffer.count ? value : nil
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    /// Whether the text at the current position is `word`; moves past it when it is.
    private mutating func take(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for i in 0..<count where bytes[index + i] != word.utf8Start[i] { return false }
        index += count
        return true
    }

    private mutating func value() -> SceneValue? {
        guard let b = current else { return nil }
        switch b {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map { .string($0) }
        case UInt8(ascii: "t"): return take("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return take("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return take("null") ? .null : nil
        default: return number()
        }
    }

    private mutating func object() -> SceneValue? {
        index += 1  // {
        var members: [String: SceneValue] = [:]
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard current == UInt8(ascii: ":") else { return nil }
            index += 1
            skipSpace()
            guard let value = value() else { return nil }
            members[key] = value
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: return nil
            }
        }
    }

    private mutating func array() -> SceneValue? {
        index += 1  // [
        var elements: [SceneValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipSpace()
            guard let value = value() else { return nil }
            elements.append(value)
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: return nil
            }
        }
    }

    private mutating func string() -> String? {
        index += 1  // "
        let start = index
        // The common case: no escapes, read as one run of UTF-8.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            defer { index += 1 }
            return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
        var utf8 = Array(bytes[start..<index])
        while index < bytes.count {
            let b = bytes[index]
            index += 1
            switch b {
            case UInt8(ascii: "\""):
                return String(validating: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = current else { return nil }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard var scalar = hex4() else { return nil }
                    // A surrogate pair is one scalar; a lone surrogate is not text.
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard take("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { return nil }
                    utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
                default: return nil
                }
            case 0..<0x20:
                return nil
            default:
                utf8.append(b)
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// A number in JSON's grammar (no leading `+`, no leading zeros, no bare `.`), read by the
    /// standard library's correctly rounded conversion.
    private mutating func number() -> SceneValue? {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { return nil }
        if first == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() else { return nil }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() else { return nil }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Double(text).map { .number($0) }
    }

    /// Moves past a run of digits; false when there is none.
    @discardableResult
    private mutating func skipDigits() -> Bool {
        let start = index
        while let b = current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { index += 1 }
        return index > start
    }
}
