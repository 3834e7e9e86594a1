import Foundation

extension PathMeasure {
    /// The part of the path between two fractions of its length, with Core Animation's
    /// `strokeStart`/`strokeEnd` rules.
    ///
    /// Both fractions are clamped to 0...1 and the result is empty when `start >= end`.
    /// Sub-paths count as one continuous length, in order. Curves stay curves (split with
    /// de Casteljau), so the result renders as smoothly as the original. A sub-path that is
    /// only partly kept becomes open; one kept whole keeps its `closeSubpath`, so 0...1 gives
    /// back the path itself.
    public func trimmed(from start: Double, to end: Double) -> Path {
        func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
        let start = clamp(start), end = clamp(end)
        guard start < end else { return Path() }
        if start == 0 && end == 1 { return path }
        return trimmed(fromDistance: start * length, toDistance: end * length)
    }

    /// The part of the path between two distances along it, in points; see `trimmed(from:to:)`.
    public func trimmed(fromDistance start: Double, toDistance end: Double) -> Path {
        guard !start.isNaN, !end.isNaN else { return Path() }
        let start = max(start, 0), end = min(end, length)
        guard start < end else { return Path() }
        var elements: [Path.Element] = []
        appendTrim(from: start, to: end, into: &elements)
        return Path(elements: elements)
    }

    /// Appends the elements drawing distances `start..<end` (with `0 <= start < end <= length`).
    func appendTrim(from start: Double, to end: Double, into elements: inout [Path.Element]) {
        var index = PathMeasure.firstIndex(in: subpathEnds, subpaths.indices,
                                           reaching: start, inclusive: false)
        while index < subpaths.count, subpaths[index].startDistance < end {
            let subpath = subpaths[index]
            index += 1
            guard !subpath.segmentRange.isEmpty else { continue }
            if start <= subpath.startDistance && subpath.endDistance <= end {
                appendWhole(subpath, into: &elements)
                continue
            }
            let lo = max(start, subpath.startDistance), hi = min(end, subpath.endDistance)
            guard hi > lo else { continue }
            let (first, t0) = location(atDistance: lo, preferEarlier: false, in: subpath.segmentRange)
            let (last, t1) = location(atDistance: hi, preferEarlier: true, in: subpath.segmentRange)
            if first == last {
                let piece = segments[first].subsegment(from: t0, to: max(t0, t1))
                elements.append(.move(to: piece.start))
                elements.append(piece.element)
                continue
            }
            let head = segments[first].subsegment(from: t0, to: 1)
            elements.append(.move(to: head.start))
            elements.append(head.element)
            for middle in (first + 1)..<last {
                elements.append(segments[middle].element)
            }
            elements.append(segments[last].subsegment(from: 0, to: t1).element)
        }
    }

    /// Appends a sub-path unchanged, closed if it was closed.
    private func appendWhole(_ subpath: MeasuredSubpath, into elements: inout [Path.Element]) {
        elements.append(.move(to: subpath.start))
        // The closing line is drawn by `closeSubpath`, not as a segment of its own.
        let drawn = subpath.isClosed ? subpath.segmentRange.dropLast() : subpath.segmentRange[...]
        for index in drawn {
            elements.append(segments[index].element)
        }
        if subpath.isClosed { elements.append(.closeSubpath) }
    }
}
