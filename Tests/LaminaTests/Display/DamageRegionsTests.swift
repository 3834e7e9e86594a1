@testable import Lamina
import LaminaTestSupport
import Testing

/// `DamageRegions` and the damage walk over adversarial rectangles: whatever comes in, adding
/// ends, the result keeps the damage invariants (few rectangles, inside the frame, not
/// overlapping), covers every finite rectangle added, and a rectangle that is not finite makes
/// the damage the whole frame.
@Suite struct DamageRegionsTests {
    static let size = Size(width: 640, height: 480)

    /// Rectangles a hostile or buggy display list can carry: NaN and infinite edges, huge and
    /// zero sizes, negative sizes, edges a few ulps apart, and ordinary ones.
    static func adversarial(_ g: inout SeededGenerator) -> Rect {
        let specials: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                  1e300, -1e300, 0, -0.0, .ulpOfOne, 1e-300, 640, 480, 640.0.nextUp, 480.0.nextDown]
        func value(_ range: ClosedRange<Double>) -> Double {
            switch Int.random(in: 0..<10, using: &g) {
            case 0: return specials.randomElement(using: &g)!
            case 1: return Double.random(in: range, using: &g).nextUp.nextUp  // nearly equal edges
            default: return Double.random(in: range, using: &g)
            }
        }
        return Rect(x: value(-100...700), y: value(-100...540), width: value(-10...300), height: value(-10...300))
    }

    static func isFinite(_ r: Rect) -> Bool {
        [r.origin.x, r.origin.y, r.size.width, r.size.height, r.maxX, r.maxY].allSatisfy(\.isFinite)
    }

    @Test(arguments: 1...40)
    func addingEndsAndKeepsTheInvariants(seed: Int) {
        var g = SeededGenerator(seed: UInt64(seed))
        var regions = DamageRegions(size: Self.size)
        var added: [Rect] = []
        // Thousands of rectangles: the region cap is reached over and over.
        for _ in 0..<2_000 {
            let r = Self.adversarial(&g)
            let more = regions.add(r)
            if !Self.isFinite(r) {
                #expect(!more, "\(r) is not finite and must make the damage everything")
            }
            if !more { break }
            added.append(r)
            #expect(regions.boxes.count <= DisplayUnits.maximumRegions)
        }
        if regions.isEverything { return }
        let frame = Rect(origin: .zero, size: Self.size)
        let rects = regions.rects
        for (i, r) in rects.enumerated() {
            #expect(r.width > 0 && r.height > 0 && r.minX >= 0 && r.minY >= 0 && r.maxX <= frame.maxX && r.maxY <= frame.maxY,
                    "\(r) is empty or outside the frame")
            for other in rects[(i + 1)...] { #expect(!r.intersects(other), "\(r) and \(other) overlap") }
        }
        // Every pixel of what was added is damaged: each added rectangle's part in the frame is
        // covered by the union of the regions (checked at its corners and centre).
        for r in added {
            guard let inside = r.overlap(frame) else { continue }
            for p in [Point(x: inside.minX, y: inside.minY), Point(x: inside.maxX, y: inside.maxY), Point(x: inside.midX, y: inside.midY)] {
                #expect(regions.boxes.contains { $0.x0 <= p.x && p.x <= $0.x1 && $0.y0 <= p.y && p.y <= $0.y1 },
                        "\(p) of \(r) is not in the damage")
            }
        }
    }

    @Test func aRectangleOnceAddedIsEnclosedExactly() {
        // Edges whose origin-plus-size rounds: x + width != the maximum they came from.
        var regions = DamageRegions(size: Size(width: 1000, height: 1000))
        let a = Rect(x: 0.1, y: 0.1, width: 0.2, height: 0.2)
        regions.add(a)
        regions.add(Rect(x: 0.30000000000000004, y: 0.1, width: 100.7, height: 3.3))
        let box = DamageRegions.Box(x0: a.minX, y0: a.minY, x1: a.maxX, y1: a.maxY)
        #expect(regions.boxes.contains { $0.encloses(box) })
    }

    @Test(arguments: [Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10),
                      Rect(x: -.infinity, y: 0, width: 10, height: 10), Rect(x: .greatestFiniteMagnitude, y: 0, width: .greatestFiniteMagnitude, height: 1)])
    func aRectangleThatIsNotFiniteIsEverything(_ r: Rect) {
        var regions = DamageRegions(size: Self.size)
        let first = regions.add(Rect(x: 1, y: 1, width: 2, height: 2))
        let second = regions.add(r)
        let third = regions.add(Rect(x: 1, y: 1, width: 2, height: 2))
        #expect(first && !second && regions.isEverything)
        #expect(!third, "everything stays everything")
    }

    @Test func emptyAndOutsideRectanglesAddNothing() {
        var regions = DamageRegions(size: Self.size)
        let added = [Rect(x: 10, y: 10, width: 0, height: 5), Rect(x: 700, y: 10, width: 5, height: 5),
                     Rect(x: -50, y: -50, width: 50, height: 50)].map { regions.add($0) }
        #expect(added == [true, true, true])
        #expect(regions.isEmpty)
    }

    // MARK: The damage walk

    /// A group with a shadow (a unit that spreads) over `bounds`, with one square inside.
    static func shadowed(_ bounds: Rect, square at: Point) -> [DisplayItem] {
        let shadow = DisplayShadow(color: .black, offset: .zero, radius: 4)
        return [.beginGroup(DisplayGroup(shadow: shadow, bounds: bounds)),
                .fill(.rect(Rect(x: at.x, y: at.y, width: 4, height: 4)), color: .red, rule: .nonZero, transform: .identity),
                .endGroup]
    }

    /// Lists of many spreading units with adversarial bounds, one of them moving: the walk that
    /// grows the damage over spreading units must end whatever their geometry, with damage
    /// that keeps its invariants (checked by `damage(since:)` itself in this build) and takes in
    /// every spreading unit it touches.
    @Test(arguments: 1...25)
    func growingOverSpreadingUnitsEnds(seed: Int) {
        var g = SeededGenerator(seed: UInt64(1_000 + seed))
        var shared: [DisplayItem] = []
        var bounds: [Rect] = []
        for _ in 0..<Int.random(in: 1...300, using: &g) {
            let r = Self.adversarial(&g)
            bounds.append(r)
            shared += Self.shadowed(r, square: Point(x: 5, y: 5))
        }
        let before = shared + [.fill(.rect(Rect(x: 10, y: 10, width: 30, height: 30)), color: .blue, rule: .nonZero, transform: .identity)]
        let after = shared + [.fill(.rect(Rect(x: 13.3, y: 10, width: 30, height: 30)), color: .blue, rule: .nonZero, transform: .identity)]
        let size = Self.size
        let damage = DisplayUnits(DisplayList(size: size, items: after))
            .damage(since: DisplayUnits(DisplayList(size: size, items: before)))
        guard case .regions(let rects) = damage else { return }
        // A spreading unit that touches the damage lies wholly inside it.
        for r in bounds where Self.isFinite(r) && rects.contains(where: { $0.intersects(r) }) {
            guard let inside = r.insetBy(dx: -1, dy: -1).overlap(Rect(origin: .zero, size: size)) else { continue }
            // To a millionth of a point: a region's width is rounded down where its sum rounds.
            #expect(rects.contains { $0.insetBy(dx: -1e-6, dy: -1e-6).encloses(inside) },
                    "a spreading unit at \(r) is touched by \(rects) but not inside them")
        }
    }
}
