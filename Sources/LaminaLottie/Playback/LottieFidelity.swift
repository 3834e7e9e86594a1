import Foundation

/// Which of a Lottie file's two references to follow where they disagree: Apple's Core
/// Animation (as lottie-ios's Core Animation engine builds the file) or After Effects (what the
/// designer saw).
///
/// The default is Core Animation: Lamina is Core Animation's model, and a Lottie file plays
/// as the layer tree lottie-ios builds. Where lottie-ios draws nothing (Zig Zag, Offset Paths,
/// Pucker & Bloat...), After Effects is followed either way. ``afterEffects`` changes only what
/// the two draw differently:
///
/// - **Gradient midpoints**: a stop Bodymovin exported for a midpoint that is not half way is an
///   ordinary stop for Core Animation (two straight pieces) and a curve through it for After
///   Effects (see the Lottie article).
/// - **Gradient colours**: Core Animation mixes a gradient's stops in Generic RGB (1.8 gamma,
///   each stop clipped to its gamut), After Effects in sRGB.
/// - **Luminosity**: Core Animation draws the luminosity blend mode as a normal layer.
/// - **Motion along a curved path**: between two keyframes Core Animation paces a position by
///   the curve's parameter, After Effects by the length travelled.
/// - **A lone hold keyframe** (a hold between eased keyframes, or first): lottie-ios makes it a
///   discrete animation of one value, which Core Animation does not apply, so the layer's own
///   value shows until the next keyframe (a fill held red at first is drawn black); After
///   Effects holds the keyframe's value.
/// - **Merge Paths** in modes 2–5 (add, subtract, intersect, exclude intersections): lottie-ios
///   draws the paths as one, as mode 1 does; After Effects merges them.
public enum LottieFidelity: String, Sendable, Hashable, CaseIterable {
    /// As lottie-ios's Core Animation engine draws it (the default).
    case coreAnimation = "core-animation"
    /// As After Effects draws it, where the two differ.
    case afterEffects = "after-effects"
}
