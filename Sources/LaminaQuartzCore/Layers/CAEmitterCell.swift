import Foundation
import Lamina

/// One kind of particle of a `CAEmitterLayer` (`CAEmitterCell`), with iOS's types. A cell is an
/// object, as on iOS: changing it after it is assigned to a layer (or to a cell's
/// `emitterCells`) changes the particles.
///
///     let cell = CAEmitterCell()
///     cell.name = "confetti"
///     cell.birthRate = 6
///     cell.lifetime = 7
///     cell.velocity = 180
///     cell.emissionLongitude = .pi
///     cell.contents = image
open class CAEmitterCell: NSObject {
    /// The values as the core's cell (nested cells filled in by `lamina`).
    private var value = Lamina.EmitterCell()
    private var contentsObject: Any?
    private var givenColor: CGColor?
    private var cellObjects: [CAEmitterCell]?
    /// The layer or cell this cell belongs to, told of every change.
    weak var owner: CAEmitterLayer?
    weak var parent: CAEmitterCell?

    /// A cell with Core Animation's defaults (it emits nothing until given a birth rate and a
    /// lifetime).
    public override init() { super.init() }

    /// The core's cell with the nested cells' current values.
    var lamina: Lamina.EmitterCell {
        var cell = value
        cell.emitterCells = cellObjects?.map(\.lamina)
        return cell
    }

    private func changed() {
        if let owner { owner.cellsChanged() } else { parent?.changed() }
    }

    private func set<T>(_ path: WritableKeyPath<Lamina.EmitterCell, T>, _ newValue: T) {
        value[keyPath: path] = newValue
        changed()
    }

    /// A number key (`birthRate`, `velocity`…) or `enabled` set from `setValue(_:forKeyPath:)`.
    func setNumber(_ any: Any?, forKey key: String) -> Bool {
        if key == "enabled" || key == "isEnabled", let flag = any as? Bool {
            isEnabled = flag
            return true
        }
        let number: Double?
        switch any {
        case let v as Double: number = v
        case let v as Float: number = Double(v)
        case let v as CGFloat: number = Double(v)
        case let v as Int: number = Double(v)
        case let v as NSNumber: number = v.doubleValue
        default: number = nil
        }
        guard let number, let path = Self.numberPath(key) else { return false }
        set(path, number)
        return true
    }

    private static func numberPath(_ key: String) -> WritableKeyPath<Lamina.EmitterCell, Double>? {
        switch key {
        case "birthRate": \.birthRate
        case "lifetime": \.lifetime
        case "lifetimeRange": \.lifetimeRange
        case "emissionLatitude": \.emissionLatitude
        case "emissionLongitude": \.emissionLongitude
        case "emissionRange": \.emissionRange
        case "velocity": \.velocity
        case "velocityRange": \.velocityRange
        case "xAcceleration": \.xAcceleration
        case "yAcceleration": \.yAcceleration
        case "zAcceleration": \.zAcceleration
        case "scale": \.scale
        case "scaleRange": \.scaleRange
        case "scaleSpeed": \.scaleSpeed
        case "spin": \.spin
        case "spinRange": \.spinRange
        case "redRange": \.redRange
        case "greenRange": \.greenRange
        case "blueRange": \.blueRange
        case "alphaRange": \.alphaRange
        case "redSpeed": \.redSpeed
        case "greenSpeed": \.greenSpeed
        case "blueSpeed": \.blueSpeed
        case "alphaSpeed": \.alphaSpeed
        case "contentsScale": \.contentsScale
        case "beginTime": \.beginTime
        case "duration": \.duration
        default: nil
        }
    }

