/// How a layer is blended with what lies behind it in its superlayer (`CALayer.compositingFilter`).
///
/// Core Animation takes a Core Image filter or its name; Lamina takes the names as a typed
/// choice. `nil` is source-over, Core Animation's default. The blend modes follow the W3C
/// Compositing and Blending formulas, then composite source-over; `xor` is Porter-Duff XOR
/// (what lottie-ios uses for inverted mattes), not a Core Image name.
public enum CompositingFilter: String, Hashable, Sendable, CaseIterable {
    case multiply = "multiplyBlendMode"
    case screen = "screenBlendMode"
    case overlay = "overlayBlendMode"
    case darken = "darkenBlendMode"
    case lighten = "lightenBlendMode"
    case colorDodge = "colorDodgeBlendMode"
    case colorBurn = "colorBurnBlendMode"
    case softLight = "softLightBlendMode"
    case hardLight = "hardLightBlendMode"
    case difference = "differenceBlendMode"
    case exclusion = "exclusionBlendMode"
    case hue = "hueBlendMode"
    case saturation = "saturationBlendMode"
    case color = "colorBlendMode"
    case luminosity = "luminosityBlendMode"
    case xor
}
