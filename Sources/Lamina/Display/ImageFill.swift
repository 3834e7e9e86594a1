/// A layer's `contents` as drawn: pieces of one image, each a rectangle of the image's pixels
/// mapped onto a rectangle of the item's space.
///
/// A plain image is one piece. A nine-part image (`contentsCenter` under a resizing gravity) is
/// up to nine pieces that abut without overlapping: a renderer draws them so that no seam shows
/// where two meet.
///
/// ```
///  image (pixels), contentsCenter            bounds (points), resize gravity
///  +----+------+----+                        +----+--------------------+----+
///  | TL |  T   | TR |                        | TL |  T (stretched in x) | TR |
///  +----+------+----+   corners keep         +----+--------------------+----+
///  | L  |  C   | R  |   their size  ----->   | L  |  C (both ways)      | R  |  L, R stretched in y
///  +----+------+----+   (pixels / scale)     +----+--------------------+----+
///  | BL |  B   | BR |                        | BL |  B                  | BR |
///  +----+------+----+                        +----+--------------------+----+
/// ```
public struct ImageFill: Hashable, Sendable {
    /// The image, premultiplied BGRA.
    public var image: ImageBuffer
    /// The parts of the image and where each is drawn.
    public var pieces: [Piece]
    /// Whether pixels drawn larger than they are keep hard edges (`magnificationFilter` is
    /// `.nearest`) rather than being smoothed.
    public var isNearestWhenMagnified = false
    /// Whether pixels drawn smaller than they are take the nearest one (`minificationFilter`).
    public var isNearestWhenMinified = false

    /// One rectangle of the image drawn into one rectangle of the item's space.
    public struct Piece: Hashable, Sendable {
        /// In image pixels, (0, 0) at the top left. Outside the image its edge pixels extend
        /// outwards; a source empty along an axis (a zero-width centre) stretches the line of
        /// pixels it lies on.
        public var source: Rect
        /// In the item's points.
        public var rect: Rect

        /// Makes a piece that draws `source` (in image pixels) into `rect` (in the item's points).
        public init(source: Rect, rect: Rect) {
            self.source = source
            self.rect = rect
        }
    }

    /// Makes a fill of `image` drawn as `pieces`.
    public init(image: ImageBuffer, pieces: [Piece]) {
        self.image = image
        self.pieces = pieces
    }

    /// Where the pieces together are drawn, in the item's points.
    public var rect: Rect {
        pieces.dropFirst().reduce(pieces.first?.rect.standardized ?? .zero) { $0.union($1.rect.standardized) }
    }

    /// How a layer shows `image` in its bounds, as Core Animation does: `contentsRect` picks
    /// the part shown (in the image's unit space, y-down); `contentsScale` turns its pixels into
    /// points; `contentsGravity` places or scales that size in the bounds; under a resizing
    /// gravity, `contentsCenter` (in the unit space of the part shown) is the part that
    /// stretches, while the corners keep their size and the edges stretch along their length.
    /// When the bounds are smaller than the fixed parts, those shrink in proportion.
    ///
    /// `nil` when nothing is drawn: empty bounds or image, a `contentsRect` that is empty or
    /// not finite. A `contentsScale` that is not a positive number counts as 1.
    public init?(image: ImageBuffer, properties p: LayerProperties) {
        let shown = p.contentsRect, bounds = p.bounds.standardized
        guard image.width > 0, image.height > 0, !bounds.isEmpty, bounds.isFinite,
              shown.isFinite, shown.size.width > 0, shown.size.height > 0 else { return nil }
        let scale = p.contentsScale.isFinite && p.contentsScale > 0 ? p.contentsScale : 1
        let w = Double(image.width), h = Double(image.height)
        let source = Rect(x: shown.origin.x * w, y: shown.origin.y * h, width: shown.size.width * w,
                          height: shown.size.height * h)
        let natural = Size(width: source.width / scale, height: source.height / scale)
        let rect = p.contentsGravity.rect(forImageOfSize: natural, in: bounds)
        let center = p.contentsCenter
        guard p.contentsGravity.resizes, center != .unit, center.isFinite, rect.width > 0, rect.height > 0 else {
            self.init(image: image, pieces: [Piece(source: source, rect: rect)])
            isNearestWhenMagnified = p.magnificationFilter == .nearest
            isNearestWhenMinified = p.minificationFilter == .nearest
            return
        }
        let xs = ImageFill.split(source.minX, source.width, center.minX, center.maxX, into: rect.minX, rect.width, scale)
        let ys = ImageFill.split(source.minY, source.height, center.minY, center.maxY, into: rect.minY, rect.height, scale)
        var pieces: [Piece] = []
        for row in 0..<3 where ys.rect[row + 1] > ys.rect[row] {
            for column in 0..<3 where xs.rect[column + 1] > xs.rect[column] {
                pieces.append(Piece(
                    source: Rect(x: xs.source[column], y: ys.source[row], width: xs.source[column + 1] - xs.source[column],
                                 height: ys.source[row + 1] - ys.source[row]),
                    rect: Rect(x: xs.rect[column], y: ys.rect[row], width: xs.rect[column + 1] - xs.rect[column],
                               height: ys.rect[row + 1] - ys.rect[row])))
            }
        }
        self.init(image: image, pieces: pieces)
        isNearestWhenMagnified = p.magnificationFilter == .nearest
        isNearestWhenMinified = p.minificationFilter == .nearest
    }

    /// One axis of a nine-part image: the four edges of its three parts in the source (pixels)
    /// and in the destination (points). The outer parts keep `pixels / scale` points unless the
    /// destination is shorter than both together, when they share it in proportion.
    private static func split(_ start: Double, _ length: Double, _ centerStart: Double, _ centerEnd: Double,
                              into destination: Double, _ destinationLength: Double, _ scale: Double)
        -> (source: [Double], rect: [Double]) {
        let c0 = min(max(min(centerStart, centerEnd), 0), 1), c1 = min(max(max(centerStart, centerEnd), c0), 1)
        let source = [start, start + c0 * length, start + c1 * length, start + length]
        var before = (source[1] - source[0]) / scale, after = (source[3] - source[2]) / scale
        if before + after > destinationLength {
            let fit = destinationLength / (before + after)
            before *= fit
            after *= fit
        }
        let end = destination + destinationLength
        return (source, [destination, destination + before, end - after, end])
    }
}

extension ContentsGravity {
    /// Whether the gravity scales the image to the bounds (`resize`, `resizeAspect`,
    /// `resizeAspectFill`), the modes in which `contentsCenter` applies.
    public var resizes: Bool {
        switch self {
        case .resize, .resizeAspect, .resizeAspectFill: true
        default: false
        }
    }
}

extension Rect {
    /// Whether the origin and size are all finite numbers.
    var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
