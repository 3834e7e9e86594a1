/// How a layer is blended with what lies behind it in its superlayer (`CALayer.compositingFilter`).
///
/// Core Animation takes a Core Image filter or its name; Lamina takes the names as a typed
/// choice. `nil` is source-over, Core Animation's default; ``sourceOver`` draws the same, but as
/// a filter it makes the layer's subtree one composited group, so blend modes inside it blend
/// with each other and not with what lies behind the layer (SVG and CSS `isolation: isolate`). The blend modes follow the W3C
/// Compositing and Blending formulas, then composite source-over; `xor` is Porter-Duff XOR
/// (what lottie-ios uses for inverted mattes), not a Core Image name; ``addition`` adds.
public enum CompositingFilter: String, Hashable, Sendable, CaseIterable {
    /// Multiplies the colours: darkens (`multiplyBlendMode`).
    case multiply = "multiplyBlendMode"
    /// Multiplies the complements: lightens (`screenBlendMode`).
    case screen = "screenBlendMode"
    /// Multiplies or screens, depending on the backdrop (`overlayBlendMode`).
    case overlay = "overlayBlendMode"
    /// Keeps the darker of the two colours (`darkenBlendMode`).
    case darken = "darkenBlendMode"
    /// Keeps the lighter of the two colours (`lightenBlendMode`).
    case lighten = "lightenBlendMode"
    /// Brightens the backdrop to reflect the layer (`colorDodgeBlendMode`).
    case colorDodge = "colorDodgeBlendMode"
    /// Darkens the backdrop to reflect the layer (`colorBurnBlendMode`).
    case colorBurn = "colorBurnBlendMode"
    /// Darkens or lightens softly, depending on the layer (`softLightBlendMode`).
    case softLight = "softLightBlendMode"
    /// Multiplies or screens, depending on the layer (`hardLightBlendMode`).
    case hardLight = "hardLightBlendMode"
    /// The absolute difference of the colours (`differenceBlendMode`).
    case difference = "differenceBlendMode"
    /// Like difference, with lower contrast (`exclusionBlendMode`).
    case exclusion = "exclusionBlendMode"
    /// The layer's hue with the backdrop's saturation and luminosity (`hueBlendMode`).
    case hue = "hueBlendMode"
    /// The layer's saturation with the backdrop's hue and luminosity (`saturationBlendMode`).
    case saturation = "saturationBlendMode"
    /// The layer's hue and saturation with the backdrop's luminosity (`colorBlendMode`).
    case color = "colorBlendMode"
    /// The layer's luminosity with the backdrop's hue and saturation (`luminosityBlendMode`).
    case luminosity = "luminosityBlendMode"
    /// Porter-Duff XOR: each shows only where the other does not (a Lamina addition, for inverted
    /// mattes).
    case xor
    /// Adds the layer's premultiplied colours and alpha to what is behind, each clamped to 1
    /// (`additionCompositing`, Core Image's `CIAdditionCompositing`; After Effects' Add, a
    /// Lottie layer's blend mode 16).
    case addition = "additionCompositing"
    /// Source-over, as a composited group (`sourceOverCompositing`, Core Image's
    /// `CISourceOverCompositing`).
    case sourceOver = "sourceOverCompositing"
}
