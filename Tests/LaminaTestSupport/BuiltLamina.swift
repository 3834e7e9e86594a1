import Foundation

/// The repository and the built `lamina` program, for the test targets that run it.
public enum BuiltLamina {
    /// The repository's root folder.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `lamina` next to the test bundle (same build directory), or in any `.build*` folder of
    /// the repository; `nil` when it was not built. Tests that run it are enabled on this and
    /// start it through ``checkedBinary()``, which refuses a stale one.
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

    /// Why ``binary`` must not be run, or `nil` when it may: missing, or older than a Swift
    /// source it is built from (so a test would pass or fail on code that is no longer there).
    public static let problem: String? = problem(with: binary)

    /// The `lamina` to run: ``binary`` when it is built and reflects its sources.
    /// - Throws: ``Unusable`` saying what is wrong (``problem``).
    public static func checkedBinary() throws -> URL {
        if let problem { throw Unusable(description: problem) }
        return binary!  // there is no problem only when there is a binary
    }

    /// Why the built `lamina` cannot be run.
    public struct Unusable: Error, CustomStringConvertible {
        public let description: String
    }

    /// What is wrong with running `binary`, or `nil` when nothing is.
    package static func problem(with binary: URL?) -> String? {
        guard let binary else { return "the lamina binary is not built; run swift build" }
        guard let source = staleSource(for: binary) else { return nil }
        return "the lamina binary at \(binary.path) is older than \(source); run swift build"
    }

    /// A Swift source under `Sources/` (relative to the repository) that `binary` does not
    /// reflect, if any.
    ///
    /// "Modified after the binary" alone would refuse a binary that is up to date: a change to a
    /// comment recompiles the file to the same object, which SwiftPM does not write again, so
    /// the program is not relinked. With SwiftPM's records beside the binary (the objects it
    /// links in `lamina.product/Objects.LinkFileList`, each target's `output-file-map.json`), a
    /// source is stale when it changed after its last compile (its `.d` file) or when its object
    /// is newer than the binary; only the targets the program links count (a change to
    /// `LaminaTesting`, a resource or a DocC article does not rebuild it). A source the records
    /// do not know (a new file), or every source when there are no records, is stale when it is
    /// newer than the binary.
    package static func staleSource(for binary: URL) -> String? {
        guard let linked = modificationDate(binary.path) else { return nil }
        let fm = FileManager.default
        let sources = repositoryRoot.appendingPathComponent("Sources")
        var targets = (try? fm.contentsOfDirectory(atPath: sources.path).sorted()) ?? []
        var compiled: [String: (dependencies: String?, object: String?)] = [:]
        let linkList = binary.deletingLastPathComponent().appendingPathComponent("lamina.product/Objects.LinkFileList")
        if let list = try? String(contentsOf: linkList, encoding: .utf8) {
            // One object a line; SwiftPM quotes a path with spaces.
            let objects = list.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            let folders = Set(objects.map { URL(fileURLWithPath: $0).deletingLastPathComponent() })
            let names = Set(folders.map { $0.lastPathComponent }.filter { $0.hasSuffix(".build") }.map { String($0.dropLast(6)) })
            targets = targets.filter(names.contains)
            for folder in folders {
                guard let data = try? Data(contentsOf: folder.appendingPathComponent("output-file-map.json")),
                      let map = (try? JSONSerialization.jsonObject(with: data)) as? [String: [String: String]] else { continue }
                for (source, outputs) in map { compiled[source] = (outputs["dependencies"], outputs["object"]) }
            }
        }
        for target in targets {
            let folder = sources.appendingPathComponent(target)
            guard let files = fm.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let path = folder.appendingPathComponent(file).path
                guard let changed = modificationDate(path) else { continue }
                let isStale: Bool
                if let outputs = compiled[path] {
                    let lastCompile = outputs.dependencies.flatMap(modificationDate) ?? .distantPast
                    let object = outputs.object.flatMap(modificationDate) ?? .distantPast
                    isStale = changed > lastCompile || object > linked
                } else {
                    isStale = changed > linked
                }
                if isStale { return "Sources/\(target)/\(file)" }
            }
        }
        return nil
    }

    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
