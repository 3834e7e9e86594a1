/// One step of a `DisplayList`: something to draw, or the start or end of a group.
///
/// Every drawing item carries its own `transform`: the map from the coordinates its geometry is
/// given in (the drawing layer's bounds space, in points) to the list's root space (points,
/// y-down, origin top left). A renderer sets that matrix (times its pixel scale) and draws; it
/// keeps no transform stack of its own. Groups nest: every `beginGroup` has a matching
/// `endGroup` later in the same list.
public enum DisplayItem: Hashable, Sendable {
    /// Fills `path` with a solid colour.
    case fill(Path, color: Color, rule: FillRule, transform: AffineTransform)
    /// Strokes `path` (already trimmed by `strokeStart`/`strokeEnd`) with a solid colour.
    case stroke(Path, color: Color, style: StrokeStyle, transform: AffineTransform)
    /// Sets text in a rectangle.
    case text(TextRun, transform: AffineTransform)
    /// Draws pieces of an image, each scaled from its source rectangle to its own (a layer's
    /// `contents`, nine-part when `contentsCenter` says so).
    case image(ImageFill, transform: AffineTransform)
    /// Fills a rectangle with a gradient.
    case gradient(GradientFill, transform: AffineTransform)
    /// An emitter's particles of one cell: one image drawn once per particle (`ParticleSprites`).
    case particles(ParticleSprites)
    /// A layer in true perspective: its items drawn flat in its plane, then mapped projectively
    /// (a layer whose map is not affine; see `DisplayProjection`).
    case projected(DisplayProjection)
    /// Starts a group: later items up to the matching `endGroup` are composited together.
    case beginGroup(DisplayGroup)
    /// Ends the innermost open group.
    case endGroup
}

/// How a path is stroked: `CAShapeLayer`'s line values.
public struct StrokeStyle: Hashable, Sendable {
    /// In points of the item's own space.
    public var lineWidth: Double
    /// The shape of open ends.
    public var lineCap: LineCap
    /// The shape of corners.
    public var lineJoin: LineJoin
    /// A multiple of the line width.
    public var miterLimit: Double
    /// On and off lengths in points; `nil` or empty strokes solid.
    public var dashPattern: [Double]?
    /// How far into the pattern the stroke starts, in points.
    public var dashPhase: Double

    /// Makes a stroke style with Core Animation's defaults for anything not given.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dashPattern: [Double]? = nil, dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
    }

    /// How far outside the path the stroke can reach, in the item's own points (joins included).
    public var outset: Double {
        let half = lineWidth / 2
        let joinFactor = lineJoin == .miter ? max(miterLimit, 1) : 1
        let capFactor = lineCap == .square ? 2.0.squareRoot() : 1
        return half * max(joinFactor, capFactor)
    }
}

/// A text layer's string as it is set: `CATextLayer`'s values and the rectangle to set it in.
///
/// Lines start at the top of `rect`; `alignmentMode` places them across its width. Unwrapped text
/// is not clipped to `rect` (as in Core Animation, only `masksToBounds` clips).
public struct TextRun: Hashable, Sendable {
    /// The text to set.
    public var string: String
    /// A font family, optionally with a style ("DejaVu Sans Bold").
    public var font: String
    /// In points.
    public var fontSize: Double
    /// The text's colour.
    public var color: Color
    /// How lines are placed across `rect`.
    public var alignment: TextAlignment
    /// Whether lines wrap at `rect`'s width.
    public var isWrapped: Bool
    /// Where text that does not fit is cut.
    public var truncation: TextTruncation
    /// Points after each character with the font's kerning off, or nil for the font's kerning.
    public var kern: Double?
    /// The layer's bounds, in the item's own space.
    public var rect: Rect
    /// The colour of the glyphs' outline, or nil when they are not stroked.
    public var strokeColor: Color?
    /// The outline's width in points, centred on the glyphs' edges.
    public var strokeWidth = 0.0
    /// Whether the outline is drawn over the fill rather than under it.
    public var isStrokeOverFill = false

    /// Makes a run from a text layer's values.
    public init(string: String, font: String, fontSize: Double, color: Color, alignment: TextAlignment,
                isWrapped: Bool, truncation: TextTruncation, kern: Double? = nil, rect: Rect) {
        self.string = string
        self.font = font
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
        self.isWrapped = isWrapped
        self.truncation = truncation
        self.kern = kern
        self.rect = rect
    }
}

/// A gradient filling a rectangle: `CAGradientLayer`'s values.
public struct GradientFill: Hashable, Sendable {
    /// Axial, radial or conic.
    public var type: GradientType
    /// At least one colour.
    public var colors: [Color]
    /// One stop in 0...1 per colour, ascending.
    public var locations: [Double]
    /// In the unit space of `rect` (0,0 top left, 1,1 bottom right).
    public var startPoint: Point
    /// In the unit space of `rect`.
    public var endPoint: Point
    /// The layer's bounds, in the item's own space.
    public var rect: Rect

