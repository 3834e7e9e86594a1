/// An emitter's values at other moments than the frame's, for particles that read them when
/// they are born (see `EmitterParticles`).
///
/// Made by the evaluator (`Evaluator.emitterHistory(of:)`) for an emitter whose animations
/// change its emitter values or its cells', or whose model changed while it was in a timeline;
/// any other emitter has the same values at every moment and needs none.
struct EmitterHistory {
    /// The emitter's values at a moment of its local time.
    let values: (Double) -> EmitterProperties
    /// For each cell, depth first (the order of `EmitterParticles.cells`): the highest rate it
    /// can have at any moment (its `birthRate` times the layer's), at which candidates are born.
    let candidateRates: [Double]
    /// For each cell, in the same order: the longest life a particle of it can have
    /// (`lifetime + |lifetimeRange|` times the layer's `lifetime`, each at its highest), so
    /// that births are looked for far enough back when lifetimes change.
    let longestLives: [Double]

    /// The cell at `index` in a depth-first list of `values`' cells and their nested cells (the
    /// order of `EmitterParticles.cells`), down to `depthLimit` levels.
    func cell(at index: Int, in values: EmitterProperties, depthLimit: Int) -> EmitterCell? {
        var remaining = index
        func find(_ cells: [EmitterCell], depth: Int) -> EmitterCell? {
            for cell in cells {
                if remaining == 0 { return cell }
                remaining -= 1
                if depth < depthLimit, let nested = cell.emitterCells, let found = find(nested, depth: depth + 1) {
                    return found
                }
            }
            return nil
        }
        return find(values.emitterCells ?? [], depth: 1)
    }

    /// The cells of `cells` and their nested cells, depth first down to `depthLimit` levels, each
    /// with the names that lead to it (a cell without a name has none that key paths can use).
    static func flatten(_ cells: [EmitterCell]?, depthLimit: Int) -> [(names: [String?], cell: EmitterCell)] {
        var list: [(names: [String?], cell: EmitterCell)] = []
        func walk(_ cells: [EmitterCell], _ names: [String?], depth: Int) {
            for cell in cells {
                list.append((names + [cell.name], cell))
                if depth < depthLimit, let nested = cell.emitterCells { walk(nested, names + [cell.name], depth: depth + 1) }
            }
        }
        walk(cells ?? [], [], depth: 1)
        return list
    }
}
