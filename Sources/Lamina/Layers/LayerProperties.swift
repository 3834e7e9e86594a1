/// Every value a layer shows: the model of a `Layer` and, after animations, its presentation.
///
/// Defaults are Core Animation's. Kind-specific values live in the optional parts (`shape`,
/// `replicator`, `text`, `gradient`, `emitter`), present exactly for layers of that kind. Values that are
/// seldom animated (shadows, contents, the sublayer transform, kind-specific parts) are stored
/// behind copy-on-write boxes; to the caller they are ordinary stored-looking properties.
public struct LayerProperties: Hashable, Sendable {
    /// Which kind of layer these values belong to; it decides which kind-specific values exist.
    public var kind: LayerKind
    // The flags sit next to `kind` so that the one-byte values share one word: declared
    // among the doubles, each padded to eight bytes (more bytes to copy for every layer).
    /// Whether the layer is not drawn.
    public var isHidden = false
    /// Whether sublayers and contents are clipped to the bounds.
    public var masksToBounds = false
    /// Whether the layer is drawn when it faces away from the viewer (`isDoubleSided`).
    public var isDoubleSided = true

    // Geometry
    /// The layer's own coordinate space, in points.
    public var bounds = Rect.zero
    /// Where the anchor point lies in the superlayer, in points.
    public var position = Point.zero
    /// The place along z, in points.
    public var zPosition = 0.0
    /// The point of the bounds that `position` names and `transform` turns about, in unit
    /// coordinates (0...1 across the bounds; default the centre).
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// Applied about the anchor point; rotations in radians, translations in points.
    public var transform = Transform3D.identity

    // Appearance
    /// 0...1.
    public var opacity = 1.0
    /// Fills the bounds; `nil` draws nothing.
    public var backgroundColor: Color? = nil
    /// In points.
    public var cornerRadius = 0.0
    /// In points, drawn inside the bounds.
    public var borderWidth = 0.0
    /// Core Animation's default is opaque black.
    public var borderColor: Color? = .black

    fileprivate var extras: CopyOnWriteBox<Extras>?
    // A layer has at most one kind-specific part, so one box holds whichever it is: every copy
    // and destruction of the properties (one of each per layer per frame) has one reference
    // fewer to retain and release per kind.
    private var kindBox: CopyOnWriteBox<KindPart>?

    /// The defaults for a layer of `kind`.
    public init(kind: LayerKind = .layer) {
        self.kind = kind
        switch kind {
        case .layer: break
        case .shape: shape = ShapeProperties()
        case .replicator: replicator = ReplicatorProperties()
        case .text: text = TextProperties()
        case .gradient: gradient = GradientProperties()
        case .transformLayer: break
        case .emitter: emitter = EmitterProperties()
        }
    }

    /// The values only layers of one kind have.
    enum KindPart: Hashable, Sendable {
        case shape(ShapeProperties)
        case replicator(ReplicatorProperties)
        case text(TextProperties)
        case gradient(GradientProperties)
        case emitter(EmitterProperties)
    }

    /// Seldom-animated values of every layer.
    struct Extras: Hashable, Sendable {
        var anchorPointZ = 0.0
        var sublayerTransform = Transform3D.identity
        var contents: ImageBuffer? = nil
        var contentsGravity = ContentsGravity.resize
        var contentsRect = Rect.unit
        var contentsCenter = Rect.unit
        var contentsScale = 1.0
        var shadowColor: Color? = .black
        var shadowOpacity = 0.0
        var shadowOffset = Size(width: 0, height: -3)
        var shadowRadius = 3.0
        var shadowPath: Path? = nil
        var compositingFilter: CompositingFilter? = nil
        var filters: FilterGraph? = nil
        var maskedCorners = CornerMask.all
        var cornerCurve = CornerCurve.circular
        var magnificationFilter = ContentsFilter.linear
        var minificationFilter = ContentsFilter.linear
        var allowsEdgeAntialiasing = true
    }

    private static let defaultExtras = Extras()

    // Each getter reads its one value in the box: going through a whole `Extras` value copied
    // (and retained and released) every reference in it, for every layer drawn.
    private var extrasValue: Extras { extras?.value ?? Self.defaultExtras }

    private mutating func setExtras(_ body: (inout Extras) -> Void) {
        var value = extrasValue
        body(&value)
        Optional.store(value, in: &extras)
    }

