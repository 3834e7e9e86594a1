import Foundation

/// What one filter primitive does (the SVG filter primitives). Lengths are in the layer's own
/// coordinate space; colours are straight sRGB.
public enum FilterOperation: Hashable, Sendable {
    /// A Gaussian blur with these standard deviations along x and y.
    case gaussianBlur(x: Double, y: Double, edgeMode: FilterEdgeMode = .none)
    /// The input moved by `dx`, `dy`.
    case offset(dx: Double, dy: Double)
    /// The subregion filled with one colour (no input).
    case flood(Color)
    /// Each pixel's straight `[r g b a 1]` multiplied by a 4 × 5 matrix (20 numbers, row by row).
    case colorMatrix([Double])
    /// One transfer function per channel: red, green, blue, alpha.
    case componentTransfer([TransferFunction])
    /// Porter-Duff compositing of the first input over the second, or `arithmetic` with
    /// `k1·i1·i2 + k2·i1 + k3·i2 + k4`.
    case composite(CompositeOperator, k: [Double] = [0, 0, 0, 0])
    /// The inputs drawn over each other in order.
    case merge
    /// The first input blended over the second; `nil` is normal (source over).
    case blend(CompositingFilter?)
    /// A blurred, offset, tinted copy of the input's alpha beneath the input.
    case dropShadow(dx: Double, dy: Double, x: Double, y: Double, color: Color)
    /// Each pixel the minimum (erode) or maximum (dilate) over a `2rx × 2ry` rectangle.
    case morphology(MorphologyOperator, radiusX: Double, radiusY: Double)
    /// The input's subregion repeated over the whole output.
    case tile
    /// Perlin noise (SVG's reference algorithm), evaluated at each point of the layer's space plus
    /// `origin` (so that the noise stays where the document put it), in the primitive's colour space.
    case turbulence(Turbulence)
    /// A convolution with a kernel over device pixels.
    case convolveMatrix(ConvolveMatrix)
    /// The input's alpha lit as a surface by one light (diffuse or specular reflection); the
    /// output's colours come from the light alone.
    case lighting(Lighting)
    /// Each pixel of the first input taken from the place moved by `scaleX × (c − 0.5)` along x
    /// and `scaleY × (c − 0.5)` along y, where `c` is the second input's `x` or `y` channel there
    /// (straight, 0...1): `feDisplacementMap`. The scales are lengths in the layer's space.
    case displacementMap(scaleX: Double, scaleY: Double, x: ColorChannel, y: ColorChannel)
}

/// One channel of a pixel, as SVG names them (`xChannelSelector="R"`).
public enum ColorChannel: String, Hashable, Sendable, CaseIterable {
    /// Red, green, blue or alpha, raw values as SVG writes them.
    case red = "R", green = "G", blue = "B", alpha = "A"
}

/// The parameters of `feTurbulence`.
public struct Turbulence: Hashable, Sendable {
    /// The noise's base frequency along x, in cycles per point of the layer's space.
    public var baseFrequencyX: Double
    /// The noise's base frequency along y, in cycles per point of the layer's space.
    public var baseFrequencyY: Double
    /// How many octaves of noise are summed (each at twice the frequency, half the amplitude).
    public var octaves: Int
    /// The pseudo-random seed of the noise's lattice.
    public var seed: Int
    /// Adjusts the frequencies so that the noise tiles over the primitive's subregion.
    public var stitchesTiles: Bool
    /// `fractalNoise` (a sum of noise, centred on 0.5) rather than `turbulence` (a sum of its magnitude).
    public var isFractalNoise: Bool
    /// The noise's coordinates at the layer's origin.
    public var origin: Point

    /// Turbulence parameters; frequencies in cycles per point.
    public init(baseFrequencyX: Double, baseFrequencyY: Double, octaves: Int = 1, seed: Int = 0,
                stitchesTiles: Bool = false, isFractalNoise: Bool = false, origin: Point = .zero) {
        self.baseFrequencyX = baseFrequencyX
        self.baseFrequencyY = baseFrequencyY
        self.octaves = octaves
        self.seed = seed
        self.stitchesTiles = stitchesTiles
        self.isFractalNoise = isFractalNoise
        self.origin = origin
    }
}

