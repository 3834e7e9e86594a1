import Foundation
import Lamina

/// A layer that emits particles (`CAEmitterLayer`): each of its `emitterCells` gives birth to
/// particles on the emitter shape. The particles are Lamina's closed-form ones (see the core's
/// `EmitterParticles`): the same at a moment however frames are drawn.
///
///     let emitter = CAEmitterLayer()
///     emitter.emitterPosition = CGPoint(x: 160, y: -10)
///     emitter.emitterShape = .line
///     emitter.emitterSize = CGSize(width: 320, height: 1)
///     emitter.emitterCells = [cell]
///     emitter.setValue(0, forKeyPath: "emitterCells.confetti.birthRate")
open class CAEmitterLayer: CALayer {
    override class func makeBacking() -> Lamina.Layer & FacadeBacking { BackingEmitterLayer() }
    private var emitter: BackingEmitterLayer { backing as! BackingEmitterLayer }
    private var cellObjects: [CAEmitterCell]?

    /// The kinds of particle emitted. Changes to a cell after it is assigned are seen, as on iOS.
    open var emitterCells: [CAEmitterCell]? {
        get { cellObjects }
        set {
            cellObjects = newValue
            for cell in newValue ?? [] { cell.owner = self }
            cellsChanged()
        }
    }
    /// Multiplies every cell's birth rate (default 1). Animatable.
    open var birthRate: Float {
        get { Float(emitter.birthRate) }
        set { emitter.birthRate = Double(newValue) }
    }
    /// Multiplies every cell's lifetime (default 1). Animatable.
    open var lifetime: Float {
        get { Float(emitter.lifetime) }
        set { emitter.lifetime = Double(newValue) }
    }
    /// The centre of the emitter shape. Animatable.
    open var emitterPosition: CGPoint {
        get { CGPoint(emitter.emitterPosition) }
        set { emitter.emitterPosition = newValue.lamina }
    }
    /// The emitter shape's place along z. Animatable.
    open var emitterZPosition: CGFloat {
        get { CGFloat(emitter.emitterZPosition) }
        set { emitter.emitterZPosition = Double(newValue) }
    }
    /// The extent of the emitter shape. Animatable.
    open var emitterSize: CGSize {
        get { CGSize(emitter.emitterSize) }
        set { emitter.emitterSize = newValue.lamina }
    }
    /// A cuboid's depth along z. Animatable.
    open var emitterDepth: CGFloat {
        get { CGFloat(emitter.emitterDepth) }
        set { emitter.emitterDepth = Double(newValue) }
    }
    /// The shape particles are born on (default `.point`).
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { CAEmitterLayerEmitterShape(rawValue: emitter.emitterShape.rawValue) }
        set { emitter.emitterShape = EmitterShape(rawValue: newValue.rawValue) ?? .point }
    }
    /// Where on the shape they are born (default `.volume`).
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { CAEmitterLayerEmitterMode(rawValue: emitter.emitterMode.rawValue) }
        set { emitter.emitterMode = EmitterMode(rawValue: newValue.rawValue) ?? .volume }
    }
    /// The order and blending of the particles (default `.unordered`).
    open var renderMode: CAEmitterLayerRenderMode {
        get { CAEmitterLayerRenderMode(rawValue: emitter.renderMode.rawValue) }
        set { emitter.renderMode = EmitterRenderMode(rawValue: newValue.rawValue) ?? .unordered }
    }
    /// Whether particles keep their depth instead of being flattened into the layer's plane.
    open var preservesDepth: Bool {
        get { emitter.preservesDepth }
        set { emitter.preservesDepth = newValue }
    }
    /// Multiplies every cell's velocity (default 1). Animatable.
    open var velocity: Float {
        get { Float(emitter.velocity) }
        set { emitter.velocity = Double(newValue) }
    }
    /// Multiplies every cell's scale (default 1). Animatable.
    open var scale: Float {
        get { Float(emitter.scale) }
        set { emitter.scale = Double(newValue) }
    }
    /// Multiplies every cell's spin (default 1). Animatable.
    open var spin: Float {
        get { Float(emitter.spin) }
        set { emitter.spin = Double(newValue) }
    }
    /// Seeds the particles' random values.
    open var seed: UInt32 {
        get { UInt32(clamping: emitter.seed) }
        set { emitter.seed = Int(newValue) }
    }

    /// Copies the cells' current values to the Lamina layer.
    func cellsChanged() {
        emitter.emitterCells = cellObjects?.map(\.lamina)
    }

    /// `emitterCells.NAME[.emitterCells.NAME…].KEY`: sets a number (or `enabled`) on the named cell, as iOS
    /// code stops confetti with `setValue(0, forKeyPath: "emitterCells.confetti.birthRate")`.
    /// False when the path names no cell or key.
    func setCellValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard let (names, key) = EmitterCellKeyPath.split(keyPath) else { return false }
        var cells = cellObjects ?? []
        var cell: CAEmitterCell?
        for name in names {
            guard let found = cells.first(where: { $0.name == name }) else { return false }
            cell = found
            cells = found.emitterCells ?? []
        }
        guard let cell else { return false }
        return cell.setNumber(value, forKey: key)
    }
}
