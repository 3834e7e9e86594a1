/// The largest Lottie files the importer accepts, checked before anything is allocated for them:
/// a hostile file (a billion keyframes, a 10⁶ × 10⁶ canvas, precomps nested without end) is
/// refused with a message instead of exhausting memory.
public struct LottieLimits: Sendable {
    /// The file's size in bytes (the JSON text, or the `.lottie` archive's animation entry).
    public var maximumFileSize = 64 << 20
    /// The composition's width and height in points.
    public var maximumDimension = 16_384.0
    /// Layers in the whole file, counting every precomp instance.
    public var maximumLayers = 20_000
    /// Keyframes of one property.
    public var maximumKeyframes = 100_000
    /// Vertices of one bezier path.
    public var maximumVertices = 100_000
    /// Precomps inside precomps.
    public var maximumNesting = 32
    /// Copies made by one repeater.
    public var maximumRepeaterCopies = 1_000
    /// Frames between in and out point.
    public var maximumFrames = 1_000_000.0

    public init() {}
}
