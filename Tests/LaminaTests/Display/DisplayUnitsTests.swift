@testable import Lamina
import LaminaTestSupport
import Testing

/// Damage between two frames' display lists: which rectangles a renderer that keeps its last
/// frame must draw again.
@Suite struct DisplayUnitsTests {
    static let size = Size(width: 200, height: 100)

    static func square(at x: Double, _ y: Double, side: Double = 10, color: Color = .red) -> DisplayItem {
        .fill(.rect(Rect(x: 0, y: 0, width: side, height: side)), color: color, rule: .nonZero,
              transform: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y))
    }

    static func damage(_ before: [DisplayItem], _ after: [DisplayItem], size: Size = size) -> DisplayUnits.Damage {
        DisplayUnits(DisplayList(size: size, items: after)).damage(since: DisplayUnits(DisplayList(size: size, items: before)))
    }

    @Test func theSameListHasNoDamage() {
        let items = [Self.square(at: 10, 10), Self.square(at: 50, 50)]
        #expect(Self.damage(items, items) == .none)
    }

    @Test func aMovedSquareDamagesWhereItWasAndWhereItIsWithAPointOfAntiAliasing() {
        let damage = Self.damage([Self.square(at: 10, 10), Self.square(at: 150, 50)],
                                 [Self.square(at: 10, 10), Self.square(at: 160, 50)])
        // Old (149...161) and new (159...171) overlap, so they merge into one rectangle.
        #expect(damage == .regions([Rect(x: 149, y: 49, width: 22, height: 12)]))
    }

    @Test func farApartChangesStaySeparateRectangles() {
        let damage = Self.damage([Self.square(at: 10, 10), Self.square(at: 150, 50)],
                                 [Self.square(at: 10, 10, color: .blue), Self.square(at: 150, 50, color: .blue)])
        #expect(damage == .regions([Rect(x: 9, y: 9, width: 12, height: 12), Rect(x: 149, y: 49, width: 12, height: 12)]))
    }

    @Test func damageIsCutToTheFrame() {
        let damage = Self.damage([Self.square(at: 195, 95)], [Self.square(at: 195, 95, color: .blue)])
        #expect(damage == .regions([Rect(x: 194, y: 94, width: 6, height: 6)]))
    }

    @Test func anAddedOrRemovedUnitDamagesItsBounds() {
        let one = [Self.square(at: 10, 10)], two = [Self.square(at: 10, 10), Self.square(at: 100, 40)]
        #expect(Self.damage(one, two) == .regions([Rect(x: 99, y: 39, width: 12, height: 12)]))
        #expect(Self.damage(two, one) == .regions([Rect(x: 99, y: 39, width: 12, height: 12)]))
    }

    @Test func changedTextOrAnotherSizeDamagesEverything() {
        let text = TextRun(string: "Hi", font: "DejaVu Sans", fontSize: 12, color: .black, alignment: .natural,
                           isWrapped: false, truncation: .none, rect: Rect(x: 0, y: 0, width: 50, height: 20))
        var other = text
        other.string = "Ho"
        #expect(Self.damage([.text(text, transform: .identity)], [.text(other, transform: .identity)]) == .everything)
        let items = [Self.square(at: 10, 10)]
        #expect(DisplayUnits(DisplayList(size: Size(width: 100, height: 100), items: items))
            .damage(since: DisplayUnits(DisplayList(size: Self.size, items: items))) == .everything)
    }

    @Test func aGroupIsOneUnitBoundedByItsBounds() {
        let group = DisplayGroup(opacity: 0.5, bounds: Rect(x: 20, y: 20, width: 30, height: 30))
        let before: [DisplayItem] = [.beginGroup(group), Self.square(at: 25, 25), .endGroup]
        let after: [DisplayItem] = [.beginGroup(group), Self.square(at: 30, 30), .endGroup]
        let units = DisplayUnits(DisplayList(size: Self.size, items: after))
        #expect(units.units.count == 1)
        #expect(units.units[0].items == 0..<3)
        #expect(Self.damage(before, after) == .regions([Rect(x: 19, y: 19, width: 32, height: 32)]))
    }

    @Test func aShadowedUnitTouchedByDamageIsDamagedWhole() {
        // The shadow blurs: redrawing part of it would read a clipped copy of its content.
        let shadow = DisplayShadow(color: .black, offset: .zero, radius: 5)
        let shadowed: [DisplayItem] = [.beginGroup(DisplayGroup(shadow: shadow, bounds: Rect(x: 100, y: 0, width: 60, height: 60))),
                                       Self.square(at: 110, 10, side: 40), .endGroup]
        let damage = Self.damage([Self.square(at: 90, 20)] + shadowed, [Self.square(at: 92, 20)] + shadowed)
        #expect(damage == .regions([Rect(x: 89, y: 0, width: 72, height: 61)]))
    }

    @Test func withoutTheirBoundsAGroupDamagesEverything() {
        let before: [DisplayItem] = [.beginGroup(DisplayGroup(opacity: 0.5)), Self.square(at: 25, 25), .endGroup]
        let after: [DisplayItem] = [.beginGroup(DisplayGroup(opacity: 0.4)), Self.square(at: 25, 25), .endGroup]
        #expect(Self.damage(before, after) == .everything)
    }

    @Test func manyScatteredChangesAreMergedIntoAFewRectangles() {
        let before = (0..<20).map { Self.square(at: Double($0 * 10), Double($0 % 5) * 20) }
        let after = (0..<20).map { Self.square(at: Double($0 * 10), Double($0 % 5) * 20, color: .blue) }
        guard case .regions(let rects) = Self.damage(before, after) else {
            Issue.record("expected regions")
            return
        }
        #expect(rects.count <= DisplayUnits.maximumRegions)
        // Every changed square is inside the damage.
        for item in after {
            guard case let .fill(_, _, _, t) = item else { continue }
            let square = Rect(x: t.tx, y: t.ty, width: 10, height: 10)
            #expect(rects.contains { $0.minX <= square.minX && $0.minY <= square.minY && $0.maxX >= square.maxX && $0.maxY >= square.maxY })
        }
    }

    @Test func unbalancedHandMadeListsAreCutWithoutTrapping() {
        // A stray end, then a group never closed: each is one unit; the open group runs to the end.
        let items: [DisplayItem] = [.endGroup, Self.square(at: 10, 10),
                                    .beginGroup(DisplayGroup(opacity: 0.5, bounds: Rect(x: 0, y: 0, width: 50, height: 50))),
                                    Self.square(at: 20, 20)]
        let units = DisplayUnits(DisplayList(size: Self.size, items: items))
        #expect(units.units.map(\.items) == [0..<1, 1..<2, 2..<4])
        #expect(units.units[0].bounds == .zero)
        #expect(units._invariantViolations().isEmpty)
        var moved = items
        moved[3] = Self.square(at: 22, 20)
        #expect(DisplayUnits(DisplayList(size: Self.size, items: moved)).damage(since: units)
            == .regions([Rect(x: 0, y: 0, width: 51, height: 51)]))
    }

    // MARK: Cut and compared in one pass (what FrameRenderer asks)

    /// A random list: squares, and groups of squares with or without bounds or a shadow.
    static func randomItems(using g: inout SeededGenerator) -> [DisplayItem] {
        var items: [DisplayItem] = []
        for _ in 0..<Int.random(in: 0...12, using: &g) {
            let square = Self.square(at: Double(Int.random(in: 0...190, using: &g)), Double(Int.random(in: 0...90, using: &g)))
            switch Int.random(in: 0..<4, using: &g) {
            case 0:
                let bounds = Bool.random(using: &g) ? Rect(x: 0, y: 0, width: 100, height: 60) : nil
                let shadow = Bool.random(using: &g) ? DisplayShadow(color: .black, offset: .zero, radius: 3) : nil
                items += [.beginGroup(DisplayGroup(opacity: 0.5, shadow: shadow, bounds: bounds)), square, .endGroup]
            default:
                items.append(square)
            }
        }
        return items
    }

    /// The next frame's list: some items moved or recoloured, some rebuilt equal from new
    /// storage, some added or removed.
    static func nextFrame(of items: [DisplayItem], using g: inout SeededGenerator) -> [DisplayItem] {
        var next = items
        for i in next.indices {
            guard case let .fill(path, color, rule, t) = next[i] else { continue }
            switch Int.random(in: 0..<6, using: &g) {
            case 0: next[i] = .fill(path, color: color, rule: rule, transform: t.translatedBy(x: 3, y: 0))
            case 1: next[i] = .fill(path, color: .blue, rule: rule, transform: t)
            case 2: next[i] = .fill(Path(elements: path.elements.map { $0 }), color: color, rule: rule, transform: t)
            default: break
            }
        }
        if Bool.random(using: &g) { next += randomItems(using: &g).prefix(2) }
        if Bool.random(using: &g), let last = next.indices.last, case .fill = next[last] { next.removeLast() }
        return next
    }

    @Test func cuttingAndComparingInOnePassGivesWhatEachDoesAlone() {
        var g = SeededGenerator(seed: 32)
        for index in 0..<300 {
            let before = DisplayList(size: Self.size, items: Self.randomItems(using: &g))
            let after = DisplayList(size: Self.size, items: Self.nextFrame(of: before.items, using: &g))
            let previous = DisplayUnits(before)
            let (units, damage) = DisplayUnits.compare(after, since: previous)
            let alone = DisplayUnits(after)
            #expect(units.units == alone.units, "case \(index): \(after.items)")
            #expect(damage == alone.damage(since: previous), "case \(index): \(before.items) then \(after.items)")
        }
    }

    @Test func anItemRebuiltEqualFromNewStorageIsNoDamage() {
        let items = [Self.square(at: 10, 10), Self.square(at: 50, 50)]
        let rebuilt = items.map { item -> DisplayItem in
            guard case let .fill(path, color, rule, t) = item else { return item }
            return .fill(Path(elements: Array(path.elements)), color: color, rule: rule, transform: t)
        }
        let (_, damage) = DisplayUnits.compare(DisplayList(size: Self.size, items: rebuilt),
                                               since: DisplayUnits(DisplayList(size: Self.size, items: items)))
        #expect(damage == .none)
    }
}
