import Foundation

/// The repository and the built `lamina` program, for the test targets that run it.
public enum BuiltLamina {
    /// The repository's root folder.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `lamina` next to the test bundle (same build directory), or in any `.build*` folder of
    /// the repository; `nil` when it was not built.
    public static let binary: URL? = {
        let fm = FileManager.default
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("lamina"))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("lamina"))
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("lamina"))
        for dir in (try? fm.contentsOfDirectory(atPath: repositoryRoot.path)) ?? [] where dir.hasPrefix(".build") {
            candidates.append(repositoryRoot.appendingPathComponent(dir).appendingPathComponent("debug/lamina"))
        }
        return candidates.first { fm.isExecutableFile(atPath: $0.path) }
    }()
}
