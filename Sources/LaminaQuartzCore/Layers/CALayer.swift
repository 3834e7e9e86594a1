import Foundation
import Lamina
import LaminaRender

/// A rectangle of content in a tree, with Core Animation's API in Core Graphics types (`CALayer`).
///
/// A facade over one Lamina `Layer` (its backing): every property converts on get and set
/// (`CGFloat` to `Double`, `CGColor` to `Color`), so the model lives in one place and the
/// evaluator, renderer and hit testing are Lamina's. Subclass it as on iOS (`init()`,
/// `init(layer:)`, `required init?(coder:)`, `contains(_:)`).
///
///     let dot = CALayer()
///     dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
///     dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
///     dot.cornerRadius = 10
open class CALayer: NSObject {
    /// The Lamina layer that holds the model, the animations and the tree.
    let backing: Lamina.Layer & FacadeBacking
    /// The Lamina layer behind this one, to host the tree on a `Timeline` (a live timeline, a
    /// window, an export). A Lamina addition.
    public var laminaLayer: Lamina.Layer { backing }
    /// The facades of the backing's sublayers and mask, kept alive with this one.
    private var retainedSublayers: [CALayer] = []
    private var retainedMask: CALayer?
    /// What `contents` was set to (a `CGImage` is drawn; anything else draws nothing).
    var contentsObject: Any?
    /// Values stored under keys that are not Core Animation's (`setValue(_:forKey:)`).
    var extraValues: [String: Any] = [:]
    /// The Core Animation copies of the animations added with `add(_:forKey:)`, by key, with
    /// the Lamina animation each became.
    var attachedAnimations: [String: (lamina: ObjectIdentifier, animation: CAAnimation)] = [:]
    /// For a presentation copy, the layer it presents.
    var modelLayer: CALayer?
    /// Why `add(_:forKey:)` last refused an animation on this layer, if it did. A Lamina
    /// addition (Core Animation reports nothing).
    public internal(set) var lastAnimationProblem: AnimationProblem?
    /// The `CGColor`s last set, by property, so a getter returns the colour it was given (in
    /// its own colour space) while the model still holds that colour.
    var givenColors: [String: CGColor] = [:]

    /// The colour to return for `key`: the one given, if the model still shows it.
    func color(_ key: String, _ value: Lamina.Color?) -> CGColor? {
        guard let value else { return nil }
        if let given = givenColors[key], given.lamina == value { return given }
        return CGColor(value)
    }

    /// Records a colour given for `key` and returns its Lamina value.
    func remember(_ key: String, _ color: CGColor?) -> Lamina.Color? {
        givenColors[key] = color
        return color?.lamina
    }

    /// The Lamina layer class a facade class draws with; each subclass names its own.
    class func makeBacking() -> Lamina.Layer & FacadeBacking { BackingLayer() }

    /// A layer with Core Animation's defaults.
    public override init() {
        backing = Self.makeBacking()
        super.init()
        backing.owner = self
    }

    /// A copy of `layer`'s model values (no sublayers, no animations), as Core Animation makes
    /// presentation layers; a layer of another kind gives a layer with the defaults.
    public init(layer: Any) {
        let fresh = Self.makeBacking()
        if let other = (layer as? CALayer)?.backing, type(of: other) == type(of: fresh) {
            backing = type(of: fresh).init(layer: other)
        } else {
            backing = fresh
        }
        super.init()
        backing.owner = self
        if let other = layer as? CALayer {
            contentsObject = other.contentsObject
            extraValues = other.extraValues
            givenColors = other.givenColors
        }
    }

    /// Layers are not archived on Linux: this initializer always fails (see "Differences from
    /// Core Animation"). It exists so subclasses written for iOS, which must declare it, compile.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Geometry

