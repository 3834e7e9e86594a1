/// Which corners `cornerRadius` rounds (`CALayer.maskedCorners`, `CACornerMask`); the others stay
/// square. Named as Core Animation names them, in y-down coordinates: `minY` is the top edge.
public struct CornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits, Core Animation's: 1, 2, 4, 8 in the order below.
    public let rawValue: Int

    /// Makes a mask from Core Animation's bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    /// All four (the default).
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                         .layerMaxXMaxYCorner]

    /// Each corner with its Core Animation name, in bit order (how documents spell them).
    static let named: [(name: String, corner: CornerMask)] = [
        ("layerMinXMinYCorner", .layerMinXMinYCorner), ("layerMaxXMinYCorner", .layerMaxXMinYCorner),
        ("layerMinXMaxYCorner", .layerMinXMaxYCorner), ("layerMaxXMaxYCorner", .layerMaxXMaxYCorner),
    ]
}
