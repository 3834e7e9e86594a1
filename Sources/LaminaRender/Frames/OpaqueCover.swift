import Lamina

/// The last unit of a frame that paints every pixel of a region with one opaque colour: a
/// rectangle filled with an opaque colour, not in a group, whose sides run along the pixel
/// grid's axes and reach past the region on every side (a designer's background layer, a root
/// layer's opaque `backgroundColor`).
///
/// Whatever was in the region before such a fill is replaced by its colour, exactly: every
/// pixel of the region is wholly inside the rectangle, so its coverage is whole and an opaque
/// source composited OVER it is the source, whatever was there (pixman's arithmetic and the
/// scan-line filler's alike). So `FrameRenderer` neither clears the region nor draws the units
/// before the cover, and the pixels are the ones clearing and drawing everything would give.
enum OpaqueCover {
    /// A device pixel rectangle of the image: `x`, `y`, `width`, `height`.
    typealias PixelRect = (x: Int, y: Int, width: Int, height: Int)

    /// How far inside a rectangle's side a pixel edge must lie, in device pixels, when the
    /// side is not on the pixel edge itself: more than the 1/256 pixel a fixed-point scan
    /// converter rounds a coordinate by, so rounding cannot leave a sliver uncovered.
    static let margin = 1.0 / 64

    /// The index in `units.units` of the last unit that covers `region` (device pixels of an
    /// image drawn at `scale` pixels a point) with an opaque colour, or nil.
    static func lastIndex(in units: DisplayUnits, covering region: PixelRect, scale: Double) -> Int? {
        guard region.width > 0, region.height > 0, scale > 0, scale.isFinite else { return nil }
        let items = units.list.items
        for index in units.units.indices.reversed() {
            let range = units.units[index].items
            guard range.count == 1, case let .fill(path, color, _, transform) = items[range.lowerBound],
                  ScanlineFiller.premultiplied(color) >> 24 == 255,
                  transform.b == 0, transform.c == 0, CairoCanvas.isDrawable(transform),
                  let rect = rectangle(of: path) else { continue }
            // The rectangle on the device: x' = scale · (a·x + tx), y' = scale · (d·y + ty).
            let x0 = scale * (transform.a * rect.minX + transform.tx), x1 = scale * (transform.a * rect.maxX + transform.tx)
            let y0 = scale * (transform.d * rect.minY + transform.ty), y1 = scale * (transform.d * rect.maxY + transform.ty)
            if reaches(min(x0, x1), max(x0, x1), from: region.x, to: region.x + region.width),
               reaches(min(y0, y1), max(y0, y1), from: region.y, to: region.y + region.height) {
                return index
            }
        }
        return nil
    }

    /// Whether the span `low...high` (device pixels) holds the pixels `from..<to` wholly: each
    /// end on the pixel edge, or past it by more than `margin`.
    private static func reaches(_ low: Double, _ high: Double, from: Int, to: Int) -> Bool {
        let start = Double(from), end = Double(to)
        return (low == start || low < start - margin) && (high == end || high > end + margin)
    }

    /// The axis-aligned rectangle `path` outlines, when it outlines one and nothing else: one
    /// sub-path whose corners, repeated points left out, are a rectangle's four in order, each
    /// edge along an axis (a curve counts when its controls lie on its straight edge, so it is
    /// that edge). A filled rectangle winds once, so either fill rule covers all of it.
    static func rectangle(of path: Path) -> Rect? {
        let elements = path.elements
        guard case let .move(start)? = elements.first else { return nil }
        var corners = [start]
        var current = start
        // Whether the segment from `current` to `end` lies along an axis and holds `points`.
        func onEdge(_ end: Point, _ points: [Point]) -> Bool {
            if current.y == end.y {
                let low = min(current.x, end.x), high = max(current.x, end.x)
                return points.allSatisfy { $0.y == end.y && $0.x >= low && $0.x <= high }
            }
            if current.x == end.x {
                let low = min(current.y, end.y), high = max(current.y, end.y)
                return points.allSatisfy { $0.x == end.x && $0.y >= low && $0.y <= high }
            }
            return false
        }
        for (i, element) in elements.enumerated().dropFirst() {
            switch element {
            case .move:
                return nil
            case .line(let end):
                guard onEdge(end, []) else { return nil }
                current = end
            case let .quadCurve(end, control):
                guard onEdge(end, [control]) else { return nil }
                current = end
            case let .curve(end, control1, control2):
                guard onEdge(end, [control1, control2]) else { return nil }
                current = end
            case .closeSubpath:
                // A closing edge must run along an axis too; nothing may follow it.
                guard i == elements.count - 1, onEdge(start, []) else { return nil }
                current = start
            }
            if current != corners.last! { corners.append(current) }
        }
        // A fill closes the sub-path: back to the start along an axis.
        guard onEdge(start, []) else { return nil }
        if corners.count > 1, corners.last! == start { corners.removeLast() }
        // Four corners, each edge along an axis and turning at every corner.
        guard corners.count == 4 else { return nil }
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4], c = corners[(i + 2) % 4]
            let horizontal = a.y == b.y, nextHorizontal = b.y == c.y
            guard horizontal != nextHorizontal else { return nil }
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
