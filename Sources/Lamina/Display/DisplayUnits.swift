/// A display list cut into its top-level units, each with where it can draw: what a renderer
/// that keeps its last frame compares to redraw only what changed (damage tracking).
///
/// A unit is one drawing item, or a group from its `beginGroup` to its matching `endGroup`.
/// Units are what can be redrawn on their own: a group composites as one, so it is never split.
///
/// ```swift
/// let before = DisplayUnits(previousList), after = DisplayUnits(list)
/// switch after.damage(since: before) {
/// case .none: break                        // the last frame is this frame
/// case .regions(let rects): redraw(rects)  // clear these, draw the units that touch them
/// case .everything: redrawAll()
/// }
/// ```
///
/// Why this is exact: a pixel outside every damaged rectangle is covered by the same units, in
/// the same order, with the same items, in both lists (a unit that changed puts both its old and
/// its new bounds into the damage), so drawing it again would give the same value. Bounds are
/// conservative (anti-aliasing and stroke joins included), and a unit whose look at a pixel
/// depends on pixels around it (a shadow or a filter: blurs, offsets, tiles) is redrawn whole
/// whenever any of it is damaged, so clipping never changes what it reads.
public struct DisplayUnits: Sendable {
    /// One top-level unit of a list.
    public struct Unit: Sendable, Equatable {
        /// The unit's items in `DisplayList.items`.
        public var items: Range<Int>
        /// Where in root points the unit can change pixels, or `nil` when unknown (text, a group
        /// without bounds): such a unit is drawn whenever anything is.
        public var bounds: Rect?
        /// Whether the unit reads pixels around the ones it writes (a shadow or a filter
        /// anywhere inside): it is redrawn whole whenever any of it is damaged.
        public var spreads: Bool

        /// Whether the unit can draw anywhere in `rect` (root points); an unbounded unit can.
        public func touches(_ rect: Rect) -> Bool {
            bounds.map { $0.intersects(rect) } ?? true
        }
    }

    /// What differs between two frames.
    public enum Damage: Equatable, Sendable {
        /// Nothing: the previous frame's pixels are this frame's.
        case none
        /// Only these rectangles in root points (at most `DisplayUnits.maximumRegions`, inside
        /// the frame, not overlapping).
        case regions([Rect])
        /// The whole frame.
        case everything
    }

    /// Damage is kept as at most this many rectangles; more are merged into their neighbours.
    public static let maximumRegions = 8

    /// The list cut up.
    public let list: DisplayList
    /// Its top-level units in drawing order.
    public let units: [Unit]

    /// Cuts `list` into units and bounds each.
    /// - Complexity: O(n) in the items and the points of their paths.
    public init(_ list: DisplayList) {
        self.list = list
        var units: [Unit] = []
        let items = list.items
        var index = items.startIndex
        while index < items.endIndex {
            let start = index
            var bounds: Extent
            var spreads = false
            if case .beginGroup(let group) = items[index] {
                var depth = 0, inner = Extent.empty
                repeat {
                    switch items[index] {
                    case .beginGroup(let nested):
                        depth += 1
                        spreads = spreads || nested.shadow != nil || nested.filters != nil
                    case .endGroup:
                        depth -= 1
                    default:
                        inner.formUnion(DisplayUnits.extent(of: items[index]))
                    }
                    index += 1
                } while depth > 0 && index < items.endIndex
                bounds = DisplayUnits.extent(of: group, inner: inner)
            } else {
                bounds = DisplayUnits.extent(of: items[index])
                index += 1
            }
            // An unmatched `endGroup` draws nothing.
            if case .endGroup = items[start] { bounds = .empty }
            units.append(Unit(items: start..<index, bounds: bounds.isUnbounded ? nil : bounds.rect ?? .zero,
                              spreads: spreads))
        }
        self.units = units
        _checkInvariants()
    }

    /// Where `self` differs from `previous`: the bounds, old and new, of every unit that is not
    /// the same at the same place in the list, grown to whole units where a unit spreads.
    public func damage(since previous: DisplayUnits) -> Damage {
        let damage = findDamage(since: previous)
        _checkInvariants(damage)
        return damage
    }

    private func findDamage(since previous: DisplayUnits) -> Damage {
        guard list.size == previous.list.size else { return .everything }
        var regions = DamageRegions(size: list.size)
        let common = min(units.count, previous.units.count)
        for i in 0..<common {
            let old = previous.units[i], new = units[i]
            guard old.items.count != new.items.count
                || !DisplayUnits.itemsEqual(previous.list.items, old.items, list.items, new.items) else { continue }
            guard regions.add(old.bounds), regions.add(new.bounds) else { return .everything }
        }
        for unit in previous.units.dropFirst(common) where !regions.add(unit.bounds) { return .everything }
        for unit in units.dropFirst(common) where !regions.add(unit.bounds) { return .everything }
        if regions.isEmpty { return .none }
        // A spreading unit touched by the damage is damaged whole, and growing may touch more.
        // Each unit is grown in at most once (it is marked, not tested again by geometry: an
        // added rectangle's edges may be merged or rounded so that no test says it is covered),
        // so each pass either marks a unit or ends the loop.
        var grown = [Bool](repeating: false, count: units.count)
        var grew = true
        while grew {
            grew = false
            for (i, unit) in units.enumerated() where unit.spreads && !grown[i] && regions.touches(unit.bounds) {
                grown[i] = true
                grew = true
                guard regions.add(unit.bounds) else { return .everything }
            }
        }
        return .regions(regions.rects)
    }

    /// Whether two runs of items of the same length are equal, compared where they lie: a
    /// slice's `elementsEqual` copied each item (paths, colours, transforms) to compare it.
    static func itemsEqual(_ a: [DisplayItem], _ aRange: Range<Int>, _ b: [DisplayItem], _ bRange: Range<Int>) -> Bool {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var j = bRange.lowerBound
                for i in aRange {
                    guard a[i] == b[j] else { return false }
                    j += 1
                }
                return true
            }
        }
    }

    // MARK: Bounds

    static func extent(of item: DisplayItem) -> Extent {
        switch item {
        case let .fill(path, _, _, transform):
            return Extent(path.controlPointBounds, outset: 1, transform: transform)
        case let .stroke(path, _, style, transform):
            return Extent(path.controlPointBounds, outset: style.outset + 1, transform: transform)
        case let .image(fill, transform):
            return Extent(fill.rect, outset: 1, transform: transform)
        case let .gradient(fill, transform):
            return Extent(fill.rect, outset: 1, transform: transform)
        case let .particles(sprites):
            return sprites.extent
        case .text:
            return .unbounded
        case let .projected(projection):
            return Extent(projection.bounds, outset: 1, transform: .identity)
        case .beginGroup, .endGroup:
            return .empty
        }
    }

    /// A group's extent: its `bounds` when it composites (the renderer clips its buffer there),
    /// else what its items draw, inside its clip.
    static func extent(of group: DisplayGroup, inner: Extent) -> Extent {
        if group.needsCompositing {
            guard let bounds = group.bounds else { return .unbounded }
            return Extent(bounds, outset: 1, transform: .identity)
        }
        guard let clip = group.clip else { return inner }
        return inner.intersection(Extent(clip.path.controlPointBounds, outset: 1, transform: clip.transform))
    }
}
