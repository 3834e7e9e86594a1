import Foundation

// What is checked in a document's bytes before XMLParser sees them: swift-corelibs-foundation's
// parser traps or reads through null pointers on each of these, where a clean error is due.

extension SVGNode {
    /// The line of the first byte that is not UTF-8, in a document that is to be read as UTF-8;
    /// `nil` when it is valid, or declares another encoding (libxml2 converts those itself).
    ///
    /// Checked before the parser sees the bytes: swift-corelibs-foundation's XMLParser traps on
    /// an element name that is not UTF-8 (`<pat\u{FF}h>`), where an attribute gets a clean error.
    static func invalidUTF8Line(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        // A UTF-16 or UTF-32 byte order mark, or an XML declaration naming another encoding.
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return nil }
        let head = String(decoding: bytes.prefix(200), as: UTF8.self).lowercased()
        if head.hasPrefix("<?xml"), let declared = head.range(of: "encoding="),
           !head[declared.upperBound...].dropFirst().hasPrefix("utf-8") {
            return nil
        }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    /// The line of the first processing instruction with no data (`<?pi?>`), which
    /// swift-corelibs-foundation's XMLParser hands to `String(cString:)` as a null pointer
    /// (a segmentation fault, found by the fuzzer); `nil` when there is none.
    static func emptyProcessingInstructionLine(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        var line = 1, i = 0
        let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        while i < bytes.count {
            if bytes[i] == 0x0A { line += 1 }
            if bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "?") {
                var j = i + 2
                while j < bytes.count, !space.contains(bytes[j]), bytes[j] != UInt8(ascii: "?") { j += 1 }
                while j < bytes.count, space.contains(bytes[j]) { j += 1 }
                if j + 1 < bytes.count, bytes[j] == UInt8(ascii: "?"), bytes[j + 1] == UInt8(ascii: ">") { return line }
            }
            i += 1
        }
        return nil
    }

    /// The line of the first `<!NOTATION` or `<!ATTLIST` declaration or unparsed entity
    /// (`NDATA`), whose missing identifiers and defaults swift-corelibs-foundation's XMLParser
    /// reads through null pointers (found while fuzzing); SVG has no use for them. `nil` when
    /// there is none.
    static func notationLine(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        for word in [Array("<!NOTATION".utf8), Array("<!ATTLIST".utf8), Array("NDATA".utf8)] {
            guard bytes.count >= word.count else { continue }
            for i in 0...(bytes.count - word.count) where bytes[i] == word[0] && bytes[i..<(i + word.count)].elementsEqual(word) {
                return 1 + bytes[..<i].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            }
        }
        return nil
    }
}
