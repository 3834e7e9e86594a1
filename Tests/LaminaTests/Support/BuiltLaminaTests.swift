import Foundation
import LaminaTestSupport
import Testing

/// The built `lamina` is refused when it does not reflect a source it is built from.
@Suite struct BuiltLaminaTests {
    /// A build folder in the temporary directory with an empty `lamina` in it.
    struct FakeBuild {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("built-lamina-\(UUID().uuidString)")
        var binary: URL { folder.appendingPathComponent("lamina") }

        init(binaryModified date: Date) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data().write(to: binary)
            try Self.set(binary, modified: date)
        }

        static func set(_ url: URL, modified date: Date) throws {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
        }

        /// SwiftPM's records of a build that links `Lamina` alone, every source of it compiled
        /// into one object with one dependency file: (dependency file, object).
        func recordLaminaCompiled() throws -> (dependencies: URL, object: URL) {
            let target = folder.appendingPathComponent("Lamina.build")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let product = folder.appendingPathComponent("lamina.product")
            try FileManager.default.createDirectory(at: product, withIntermediateDirectories: true)
            let dependencies = target.appendingPathComponent("All.d"), object = target.appendingPathComponent("All.swift.o")
            try Data().write(to: dependencies)
            try Data().write(to: object)
            try (object.path + "\n").write(to: product.appendingPathComponent("Objects.LinkFileList"), atomically: true, encoding: .utf8)
            let sources = BuiltLamina.repositoryRoot.appendingPathComponent("Sources/Lamina")
            var map: [String: [String: String]] = [:]
            for file in try FileManager.default.subpathsOfDirectory(atPath: sources.path) where file.hasSuffix(".swift") {
                map[sources.appendingPathComponent(file).path] = ["dependencies": dependencies.path, "object": object.path]
            }
            try JSONSerialization.data(withJSONObject: map).write(to: target.appendingPathComponent("output-file-map.json"))
            return (dependencies, object)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static let past = Date(timeIntervalSince1970: 0), future = Date(timeIntervalSinceNow: 3600)

    @Test func withoutBuildRecordsABinaryOlderThanASourceIsRefusedWithWhatToDo() throws {
        let build = try FakeBuild(binaryModified: Self.past)
        defer { build.remove() }
        let problem = try #require(BuiltLamina.problem(with: build.binary))
        #expect(problem.hasPrefix("the lamina binary at \(build.binary.path) is older than Sources/"), "\(problem)")
        #expect(problem.hasSuffix(".swift; run swift build"), "\(problem)")
    }

    @Test func aBinaryNewerThanEverySourceIsAccepted() throws {
        let build = try FakeBuild(binaryModified: Self.future)
        defer { build.remove() }
        #expect(BuiltLamina.problem(with: build.binary) == nil)
        #expect(BuiltLamina.problem(with: nil) == "the lamina binary is not built; run swift build")
    }

    /// A comment changed in a source: compiled again, to the same object, which is not
    /// written again, so the binary is not relinked and stays older than the source.
    @Test func aSourceCompiledToTheSameObjectLeavesTheBinaryCurrent() throws {
        let build = try FakeBuild(binaryModified: Self.past)
        defer { build.remove() }
        let (dependencies, object) = try build.recordLaminaCompiled()
        try FakeBuild.set(dependencies, modified: Self.future)
        try FakeBuild.set(object, modified: Self.past.addingTimeInterval(-60))
        #expect(BuiltLamina.staleSource(for: build.binary) == nil)
    }

    @Test func anObjectNewerThanTheBinaryOrASourceNotCompiledSinceItChangedIsStale() throws {
        let build = try FakeBuild(binaryModified: Self.past)
        defer { build.remove() }
        let (dependencies, object) = try build.recordLaminaCompiled()
        // Compiled after the change, but linked before the compile.
        try FakeBuild.set(dependencies, modified: Self.future)
        try FakeBuild.set(object, modified: Self.future)
        #expect(BuiltLamina.staleSource(for: build.binary)?.hasPrefix("Sources/Lamina/") == true)
        // Changed after the last compile.
        try FakeBuild.set(dependencies, modified: Self.past)
        try FakeBuild.set(object, modified: Self.past.addingTimeInterval(-60))
        #expect(BuiltLamina.staleSource(for: build.binary)?.hasPrefix("Sources/Lamina/") == true)
    }
}
