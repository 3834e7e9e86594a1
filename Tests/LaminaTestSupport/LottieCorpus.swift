import Foundation

/// The Lottie conformance corpus beside the repository (`../shared/lottie-conformance`), when
/// it is there, and the samples the frame-renderer tests draw.
public enum LottieCorpus {
    /// The folder of sample files.
    public static let samples = BuiltLamina.repositoryRoot
        .appendingPathComponent("../shared/lottie-conformance/samples").standardizedFileURL
    public static var exists: Bool { FileManager.default.fileExists(atPath: samples.path) }

    /// Samples where damage tracking and frame order have the most to get wrong: masks and
    /// mattes, shadows, gradients, repeaters, trims, many small moving parts and text.
    public static let damageSamples = [
        "Watermelon", "TwitterHeart", "Switch_States", "PinJump", "LottieFiles/gradient_shapes",
        "LottieFiles/fireworks", "LottieFiles/settings_slider", "TypeFace/M", "vcTransition1",
        "Issues/issue_1939", "Issues/issue_1169_shadow_effect_animated",
        "Nonanimating/blend_mode_test", "Issues/issue_1882", "timeremap"]

    /// A sample's file.
    public static func url(_ sample: String) -> URL { samples.appendingPathComponent("\(sample).json") }
}
