import Lamina

extension OrderedJSON {
    /// The value as a YAML document (keys in order, lists of scalars on one line), for scene
    /// documents written as `.yaml`. Strings are always double-quoted, so a name such as `no`
    /// or a colour such as `#101014` reads back as the string it was.
    ///
    /// Written directly, in the block style Yams' emitter uses: building Yams nodes first cost
    /// 35 kB a layer (`import-svg` of 100,000 circles peaked at 3.5 GB).
    ///
    /// - Complexity: O(output length), with no more memory than the text.
    public func renderedYAML() -> String {
        var out = ""
        switch self {
        case .object(let members) where !members.isEmpty: Self.writeMembers(members, indent: 0, firstInline: false, to: &out)
        case .array(let items) where !items.isEmpty && !items.allSatisfy(\.isYAMLScalar):
            Self.writeItems(items, indent: 0, to: &out)
        default: out += inlineYAML + "\n"
        }
        return out
    }

    /// Scalars, empty collections and lists of scalars: written on one line.
    private var isYAMLInline: Bool {
        switch self {
        case .array(let items): items.allSatisfy(\.isYAMLScalar)
        case .object(let members): members.isEmpty
        default: true
        }
    }

    private var isYAMLScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private var inlineYAML: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): Self.format(n)
        // A JSON string is a valid YAML double-quoted scalar (its escapes are a subset).
        case .string: rendered()
        case .array(let items): "[" + items.map(\.inlineYAML).joined(separator: ", ") + "]"
        case .object: "{}"
        }
    }

    private static func key(_ key: String) -> String {
        let plain = key.first.map { $0.isLetter || $0 == "_" } == true
            && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        return plain ? key : OrderedJSON.string(key).rendered()
    }

    /// `key: value` lines at `indent`; the first one follows a `- ` already written when
    /// `firstInline`.
    private static func writeMembers(_ members: [Member], indent: Int, firstInline: Bool, to out: inout String) {
        let pad = String(repeating: " ", count: indent)
        for (index, member) in members.enumerated() {
            if !(firstInline && index == 0) { out += pad }
            out += key(member.key) + ":"
            let value = member.value
            if value.isYAMLInline {
                out += " " + value.inlineYAML + "\n"
            } else if case .object(let nested) = value {
                out += "\n"
                writeMembers(nested, indent: indent + 2, firstInline: false, to: &out)
            } else if case .array(let items) = value {
                out += "\n"
                // A list in a mapping is not indented, as Yams writes it.
                writeItems(items, indent: indent, to: &out)
            }
        }
    }

    /// `- item` lines at `indent`.
    private static func writeItems(_ items: [OrderedJSON], indent: Int, to out: inout String) {
        let pad = String(repeating: " ", count: indent)
        for item in items {
            out += pad + "-"
            if item.isYAMLInline {
                out += " " + item.inlineYAML + "\n"
            } else if case .object(let members) = item {
                out += " "
                writeMembers(members, indent: indent + 2, firstInline: true, to: &out)
            } else if case .array(let nested) = item {
                out += "\n"
                writeItems(nested, indent: indent + 2, to: &out)
            }
        }
    }
}
