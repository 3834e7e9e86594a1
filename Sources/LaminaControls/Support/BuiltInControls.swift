/// The built-in controls by name, for `inspect`, `render`, `preview` and `gallery`. Each
/// control declares itself beside its scene (`RecordingMeterScene+BuiltIn.swift`); a new one is
/// listed here.
public enum BuiltInControls {
    public static let all: [BuiltInControl] = [
        .activityIndicator, .dropIndicator, .onboarding, .recordButton, .recordingMeter,
    ]

    /// The names, sorted.
    public static var names: [String] { all.map(\.name).sorted() }

    public static func named(_ name: String) -> BuiltInControl? {
        all.first { $0.name == name }
    }
}
