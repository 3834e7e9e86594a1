import Foundation

extension Path {
    /// The dashes a stroke with this dash pattern would draw, as open sub-paths (the
    /// `lineDashPattern`/`lineDashPhase` of `CAShapeLayer`), so stroking them solid draws the dashes.
    ///
    /// The pattern alternates on and off lengths in points and repeats; an odd-length pattern
    /// repeats as given with on and off swapping each time round (as Core Graphics and SVG do,
    /// so `[10]` is 10 on, 10 off). `phase` is how far into the pattern each sub-path starts,
    /// and every sub-path restarts the pattern. A zero-length "on" entry gives a zero-length
    /// dash (a move and a line to the same point), which round caps draw as a dot. An empty or
    /// all-zero pattern means no dashing, and one with negative or non-finite lengths is invalid;
    /// either way the path comes back unchanged.
    ///
    /// - Parameter accuracy: The largest error of the measured length, in points; see `PathMeasure`.
    /// - Parameter pattern: on and off lengths in turn, in points.
    /// - Parameter phase: how far into the pattern each sub-path starts, in points.
    public func dashed(pattern: [Double], phase: Double = 0, accuracy: Double = 0.01) -> Path {
        guard pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), pattern.contains(where: { $0 > 0 }),
              phase.isFinite else { return self }
        let pattern = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = pattern.reduce(0, +)
        let measure = PathMeasure(self, accuracy: accuracy)
        // Pathological patterns (tiny dashes on a long path) would produce unbounded output.
        guard measure.length / period * Double(pattern.count) < 1_000_000 else { return self }

        var phase = phase.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        var elements: [Element] = []
        for subpath in measure.subpaths where !subpath.segmentRange.isEmpty {
            var index = 0, offset = phase
            while offset > 0 && offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var position = subpath.startDistance
            var remaining = pattern[index] - offset
            while position < subpath.endDistance {
                let next = min(position + remaining, subpath.endDistance)
                if index % 2 == 0 {
                    if next > position {
                        measure.appendTrim(from: position, to: next, into: &elements)
                    } else if let dot = measure.point(atDistance: position) {
                        elements += [.move(to: dot), .line(to: dot)]
                    }
                }
                position = next
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
        }
        return Path(elements: elements)
    }
}
