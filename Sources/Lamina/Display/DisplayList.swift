/// A frame as drawing commands: what a renderer executes to turn a snapshot into pixels.
///
/// The core flattens a `LayerSnapshot` into a display list with Core Animation's rules (layer
/// geometry, drawing order, group opacity, masks, shadows, replicator instances, transitions);
/// renderers only execute lists and never compute time or layout.
///
/// ```swift
/// let snapshot = timeline.presentation(at: 1.5)
/// let list = DisplayList(snapshot: snapshot, size: Size(400, 400))
/// let image = Renderer().render(list, scale: 2)
/// ```
///
/// Design note: every drawing item carries its own accumulated transform instead of the list
/// holding push/pop transform items. Lists are built once and executed by several backends
/// (Cairo, tests, inspectors); a self-contained item can be drawn, measured or culled on its
/// own, and a backend needs no matrix stack. Groups still nest, because compositing does.
public struct DisplayList: Hashable, Sendable {
    /// The frame's size in points; a renderer makes `size × scale` pixels.
    public var size: Size
    /// The drawing commands, back to front.
    public var items: [DisplayItem]

    /// Makes a list of `items` for an image of `size` points.
    public init(size: Size, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }

    /// The display list of a presentation tree drawn in the root layer's own space, as
    /// `CALayer.render(in:)` draws a layer: the root's bounds origin at the frame's top left, its
    /// own `position`, `anchorPoint` and `transform` not applied (everything else is: opacity,
    /// mask, shadow, its sublayers where they sit in it).
    ///
    /// ```swift
    /// // A 400 x 400 root fills a 400 x 400 frame wherever its position puts it in a parent.
    /// let list = DisplayList(snapshot: timeline.presentation(at: 1), size: Size(400, 400))
    /// ```
    ///
    /// - Parameter transform: maps the root's space into the frame, for output of another size
    ///   (`Composition.Placement.transform`: scaled to fit and centred); identity by default.
    /// - Parameter snapshot: the presentation tree; its root is drawn in its own space.
    /// - Parameter size: the frame, in points.
    /// - Complexity: O(n) in the number of layers and replicator instances drawn, plus the
    ///   cost of trimming stroked paths.
    public init(snapshot: LayerSnapshot, size: Size, transform: AffineTransform = .identity) {
        var builder = DisplayListBuilder()
        builder.appendLayer(snapshot, in: .ownSpace(Transform3D(transform)))
        self.init(size: size, items: builder.items)
    }

    /// The display list of a tree as placed in a superlayer whose space is the frame: the root's
    /// `position`, `anchorPoint` and `transform` applied as Core Animation applies them to any
    /// sublayer. A root of bounds (0, 0, 400, 400) at position (0, 0) with the default anchor
    /// (0.5, 0.5) shows only its bottom-right quarter, in the frame's top-left corner.
    public init(placing snapshot: LayerSnapshot, size: Size) {
        var builder = DisplayListBuilder()
        builder.appendLayer(snapshot, parent: .identity)
        self.init(size: size, items: builder.items)
    }

    /// How many items draw something (groups not counted).
    public var drawingItemCount: Int {
        items.reduce(0) { count, item in
            switch item {
            case .beginGroup, .endGroup: count
            default: count + 1
            }
        }
    }
}

extension LayerSnapshot {
    /// This tree drawn in its root's own space into a display list of `size` points; see
    /// `DisplayList(snapshot:size:transform:)`.
    public func displayList(size: Size) -> DisplayList {
        DisplayList(snapshot: self, size: size)
    }
}

/// A conservative bounding rectangle in root points: nothing, a rectangle, or unknown.
struct Extent: Hashable, Sendable {
    /// `nil` with `isUnbounded == false` means nothing is drawn.
    private(set) var rect: Rect?
    private(set) var isUnbounded: Bool

    static let empty = Extent(rect: nil, isUnbounded: false)
    static let unbounded = Extent(rect: nil, isUnbounded: true)

    init(rect: Rect?, isUnbounded: Bool) {
        self.rect = rect
        self.isUnbounded = isUnbounded
    }

    init(_ rect: Rect) {
        self.init(rect: rect.standardized, isUnbounded: false)
    }

    /// The extent of `rect` (in some item space) mapped by `transform`, grown by `outset` first.
    init(_ rect: Rect, outset: Double, transform: AffineTransform) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            self = .unbounded
            return
        }
        self.init(rect.standardized.insetBy(dx: -outset, dy: -outset).applying(transform))
    }

    mutating func formUnion(_ other: Extent) {
        if isUnbounded { return }
        if other.isUnbounded { self = .unbounded; return }
        guard let o = other.rect else { return }
        rect = rect.map { $0.union(o) } ?? o
    }

    /// The part inside `other` (an unbounded side leaves the other unchanged).
    func intersection(_ other: Extent) -> Extent {
        if isUnbounded { return other }
        if other.isUnbounded { return self }
        guard let a = rect, let b = other.rect, let shared = a.overlap(b) else { return .empty }
        return Extent(shared)
    }

    func outset(by amount: Double, offset: Size = .zero) -> Extent {
        guard let r = rect else { return self }
        var grown = r.insetBy(dx: -amount, dy: -amount)
        grown = grown.union(grown.offsetBy(dx: offset.width, dy: offset.height))
        return Extent(grown)
    }

    var isEmpty: Bool { !isUnbounded && rect == nil }
}