    /// The anchor point's place along z, in points: `position` names it and `transform` turns
    /// about it (it matters once the layer turns about x or y, or under perspective).
    public var anchorPointZ: Double {
        get { extras.map { $0.value.anchorPointZ } ?? Self.defaultExtras.anchorPointZ }
        set { setExtras { $0.anchorPointZ = newValue } }
    }
    /// Applied to the sublayers (not to this layer's own content), about the anchor point.
    public var sublayerTransform: Transform3D {
        get { extras.map { $0.value.sublayerTransform } ?? Self.defaultExtras.sublayerTransform }
        set { setExtras { $0.sublayerTransform = newValue } }
    }
    /// An image drawn in the bounds.
    public var contents: ImageBuffer? {
        get { extras.map { $0.value.contents } ?? Self.defaultExtras.contents }
        set { setExtras { $0.contents = newValue } }
    }
    /// How `contents` is placed in the bounds.
    public var contentsGravity: ContentsGravity {
        get { extras.map { $0.value.contentsGravity } ?? Self.defaultExtras.contentsGravity }
        set { setExtras { $0.contentsGravity = newValue } }
    }
    /// How `contents` is sampled where it is drawn larger than its pixels.
    public var magnificationFilter: ContentsFilter {
        get { extras.map { $0.value.magnificationFilter } ?? Self.defaultExtras.magnificationFilter }
        set { setExtras { $0.magnificationFilter = newValue } }
    }
    /// How `contents` is sampled where it is drawn smaller than its pixels.
    public var minificationFilter: ContentsFilter {
        get { extras.map { $0.value.minificationFilter } ?? Self.defaultExtras.minificationFilter }
        set { setExtras { $0.minificationFilter = newValue } }
    }
    /// Whether the layer's own shapes are drawn with antialiased edges.
    public var allowsEdgeAntialiasing: Bool {
        get { extras.map { $0.value.allowsEdgeAntialiasing } ?? Self.defaultExtras.allowsEdgeAntialiasing }
        set { setExtras { $0.allowsEdgeAntialiasing = newValue } }
    }
    /// The part of the contents image shown, in the image's unit space (0,0 top left, 1,1
    /// bottom right); outside the unit square the edge pixels extend outwards.
    public var contentsRect: Rect {
        get { extras.map { $0.value.contentsRect } ?? Self.defaultExtras.contentsRect }
        set { setExtras { $0.contentsRect = newValue } }
    }
    /// The part of the shown image that stretches when a resizing gravity scales it, in the unit
    /// space of `contentsRect`'s part; the rest keeps its size (nine-part stretching).
    public var contentsCenter: Rect {
        get { extras.map { $0.value.contentsCenter } ?? Self.defaultExtras.contentsCenter }
        set { setExtras { $0.contentsCenter = newValue } }
    }
    /// Pixels of the contents image per point: a 200-pixel image at scale 2 is 100 points wide.
    public var contentsScale: Double {
        get { extras.map { $0.value.contentsScale } ?? Self.defaultExtras.contentsScale }
        set { setExtras { $0.contentsScale = newValue } }
    }
    /// The shadow's colour; shown only when `shadowOpacity` is above 0.
    public var shadowColor: Color? {
        get { extras.map { $0.value.shadowColor } ?? Self.defaultExtras.shadowColor }
        set { setExtras { $0.shadowColor = newValue } }
    }
    /// 0...1; 0 (the default) draws no shadow.
    public var shadowOpacity: Double {
        get { extras.map { $0.value.shadowOpacity } ?? Self.defaultExtras.shadowOpacity }
        set { setExtras { $0.shadowOpacity = newValue } }
    }
    /// Core Animation's default offset is (0, -3): up on an iOS screen.
    public var shadowOffset: Size {
        get { extras.map { $0.value.shadowOffset } ?? Self.defaultExtras.shadowOffset }
        set { setExtras { $0.shadowOffset = newValue } }
    }
    /// The blur radius, in points.
    public var shadowRadius: Double {
        get { extras.map { $0.value.shadowRadius } ?? Self.defaultExtras.shadowRadius }
        set { setExtras { $0.shadowRadius = newValue } }
    }
    /// The shadow's shape in the layer's coordinates; `nil` takes the layer's alpha.
    public var shadowPath: Path? {
        get { extras.map { $0.value.shadowPath } ?? Self.defaultExtras.shadowPath }
        set { setExtras { $0.shadowPath = newValue } }
    }

    /// How the layer blends with what is behind it; `nil` is source-over.
    public var compositingFilter: CompositingFilter? {
        get { extras.map { $0.value.compositingFilter } ?? Self.defaultExtras.compositingFilter }
        set { setExtras { $0.compositingFilter = newValue } }
    }
    /// Which corners `cornerRadius` rounds (default all four).
    public var maskedCorners: CornerMask {
        get { extras.map { $0.value.maskedCorners } ?? Self.defaultExtras.maskedCorners }
        set { setExtras { $0.maskedCorners = newValue } }
    }
    /// The shape of the rounded corners (default circular).
    public var cornerCurve: CornerCurve {
        get { extras.map { $0.value.cornerCurve } ?? Self.defaultExtras.cornerCurve }
        set { setExtras { $0.cornerCurve = newValue } }
    }
    /// The filter graph run on the layer's composited content (`CALayer.filters`); `nil` is none.
    public var filters: FilterGraph? {
        get { extras.map { $0.value.filters } ?? Self.defaultExtras.filters }
        set { setExtras { $0.filters = newValue } }
    }

    /// Whether the replicator part is present, without copying it out.
    var isReplicator: Bool {
        if case .replicator? = kindBox?.value { return true }
        return false
    }

