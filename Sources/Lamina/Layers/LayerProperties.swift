/// Every value a layer shows: the model of a `Layer` and, after animations, its presentation.
///
/// Defaults are Core Animation's. Kind-specific values live in the optional parts (`shape`,
/// `replicator`, `text`, `gradient`), present exactly for layers of that kind. Values that are
/// seldom animated (shadows, contents, the sublayer transform, kind-specific parts) are stored
/// behind copy-on-write boxes; to the caller they are ordinary stored-looking properties.
public struct LayerProperties: Hashable, Sendable {
    public var kind: LayerKind
    // The flags sit next to `kind` so that the three one-byte values share one word: declared
    // among the doubles, each padded to eight bytes (16 more bytes to copy for every layer).
    public var isHidden = false
    public var masksToBounds = false

    // Geometry
    public var bounds = Rect.zero
    public var position = Point.zero
    public var zPosition = 0.0
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    public var transform = Transform3D.identity

    // Appearance
    public var opacity = 1.0
    public var backgroundColor: Color? = nil
    public var cornerRadius = 0.0
    public var borderWidth = 0.0
    public var borderColor: Color? = .black

    private var extras: CopyOnWriteBox<Extras>?
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
        }
    }

    /// The values only layers of one kind have.
    enum KindPart: Hashable, Sendable {
        case shape(ShapeProperties)
        case replicator(ReplicatorProperties)
        case text(TextProperties)
        case gradient(GradientProperties)
    }

    /// Seldom-animated values of every layer.
    struct Extras: Hashable, Sendable {
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
    }

    private static let defaultExtras = Extras()

    private var extrasValue: Extras { extras?.value ?? Self.defaultExtras }

    private mutating func setExtras(_ body: (inout Extras) -> Void) {
        var value = extrasValue
        body(&value)
        Optional.store(value, in: &extras)
    }

    public var sublayerTransform: Transform3D {
        get { extrasValue.sublayerTransform }
        set { setExtras { $0.sublayerTransform = newValue } }
    }
    public var contents: ImageBuffer? {
        get { extrasValue.contents }
        set { setExtras { $0.contents = newValue } }
    }
    public var contentsGravity: ContentsGravity {
        get { extrasValue.contentsGravity }
        set { setExtras { $0.contentsGravity = newValue } }
    }
    /// The part of the contents image shown, in the image's unit space (0,0 top left, 1,1
    /// bottom right); outside the unit square the edge pixels extend outwards.
    public var contentsRect: Rect {
        get { extrasValue.contentsRect }
        set { setExtras { $0.contentsRect = newValue } }
    }
    /// The part of the shown image that stretches when a resizing gravity scales it, in the unit
    /// space of `contentsRect`'s part; the rest keeps its size (nine-part stretching).
    public var contentsCenter: Rect {
        get { extrasValue.contentsCenter }
        set { setExtras { $0.contentsCenter = newValue } }
    }
    /// Pixels of the contents image per point: a 200-pixel image at scale 2 is 100 points wide.
    public var contentsScale: Double {
        get { extrasValue.contentsScale }
        set { setExtras { $0.contentsScale = newValue } }
    }
    public var shadowColor: Color? {
        get { extrasValue.shadowColor }
        set { setExtras { $0.shadowColor = newValue } }
    }
    public var shadowOpacity: Double {
        get { extrasValue.shadowOpacity }
        set { setExtras { $0.shadowOpacity = newValue } }
    }
    /// Core Animation's default offset is (0, -3): up on an iOS screen.
    public var shadowOffset: Size {
        get { extrasValue.shadowOffset }
        set { setExtras { $0.shadowOffset = newValue } }
    }
    public var shadowRadius: Double {
        get { extrasValue.shadowRadius }
        set { setExtras { $0.shadowRadius = newValue } }
    }
    public var shadowPath: Path? {
        get { extrasValue.shadowPath }
        set { setExtras { $0.shadowPath = newValue } }
    }

    public var compositingFilter: CompositingFilter? {
        get { extrasValue.compositingFilter }
        set { setExtras { $0.compositingFilter = newValue } }
    }
    public var filters: FilterGraph? {
        get { extrasValue.filters }
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
    public var replicator: ReplicatorProperties? {
        get { if case .replicator(let part)? = kindBox?.value { return part } else { return nil } }
        set { setKindPart(newValue.map(KindPart.replicator), removing: replicator != nil) }
    }
    public var text: TextProperties? {
        get { if case .text(let part)? = kindBox?.value { return part } else { return nil } }
        set { setKindPart(newValue.map(KindPart.text), removing: text != nil) }
    }
    public var gradient: GradientProperties? {
        get { if case .gradient(let part)? = kindBox?.value { return part } else { return nil } }
        set { setKindPart(newValue.map(KindPart.gradient), removing: gradient != nil) }
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
        lhs.kind == rhs.kind && lhs.contents == rhs.contents
            && PropertyKey.table.allSatisfy { $0.row.isEqual(lhs, rhs) }
    }

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
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    case resize, resizeAspect, resizeAspectFill
}
