/// A layer's filters (Core Animation's `CALayer.filters`): image operations applied to the
/// layer's rendered content (the layer and its sublayers, composited), before its mask and
/// opacity.
///
///     layer.filters = FilterGraph(region: Rect(x: -10, y: -10, width: 120, height: 120), primitives: [
///         FilterPrimitive(.gaussianBlur(x: 4, y: 4), inputs: [.sourceAlpha]),
///         FilterPrimitive(.offset(dx: 3, dy: 3), result: "shadow"),
///         FilterPrimitive(.merge, inputs: [.result("shadow"), .sourceGraphic]),
///     ])
///
/// Core Animation takes a list of `CIFilter` objects; Lamina takes this value, the SVG filter
/// model (`filter` with its primitives), which can say everything a designer's shadow or blur
/// needs and is plain data for scene documents. Primitives run in order; each reads the previous
/// one's output unless its inputs name others, and the last one's output replaces the content.
/// Lengths are in the layer's own coordinate space (its bounds' space), so they scale with the
/// layer's transform. Filters do not animate.
public struct FilterGraph: Hashable, Sendable {
    /// Where the filter draws, in the layer's coordinate space: the content is cut to it, and
    /// nothing the primitives make shows outside it.
    public var region: Rect
    /// The operations, in the order they run.
    public var primitives: [FilterPrimitive]

    /// A filter over `region` (in the layer's space) running `primitives` in order.
    public init(region: Rect, primitives: [FilterPrimitive]) {
        self.region = region
        self.primitives = primitives
    }

    /// The largest standard deviation (blurs, drop shadows) and radius (morphology) a renderer
    /// is asked to honour, in device pixels: a blur that wide is already a flat average of any
    /// frame, and a larger one (`stdDeviation="1e9"`) would only cost time. Renderers clamp to it.
    public static let maximumDeviceRadius = 2_000.0
    /// The most pixels a renderer allocates for one filter region (each pixel is four floats per
    /// intermediate image): 4,096² at most. A larger region is cut to the visible frame first.
    public static let maximumRegionPixels = 4_096 * 4_096
    /// The most pixels of named results a renderer keeps at once (twice the largest region):
    /// beyond it, further names are not kept and reading them reads the previous output.
    public static let maximumStoredResultPixels = 2 * maximumRegionPixels
    /// The most primitives one filter may hold (documents refuse more, importers stop there).
    public static let maximumPrimitives = 1_000
}

/// One operation of a ``FilterGraph``, with where it reads from and what it is called.
public struct FilterPrimitive: Hashable, Sendable {
    /// What the primitive computes.
    public var operation: FilterOperation
    /// The images it reads: none for a flood, one for most, two for composite and blend
    /// (`in`, `in2`), any number for merge. Missing ones read the previous output.
    public var inputs: [FilterInput]
    /// The name later primitives read this output by, if any.
    public var result: String?
    /// The part of the filter region this primitive writes (in the layer's space); `nil` is the
    /// whole region. Outside it the output is transparent.
    public var subregion: Rect?
    /// The colour space the operation computes in: SVG's default is linear RGB.
    public var colorSpace: FilterColorSpace

    /// A primitive running `operation` on `inputs`, named `result`, over `subregion` (the whole
    /// region when `nil`), computing in `colorSpace`.
    public init(_ operation: FilterOperation, inputs: [FilterInput] = [], result: String? = nil,
                subregion: Rect? = nil, colorSpace: FilterColorSpace = .linearRGB) {
        self.operation = operation
        self.inputs = inputs
        self.result = result
        self.subregion = subregion
        self.colorSpace = colorSpace
    }

    /// The image input `index` reads (`.previous` when not given).
    public func input(_ index: Int) -> FilterInput {
        index < inputs.count ? inputs[index] : .previous
    }
}

/// An image a filter primitive reads.
public enum FilterInput: Hashable, Sendable {
    /// The output of the primitive before (the source graphic for the first).
    case previous
    /// The layer's content.
    case sourceGraphic
    /// The layer's content as black with its alpha.
    case sourceAlpha
    /// The output of an earlier primitive with this `result` name.
    case result(String)
}

/// Which colour space a primitive works in.
public enum FilterColorSpace: String, Hashable, Sendable, CaseIterable {
    /// The colours as stored (gamma-encoded sRGB).
    case sRGB
    /// Linear-light RGB: colours are decoded before the operation and encoded after it.
    case linearRGB
}