    /// Setting a kind part replaces any other (a layer has one kind); setting `nil` removes the
    /// part only if it is of that kind.
    public var shape: ShapeProperties? {
        get { if case .shape(let part)? = kindBox?.value { return part } else { return nil } }
        set { setKindPart(newValue.map(KindPart.shape), removing: shape != nil) }
    }
    /// A replicator's values; `nil` for other kinds.
    public var replicator: ReplicatorProperties? {
        get { if case .replicator(let part)? = kindBox?.value { return part } else { return nil } }
        set { setKindPart(newValue.map(KindPart.replicator), removing: replicator != nil) }
    }
    /// A text layer's values; `nil` for other kinds.
    public var text: TextProperties? {
        get { if case .text(let part)? = kindBox?.value { return part } else { return nil } }
        set { setKindPart(newValue.map(KindPart.text), removing: text != nil) }
    }
    /// A gradient layer's values; `nil` for other kinds.
    public var gradient: GradientProperties? {
        get { if case .gradient(let part)? = kindBox?.value { return part } else { return nil } }
        set { setKindPart(newValue.map(KindPart.gradient), removing: gradient != nil) }
    }

    /// An emitter's values; `nil` for other kinds.
    public var emitter: EmitterProperties? {
        get { if case .emitter(let part)? = kindBox?.value { return part } else { return nil } }
        set { setKindPart(newValue.map(KindPart.emitter), removing: emitter != nil) }
    }

    /// Changes the shape part where it lies and returns `true`, or returns `false` for a layer of
    /// another kind. The evaluator writes animated shape values through this: `shape!.x = v`
    /// copied the whole part out of its box and stored it back (retaining its path and dash
    /// pattern, wrapping and unwrapping the kind) for every animated value of every frame.
    @inline(__always)
    mutating func modifyShape(_ body: (inout ShapeProperties) -> Void) -> Bool {
        guard case .shape? = kindBox?.value else { return false }
        if !isKnownUniquelyReferenced(&kindBox!) { kindBox = CopyOnWriteBox(kindBox!.value) }
        Self.modifyShape(in: &kindBox!.value, body)
        return true
    }

    // Moved out of the enum and back, not copied: nothing is retained or released.
    @inline(__always)
    private static func modifyShape(in part: inout KindPart, _ body: (inout ShapeProperties) -> Void) {
        switch consume part {
        case .shape(var shape):
            body(&shape)
            part = .shape(shape)
        case let other:
            part = other
        }
    }

    private mutating func setKindPart(_ part: KindPart?, removing: Bool) {
        if let part {
            Optional.store(part, in: &kindBox)
        } else if removing {
            kindBox = nil
        }
    }

    /// Equal when every row of the property table (`PropertyKey`) and the contents are equal.
    public static func == (lhs: LayerProperties, rhs: LayerProperties) -> Bool {
        // Rows of other kinds read parts both sides lack (nil on either): only this kind's count.
        lhs.kind == rhs.kind && lhs.contents == rhs.contents
            && PropertyKey.rowsByKind[lhs.kind]!.allSatisfy { $0.isEqual(lhs, rhs) }
    }

    /// Hashes the values that equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(bounds)
        hasher.combine(position)
        hasher.combine(transform)
        hasher.combine(opacity)
        hasher.combine(backgroundColor)
        hasher.combine(shape)
        hasher.combine(text?.string)
    }
}

/// How `contents` fills the bounds (`CALayerContentsGravity`), named for Lamina's y-down
/// screen: `top` is the top edge as seen.
public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
    /// Places the image at its size (in points, by `contentsScale`) against a side or corner of the
    /// bounds, without scaling.
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    /// Scales the image to fill the bounds, to fit inside them keeping its aspect, or to cover them
    /// keeping its aspect.
    case resize, resizeAspect, resizeAspectFill
}

extension LayerProperties {
    /// Hidden or fully transparent (an opacity that is not above 0): the layer and everything
    /// under it draw nothing. The display list skips such a layer, and a timeline that leaves
    /// out invisible subtrees stops there.
    var drawsNothing: Bool { isHidden || !(opacity > 0) }
}

extension UnsafePointer where Pointee == LayerProperties {
    // Read where the properties lie (a snapshot's, borrowed by the display list builder): a
    // getter called on `pointee` out of line copied all of them (~340 bytes and their
    // references) to have a value to call it on.

    /// Whether no seldom-used value makes the layer a group of its own (a shadow, a blend
    /// mode, filters, antialiasing turned off): one test of the box, which most layers do not have.
    var hasNoGroupingExtras: Bool {
        guard let box = pointer(to: \.extras)!.pointee else { return true }
        return !(box.value.shadowOpacity > 0) && box.value.compositingFilter == nil && box.value.filters == nil
            && box.value.allowsEdgeAntialiasing
    }

    /// `LayerGeometry.keepsDepth`: the kind read first (reading `replicator` opens the kind's
    /// box), the replicator only for a replicator.
    var keepsDepth: Bool {
        let kind = pointee.kind
        return kind == .transformLayer || (kind == .replicator && pointee.replicator?.preservesDepth == true)
    }

    /// `sublayerTransform`.
    var sublayerTransform: Transform3D {
        pointer(to: \.extras)!.pointee.map { $0.value.sublayerTransform } ?? .identity
    }
}
