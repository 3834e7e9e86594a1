/// A rectangle of content in a tree, with Core Animation's geometry, appearance and timing (`CALayer`).
///
/// Setting an animatable property inside an explicit `Transaction` (or, for a layer of a live
/// timeline, anywhere) runs the layer's action for its key path (``action(forKey:)``): by
/// default an implicit animation from its presentation value. Otherwise the change shows at once.
/// A layer lives in one thread's world at a time, like Core Animation's model layers; its
/// presentations (`LayerSnapshot`) are values that can go anywhere.
open class Layer {
    // The evaluator reads a handful of stored properties of every layer on every frame. They
    // are `final` (direct access, no dynamic dispatch) and those are `@exclusivity(unchecked)`:
    // the runtime's exclusivity check on each read cost more than a layer's animations (~8
    // checks a layer, ~20% of an evaluation). Nothing in Lamina holds an access to them across
    // a call that could reach the same property; a conflicting access from client code is
    // still an error, it just is not diagnosed at run time.

    /// The model values. Properties of the layer read and write through to these.
    ///
    /// The first stored property of the root class, so it starts where the object's stored
    /// properties do (`modelAddress`): keep it first.
    @exclusivity(unchecked) public internal(set) final var properties: LayerProperties {
        didSet { evaluationHandle.releaseModel() }  // an evaluation arena's copy is now stale
    }

