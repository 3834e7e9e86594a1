import Lamina
import Yams

extension OrderedJSON {
    /// The value as a YAML document (keys in order, lists of numbers on one line), for scene
    /// documents written as `.yaml`. Strings are always double-quoted, so a name such as `no`
    /// or a colour such as `#101014` reads back as the string it was.
    public func renderedYAML() -> String {
        // The emitter fails only on malformed nodes, which this conversion never builds.
        (try? Yams.serialize(node: node, width: -1)) ?? ""
    }

    private var node: Node {
        switch self {
        case .null: return Node.scalar(Node.Scalar("null", .implicit, .plain))
        case .bool(let b): return Node.scalar(Node.Scalar(b ? "true" : "false", .implicit, .plain))
        case .number(let n): return Node.scalar(Node.Scalar(OrderedJSON.format(n), .implicit, .plain))
        case .string(let s): return Node.scalar(Node.Scalar(s, .implicit, .doubleQuoted))
        case .array(let items):
            let scalars = items.allSatisfy { if case .array = $0 { false } else if case .object = $0 { false } else { true } }
            return Node.sequence(Node.Sequence(items.map(\.node), .implicit, scalars && !items.isEmpty ? .flow : .any))
        case .object(let members):
            return Node.mapping(Node.Mapping(members.map { (Node.scalar(Node.Scalar($0.key, .implicit, .plain)), $0.value.node) }))
        }
    }
}
