import Foundation
import LaminaRecorder
import Testing

/// The settings file of `lamina studio`: where it lives, what a missing or broken file means,
/// and that writes replace it whole.
@Suite final class StudioSettingsTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func theFileFollowsXDGConfigHomeElseHome() {
        #expect(StudioSettings.defaultFile(environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/a"]).path
                == "/x/config/lamina/studio.json")
        #expect(StudioSettings.defaultFile(environment: ["HOME": "/home/a"]).path == "/home/a/.config/lamina/studio.json")
        // A relative XDG_CONFIG_HOME is invalid by the specification and ignored.
        #expect(StudioSettings.defaultFile(environment: ["XDG_CONFIG_HOME": "config", "HOME": "/home/a"]).path
                == "/home/a/.config/lamina/studio.json")
        #expect(StudioSettings.defaultFile(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/a"]).path
                == "/home/a/.config/lamina/studio.json")
    }

    @Test func aMissingOrBrokenFileIsAFirstLaunch() throws {
        let file = folder.appendingPathComponent("lamina/studio.json")
        #expect(StudioSettings.load(from: file) == StudioSettings(onboardingSeen: false))
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"onboardingSeen\": tr".utf8).write(to: file)
        #expect(StudioSettings.load(from: file).onboardingSeen == false)
        try Data("[1, 2]".utf8).write(to: file)
        #expect(StudioSettings.load(from: file).onboardingSeen == false)
        try Data("{\"onboardingSeen\": \"yes\"}".utf8).write(to: file)
        #expect(StudioSettings.load(from: file).onboardingSeen == false)
    }

    @Test func savingCreatesTheFolderAndReadsBack() throws {
        let file = folder.appendingPathComponent("nested/lamina/studio.json")
        try StudioSettings(onboardingSeen: true).save(to: file)
        #expect(StudioSettings.load(from: file).onboardingSeen == true)
        // Unknown keys (a newer version's) do not stop the file being read.
        try Data("{\"onboardingSeen\": true, \"theme\": \"dark\"}".utf8).write(to: file)
        #expect(StudioSettings.load(from: file).onboardingSeen == true)
        try StudioSettings(onboardingSeen: false).save(to: file)
        #expect(StudioSettings.load(from: file).onboardingSeen == false)
        // Written through a temporary name that is gone afterwards.
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(names == ["studio.json"])
    }

    @Test func anUnwritableFolderThrowsAndLeavesNothing() throws {
        let blocker = folder.appendingPathComponent("lamina")
        try Data("a file where the folder should be".utf8).write(to: blocker)
        #expect(throws: (any Error).self) {
            try StudioSettings(onboardingSeen: true).save(to: blocker.appendingPathComponent("studio.json"))
        }
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "a file where the folder should be")
    }
}
