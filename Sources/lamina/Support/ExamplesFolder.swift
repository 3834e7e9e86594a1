import Foundation

/// Where `lamina gallery` (and `bench`) find the example scenes when not told: `Examples` in the
/// current folder, else an `Examples` folder beside the executable or above it (the
/// repository's, for `.build/release/lamina`) or in `share/lamina/` beside an installed one.
enum ExamplesFolder {
    /// The folder `given` (refused when it is not a folder), else the first found; a
    /// `UsageError` that says how to point at one when there is none.
    ///
    /// - Parameters:
    ///   - current: the folder relative paths start from.
    ///   - executable: the running program, whose folder and the folders above it are searched.
    static func locate(given: String?, current: String = FileManager.default.currentDirectoryPath,
                       executable: URL? = Bundle.main.executableURL) throws -> String {
        if let given {
            guard isFolder(given, from: current) else {
                throw UsageError(option: "--examples", value: given, "no such folder; give the folder of example scenes, like the repository's Examples")
            }
            return given
        }
        if isFolder("Examples", from: current) { return "Examples" }
        var folder = executable?.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0 ..< 5 {
            guard let here = folder else { break }
            for candidate in ["Examples", "share/lamina/Examples"] {
                let path = here.appendingPathComponent(candidate).path
                if isFolder(path, from: current) { return path }
            }
            folder = here.path == "/" ? nil : here.deletingLastPathComponent()
        }
        let beside = executable.map { " or beside \($0.deletingLastPathComponent().path)" } ?? ""
        throw UsageError("gallery: no Examples folder in \(current)\(beside); give --examples DIR, the Examples folder of the Lamina repository")
    }

    private static func isFolder(_ path: String, from current: String) -> Bool {
        let full = path.hasPrefix("/") ? path : (current as NSString).appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
