// Interim: replaced by the full Path from the paths branch on merge.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: Point), line(to: Point), quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point), closeSubpath
    }
    public private(set) var elements: [Element] = []
    public init() {}
    public init(elements: [Element]) { self.elements = elements }
    public static func rect(_ r: Rect) -> Path { Path() }
    public static func ellipse(in r: Rect) -> Path { Path() }
    public var boundingBox: Rect { .zero }
    public func contains(_ point: Point, using rule: FillRule = .nonZero) -> Bool { false }
    public func isInterpolatable(with other: Path) -> Bool { false }
    public func interpolated(to other: Path, fraction: Double) -> Path? { nil }
    public func applying(_ t: AffineTransform) -> Path { self }
}
public enum FillRule: String, Hashable, Sendable, CaseIterable { case nonZero, evenOdd }
