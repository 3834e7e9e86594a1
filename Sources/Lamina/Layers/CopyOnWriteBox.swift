/// A value kept behind a reference and copied only when written while shared.
///
/// `LayerProperties` keeps its rarely animated parts in boxes so that a snapshot of a plain
/// layer stays small: a 10,000-layer snapshot moves a few megabytes, not tens.
final class CopyOnWriteBox<Value: Hashable & Sendable>: @unchecked Sendable {
    // Safe to share across threads: the value is only mutated when the box is uniquely referenced
    // (see `LayerProperties`' accessors), never while another copy can read it. For the same
    // reason no access can overlap a write, so the runtime's exclusivity check (~80
    // instructions per access, on every animated shape value of every frame) is left out.
    @exclusivity(unchecked) var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension CopyOnWriteBox: Hashable {
    static func == (lhs: CopyOnWriteBox, rhs: CopyOnWriteBox) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

extension Optional {
    /// Writes through a boxed optional value, copying the box first if it is shared.
    static func store<V>(_ newValue: V?, in box: inout CopyOnWriteBox<V>?) where Wrapped == CopyOnWriteBox<V> {
        guard let newValue else { box = nil; return }
        if box != nil && isKnownUniquelyReferenced(&box!) {
            box!.value = newValue
        } else {
            box = CopyOnWriteBox(newValue)
        }
    }
}
