import Foundation

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
        self.init(list, matching: nil, same: nil)
    }

    /// The units of `list` and what differs from `previous`, in one pass: what a renderer that
    /// keeps its last frame asks every frame (`FrameRenderer`).
    ///
    /// The result is `DisplayUnits(list)` and its `damage(since: previous)`. A unit found the
    /// same as the one at its place in `previous` takes its bounds from there instead of
    /// measuring its paths again; most units of most frames are the same.
    public static func compare(_ list: DisplayList, since previous: DisplayUnits) -> (units: DisplayUnits, damage: Damage) {
        var same: [Bool] = []
        let units = DisplayUnits(list, matching: previous, same: &same)
        let damage = units.findDamage(since: previous, same: same)
        units._checkInvariants(damage)
        return (units, damage)
    }

    /// Cuts `list` into units; with `previous`, marks in `same` each unit equal to the one at
    /// its index there and takes that unit's bounds (a unit's bounds follow from its items).
    private init(_ list: DisplayList, matching previous: DisplayUnits?, same: UnsafeMutablePointer<[Bool]>?) {
        self.list = list
        var units: [Unit] = []
        if let previous, let same {
            // Frames mostly keep their number of units: grown as they were, these two arrays
            // were reallocated a few times a frame.
            units.reserveCapacity(previous.units.count)
            same.pointee.reserveCapacity(previous.units.count)
        }
        let items = list.items
        var index = items.startIndex
        while index < items.endIndex {
            let start = index
            var end = index + 1
            if case .beginGroup = items[index] {
                var depth = 1
                while depth > 0 && end < items.endIndex {
                    switch items[end] {
                    case .beginGroup: depth += 1
                    case .endGroup: depth -= 1
                    default: break
                    }
                    end += 1
                }
            }
            index = end
            if let previous, let same {
                let i = units.count
                if i < previous.units.count, previous.units[i].items.count == end - start,
                   DisplayUnits.itemsEqual(previous.list.items, previous.units[i].items, items, start..<end) {
                    units.append(Unit(items: start..<end, bounds: previous.units[i].bounds, spreads: previous.units[i].spreads))
                    same.pointee.append(true)
                    continue
                }
                same.pointee.append(false)
            }
            units.append(DisplayUnits.unit(items, start..<end))
        }
        self.units = units
        _checkInvariants()
    }

    /// A unit's bounds and whether it spreads, measured from its items.
    @inline(__always)
    private static func unit(_ items: [DisplayItem], _ range: Range<Int>) -> Unit {
        var bounds: Extent
        var spreads = false
        if case .beginGroup(let group) = items[range.lowerBound] {
            var inner = Extent.empty
            for index in range {
                switch items[index] {
                case .beginGroup(let nested):
                    spreads = spreads || nested.shadow != nil || nested.filters != nil
                case .endGroup:
                    break
                default:
                    inner.formUnion(DisplayUnits.extent(of: items[index]))
                }
            }
            bounds = DisplayUnits.extent(of: group, inner: inner)
        } else {
            bounds = DisplayUnits.extent(of: items[range.lowerBound])
        }
        // An unmatched `endGroup` draws nothing.
        if case .endGroup = items[range.lowerBound] { bounds = .empty }
        return Unit(items: range, bounds: bounds.isUnbounded ? nil : bounds.rect ?? .zero, spreads: spreads)
    }

    /// Where `self` differs from `previous`: the bounds, old and new, of every unit that is not
    /// the same at the same place in the list, grown to whole units where a unit spreads.
    public func damage(since previous: DisplayUnits) -> Damage {
        let common = min(units.count, previous.units.count)
        let same = (0..<common).map { i in
            previous.units[i].items.count == units[i].items.count
                && DisplayUnits.itemsEqual(previous.list.items, previous.units[i].items, list.items, units[i].items)
        }
        let damage = findDamage(since: previous, same: same)
        _checkInvariants(damage)
        return damage
    }

    /// The damage, given for each unit at an index both lists have whether it is the same.
    private func findDamage(since previous: DisplayUnits, same: [Bool]) -> Damage {
        guard list.size == previous.list.size else { return .everything }
        var regions = DamageRegions(size: list.size)
        let common = min(units.count, previous.units.count)
        for i in 0..<common where !same[i] {
            guard regions.add(previous.units[i].bounds), regions.add(units[i].bounds) else { return .everything }
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
    ///
    /// An item whose bytes are the same as the other's (the same case, numbers and references:
    /// a path or a group from the same storage) is equal without `==` walking its paths, and
    /// without being copied. Different bytes can still be equal values (a path rebuilt with the
    /// same points, a payload's unused bytes), which `==` then decides.
    static func itemsEqual(_ a: [DisplayItem], _ aRange: Range<Int>, _ b: [DisplayItem], _ bRange: Range<Int>) -> Bool {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var j = bRange.lowerBound
                for i in aRange {
                    guard sameBits(a.baseAddress! + i, b.baseAddress! + j) || a[i] == b[j] else { return false }
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
