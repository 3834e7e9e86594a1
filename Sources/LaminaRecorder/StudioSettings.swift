import Foundation

/// What `lamina studio` remembers between launches: a small JSON file,
/// `$XDG_CONFIG_HOME/lamina/studio.json` (else `~/.config/lamina/studio.json`).
///
/// A missing file is a first launch; a file that cannot be read or parsed is treated the same
/// (the onboarding shows again) and is replaced on the next write. Writes go to a temporary name
/// in the same folder and are renamed into place, so a crash never leaves half a file.
public struct StudioSettings: Hashable, Sendable {
    /// Whether the onboarding was seen (finished, skipped with Done, or tapped through).
    public var onboardingSeen = false

    public init(onboardingSeen: Bool = false) {
        self.onboardingSeen = onboardingSeen
    }

    /// The settings file for an environment: `$XDG_CONFIG_HOME/lamina/studio.json` when that is
    /// an absolute path (the XDG rule), else `$HOME/.config/lamina/studio.json`.
    public static func defaultFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let config: URL
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            config = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? FileManager.default.homeDirectoryForCurrentUser
            config = home.appendingPathComponent(".config", isDirectory: true)
        }
        return config.appendingPathComponent("lamina", isDirectory: true).appendingPathComponent("studio.json")
    }

    /// The settings in `file`; defaults when it is missing or unreadable (unknown keys are
    /// ignored, so a newer file still reads).
    public static func load(from file: URL) -> StudioSettings {
        guard let data = try? Data(contentsOf: file),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return StudioSettings() }
        return StudioSettings(onboardingSeen: object["onboardingSeen"] as? Bool ?? false)
    }

    /// The JSON text, keys sorted.
    public var json: String {
        "{\"onboardingSeen\": \(onboardingSeen)}\n"
    }

    /// Writes the settings to `file`, creating its folder: a temporary name, then a rename.
    public func save(to file: URL) throws {
        let folder = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try AtomicFile.write(Data(json.utf8), to: file)
    }
}