/// The parameters of `feConvolveMatrix`: `orderX × orderY` kernel values, row by row.
public struct ConvolveMatrix: Hashable, Sendable {
    /// The kernel's number of columns.
    public var orderX: Int
    /// The kernel's number of rows.
    public var orderY: Int
    /// The `orderX × orderY` weights, row by row.
    public var kernel: [Double]
    /// What the weighted sum is divided by (not zero).
    public var divisor: Double
    /// Added to each result after the division, as a fraction of full intensity (0...1).
    public var bias: Double
    /// The kernel column placed over the output pixel (0-based).
    public var targetX: Int
    /// The kernel row placed over the output pixel (0-based).
    public var targetY: Int
    /// What the kernel reads beyond the input's edges.
    public var edgeMode: FilterEdgeMode
    /// Leaves alpha as it is and convolves the straight colours only.
    public var preservesAlpha: Bool

    /// Convolution parameters (see the properties).
    public init(orderX: Int, orderY: Int, kernel: [Double], divisor: Double, bias: Double = 0,
                targetX: Int, targetY: Int, edgeMode: FilterEdgeMode = .duplicate, preservesAlpha: Bool = false) {
        self.orderX = orderX
        self.orderY = orderY
        self.kernel = kernel
        self.divisor = divisor
        self.bias = bias
        self.targetX = targetX
        self.targetY = targetY
        self.edgeMode = edgeMode
        self.preservesAlpha = preservesAlpha
    }

    /// Whether the kernel's size, target and divisor make sense (otherwise the output is transparent).
    public var isValid: Bool {
        orderX > 0 && orderY > 0 && orderX <= 64 && orderY <= 64 && kernel.count == orderX * orderY
            && (0..<orderX).contains(targetX) && (0..<orderY).contains(targetY) && divisor != 0 && divisor.isFinite
    }
}

/// How a blur treats pixels beyond the input's edges.
public enum FilterEdgeMode: String, Hashable, Sendable, CaseIterable {
    /// Transparent.
    case none
    /// The nearest edge pixel.
    case duplicate
    /// The opposite edge's pixels.
    case wrap
}

/// A Porter-Duff operator of `feComposite`, or its arithmetic combination.
public enum CompositeOperator: String, Hashable, Sendable, CaseIterable {
    /// The Porter-Duff operators (`in` over `in2`), and `k1·i1·i2 + k2·i1 + k3·i2 + k4` per channel.
    case over, `in`, out, atop, xor, arithmetic
}

/// Erode (minimum) or dilate (maximum).
public enum MorphologyOperator: String, Hashable, Sendable, CaseIterable {
    /// Erode takes each channel's minimum over the rectangle, dilate its maximum.
    case erode, dilate
}

/// A channel's mapping in `componentTransfer`, on values from 0 to 1 (straight alpha).
public enum TransferFunction: Hashable, Sendable {
    /// The value unchanged.
    case identity
    /// Linear interpolation between the values, spread evenly over 0...1.
    case table([Double])
    /// A step function: value `k` for inputs in the `k`-th of `n` equal steps.
    case discrete([Double])
    /// `slope · c + intercept`.
    case linear(slope: Double, intercept: Double)
    /// `amplitude · c^exponent + offset`.
    case gamma(amplitude: Double, exponent: Double, offset: Double)

    /// The mapped value of `c` (0...1), clamped to 0...1.
    public func apply(_ c: Double) -> Double {
        let value: Double
        switch self {
        case .identity:
            value = c
        case .table(let v):
            guard v.count > 1 else { value = v.first ?? c; break }
            let n = Double(v.count - 1)
            let k = min(Int(c * n), v.count - 2)
            value = v[k] + (c * n - Double(k)) * (v[k + 1] - v[k])
        case .discrete(let v):
            guard !v.isEmpty else { value = c; break }
            value = v[min(Int(c * Double(v.count)), v.count - 1)]
        case .linear(let slope, let intercept):
            value = slope * c + intercept
        case .gamma(let amplitude, let exponent, let offset):
            value = amplitude * Foundation.pow(c, exponent) + offset
        }
        return value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension FilterOperation {
    /// The colour matrix that leaves colours as they are.
    public static let identityMatrix: [Double] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]

    /// SVG's `saturate`: 0 is grey, 1 unchanged (Rec. 709 luminance weights).
    public static func saturate(_ s: Double) -> FilterOperation {
        .colorMatrix([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                      0, 0, 0, 1, 0])
    }

    /// SVG's `hueRotate` by `degrees`.
    public static func hueRotate(_ degrees: Double) -> FilterOperation {
        let c = cos(degrees * .pi / 180), s = sin(degrees * .pi / 180)
        return .colorMatrix([0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                             0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                             0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                             0, 0, 0, 1, 0])
    }

    /// SVG's `luminanceToAlpha`: black with the colour's luminance as alpha.
    public static let luminanceToAlpha = FilterOperation.colorMatrix(
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])
}