    /// The name key paths use (`emitterCells.NAME.birthRate`).
    open var name: String? {
        get { value.name }
        set { set(\.name, newValue) }
    }
    /// Whether the cell emits (default true).
    open var isEnabled: Bool {
        get { value.isEnabled }
        set { set(\.isEnabled, newValue) }
    }
    /// Particles born per second.
    open var birthRate: Float {
        get { Float(value.birthRate) }
        set { set(\.birthRate, Double(newValue)) }
    }
    /// Seconds a particle lives.
    open var lifetime: Float {
        get { Float(value.lifetime) }
        set { set(\.lifetime, Double(newValue)) }
    }
    /// The spread of `lifetime`, either side.
    open var lifetimeRange: Float {
        get { Float(value.lifetimeRange) }
        set { set(\.lifetimeRange, Double(newValue)) }
    }
    /// The emission direction out of the x-y plane, in radians.
    open var emissionLatitude: CGFloat {
        get { CGFloat(value.emissionLatitude) }
        set { set(\.emissionLatitude, Double(newValue)) }
    }
    /// The emission direction in the x-y plane, in radians from +x towards +y.
    open var emissionLongitude: CGFloat {
        get { CGFloat(value.emissionLongitude) }
        set { set(\.emissionLongitude, Double(newValue)) }
    }
    /// The half-angle of the cone of emission directions, in radians.
    open var emissionRange: CGFloat {
        get { CGFloat(value.emissionRange) }
        set { set(\.emissionRange, Double(newValue)) }
    }
    /// Initial speed in points per second.
    open var velocity: CGFloat {
        get { CGFloat(value.velocity) }
        set { set(\.velocity, Double(newValue)) }
    }
    /// The spread of `velocity`, either side.
    open var velocityRange: CGFloat {
        get { CGFloat(value.velocityRange) }
        set { set(\.velocityRange, Double(newValue)) }
    }
    /// Acceleration along x, in points per second squared.
    open var xAcceleration: CGFloat {
        get { CGFloat(value.xAcceleration) }
        set { set(\.xAcceleration, Double(newValue)) }
    }
    /// Acceleration along y (positive falls on the screen).
    open var yAcceleration: CGFloat {
        get { CGFloat(value.yAcceleration) }
        set { set(\.yAcceleration, Double(newValue)) }
    }
    /// Acceleration along z.
    open var zAcceleration: CGFloat {
        get { CGFloat(value.zAcceleration) }
        set { set(\.zAcceleration, Double(newValue)) }
    }
    /// The image's size relative to its natural size (default 1).
    open var scale: CGFloat {
        get { CGFloat(value.scale) }
        set { set(\.scale, Double(newValue)) }
    }
    /// The spread of `scale`, either side.
    open var scaleRange: CGFloat {
        get { CGFloat(value.scaleRange) }
        set { set(\.scaleRange, Double(newValue)) }
    }
    /// Change of scale per second.
    open var scaleSpeed: CGFloat {
        get { CGFloat(value.scaleSpeed) }
        set { set(\.scaleSpeed, Double(newValue)) }
    }
    /// Turning speed in radians per second.
    open var spin: CGFloat {
        get { CGFloat(value.spin) }
        set { set(\.spin, Double(newValue)) }
    }
    /// The spread of `spin`, either side.
    open var spinRange: CGFloat {
        get { CGFloat(value.spinRange) }
        set { set(\.spinRange, Double(newValue)) }
    }
    /// Multiplies the image (default opaque white).
    open var color: CGColor? {
        get { givenColor.flatMap { $0.lamina == value.color ? $0 : nil } ?? CGColor(value.color) }
        set {
            givenColor = newValue
            set(\.color, newValue?.lamina ?? .white)
        }
    }
    open var redRange: Float {
        get { Float(value.redRange) }
        set { set(\.redRange, Double(newValue)) }
    }
    open var greenRange: Float {
        get { Float(value.greenRange) }
        set { set(\.greenRange, Double(newValue)) }
    }
    open var blueRange: Float {
        get { Float(value.blueRange) }
        set { set(\.blueRange, Double(newValue)) }
    }
    open var alphaRange: Float {
        get { Float(value.alphaRange) }
        set { set(\.alphaRange, Double(newValue)) }
    }
    open var redSpeed: Float {
        get { Float(value.redSpeed) }
        set { set(\.redSpeed, Double(newValue)) }
    }
    open var greenSpeed: Float {
        get { Float(value.greenSpeed) }
        set { set(\.greenSpeed, Double(newValue)) }
    }
    open var blueSpeed: Float {
        get { Float(value.blueSpeed) }
        set { set(\.blueSpeed, Double(newValue)) }
    }
    open var alphaSpeed: Float {
        get { Float(value.alphaSpeed) }
        set { set(\.alphaSpeed, Double(newValue)) }
    }
    /// The particle's image: a `CGImage`; anything else draws nothing.
    open var contents: Any? {
        get { contentsObject }
        set {
            contentsObject = newValue
            set(\.contents, (newValue as? CGImage)?.imageBuffer)
        }
    }
    /// The part of the image shown, in unit coordinates.
    open var contentsRect: CGRect {
        get { CGRect(value.contentsRect) }
        set { set(\.contentsRect, newValue.lamina) }
    }
    /// Pixels of the image per point (default 1).
    open var contentsScale: CGFloat {
        get { CGFloat(value.contentsScale) }
        set { set(\.contentsScale, Double(newValue)) }
    }
    /// `kCAFilterLinear` (default), `kCAFilterNearest` or `kCAFilterTrilinear`.
    open var minificationFilter: String {
        get { value.minificationFilter }
        set { set(\.minificationFilter, newValue) }
    }
    /// `kCAFilterLinear` (default) or `kCAFilterNearest`.
    open var magnificationFilter: String {
        get { value.magnificationFilter }
        set { set(\.magnificationFilter, newValue) }
    }
    /// Kept for iOS code; not used.
    open var minificationFilterBias: Float = 0
    /// Seconds of the parent's time when the cell starts emitting.
    open var beginTime: CFTimeInterval {
        get { value.beginTime }
        set { set(\.beginTime, newValue) }
    }
    /// Seconds the cell emits for; 0 (the default) for ever.
    open var duration: CFTimeInterval {
        get { value.duration }
        set { set(\.duration, newValue) }
    }
    /// Cells emitted from each of this cell's particles.
    open var emitterCells: [CAEmitterCell]? {
        get { cellObjects }
        set {
            cellObjects = newValue
            for cell in newValue ?? [] {
                cell.owner = nil
                cell.parent = self
            }
            changed()
        }
    }
}
