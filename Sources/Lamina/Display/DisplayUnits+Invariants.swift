/// What must hold for damage tracking to be exact, as code: units tile their list, and damage
/// lies inside the frame in few rectangles that do not overlap.
///
/// `_checkInvariants` runs on every `DisplayUnits` made and every damage returned when the
/// package is built with `LAMINA_INTERNAL_CHECKS` (debug builds, so every test), and is
/// empty otherwise.
extension DisplayUnits {
    @inline(__always)
    func _checkInvariants(_ damage: Damage? = nil) {
        #if LAMINA_INTERNAL_CHECKS
        let violations = _invariantViolations(damage)
        precondition(violations.isEmpty, "DisplayUnits: " + violations.joined(separator: "; "))
        #endif
    }

    /// Every broken invariant, described with the values that break it; empty when all hold.
    ///
    /// - The units' item ranges follow each other from the list's first item to its last,
    ///   none empty, so every item is drawn by exactly one unit.
    /// - A unit that starts with `beginGroup` ends with its matching `endGroup` (or the list's
    ///   end, for an unbalanced list), and no other unit holds a group's inside; a stray
    ///   `endGroup` is a unit alone.
    /// - Damage regions are at most `maximumRegions`, inside the frame, not empty, and do not
    ///   overlap (an overlap would be cleared and drawn twice).
    func _invariantViolations(_ damage: Damage? = nil) -> [String] {
        var problems: [String] = []
        var next = list.items.startIndex
        for (i, unit) in units.enumerated() {
            if unit.items.lowerBound != next || unit.items.isEmpty {
                problems.append("unit \(i) covers items \(unit.items), expected to start at \(next)")
            }
            next = unit.items.upperBound
            var depth = 0
            for index in unit.items {
                switch list.items[index] {
                case .beginGroup: depth += 1
                case .endGroup: depth -= 1
                default: break
                }
                if depth == 0, index < unit.items.upperBound - 1 {
                    problems.append("unit \(i) closes its groups at item \(index) before its end \(unit.items.upperBound)")
                    break
                }
            }
            // A stray `endGroup` (a hand-made list) is a unit of its own that draws nothing.
            if depth < 0, unit.items.count > 1 { problems.append("unit \(i) ends more groups than it begins") }
        }
        if next != list.items.endIndex { problems.append("units end at item \(next) of \(list.items.count)") }
        if case .regions(let rects) = damage {
            let frame = Rect(origin: .zero, size: list.size)
            if rects.isEmpty || rects.count > DisplayUnits.maximumRegions {
                problems.append("\(rects.count) damage regions")
            }
            for (i, r) in rects.enumerated() {
                if r.width <= 0 || r.height <= 0 || r.minX < frame.minX || r.minY < frame.minY
                    || r.maxX > frame.maxX || r.maxY > frame.maxY {
                    problems.append("damage region \(r) is empty or outside the frame \(frame)")
                }
                for other in rects[(i + 1)...] where r.intersects(other) {
                    problems.append("damage regions \(r) and \(other) overlap")
                }
            }
        }
        return problems
    }
}
