/// A key path into an emitter's cells, as Core Animation spells it:
/// `emitterCells.NAME.KEY`, with `emitterCells.NAME` repeated for nested cells
/// (`emitterCells.rocket.emitterCells.spark.birthRate`).
///
/// `KEY` is one of a cell's numbers (`birthRate`, `velocity`, `scale`, …), `color` or `enabled`.
/// Animations on such a key path change the named cell's value (`PropertyAnimation.keyPath`),
/// and particles read their cell's values at the moment they are born (see `EmitterParticles`).
package struct EmitterCellKeyPath: Hashable, Sendable {
    /// The names of the cells from the emitter down, one per level.
    let names: [String]
    /// The value changed.
    let key: Key

    enum Key: Hashable, Sendable {
        /// A number key, by its place in `EmitterCellCoding.numberKeys` (found once, when the
        /// key path is parsed, not on every frame that applies it).
        case number(Int)
        case color
        case enabled

        /// The number key named `name`, if it is one.
        static func number(named name: String) -> Key? {
            EmitterCellCoding.numberKeys.firstIndex { $0.name == name }.map(Key.number)
        }
    }

    /// The key path's parts, or `nil` when `keyPath` is not a cell key path.
    init?(_ keyPath: String) {
        guard let (names, last) = Self.split(keyPath) else { return nil }
        switch last {
        case "color": key = .color
        case "enabled": key = .enabled
        default:
            guard let number = Key.number(named: last) else { return nil }
            key = number
        }
        self.names = names
    }

    /// The cell names and the key of `emitterCells.NAME[.emitterCells.NAME…].KEY`, whatever the
    /// key, or `nil` when the names do not alternate with `emitterCells` (LaminaQuartzCore's
    /// `CAEmitterLayer` reads its cell objects' keys with it too).
    package static func split(_ keyPath: String) -> (names: [String], key: String)? {
        var parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts.count % 2 == 1, let last = parts.popLast() else { return nil }
        var names: [String] = []
        for pair in stride(from: 0, to: parts.count, by: 2) {
            guard parts[pair] == "emitterCells", !parts[pair + 1].isEmpty else { return nil }
            names.append(parts[pair + 1])
        }
        return (names, last)
    }

    /// Whether this key path changes when particles are born (`birthRate`, `enabled`,
    /// `beginTime`, `duration`), so births must follow the value over time.
    var changesBirths: Bool {
        switch key {
        case .enabled: true
        case .number(let index): ["birthRate", "beginTime", "duration"].contains(EmitterCellCoding.numberKeys[index].name)
        case .color: false
        }
    }

    /// The value at this key path in `cells`, or `nil` when no cell has the names.
    func value(in cells: [EmitterCell]?) -> AnimatableValue? {
        guard let cell = Self.cell(names[...], in: cells) else { return nil }
        switch key {
        case .number(let index): return .number(cell[keyPath: EmitterCellCoding.numberKeys[index].path])
        case .color: return .color(cell.color)
        case .enabled: return .bool(cell.isEnabled)
        }
    }

    /// Sets the value at this key path in `cells`; false when no cell has the names or the value
    /// is of another kind.
    @discardableResult
    func set(_ value: AnimatableValue, in cells: inout [EmitterCell]?) -> Bool {
        guard var list = cells else { return false }
        guard Self.modify(names[...], in: &list, { cell in
            switch (key, value) {
            case (.number(let index), .number(let v)):
                let number = EmitterCellCoding.numberKeys[index]
                cell[keyPath: number.path] = number.nonNegative ? max(v, 0) : v
            case (.color, .color(let v?)): cell.color = v
            case (.enabled, .bool(let v)): cell.isEnabled = v
            default: return false
            }
            return true
        }) else { return false }
        cells = list
        return true
    }

    private static func cell(_ names: ArraySlice<String>, in cells: [EmitterCell]?) -> EmitterCell? {
        guard let name = names.first, let cell = cells?.first(where: { $0.name == name }) else { return nil }
        return names.count == 1 ? cell : Self.cell(names.dropFirst(), in: cell.emitterCells)
    }

    private static func modify(_ names: ArraySlice<String>, in cells: inout [EmitterCell],
                               _ change: (inout EmitterCell) -> Bool) -> Bool {
        guard let name = names.first, let index = cells.firstIndex(where: { $0.name == name }) else { return false }
        if names.count == 1 { return change(&cells[index]) }
        guard var nested = cells[index].emitterCells, modify(names.dropFirst(), in: &nested, change) else { return false }
        cells[index].emitterCells = nested
        return true
    }
}
