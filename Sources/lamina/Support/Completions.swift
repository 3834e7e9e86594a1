import ArgumentParser
import Foundation
import LaminaControls

/// Value completions for the shell scripts `lamina --generate-completion-script` writes.
enum Completions {
    /// The extensions of the content `inspect`, `render` and `preview` read.
    static let sceneExtensions = ["json", "yaml", "yml", "svg", "lottie"]
    /// The extensions `render -o` writes.
    static let outputExtensions = ["png", "gif", "apng", "mp4", "webm"]

    /// A scene file or a built-in control's name: the control names that start with what was
    /// typed, then the folders and scene files under it.
    static let sceneOrControl = CompletionKind.custom { _, _, prefix in
        BuiltInControls.names.filter { $0.hasPrefix(prefix) } + files(matching: prefix, extensions: sceneExtensions)
    }

    /// Folders (with a trailing slash, to descend) and files with one of `extensions` whose path
    /// starts with `prefix`, relative to the current folder as typed.
    static func files(matching prefix: String, extensions: [String]) -> [String] {
        let folder = prefix.lastIndex(of: "/").map { String(prefix[...$0]) } ?? ""
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return names.sorted().compactMap { name in
            let path = folder + name
            guard path.hasPrefix(prefix), !name.hasPrefix(".") else { return nil }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if isDirectory.boolValue { return path + "/" }
            return extensions.contains((name as NSString).pathExtension.lowercased()) ? path : nil
        }
    }
}