    /// The layer's own coordinate space, in points. Animatable.
    open var bounds: CGRect {
        get { CGRect(backing.bounds) }
        set {
            backing.bounds = newValue.lamina
        }
    }
    /// Where `anchorPoint` lies in the superlayer, in points. Animatable.
    open var position: CGPoint {
        get { CGPoint(backing.position) }
        set { backing.position = newValue.lamina }
    }
    /// The place along z, in points. Animatable.
    open var zPosition: CGFloat {
        get { CGFloat(backing.zPosition) }
        set { backing.zPosition = Double(newValue) }
    }
    /// The point of the bounds at `position`, in unit coordinates (default (0.5, 0.5)). Animatable.
    open var anchorPoint: CGPoint {
        get { CGPoint(backing.anchorPoint) }
        set { backing.anchorPoint = newValue.lamina }
    }
    /// The anchor point's place along z. Animatable.
    open var anchorPointZ: CGFloat {
        get { CGFloat(backing.anchorPointZ) }
        set { backing.anchorPointZ = Double(newValue) }
    }
    /// Applied about the anchor point. Animatable.
    open var transform: CATransform3D {
        get { CATransform3D(backing.transform) }
        set { backing.transform = newValue.lamina }
    }
    /// Applied to the sublayers. Animatable.
    open var sublayerTransform: CATransform3D {
        get { CATransform3D(backing.sublayerTransform) }
        set { backing.sublayerTransform = newValue.lamina }
    }
    /// The rectangle the layer covers in its superlayer; setting it sets `position` and
    /// `bounds.size`.
    open var frame: CGRect {
        get { CGRect(backing.frame) }
        set {
            backing.frame = newValue.lamina
        }
    }
    /// The transform as an affine transform (`affineTransform()`).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets the transform from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: - Appearance

