// Interim: replaced by the full PathMeasure from the paths branch on merge.
public struct PathMeasure: Sendable {
    public init(_ path: Path, accuracy: Double = 0.01) {}
    public var length: Double { 0 }
    public func point(atDistance d: Double) -> Point? { nil }
    public func tangentAngle(atDistance d: Double) -> Double? { nil }
    public func trimmed(from start: Double, to end: Double) -> Path { Path() }
}
