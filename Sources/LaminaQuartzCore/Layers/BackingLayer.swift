import Lamina
import LaminaRender

// Design note: a `CALayer` owns one Lamina layer (its backing) and the backing points back to
// it weakly, so that Lamina's tree walks (hit testing, `superlayer`, `sublayers`) come back to
// the facades, and a subclass's `contains(_:)` override is the one hit testing asks. The
// facades own each other the way the backings do (parent to sublayers and mask, see
// `CALayer.retainTree()`), so a sublayer added and forgotten stays alive with its parent.
// One backing class per Lamina layer kind, because the kind is a class property in Lamina.

/// A Lamina layer that knows its facade.
protocol FacadeBacking: Lamina.Layer {
    var owner: CALayer? { get set }
    /// The Lamina layer class's `display()`: the installed drawer runs `draw(in:)`.
    func baseDisplay()
    /// The Lamina layer class's `layoutSublayers()`.
    func baseLayoutSublayers()
    /// The Lamina layer class's action search (the implicit animation).
    func baseAction(forKey event: String) -> (any Lamina.Action)?
}

extension FacadeBacking {
    /// Hit testing asks the facade, so a `CALayer` subclass's `contains(_:)` is the one used.
    func facadeContains(_ point: Lamina.Point, otherwise base: (Lamina.Point) -> Bool) -> Bool {
        guard let owner else { return base(point) }
        return owner.contains(CGPoint(point))
    }

    /// The core's layout and display passes call the facade, so a `CALayer` subclass's
    /// `layoutSublayers()`, `display()` and `draw(in:)` overrides are the ones that run.
    func facadeLayoutSublayers() {
        if let owner { owner.layoutSublayers() } else { baseLayoutSublayers() }
    }

    func facadeAction(forKey event: String) -> (any Lamina.Action)? {
        if let owner { owner.coreAction(forKey: event) } else { baseAction(forKey: event) }
    }

    func facadeDisplay() {
        if let owner { owner.display() } else { baseDisplay() }
    }

    /// `draw(in:)` with a `CGContext` on the drawer's Cairo context (the layer's coordinates,
    /// y down, as on iOS).
    func facadeDraw(in context: any LayerDrawingContext) {
        guard let owner, let cairo = context as? CairoDrawingContext, let ctx = CGContext(drawing: cairo) else { return }
        owner.draw(in: ctx)
    }
}

extension Lamina.Layer {
    /// The facade of a backing layer, if it has one.
    var facade: CALayer? { (self as? FacadeBacking)?.owner }
}

final class BackingLayer: Lamina.Layer, FacadeBacking {
    weak var owner: CALayer?
    override init() { super.init() }
    required init(layer: Lamina.Layer) { super.init(layer: layer) }
    override func contains(_ point: Lamina.Point) -> Bool { facadeContains(point) { super.contains($0) } }
    /// The backing's own answer, for `CALayer.contains(_:)`'s default.
    func baseContains(_ point: Lamina.Point) -> Bool { super.contains(point) }
    override func layoutSublayers() { facadeLayoutSublayers() }
    func baseLayoutSublayers() { super.layoutSublayers() }
    override func display() { facadeDisplay() }
    func baseDisplay() { super.display() }
    override func draw(in context: any LayerDrawingContext) { facadeDraw(in: context) }
    override func action(forKey event: String) -> (any Lamina.Action)? { facadeAction(forKey: event) }
    func baseAction(forKey event: String) -> (any Lamina.Action)? { super.action(forKey: event) }
}

final class BackingShapeLayer: Lamina.ShapeLayer, FacadeBacking {
    weak var owner: CALayer?
    override init() { super.init() }
    required init(layer: Lamina.Layer) { super.init(layer: layer) }
    override func contains(_ point: Lamina.Point) -> Bool { facadeContains(point) { super.contains($0) } }
    func baseContains(_ point: Lamina.Point) -> Bool { super.contains(point) }
    override func layoutSublayers() { facadeLayoutSublayers() }
    func baseLayoutSublayers() { super.layoutSublayers() }
    override func display() { facadeDisplay() }
    func baseDisplay() { super.display() }
    override func draw(in context: any LayerDrawingContext) { facadeDraw(in: context) }
    override func action(forKey event: String) -> (any Lamina.Action)? { facadeAction(forKey: event) }
    func baseAction(forKey event: String) -> (any Lamina.Action)? { super.action(forKey: event) }
}

