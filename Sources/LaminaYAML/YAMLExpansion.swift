import CYaml
import Lamina

/// The size of a YAML document once its aliases are expanded, measured on libyaml's event
/// stream before Yams composes it.
///
/// Yams shares an anchored node among its aliases, so composing is cheap, but it hashes every
/// mapping key to find duplicates, and decoding visits every copy: a key that is an alias of an
/// alias of ... ("billion laughs", 746 bytes for 10⁹ values) runs for hours in either. Here each
/// anchor's expanded size is recorded when its node ends and an alias adds that size, so the
/// measure is one pass over the events whatever the expansion.
///
/// - Complexity: O(events).
enum YAMLExpansion {
    /// The expanded value count and deepest nesting, up to the first syntax error if there is
    /// one (Yams reports it with its line); `nil` when libyaml cannot start.
    static func measure(_ text: String) -> (values: Int, depth: Int)? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> (values: Int, depth: Int)? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var anchors: [String: Int] = [:]
            // For each open collection: the values counted so far inside it, and its anchor.
            var open: [(count: Int, anchor: String?)] = []
            var total = 0, depth = 0
            func add(_ n: Int) {
                if open.isEmpty { total = total &+ n } else { open[open.count - 1].count = open[open.count - 1].count &+ n }
            }
            func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
                pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            }
            while true {
                var event = yaml_event_t()
                // At a syntax error, what was read so far: Yams composes that much before it
                // reports the error, so it must be within the limits too.
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return (open.reduce(total) { $0 &+ $1.count }, depth)
                }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return (total, depth)
                case YAML_SCALAR_EVENT:
                    if let anchor = name(event.data.scalar.anchor) { anchors[anchor] = 1 }
                    add(1)
                case YAML_ALIAS_EVENT:
                    // An undefined alias is Yams' error to report; count it as one value.
                    add(name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1)
                case YAML_SEQUENCE_START_EVENT:
                    open.append((1, name(event.data.sequence_start.anchor)))
                    depth = max(depth, open.count)
                case YAML_MAPPING_START_EVENT:
                    open.append((1, name(event.data.mapping_start.anchor)))
                    depth = max(depth, open.count)
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { return nil }
                    if let anchor = closed.anchor { anchors[anchor] = closed.count }
                    add(closed.count)
                default:
                    break
                }
                // Saturate rather than overflow: past the limit the exact figure does not matter.
                if total > Int.max / 4 || (open.last.map { $0.count > Int.max / 4 } ?? false) { return (Int.max / 4, depth) }
            }
        }
    }
}