    /// Makes a fill from a gradient layer's values.
    public init(type: GradientType, colors: [Color], locations: [Double], startPoint: Point, endPoint: Point, rect: Rect) {
        self.type = type
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.rect = rect
    }

    /// `startPoint` in the item's own points.
    public var start: Point { Point(x: rect.origin.x + startPoint.x * rect.size.width,
                                    y: rect.origin.y + startPoint.y * rect.size.height) }
    /// `endPoint` in the item's own points.
    public var end: Point { Point(x: rect.origin.x + endPoint.x * rect.size.width,
                                  y: rect.origin.y + endPoint.y * rect.size.height) }
}

/// What a group does with what is drawn inside it.
///
/// A renderer clips first, then composites the group's items on their own and runs them through
/// the filters (with the shadow beneath the result), then multiplies by the mask's alpha and
/// `opacity` and draws the result,
/// blended with what is behind it by `compositingFilter`.
/// A group with only a clip needs no offscreen buffer.
public struct DisplayGroup: Hashable, Sendable {
    /// Multiplies the composited group (1 = opaque).
    public var opacity: Double
    /// Only the inside of this path (non-zero rule) shows.
    public var clip: DisplayClip?
    /// Items drawn on their own; the group shows only where they have alpha (an alpha mask).
    public var mask: [DisplayItem]?
    /// A blurred, tinted copy of the group's alpha (or of a path) drawn beneath it.
    public var shadow: DisplayShadow?
    /// How the composited group blends with what is behind it; `nil` is source-over.
    public var compositingFilter: CompositingFilter?
    /// Where, in root points, anything inside can be visible (shadow included), or `nil` when
    /// not known. A renderer may restrict its offscreen buffers to it.
    public var bounds: Rect?
    /// The layer's filters, applied to the composited items first (before shadow, mask and opacity).
    public var filters: DisplayFilters?
    /// Whether the items inside are drawn without antialiasing (`Layer.allowsEdgeAntialiasing`
    /// false): each pixel covered whole or not at all. Needs no offscreen buffer.
    public var isAliased = false

    /// Makes a group; the defaults change nothing about how its items draw.
    public init(opacity: Double = 1, clip: DisplayClip? = nil, mask: [DisplayItem]? = nil,
                shadow: DisplayShadow? = nil, compositingFilter: CompositingFilter? = nil, bounds: Rect? = nil,
                filters: DisplayFilters? = nil) {
        self.opacity = opacity
        self.clip = clip
        self.mask = mask
        self.shadow = shadow
        self.compositingFilter = compositingFilter
        self.bounds = bounds
        self.filters = filters
    }

    /// Whether the group must be drawn offscreen and composited (anything but a bare clip).
    public var needsCompositing: Bool {
        opacity < 1 || mask != nil || shadow != nil || compositingFilter != nil || filters != nil
    }
}

/// A layer's filter graph with the transform from the layer's space (where its region and
/// lengths are given) to root points.
public struct DisplayFilters: Hashable, Sendable {
    /// The layer's filter graph.
    public var graph: FilterGraph
    /// From the layer's space to root points.
    public var transform: AffineTransform

    /// A graph with its layer-to-root transform.
    public init(graph: FilterGraph, transform: AffineTransform) {
        self.graph = graph
        self.transform = transform
    }
}

/// A clipping path with the transform of the space it is given in.
public struct DisplayClip: Hashable, Sendable {
    /// The clipping path.
    public var path: Path
    /// Maps `path` to root points.
    public var transform: AffineTransform

    /// Makes a clip of `path` in the space `transform` maps to the root.
    public init(path: Path, transform: AffineTransform) {
        self.path = path
        self.transform = transform
    }
}

/// A layer's shadow, resolved to root space.
public struct DisplayShadow: Hashable, Sendable {
    /// The shadow colour with `shadowOpacity` multiplied into its alpha.
    public var color: Color
    /// In root points, y-down (positive height moves the shadow down the screen).
    public var offset: Size
    /// The blur radius in root points: Core Animation's shadow fades over about twice this
    /// distance beyond the content's edge.
    public var radius: Double
    /// `shadowPath`: when set, the shadow is this filled path instead of the group's alpha.
    public var path: Path?
    /// Maps `path` to root points.
    public var pathTransform: AffineTransform

    /// Makes a shadow from resolved values (offset and radius in root points).
    public init(color: Color, offset: Size, radius: Double, path: Path? = nil, pathTransform: AffineTransform = .identity) {
        self.color = color
        self.offset = offset
        self.radius = radius
        self.path = path
        self.pathTransform = pathTransform
    }
}
