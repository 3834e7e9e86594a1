import Lamina

/// A value a test can compare with a ``Tolerance``.
///
/// Numbers follow the tolerance's rule; compound values apply it to their parts:
///
/// - `Point`: the distance between the two points is the difference, and their distances from
///   the origin the magnitudes (a point that is off is off by how far it is).
/// - `Size`, `Color`, `AffineTransform`, `Transform3D`: every component (width and height;
///   red, green, blue and alpha; the matrix entries), each on its own.
/// - `Rect`: its edges (`minX`, `minY`, `maxX`, `maxY`), so a rectangle with a negative size
///   matches the same rectangle standardized.
/// - Arrays: the same count, and every element close to the one at its index.
public protocol ApproximatelyEquatable {
    /// Whether `self` and `other` agree within `tolerance`.
    func isClose(to other: Self, tolerance: Tolerance) -> Bool
}

extension Double: ApproximatelyEquatable {
    public func isClose(to other: Double, tolerance: Tolerance) -> Bool { tolerance.admits(self, other) }
}

extension Point: ApproximatelyEquatable {
    public func isClose(to other: Point, tolerance: Tolerance) -> Bool {
        tolerance.admits(difference: distance(to: other), magnitude: max(length, other.length))
    }
}

extension Size: ApproximatelyEquatable {
    public func isClose(to other: Size, tolerance: Tolerance) -> Bool {
        tolerance.admits(width, other.width) && tolerance.admits(height, other.height)
    }
}

extension Rect: ApproximatelyEquatable {
    public func isClose(to other: Rect, tolerance: Tolerance) -> Bool {
        [minX, minY, maxX, maxY].isClose(to: [other.minX, other.minY, other.maxX, other.maxY], tolerance: tolerance)
    }
}

extension Color: ApproximatelyEquatable {
    public func isClose(to other: Color, tolerance: Tolerance) -> Bool {
        components.isClose(to: other.components, tolerance: tolerance)
    }
}

extension AffineTransform: ApproximatelyEquatable {
    public func isClose(to other: AffineTransform, tolerance: Tolerance) -> Bool {
        [a, b, c, d, tx, ty].isClose(to: [other.a, other.b, other.c, other.d, other.tx, other.ty], tolerance: tolerance)
    }
}

extension Transform3D: ApproximatelyEquatable {
    public func isClose(to other: Transform3D, tolerance: Tolerance) -> Bool {
        values.isClose(to: other.values, tolerance: tolerance)
    }
}

extension Array: ApproximatelyEquatable where Element: ApproximatelyEquatable {
    public func isClose(to other: [Element], tolerance: Tolerance) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.isClose(to: $1, tolerance: tolerance) }
    }
}
