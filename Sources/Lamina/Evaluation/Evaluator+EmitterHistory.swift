extension Evaluator {
    /// The values of an emitter layer over time, or `nil` when they are the same at every moment:
    /// no animation changes its emitter values or its cells', and its model did not change while
    /// it was in a timeline (`EmitterLayer.modelChanges`).
    static func emitterHistory(of layer: Layer) -> EmitterHistory? {
        guard let model = layer.properties.emitter else { return nil }
        let changes = (layer as? EmitterLayer)?.modelChanges ?? []
        // Most emitters: nothing to read, so nothing to flatten (this runs every frame).
        guard !layer.evaluationHandle.plans.isEmpty || !changes.isEmpty else { return nil }
        var bounds = EmitterRateBounds(model)
        var animated = false
        for plan in layer.evaluationHandle.plans { bounds.include(plan, animated: &animated) }
        guard animated || !changes.isEmpty else { return nil }
        for change in changes { bounds.include(change.before) }
        return EmitterHistory(values: { time in
            var base = layer.properties
            if let before = EmitterLayer.ModelChange.model(at: time, in: changes) { base.emitter = before }
            return presentationProperties(of: base, plans: layer.evaluationHandle.plans, localTime: time).emitter ?? model
        }, candidateRates: bounds.candidateRates, longestLives: bounds.longestLives)
    }

    /// `properties` with `plans` applied at `localTime`.
    static func presentationProperties(of properties: LayerProperties, plans: UnsafeBufferPointer<AnimationPlan>,
                                       localTime: Double) -> LayerProperties {
        var values = properties
        apply(plans, to: &values, localTime: localTime)
        return values
    }
}

/// The highest birth rates and lives an emitter's cells can have, from its model, its earlier
/// models and the values its animations take: the rates `EmitterHistory` makes candidates at,
/// and how far back it looks for births.
///
/// A bound, not a maximum: a spline that overshoots its keyframes, or a cumulative animation
/// that repeats, can go higher, and its births are then capped at the bound.
struct EmitterRateBounds {
    private let flattened: [(names: [String?], cell: EmitterCell)]
    private let modelLayerRate: Double
    private let modelLayerLifetime: Double
    private var layerRate: Double
    private var cellRates: [Double]
    private var layerLifetime: Double
    private var cellLives: [Double]

    init(_ model: EmitterProperties) {
        flattened = EmitterHistory.flatten(model.emitterCells, depthLimit: Limits.standard.emitterCellDepth)
        modelLayerRate = model.birthRate
        modelLayerLifetime = model.lifetime
        layerRate = max(model.birthRate, 0)
        cellRates = flattened.map { max($0.cell.birthRate, 0) }
        layerLifetime = max(model.lifetime, 0)
        cellLives = flattened.map { Self.life($0.cell) }
    }

    /// Each cell's bound times the layer's.
    var candidateRates: [Double] { cellRates.map { $0 * layerRate } }

    /// Each cell's longest life times the layer's longest multiplier.
    var longestLives: [Double] { cellLives.map { $0 * layerLifetime } }

    private static func life(_ cell: EmitterCell) -> Double { max(cell.lifetime + abs(cell.lifetimeRange), 0) }

    /// Raises the bounds to an earlier model's rates and lives (cells matched by place).
    mutating func include(_ earlier: EmitterProperties) {
        layerRate = max(layerRate, earlier.birthRate)
        layerLifetime = max(layerLifetime, earlier.lifetime)
        let cells = EmitterHistory.flatten(earlier.emitterCells, depthLimit: Limits.standard.emitterCellDepth)
        for index in cellRates.indices where index < cells.count {
            cellRates[index] = max(cellRates[index], cells[index].cell.birthRate)
            cellLives[index] = max(cellLives[index], Self.life(cells[index].cell))
        }
    }

    /// Raises the bounds to the rates `plan` (or a group's children) sets, and notes whether it
    /// changes any emitter value particles read at birth.
    mutating func include(_ plan: AnimationPlan, animated: inout Bool) {
        switch plan.body {
        case .scalar(let body):
            guard Self.readAtBirth(body.property) else { return }
            animated = true
            let numbers = [body.from, body.to, body.by].compactMap { $0 }
            if body.property == .birthRate { raiseLayer(numbers, relative: body.isAdditive || body.by != nil) }
            if body.property == .lifetime { raiseLayerLifetime(numbers, relative: body.isAdditive || body.by != nil) }
        case .point(let body):
            if Self.readAtBirth(body.property) { animated = true }
        case .property(let reference):
            reference.withObject { body in
                guard Self.readAtBirth(body.property) else { return }
                animated = true
                let relative = body.isAdditive || Self.hasBy(body.values)
                if body.property == .birthRate { raiseLayer(Self.numbers(body.values), relative: relative) }
                if body.property == .lifetime { raiseLayerLifetime(Self.numbers(body.values), relative: relative) }
            }
        case .cell(let reference):
            animated = true
            reference.withObject { body in
                guard let index = flattened.firstIndex(where: { $0.names == body.target.names }) else { return }
                let relative = body.isAdditive || Self.hasBy(body.values)
                let cell = flattened[index].cell
                for n in Self.numbers(body.values) {
                    switch body.target.key {
                    case Self.birthRate:
                        cellRates[index] = max(cellRates[index], relative ? cell.birthRate + abs(n) : n)
                    case Self.lifetime:
                        cellLives[index] = max(cellLives[index], (relative ? cell.lifetime + abs(n) : n) + abs(cell.lifetimeRange))
                    case Self.lifetimeRange:
                        cellLives[index] = max(cellLives[index], cell.lifetime + (relative ? abs(cell.lifetimeRange) + abs(n) : abs(n)))
                    default:
                        break
                    }
                }
            }
        case .group(let group):
            group.withObject { for child in $0.children { include(child, animated: &animated) } }
        case .transition:
            break
        }
    }

    private static let birthRate = EmitterCellKeyPath.Key.number(named: "birthRate")!
    private static let lifetime = EmitterCellKeyPath.Key.number(named: "lifetime")!
    private static let lifetimeRange = EmitterCellKeyPath.Key.number(named: "lifetimeRange")!

    private mutating func raiseLayer(_ numbers: [Double], relative: Bool) {
        for n in numbers { layerRate = max(layerRate, relative ? modelLayerRate + abs(n) : n) }
    }

    private mutating func raiseLayerLifetime(_ numbers: [Double], relative: Bool) {
        for n in numbers { layerLifetime = max(layerLifetime, relative ? modelLayerLifetime + abs(n) : n) }
    }

    /// The emitter values a particle takes when it is born.
    private static func readAtBirth(_ property: AnimatableProperty) -> Bool {
        switch property {
        case .emitterPosition, .emitterZPosition, .emitterSize, .emitterDepth, .birthRate, .lifetime, .velocity, .scale, .spin:
            true
        default:
            false
        }
    }

    private static func numbers(_ values: PropertyPlan.Values) -> [Double] {
        switch values {
        case let .basic(from, to, by): [from, to, by].compactMap { $0?.number }
        case .keyframes(let plan): plan.values.compactMap(\.number)
        case .motion: []
        }
    }

    private static func hasBy(_ values: PropertyPlan.Values) -> Bool {
        if case .basic(_, _, let by?) = values { return by.number != nil }
        return false
    }
}
