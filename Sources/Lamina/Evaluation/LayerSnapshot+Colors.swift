extension LayerSnapshot {
    /// Multiplies every colour this subtree draws with by `color` (a replicator's instance colour).
    ///
    /// Which colours those are is the property table's to say (`PropertyKey`): every row marked
    /// as multiplied by the instance colour, for the layer's kind.
    mutating func multiplyColors(by color: Color) {
        for tint in Self.tints[properties.kind]! { tint(&properties, color) }
        for i in sublayers.indices { sublayers[i].multiplyColors(by: color) }
        for i in instances.indices {
            for j in instances[i].sublayers.indices { instances[i].sublayers[j].multiplyColors(by: color) }
        }
    }

    /// For each kind, the table's colour multiplications that apply to it, found once.
    private static let tints = Dictionary(uniqueKeysWithValues: LayerKind.allCases.map { kind in
        (kind, PropertyKey.table.compactMap { $0.row.applies(to: kind) ? $0.row.tint : nil })
    })
}