    /// How opaque the layer is, 0...1 (default 1). Animatable.
    open var opacity: Float {
        get { Float(backing.opacity) }
        set { backing.opacity = Double(newValue) }
    }
    /// Whether the layer is drawn.
    open var isHidden: Bool {
        get { backing.isHidden }
        set { backing.isHidden = newValue }
    }
    /// The fill of the bounds; `nil` by default. Animatable.
    open var backgroundColor: CGColor? {
        get { color("backgroundColor", backing.backgroundColor) }
        set { backing.backgroundColor = remember("backgroundColor", newValue) }
    }
    /// The corners' radius, in points. Animatable.
    open var cornerRadius: CGFloat {
        get { CGFloat(backing.cornerRadius) }
        set { backing.cornerRadius = Double(newValue) }
    }
    /// Which corners `cornerRadius` rounds (default all four).
    open var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(backing.maskedCorners.rawValue)) }
        set { backing.maskedCorners = CornerMask(rawValue: Int(newValue.rawValue & 15)) }
    }
    /// The shape of the rounded corners: `.circular` arcs (default) or `.continuous` curves.
    open var cornerCurve: CALayerCornerCurve {
        get { CALayerCornerCurve(rawValue: backing.cornerCurve.rawValue) }
        set { backing.cornerCurve = CornerCurve(rawValue: newValue.rawValue) ?? .circular }
    }
    /// Whether the layer is drawn when it faces away from the viewer (default `true`).
    open var isDoubleSided: Bool {
        get { backing.isDoubleSided }
        set { backing.isDoubleSided = newValue }
    }
    /// The border's width, in points. Animatable.
    open var borderWidth: CGFloat {
        get { CGFloat(backing.borderWidth) }
        set { backing.borderWidth = Double(newValue) }
    }
    /// The border's colour (default opaque black). Animatable.
    open var borderColor: CGColor? {
        get { color("borderColor", backing.borderColor) }
        set { backing.borderColor = remember("borderColor", newValue) }
    }
    /// Whether sublayers and contents are clipped to the bounds.
    open var masksToBounds: Bool {
        get { backing.masksToBounds }
        set { backing.masksToBounds = newValue }
    }
    /// The shadow's colour (default opaque black). Animatable.
    open var shadowColor: CGColor? {
        get { color("shadowColor", backing.shadowColor) }
        set { backing.shadowColor = remember("shadowColor", newValue) }
    }
    /// The shadow's opacity (default 0). Animatable.
    open var shadowOpacity: Float {
        get { Float(backing.shadowOpacity) }
        set { backing.shadowOpacity = Double(newValue) }
    }
    /// The shadow's offset (default (0, -3)). Animatable.
    open var shadowOffset: CGSize {
        get { CGSize(backing.shadowOffset) }
        set { backing.shadowOffset = newValue.lamina }
    }
    /// The shadow's blur radius (default 3). Animatable.
    open var shadowRadius: CGFloat {
        get { CGFloat(backing.shadowRadius) }
        set { backing.shadowRadius = Double(newValue) }
    }
    /// The shadow's shape; `nil` follows the layer's alpha. Animatable.
    open var shadowPath: CGPath? {
        get { backing.shadowPath.map(CGPath.init) }
        set { backing.shadowPath = newValue?.path }
    }
    /// A name for finding the layer.
    open var name: String? {
        get { backing.name }
        set { backing.name = newValue }
    }
    /// The layer's image: a `CGImage` is drawn in the bounds; any other object draws nothing.
    open var contents: Any? {
        get { contentsObject }
        set {
            contentsObject = newValue
            backing.contents = (newValue as? CGImage)?.imageBuffer
        }
    }
    /// How `contents` is placed in the bounds (default `.resize`).
    open var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(rawValue: backing.contentsGravity.rawValue) }
        set { backing.contentsGravity = ContentsGravity(rawValue: newValue.rawValue) ?? .resize }
    }
    /// How `contents` is sampled drawn larger than its pixels (default `.linear`).
    open var magnificationFilter: CALayerContentsFilter {
        get { CALayerContentsFilter(rawValue: backing.magnificationFilter.rawValue) }
        set { backing.magnificationFilter = ContentsFilter(rawValue: newValue.rawValue) ?? .linear }
    }
    /// How `contents` is sampled drawn smaller than its pixels (default `.linear`).
    open var minificationFilter: CALayerContentsFilter {
        get { CALayerContentsFilter(rawValue: backing.minificationFilter.rawValue) }
        set { backing.minificationFilter = ContentsFilter(rawValue: newValue.rawValue) ?? .linear }
    }
    /// The part of `contents` shown, in unit coordinates. Animatable.
    open var contentsRect: CGRect {
        get { CGRect(backing.contentsRect) }
        set { backing.contentsRect = newValue.lamina }
    }
    /// The stretchable part of `contents`, in unit coordinates. Animatable.
    open var contentsCenter: CGRect {
        get { CGRect(backing.contentsCenter) }
        set { backing.contentsCenter = newValue.lamina }
    }
    /// Pixels of `contents` per point (default 1).
    open var contentsScale: CGFloat {
        get { CGFloat(backing.contentsScale) }
        set { backing.contentsScale = Double(newValue) }
    }

    // MARK: - Timing

    /// When the layer's time starts, in its parent's time.
    open var beginTime: CFTimeInterval {
        get { backing.beginTime }
        set { backing.beginTime = newValue }
    }
    /// How fast the layer's time runs; 0 with a `timeOffset` freezes the subtree.
    open var speed: Float {
        get { Float(backing.speed) }
        set { backing.speed = Double(newValue) }
    }
    /// Seconds added to the layer's time.
    open var timeOffset: CFTimeInterval {
        get { backing.timeOffset }
        set { backing.timeOffset = newValue }
    }

    // MARK: - Hit testing and drawing (in the class body so that subclasses can override them)

    /// The farthest descendant (or this layer) containing `p`, given in the superlayer's
    /// coordinates; hidden layers and those outside a `masksToBounds` parent are skipped.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        backing.hitTest(p.lamina)?.facade
    }

    /// Whether `p`, in this layer's coordinates, is inside it (the bounds; a shape layer with a
    /// path answers for its filled path). Override it to change what hit testing finds.
    open func contains(_ p: CGPoint) -> Bool {
        backing.laminaContains(p.lamina)
    }

    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinates mapped by
    /// the context's current transform, from the model values: as in Core Animation, running
    /// animations are ignored (render a `presentation()` copy to see one at a frozen time).
    ///
    /// The layer's y axis points the way the context's user space does; in a bitmap context,
    /// which is y-up, the layer comes out upside down unless the context is flipped first
    /// (`translateBy(x: 0, y: height)`, `scaleBy(x: 1, y: -1)`), as on iOS.
    open func render(in ctx: CGContext) {
        renderModel(in: ctx)
    }

    // MARK: - Drawing content and layout (the core's passes; `BackingLayer.swift` routes them here)

    /// Draws the layer's content when `display()` runs; held weakly, as in Core Animation.
    open weak var delegate: CALayerDelegate?
    /// Whether changing the bounds' size marks the layer as needing display.
    open var needsDisplayOnBoundsChange: Bool {
        get { backing.needsDisplayOnBoundsChange }
        set { backing.needsDisplayOnBoundsChange = newValue }
    }

    /// Marks the content as needing to be drawn again: by the next pass (the commit of the
    /// transaction, `CATransaction.flush()`, a timeline's frame) or `displayIfNeeded()`.
    open func setNeedsDisplay() { backing.setNeedsDisplay() }

    /// Marks the content as needing display; the whole layer is drawn again.
    open func setNeedsDisplay(_ r: CGRect) { backing.setNeedsDisplay(r.lamina) }

    /// Whether the content was marked as needing display.
    open func needsDisplay() -> Bool { backing.needsDisplay() }

    /// Calls `display()` now if the content was marked as needing display.
    open func displayIfNeeded() { backing.displayIfNeeded() }

    /// Sets `contents`: through the delegate's `display(_:)` if it has one, otherwise with a
    /// bitmap of the bounds' size at `contentsScale` drawn by `draw(in:)`.
    open func display() {
        if let delegate { delegate.display(self) } else { drawContents() }
    }

    /// Draws the content into `ctx`, whose user space is the layer's bounds with y pointing
    /// down (as on iOS: the context's `ctm` is flipped); by default the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// `display()`'s default, the core's: a bitmap of the bounds at `contentsScale`, on which
    /// `draw(in:)` runs with the layer's coordinates running down from its top left, becomes
    /// `contents` (a `CGImage`).
    func drawContents() {
        CairoContentDrawer.installIfNeeded()
        backing.baseDisplay()
        contentsObject = backing.contents.map {
            CGImage(buffer: $0,
                    bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue
                        | CGBitmapInfo.byteOrder32Little.rawValue),
                    colorSpace: CGColorSpaceCreateDeviceRGB())
        }
    }

    /// Marks the layer as needing `layoutSublayers()` at the next pass or `layoutIfNeeded()`.
    /// Changing the bounds' size or the sublayers marks it too.
    open func setNeedsLayout() { backing.setNeedsLayout() }

    /// Whether the layer was marked as needing layout.
    open func needsLayout() -> Bool { backing.needsLayout() }

    /// Lays out now what was marked, top down, from the highest marked ancestor: the core's
    /// pass, which also displays the layers marked as needing display.
    open func layoutIfNeeded() { backing.layoutIfNeeded() }

    /// Places the sublayers; by default the delegate's `layoutSublayers(of:)`. Override it.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The size the layer would like in its superlayer: by default its frame's size.
    open func preferredFrameSize() -> CGSize { CGSize(backing.preferredFrameSize()) }

    // MARK: - Actions (`CAAction.swift`; the core asks `action(forKey:)` on every change that may animate)

    /// Actions by event key, searched after the delegate's: `NSNull()` disables the event's
    /// action. `nil` by default.
    open var actions: [String: CAAction]?
    /// Default values; only `"actions"`, a `[String: CAAction]` searched after `actions`, is read.
    open var style: [AnyHashable: Any]?

    /// The action for `event`, searched in Core Animation's order: the delegate's
    /// `action(for:forKey:)`, `actions`, `style["actions"]`, the class's `defaultAction(forKey:)`,
    /// then the implicit animation of an animatable property (in a transaction that allows
    /// actions). The first `NSNull` ends the search with `nil`. Override it to change the search.
    open func action(forKey event: String) -> CAAction? {
        if let found = Self.found(delegate?.action(for: self, forKey: event)) { return found }
        if let found = Self.found(actions?[event]) { return found }
        if let found = Self.found((style?["actions"] as? [String: CAAction])?[event]) { return found }
        if let found = Self.found(type(of: self).defaultAction(forKey: event)) { return found }
        return backing.baseAction(forKey: event).map(Actions.facade)
    }

    /// The action this class gives `event` when neither the delegate, `actions` nor `style` does;
    /// `nil` by default. Subclasses override it.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    // MARK: - Tree

    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? { backing.superlayer?.facade }

    /// The sublayers, back to front; `nil` when there are none. Setting it replaces them.
    open var sublayers: [CALayer]? {
        get {
            let layers = backing.sublayers.compactMap(\.facade)
            return layers.isEmpty ? nil : layers
        }
        set {
            for layer in sublayers ?? [] { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// A layer whose alpha clips this one; it is not a sublayer. A mask that is this layer or
    /// one of its ancestors is refused (it would make a cycle).
    open var mask: CALayer? {
        get { backing.mask?.facade }
        set {
            if let newValue, newValue === self || newValue.backing.isAncestor(of: backing) { return }
            guard newValue !== mask else { return }
            // A layer masks one layer at a time: it leaves the one it masked before.
            if let newValue, let previous = newValue.owningMaskTarget, previous !== self { previous.mask = nil }
            let oldParent = newValue?.superlayer
            backing.mask = newValue?.backing
            retainTree()
            oldParent?.retainTree()
        }
    }

    /// Adds `layer` on top of the sublayers.
    open func addSublayer(_ layer: CALayer) {
        insert(layer) { backing.addSublayer($0) }
    }

    /// Inserts `layer` at `idx` (clamped to the sublayers).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer) { backing.insertSublayer($0, at: Int(clamping: idx)) }
    }

    /// Inserts `layer` just below `sibling` (at the bottom when it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer) { backing.insertSublayer($0, below: sibling?.backing) }
    }

    /// Inserts `layer` just above `sibling` (at the top when it is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer) { backing.insertSublayer($0, above: sibling?.backing) }
    }

    /// Puts `newLayer` in the place of `oldLayer`.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self else { return }
        insert(newLayer) { backing.replaceSublayer(oldLayer.backing, with: $0) }
    }

    /// Removes the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() {
        let parent = superlayer
        let masked = parent == nil ? owningMaskTarget : nil
        if let masked {
            masked.mask = nil
        } else {
            backing.removeFromSuperlayer()
            parent?.retainTree()
        }
    }

    /// The layer this one masks, if any (Lamina keeps that link internal, so the facade
    /// records it).
    private weak var owningMaskTarget: CALayer?

    /// Runs a Lamina tree change that adds `layer`, refusing a cycle (Lamina would stop the
    /// program; Core Animation raises an exception), and updates which facades keep which alive.
    private func insert(_ layer: CALayer, _ change: (Lamina.Layer) -> Void) {
        guard layer !== self, !layer.backing.isAncestor(of: backing) else { return }
        let oldParent = layer.superlayer
        if let target = layer.owningMaskTarget { target.mask = nil }
        change(layer.backing)
        retainTree()
        if let oldParent, oldParent !== self { oldParent.retainTree() }
    }

    /// Keeps the facades of the backing's sublayers and mask alive with this one (the core marks
    /// the layer as needing layout when its sublayers change).
    func retainTree() {
        if let old = retainedMask, old.backing !== backing.mask { old.owningMaskTarget = nil }
        retainedSublayers = backing.sublayers.compactMap(\.facade)
        retainedMask = backing.mask?.facade
        retainedMask?.owningMaskTarget = self
    }
}
