import Foundation

/// Measures of the paths the display list trims (`strokeStart`/`strokeEnd`), kept from frame
/// to frame.
///
/// Design note: most Lottie strokes are trimmed, and the trim usually animates while the path
/// stays the same. Measuring a path (every curve flattened to an accuracy, `PathMeasure`) cost
/// more than the rest of building a frame's display list (LottieLogo2: ~180k of ~530k
/// instructions a frame; TwitterHeart: 13% of the whole frame, drawing included). A measure
/// is a function of the path's elements alone, so the one made for an earlier frame, or on
/// another thread, is the very value this frame would make: frames stay pure functions of
/// time, whatever was drawn before.
///
/// Entries are found by the address of the path's element storage, not by hashing the
/// elements (which would cost a good part of measuring them). That is safe because each entry
/// keeps its path, so its storage stays alive: no other array can have that address while the
/// entry exists, and storage shared with the entry is never changed in place (copy on write).
/// A hit is therefore the same elements, found in constant time. A path made anew for every
/// frame (a morphing shape) misses and is measured as before; its entry ages out.
///
/// Bounded: at most `capacity` entries and `budget` units of size in all (a path's elements
/// plus its measure's flattened pieces, ~16 to 60 bytes each); a path larger than a quarter of
/// the budget is not kept. When full, a clock hand (second chance) evicts the first entry not
/// used since the hand last passed it.
final class PathMeasureCache: @unchecked Sendable {
    // Sendable: every access to the entries is under `lock`; measures are values.

    /// The cache the display list builder uses: 512 entries, 2^18 units (a few megabytes).
    static let shared = PathMeasureCache(capacity: 512, budget: 1 << 18)

    private struct Entry {
        let key: UInt
        let measure: PathMeasure
        let size: Int
        var isUsed: Bool
    }

    /// The most entries kept.
    let capacity: Int
    /// The most units of size (path elements plus flattened pieces) kept in all.
    let budget: Int
    private let lock = NSLock()
    private var entries: [Entry] = []
    private var slots: [UInt: Int] = [:]
    private var hand = 0
    private var size = 0

    init(capacity: Int, budget: Int) {
        self.capacity = max(capacity, 1)
        self.budget = max(budget, 1)
    }

    /// `PathMeasure(path)`, from the cache when this path's storage was measured before.
    func measure(of path: Path) -> PathMeasure {
        guard let key = PathMeasureCache.key(of: path) else { return PathMeasure(path) }
        lock.lock()
        if let slot = slots[key] {
            entries[slot].isUsed = true
            let measure = entries[slot].measure
            lock.unlock()
            return measure
        }
        lock.unlock()
        // Measured outside the lock: other threads' frames need not wait for it.
        let measure = PathMeasure(path)
        let size = path.elements.count + measure.pieceEnds.count
        if size <= budget / 4 {
            lock.lock()
            insert(Entry(key: key, measure: measure, size: size, isUsed: false))
            lock.unlock()
            _checkInvariants()
        }
        return measure
    }

    /// How many entries and units of size the cache holds.
    var occupancy: (entries: Int, size: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (entries.count, size)
    }

    /// The address of the path's element storage; `nil` for an empty path.
    private static func key(of path: Path) -> UInt? {
        guard !path.isEmpty else { return nil }
        return path.elements.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }
    }

    // Under `lock`.
    private func insert(_ entry: Entry) {
        guard slots[entry.key] == nil else { return }  // another thread measured it meanwhile
        while !entries.isEmpty, entries.count >= capacity || size + entry.size > budget {
            evictOne()
        }
        slots[entry.key] = entries.count
        entries.append(entry)
        size += entry.size
    }

    // Under `lock`, with at least one entry: the clock's second chance.
    private func evictOne() {
        while true {
            if hand >= entries.count { hand = 0 }
            if entries[hand].isUsed {
                entries[hand].isUsed = false
                hand += 1
                continue
            }
            let victim = entries[hand]
            slots[victim.key] = nil
            size -= victim.size
            let last = entries.count - 1
            if hand != last {
                entries[hand] = entries[last]
                slots[entries[hand].key] = hand
            }
            entries.removeLast()
            return
        }
    }
}

extension PathMeasureCache {
    /// Traps, naming every broken invariant, when internal checks are compiled in
    /// (`LAMINA_INTERNAL_CHECKS`: debug builds, so every test); nothing otherwise.
    @inline(__always)
    func _checkInvariants() {
        #if LAMINA_INTERNAL_CHECKS
        let violations = _invariantViolations()
        precondition(violations.isEmpty, "PathMeasureCache: " + violations.joined(separator: "; "))
        #endif
    }

    /// Checks that every entry is found at its slot under the address of its own path's storage
    /// and that the sizes and bounds add up; returns a message for each violation.
    func _invariantViolations() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        var problems: [String] = []
        if entries.count > capacity { problems.append("\(entries.count) entries exceed the capacity \(capacity)") }
        if size > budget { problems.append("size \(size) exceeds the budget \(budget)") }
        if slots.count != entries.count { problems.append("\(slots.count) slots for \(entries.count) entries") }
        var total = 0
        for (index, entry) in entries.enumerated() {
            total += entry.size
            if slots[entry.key] != index { problems.append("entry \(index) is not found at its key \(entry.key)") }
            if PathMeasureCache.key(of: entry.measure.path) != entry.key {
                problems.append("entry \(index)'s key \(entry.key) is not its path's storage")
            }
        }
        if total != size { problems.append("sizes add up to \(total), not \(size)") }
        return problems
    }
}
