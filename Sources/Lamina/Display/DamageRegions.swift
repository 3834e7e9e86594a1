/// Damaged rectangles in root points, inside the frame, kept few by merging: what
/// `DisplayUnits.damage(since:)` collects.
///
/// Every loop here terminates by construction, whatever the input: each merge removes a
/// rectangle, and a rectangle that is not finite (NaN, an infinity) makes the damage the whole
/// frame instead of entering the list. Edges are kept as minima and maxima, never as an origin
/// and a size, so a union's edges are exactly its inputs' edges (`x + width` rounds, `max` does
/// not), and a rectangle once added is enclosed by the damage exactly.
struct DamageRegions {
    /// A rectangle by its edges: `x0 < x1`, `y0 < y1`, all finite.
    struct Box: Equatable {
        var x0, y0, x1, y1: Double

        var area: Double { (x1 - x0) * (y1 - y0) }

        func union(_ other: Box) -> Box {
            Box(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
        }

        /// Whether the two share an area larger than zero.
        func intersects(_ other: Box) -> Bool {
            x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
        }

        /// Whether `other` lies wholly inside (edges may touch).
        func encloses(_ other: Box) -> Bool {
            x0 <= other.x0 && y0 <= other.y0 && x1 >= other.x1 && y1 >= other.y1
        }

        /// The rectangle, its width and height rounded down where `x0 + (x1 - x0)` would round
        /// past `x1`, so it stays inside what the box is inside.
        var rect: Rect {
            var width = x1 - x0, height = y1 - y0
            if x0 + width > x1 { width = width.nextDown }
            if y0 + height > y1 { height = height.nextDown }
            return Rect(x: x0, y: y0, width: width, height: height)
        }
    }

    let frame: Box
    private(set) var boxes: [Box] = []
    /// Whether the damage has become the whole frame; once true, nothing is added.
    private(set) var isEverything = false

    /// Damage inside a frame `size` points large.
    init(size: Size) {
        frame = Box(x0: 0, y0: 0, x1: size.width, y1: size.height)
    }

    var isEmpty: Bool { boxes.isEmpty && !isEverything }

    /// The damage as rectangles, in the order they were made.
    var rects: [Rect] { boxes.map(\.rect) }

    /// Adds `bounds` (`nil` is unbounded); false once the damage is the whole frame: `bounds`
    /// unbounded or not finite, or the damage covering the frame.
    @discardableResult
    mutating func add(_ bounds: Rect?) -> Bool {
        guard !isEverything else { return false }
        guard let bounds, bounds.origin.x.isFinite, bounds.origin.y.isFinite,
              bounds.size.width.isFinite, bounds.size.height.isFinite,
              (bounds.origin.x + bounds.size.width).isFinite, (bounds.origin.y + bounds.size.height).isFinite
        else {
            isEverything = true
            return false
        }
        let box = Box(x0: max(bounds.minX, frame.x0), y0: max(bounds.minY, frame.y0),
                      x1: min(bounds.maxX, frame.x1), y1: min(bounds.maxY, frame.y1))
        guard box.x0 < box.x1, box.y0 < box.y1 else { return true }  // outside the frame, or empty
        absorb(box)
        // Each merge removes at least one box.
        while boxes.count > DisplayUnits.maximumRegions { mergeCheapestPair() }
        if boxes.contains(where: { $0.encloses(frame) }) { isEverything = true }
        return !isEverything
    }

    /// Whether a unit with `bounds` (`nil`: unbounded) can draw anywhere in the damage.
    func touches(_ bounds: Rect?) -> Bool {
        guard let bounds else { return !isEmpty }
        if isEverything { return true }
        let box = Box(x0: bounds.minX, y0: bounds.minY, x1: bounds.maxX, y1: bounds.maxY)
        return boxes.contains { $0.intersects(box) }
    }

    /// Adds `box`, merged with every box it overlaps or lies near: overlapping ones become one,
    /// so no pixel is cleared and drawn twice; near ones, whose union adds little area
    /// (`mergeSlack`), because each rectangle drawn costs a pass over the units that touch it,
    /// whatever its size. Each merge removes a box from the list, so this ends after at most as
    /// many merges as there are boxes.
    private mutating func absorb(_ box: Box) {
        var merged = box, i = 0
        while i < boxes.count {
            if boxes[i].intersects(merged) || Self.addedArea(boxes[i], merged) <= Self.mergeSlack {
                merged = merged.union(boxes.remove(at: i))
                i = 0
            } else {
                i += 1
            }
        }
        boxes.append(merged)
    }

    /// The area, in square points, that a union may add to two rectangles and still be one:
    /// a 64-point square.
    static let mergeSlack = 64.0 * 64

    /// The area of the union of `a` and `b` that neither covers.
    static func addedArea(_ a: Box, _ b: Box) -> Double {
        a.union(b).area - a.area - b.area
    }

    /// Merges the two boxes whose union adds the least area, then anything it overlaps.
    private mutating func mergeCheapestPair() {
        var best = (0, 1), bestCost = Double.infinity
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let cost = Self.addedArea(boxes[i], boxes[j])
                if cost < bestCost { (best, bestCost) = ((i, j), cost) }
            }
        }
        let union = boxes[best.0].union(boxes[best.1])
        boxes.remove(at: best.1)
        boxes.remove(at: best.0)
        absorb(union)
    }
}
