import Foundation
@testable import lamina
import LaminaTestSupport
import Testing

/// Issue #33: `lamina gallery` works outside the repository: it finds the examples beside or
/// above the executable, and says how to point at them when it cannot.
@Suite struct ExamplesFolderTests {
    static let repository = BuiltLamina.repositoryRoot.standardizedFileURL
    static let elsewhere = FileManager.default.temporaryDirectory.path

    @Test func theRepositorysExamplesAreFoundFromItsBuildFolder() throws {
        let executable = Self.repository.appendingPathComponent(".build/release/lamina")
        let found = try ExamplesFolder.locate(given: nil, current: Self.elsewhere, executable: executable)
        #expect(URL(fileURLWithPath: found).standardizedFileURL == Self.repository.appendingPathComponent("Examples"))
    }

    @Test func examplesHereComeFirst() throws {
        #expect(try ExamplesFolder.locate(given: nil, current: Self.repository.path, executable: nil) == "Examples")
    }

    @Test func withoutExamplesTheMessageSaysWhatToGive() throws {
        let executable = URL(fileURLWithPath: "/nonexistent/bin/lamina")
        #expect(throws: UsageError.self) { try ExamplesFolder.locate(given: nil, current: "/nonexistent", executable: executable) }
        do {
            _ = try ExamplesFolder.locate(given: nil, current: "/nonexistent", executable: executable)
        } catch {
            #expect("\(error)" == "gallery: no Examples folder in /nonexistent or beside /nonexistent/bin; "
                + "give --examples DIR, the Examples folder of the Lamina repository")
        }
    }

    @Test func aGivenFolderMustExist() throws {
        #expect(try ExamplesFolder.locate(given: Self.repository.appendingPathComponent("Examples").path, executable: nil)
            == Self.repository.appendingPathComponent("Examples").path)
        #expect(throws: UsageError.self) { try ExamplesFolder.locate(given: "/nonexistent/Examples", executable: nil) }
    }
}