final class BackingGradientLayer: Lamina.GradientLayer, FacadeBacking {
    weak var owner: CALayer?
    override init() { super.init() }
    required init(layer: Lamina.Layer) { super.init(layer: layer) }
    override func contains(_ point: Lamina.Point) -> Bool { facadeContains(point) { super.contains($0) } }
    func baseContains(_ point: Lamina.Point) -> Bool { super.contains(point) }
    override func layoutSublayers() { facadeLayoutSublayers() }
    func baseLayoutSublayers() { super.layoutSublayers() }
    override func display() { facadeDisplay() }
    func baseDisplay() { super.display() }
    override func draw(in context: any LayerDrawingContext) { facadeDraw(in: context) }
    override func action(forKey event: String) -> (any Lamina.Action)? { facadeAction(forKey: event) }
    func baseAction(forKey event: String) -> (any Lamina.Action)? { super.action(forKey: event) }
}

final class BackingTextLayer: Lamina.TextLayer, FacadeBacking {
    weak var owner: CALayer?
    override init() { super.init() }
    required init(layer: Lamina.Layer) { super.init(layer: layer) }
    override func contains(_ point: Lamina.Point) -> Bool { facadeContains(point) { super.contains($0) } }
    func baseContains(_ point: Lamina.Point) -> Bool { super.contains(point) }
    override func layoutSublayers() { facadeLayoutSublayers() }
    func baseLayoutSublayers() { super.layoutSublayers() }
    override func display() { facadeDisplay() }
    func baseDisplay() { super.display() }
    override func draw(in context: any LayerDrawingContext) { facadeDraw(in: context) }
    override func action(forKey event: String) -> (any Lamina.Action)? { facadeAction(forKey: event) }
    func baseAction(forKey event: String) -> (any Lamina.Action)? { super.action(forKey: event) }
}

final class BackingReplicatorLayer: Lamina.ReplicatorLayer, FacadeBacking {
    weak var owner: CALayer?
    override init() { super.init() }
    required init(layer: Lamina.Layer) { super.init(layer: layer) }
    override func contains(_ point: Lamina.Point) -> Bool { facadeContains(point) { super.contains($0) } }
    func baseContains(_ point: Lamina.Point) -> Bool { super.contains(point) }
    override func layoutSublayers() { facadeLayoutSublayers() }
    func baseLayoutSublayers() { super.layoutSublayers() }
    override func display() { facadeDisplay() }
    func baseDisplay() { super.display() }
    override func draw(in context: any LayerDrawingContext) { facadeDraw(in: context) }
    override func action(forKey event: String) -> (any Lamina.Action)? { facadeAction(forKey: event) }
    func baseAction(forKey event: String) -> (any Lamina.Action)? { super.action(forKey: event) }
}

final class BackingEmitterLayer: Lamina.EmitterLayer, FacadeBacking {
    weak var owner: CALayer?
    override init() { super.init() }
    required init(layer: Lamina.Layer) { super.init(layer: layer) }
    override func contains(_ point: Lamina.Point) -> Bool { facadeContains(point) { super.contains($0) } }
    func baseContains(_ point: Lamina.Point) -> Bool { super.contains(point) }
    override func layoutSublayers() { facadeLayoutSublayers() }
    func baseLayoutSublayers() { super.layoutSublayers() }
    override func display() { facadeDisplay() }
    func baseDisplay() { super.display() }
    override func draw(in context: any LayerDrawingContext) { facadeDraw(in: context) }
    override func action(forKey event: String) -> (any Lamina.Action)? { facadeAction(forKey: event) }
    func baseAction(forKey event: String) -> (any Lamina.Action)? { super.action(forKey: event) }
}

final class BackingTransformLayer: Lamina.TransformLayer, FacadeBacking {
    weak var owner: CALayer?
    override init() { super.init() }
    required init(layer: Lamina.Layer) { super.init(layer: layer) }
    override func contains(_ point: Lamina.Point) -> Bool { facadeContains(point) { super.contains($0) } }
    func baseContains(_ point: Lamina.Point) -> Bool { super.contains(point) }
    override func layoutSublayers() { facadeLayoutSublayers() }
    func baseLayoutSublayers() { super.layoutSublayers() }
    override func display() { facadeDisplay() }
    func baseDisplay() { super.display() }
    override func draw(in context: any LayerDrawingContext) { facadeDraw(in: context) }
    override func action(forKey event: String) -> (any Lamina.Action)? { facadeAction(forKey: event) }
    func baseAction(forKey event: String) -> (any Lamina.Action)? { super.action(forKey: event) }
}

extension Lamina.Layer {
    /// `contains(_:)` as the Lamina layer class answers it, without asking the facade.
    func laminaContains(_ point: Lamina.Point) -> Bool {
        switch self {
        case let l as BackingLayer: l.baseContains(point)
        case let l as BackingShapeLayer: l.baseContains(point)
        case let l as BackingGradientLayer: l.baseContains(point)
        case let l as BackingTextLayer: l.baseContains(point)
        case let l as BackingReplicatorLayer: l.baseContains(point)
        case let l as BackingTransformLayer: l.baseContains(point)
        case let l as BackingEmitterLayer: l.baseContains(point)
        default: contains(point)
        }
    }
}