    /// `properties` where they lie in the object, for the evaluator to compare and copy without
    /// loading the 336 bytes into a temporary first (as reading the property does). Valid while
    /// the layer lives and nothing writes `properties`; `LayerModelAddressTests` pins the layout.
    @inline(__always)
    final var modelAddress: UnsafePointer<LayerProperties> {
        UnsafePointer(_getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: LayerProperties.self))
    }

    // Stored properties are laid out in the order they are declared: the ones the evaluator
    // reads for every layer follow the model values side by side, so that a large tree's
    // evaluation (models read from an evaluation arena) reads two lines of each layer object.

    /// A name for finding the layer (scenes, `inspect` and actions use it); `nil` by default.
    @exclusivity(unchecked) public final var name: String? {
        didSet { evaluationHandle.invalidateRecord() }
    }

    /// The layers drawn inside this one, back to front, in its coordinate space.
    @exclusivity(unchecked) public internal(set) final var sublayers: [Layer] = [] {
        didSet {
            evaluationHandle.invalidateStructure()
            timeline?.eventTimesDidChange()  // a moved subtree runs on another clock
        }
    }

    /// A layer whose alpha clips this one, in this layer's coordinates; it is not a sublayer.
    @exclusivity(unchecked) public final var mask: Layer? {
        didSet {
            evaluationInputsDidChange()
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
        }
    }

    /// `beginTime`, `speed` and `timeOffset` together, as the evaluator reads them.
    @exclusivity(unchecked) final var timing = LayerTiming.identity {
        didSet { evaluationInputsDidChange() }
    }

    /// The entries' plans, contiguous, for the evaluator's inner loop, and the layer's place in
    /// a large tree's `EvaluationArena` (its record, with a copy of the model and the plans).
    @exclusivity(unchecked) final var evaluationHandle = EvaluationHandle()
    @exclusivity(unchecked) private(set) final var hasTransitions = false

    /// The layer this one is a sublayer of; `nil` for a root.
    public internal(set) final weak var superlayer: Layer?
    final weak var maskOwner: Layer?

    /// When `false`, hit testing skips this layer and its sublayers. A Lamina addition
    /// (UIKit's `isUserInteractionEnabled`).
    public final var allowsHitTesting = true

    /// The animations in the order they were added; later ones apply on top of earlier ones.
    final var animationEntries: [AnimationEntry] = [] {
        didSet {
            evaluationHandle = EvaluationHandle(animationEntries.compactMap(\.plan))
            hasTransitions = animationEntries.contains { $0.outgoing != nil }
            evaluationInputsDidChange()
        }
    }

    /// Set on the root layer of a timeline.
    final weak var hostTimeline: Timeline?

    /// Recognizers that receive this layer's pointer events.
    public internal(set) final var gestureRecognizers: [GestureRecognizer] = []
    /// Called with every pointer event that hits this layer, before its gesture recognizers; see
    /// `Layer+Gestures.swift`.
    public final var pointerHandler: ((PointerEvent, Layer) -> Void)?  // Raw pointer events; see Layer+Gestures.swift.

    /// Takes part in the layer's actions and layout (`CALayer.delegate`); held weakly, as in
    /// Core Animation.
    public final weak var delegate: (any LayerDelegate)?
    /// Actions by key (`CALayer.actions`), searched after the delegate: an animation runs as the
    /// implicit animation for its key, ``NoAction`` turns the key's animation off. `nil` by
    /// default.
    public final var actions: [String: any Action]?
    /// Core Animation's `style` dictionary: only its `"actions"` entry, a `[String: any Action]`
    /// searched after ``actions``, is read ("Differences from Core Animation"). `nil` by default.
    public final var style: [String: Any]?

    /// Whether a change of the bounds' size marks the layer as needing display
    /// (`CALayer.needsDisplayOnBoundsChange`); `false` by default.
    public final var needsDisplayOnBoundsChange = false

    /// Set by `setNeedsDisplay()`; cleared just before `display()` runs.
    final var needsDisplayFlag = false
    /// Set by `setNeedsLayout()`; cleared just before `layoutSublayers()` runs.
    final var needsLayoutFlag = false
    /// Some layer below this one needs layout: a pass visits only the marked branches.
    final var subtreeNeedsLayout = false
    /// For a presentation copy (`presentation()`), the model layer it shows; `nil` for a model.
    final var modelLayer: Layer?
    /// The value a property showed before the change whose action is running (for an action
    /// animation without values, which animates from it).
    final var actionPreviousValue: (key: String, value: AnimatableValue)?

    /// Makes a layer with Core Animation's defaults.
    public init() {
        properties = LayerProperties(kind: Self.kind)
    }

    /// A layer of this class with the model values of `layer` (`CALayer.init(layer:)`), without
    /// its sublayers and animations.
    public required init(layer: Layer) {
        properties = layer.properties
        name = layer.name
        timing = layer.timing
        allowsHitTesting = layer.allowsHitTesting
        delegate = layer.delegate
        needsDisplayOnBoundsChange = layer.needsDisplayOnBoundsChange
        actions = layer.actions
        style = layer.style
    }

    /// The kind of layer this class makes.
    open class var kind: LayerKind { .layer }

    // MARK: - Geometry

    /// The layer's own coordinate space: its origin and its size, in points. Animatable.
    public var bounds: Rect {
        get { properties.bounds }
        set { update(.bounds, \.bounds, newValue) }
    }
    /// Where the `anchorPoint` lies in the superlayer's coordinates, in points. Animatable.
    public var position: Point {
        get { properties.position }
        set { update(.position, \.position, newValue) }
    }
    /// The layer's place along z, in points: a translation along z after `transform` (under a
    /// superlayer's perspective, larger values are nearer and drawn larger), and the order of
    /// siblings (larger values are drawn over smaller ones). Animatable.
    public var zPosition: Double {
        get { properties.zPosition }
        set { update(.zPosition, \.zPosition, newValue) }
    }
    /// The point of the bounds that sits at `position`, in unit coordinates (0.5, 0.5 is the centre).
    public var anchorPoint: Point {
        get { properties.anchorPoint }
        set { update(.anchorPoint, \.anchorPoint, newValue) }
    }
    /// The anchor point's place along z, in points (default 0): `position` names it and
    /// `transform` turns about it, so a layer turned about y with an `anchorPointZ` of `d` swings
    /// on a circle of radius `d`. Animatable.
    public var anchorPointZ: Double {
        get { properties.anchorPointZ }
        set { update(.anchorPointZ, \.anchorPointZ, newValue) }
    }
    /// Applied about the anchor point.
    public var transform: Transform3D {
        get { properties.transform }
        set { update(.transform, \.transform, newValue) }
    }
    /// Applied to the sublayers, about this layer's anchor point.
    public var sublayerTransform: Transform3D {
        get { properties.sublayerTransform }
        set { update(.sublayerTransform, \.sublayerTransform, newValue) }
    }

    // MARK: - Appearance

    /// How opaque the layer and its sublayers are, 0...1 (default 1). Animatable.
    public var opacity: Double {
        get { properties.opacity }
        set { update(.opacity, \.opacity, newValue) }
    }
    /// Whether the layer is drawn (and hit) when it faces away from the viewer (default true).
    /// When false, a layer turned past 90° about x or y (or seen from behind under any
    /// transform: its corners wind the other way on screen) is not drawn, nor its sublayers.
    public var isDoubleSided: Bool {
        get { properties.isDoubleSided }
        set { update(nil, \.isDoubleSided, newValue) }
    }
    /// Whether the layer and its sublayers are not drawn (and not hit) (`isHidden`).
    public var isHidden: Bool {
        get { properties.isHidden }
        set { update(.hidden, \.isHidden, newValue) }
    }
    /// The colour filling the bounds (with the corner radius), under the contents; `nil` by
    /// default. Animatable.
    public var backgroundColor: Color? {
        get { properties.backgroundColor }
        set { update(.backgroundColor, \.backgroundColor, newValue) }
    }
    /// The radius of the bounds' corners, in points (default 0). Animatable.
    public var cornerRadius: Double {
        get { properties.cornerRadius }
        set { update(.cornerRadius, \.cornerRadius, newValue) }
    }
    /// Which corners `cornerRadius` rounds (default all four); the others stay square.
    public var maskedCorners: CornerMask {
        get { properties.maskedCorners }
        set { update(nil, \.maskedCorners, newValue) }
    }
    /// The shape of the rounded corners: `.circular` (default) or Apple's `.continuous` curve.
    public var cornerCurve: CornerCurve {
        get { properties.cornerCurve }
        set { update(nil, \.cornerCurve, newValue) }
    }
    /// The width of the border drawn inside the bounds, in points (default 0). Animatable.
    public var borderWidth: Double {
        get { properties.borderWidth }
        set { update(.borderWidth, \.borderWidth, newValue) }
    }
    /// The border's colour (default opaque black). Animatable.
    public var borderColor: Color? {
        get { properties.borderColor }
        set { update(.borderColor, \.borderColor, newValue) }
    }
    /// Whether sublayers and contents are clipped to the bounds (with the corner radius).
    public var masksToBounds: Bool {
        get { properties.masksToBounds }
        set { update(.masksToBounds, \.masksToBounds, newValue) }
    }
    /// An image drawn in the bounds, placed by `contentsGravity`; `nil` by default.
    public var contents: ImageBuffer? {
        get { properties.contents }
        set { update(nil, \.contents, newValue) }
    }
    /// How `contents` is placed in the bounds (default `.resize`).
    public var contentsGravity: ContentsGravity {
        get { properties.contentsGravity }
        set { update(nil, \.contentsGravity, newValue) }
    }
    /// How `contents` is sampled where it is drawn larger than its pixels (default `.linear`;
    /// `.nearest` keeps hard-edged pixels). Not animatable.
    public var magnificationFilter: ContentsFilter {
        get { properties.magnificationFilter }
        set { update(nil, \.magnificationFilter, newValue) }
    }
    /// How `contents` is sampled where it is drawn smaller than its pixels (default `.linear`).
    /// Not animatable.
    public var minificationFilter: ContentsFilter {
        get { properties.minificationFilter }
        set { update(nil, \.minificationFilter, newValue) }
    }
    /// Whether the layer and its sublayers draw with antialiased edges (default `true`; `false`
    /// covers each pixel whole or not at all: shape fills and strokes, backgrounds, borders and
    /// glyph outlines, as SVG's `shape-rendering: crispEdges` asks). Not animatable. Core
    /// Animation's default is `false` and there it concerns a transformed layer's outer edges
    /// only; see "Differences from Core Animation".
    public var allowsEdgeAntialiasing: Bool {
        get { properties.allowsEdgeAntialiasing }
        set { update(nil, \.allowsEdgeAntialiasing, newValue) }
    }
    /// The part of `contents` shown, in the image's unit space (0,0 top left); default (0, 0, 1, 1).
    public var contentsRect: Rect {
        get { properties.contentsRect }
        set { update(.contentsRect, \.contentsRect, newValue) }
    }
    /// The part of the shown image that stretches under a resizing `contentsGravity`, in the unit
    /// space of the shown part; the corners outside it keep their size. Default (0, 0, 1, 1).
    public var contentsCenter: Rect {
        get { properties.contentsCenter }
        set { update(.contentsCenter, \.contentsCenter, newValue) }
    }
    /// Pixels of `contents` per point (default 1): how large the image is under a gravity that
    /// does not resize it, and how large the fixed parts of a nine-part image are.
    public var contentsScale: Double {
        get { properties.contentsScale }
        set { update(nil, \.contentsScale, newValue) }
    }
    /// The shadow's colour (default opaque black); the shadow shows only when `shadowOpacity` is
    /// above 0. Animatable.
    public var shadowColor: Color? {
        get { properties.shadowColor }
        set { update(.shadowColor, \.shadowColor, newValue) }
    }
    /// The shadow's opacity, 0...1 (default 0: no shadow). Animatable.
    public var shadowOpacity: Double {
        get { properties.shadowOpacity }
        set { update(.shadowOpacity, \.shadowOpacity, newValue) }
    }
    /// How far the shadow is moved, in points (default (0, -3), as in Core Animation; positive
    /// height moves it down the screen). Animatable.
    public var shadowOffset: Size {
        get { properties.shadowOffset }
        set { update(.shadowOffset, \.shadowOffset, newValue) }
    }
    /// The shadow's blur radius, in points (default 3). Animatable.
    public var shadowRadius: Double {
        get { properties.shadowRadius }
        set { update(.shadowRadius, \.shadowRadius, newValue) }
    }
    /// The shape of the shadow, in the layer's coordinates; `nil` takes the layer's alpha.
    /// Animatable.
    public var shadowPath: Path? {
        get { properties.shadowPath }
        set { update(.shadowPath, \.shadowPath, newValue) }
    }
    /// How the layer blends with what lies behind it in its superlayer; `nil` is source-over.
    public var compositingFilter: CompositingFilter? {
        get { properties.compositingFilter }
        set { update(.compositingFilter, \.compositingFilter, newValue) }
    }
    /// Image operations applied to the layer's composited content before its mask and opacity
    /// (`CALayer.filters`, as a ``FilterGraph``); `nil` draws the content as it is. Not animatable.
    public var filters: FilterGraph? {
        get { properties.filters }
        set { update(nil, \.filters, newValue) }
    }

    // MARK: - The tree

    /// Adds `layer` on top of the sublayers, removing it from its previous superlayer first.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts `layer` at `index` (clamped to the sublayers' range), removing it from its old parent.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer !== self && !layer.isAncestor(of: self), "a layer cannot contain itself")
        layer.removeFromSuperlayer()
        if layer === mask { mask = nil }
        sublayers.insert(layer, at: min(max(index, 0), sublayers.count))
        layer.superlayer = self
        setNeedsLayout()  // as Core Animation does when sublayers are added or removed
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is `nil` or not a
    /// sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        let index = sibling.flatMap { s in sublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: index)
    }

    /// Inserts `layer` just above `sibling` (at the top when `sibling` is `nil` or not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let index = sibling.flatMap { s in sublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? sublayers.count
        insertSublayer(layer, at: index)
    }

    /// Puts `new` in the place of `old` among the sublayers.
    public func replaceSublayer(_ old: Layer, with new: Layer) {
        guard let index = sublayers.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: index)
    }

    /// Removes the layer from its superlayer's sublayers (or from the layer it masks).
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
        parent.setNeedsLayout()
    }

    /// Replaces all sublayers.
    public func setSublayers(_ layers: [Layer]) {
        for layer in sublayers { layer.superlayer = nil }
        sublayers = []
        for layer in layers { addSublayer(layer) }
    }

    /// Whether `self` is `layer` or one of its ancestors.
    public func isAncestor(of layer: Layer) -> Bool {
        var current: Layer? = layer
        while let c = current {
            if c === self { return true }
            current = c.superlayer ?? c.maskOwner
        }
        return false
    }

    /// The first layer in this subtree (depth first, this one included) with the given name.
    public func layer(named name: String) -> Layer? {
        if self.name == name { return self }
        for sublayer in sublayers {
            if let found = sublayer.layer(named: name) { return found }
        }
        return nil
    }

    /// The topmost ancestor (the layer itself when it has no parent).
    public var rootLayer: Layer {
        var current = self
        while let parent = current.superlayer ?? current.maskOwner { current = parent }
        return current
    }

    /// The timeline this layer's tree belongs to, if any.
    public var timeline: Timeline? { rootLayer.hostTimeline }

    /// Marks what is derived from the layer's timing, mask and animations as stale: its
    /// evaluation-arena record and its timeline's next event. Called when any of them changes.
    final func evaluationInputsDidChange() {
        evaluationHandle.invalidateRecord()
        timeline?.eventTimesDidChange()
    }

    /// Whether the evaluator reads parts of this layer that no arena record holds: a mask, a
    /// replicator's instances, a running transition or an emitter's history
    /// (`Evaluator.addRareParts`). The one test for them, on the layer and, copied when placed,
    /// on its record.
    final var hasRareParts: Bool {
        mask != nil || hasTransitions || properties.isReplicator || properties.kind == .emitter
    }

    // MARK: - Hit testing

    /// Whether `point`, in this layer's coordinates, is inside the bounds (`CALayer.contains`).
    /// A shape layer with a path answers for its filled path instead.
    open func contains(_ point: Point) -> Bool {
        bounds.contains(point)
    }

    // MARK: - Model updates

    /// Writes a model value; inside a transaction that allows actions, animates the change.
    func update<T: Equatable>(_ property: AnimatableProperty?, _ keyPath: WritableKeyPath<LayerProperties, T>, _ newValue: T) {
        guard properties[keyPath: keyPath] != newValue else { return }
        change(property) { $0[keyPath: keyPath] = newValue }
    }

    /// Applies a model change; when actions run now (``Transaction``) and `property` animates,
    /// looks up the action for its key path with the old value in place, applies the change and
    /// runs the action (by default, the implicit animation from the presentation value): the one
    /// rule behind every setter and `setValue(_:forKeyPath:)`. A change of the bounds' size marks
    /// the layer as needing layout.
    func change(_ property: AnimatableProperty?, _ body: (inout LayerProperties) -> Void) {
        let oldSize = properties.bounds.size
        // Particles born before the change keep the values of their birth (`EmitterLayer`).
        let emitterBefore = properties.kind == .emitter ? properties.emitter : nil
        defer {
            if let emitterBefore, let emitter = self as? EmitterLayer, properties.emitter != emitterBefore {
                emitter.recordModelChange(from: emitterBefore)
            }
            if properties.bounds.size != oldSize {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
            if let property, type(of: self).needsDisplay(forKey: property.keyPath) { setNeedsDisplay() }
        }
        guard let property, Transaction.allowsActions(on: self) else {
            body(&properties)
            return
        }
        let key = property.keyPath
        guard let action = action(forKey: key) else {
            body(&properties)
            return
        }
        let previous = Self.animatesFromPrevious(action, key: key) ? presentationValue(of: property) : nil
        body(&properties)
        actionPreviousValue = previous.map { (key, $0) }
        defer { actionPreviousValue = nil }
        action.run(forKey: key, object: self, arguments: nil)
    }

    // MARK: - Actions (searched in `Layer+Actions.swift`)

    /// The action for `event` (`CALayer.action(forKey:)`), searched in Core Animation's order:
    /// the delegate's ``LayerDelegate/action(for:forKey:)``, then ``actions``, then ``style``'s
    /// `"actions"`, then the class's ``defaultAction(forKey:)``, then the implicit animation for
    /// an animatable key path (from the presentation value, over the transaction's duration and
    /// curve). The first ``NoAction`` found ends the search with `nil`. Override to change it.
    open func action(forKey event: String) -> (any Action)? {
        searchAction(forKey: event)
    }

    /// The action this class gives `event` when neither the delegate, `actions` nor `style`
    /// does (`CALayer.defaultAction(forKey:)`); `nil` in `Layer`. Subclasses override it.
    open class func defaultAction(forKey event: String) -> (any Action)? {
        nil
    }

    // MARK: - Layout (the pass in `Layer+Layout.swift`)

    /// Lays out the sublayers (`CALayer.layoutSublayers()`), called by a layout pass when the
    /// layer needs layout; the default asks the delegate's
    /// ``LayerDelegate/layoutSublayers(of:)``. Override to place sublayers yourself.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: - Display (marks in `Drawing/Layer+Display.swift`)

    /// Makes the layer's contents (`CALayer.display()`), called by a pass when the layer needs
    /// display: the delegate's ``LayerDelegate/display(_:)`` when there is a delegate (whose
    /// default draws as below), else the installed ``contentDrawer`` runs ``draw(in:)`` on an
    /// image of the bounds at `contentsScale`, which becomes `contents`. Override to set
    /// `contents` yourself.
    open func display() {
        if let delegate {
            delegate.display(self)
        } else {
            drawContents()
        }
    }

    /// Draws the layer's content (`CALayer.draw(in:)`) on a context a renderer made; the default
    /// asks the delegate's ``LayerDelegate/draw(_:in:)``. Override to draw.
    open func draw(in context: any LayerDrawingContext) {
        delegate?.draw(self, in: context)
    }

    /// Whether a change of the property at `key` marks the layer as needing display
    /// (`CALayer.needsDisplay(forKey:)`); `false` in `Layer`. Subclasses that draw from their
    /// own values override it. Only model changes mark; animations of the key do not redraw.
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }

    /// The size the layer would like in its superlayer (`CALayer.preferredFrameSize()`): its
    /// bounds' size mapped into the superlayer, as Core Animation's default answers.
    open func preferredFrameSize() -> Size {
        frame.size
    }
}
