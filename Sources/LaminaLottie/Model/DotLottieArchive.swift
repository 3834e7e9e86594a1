import Foundation
import Lamina
import ZIPFoundation

/// A dotLottie archive opened for reading: its manifest, and its entries read with sizes
/// checked against ``Limits/lottieFileSize`` before and while they are extracted.
struct DotLottieArchive {
    let manifest: DotLottieManifest
    private let archive: Archive
    private let name: String
    private let limits: Limits

    init(url: URL, name: String, limits: Limits) throws {
        self.name = name
        self.limits = limits
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw LottieError(fileName: name, path: "", message: "not a dotLottie (zip) archive: \(error)")
        }
        var manifest = DotLottieManifest(json: [:])
        if let entry = archive["manifest.json"] {
            guard let object = try JSONSerialization.jsonObject(with: try Self.read(entry, from: archive, name: name, limits: limits))
                as? [String: Any] else {
                throw LottieError(fileName: name, path: "manifest.json", message: "expected an object")
            }
            manifest = DotLottieManifest(json: object)
        }
        if manifest.animations.isEmpty {
            // No manifest, or one that lists nothing: the animation files there are.
            let paths = archive.map(\.path).filter { $0.hasSuffix(".json") }.sorted()
            let v2 = paths.filter { $0.hasPrefix("a/") }, v1 = paths.filter { $0.hasPrefix("animations/") }
            manifest.version = v2.isEmpty ? "1" : "2"
            manifest.animations = (v2.isEmpty ? v1 : v2).map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
            manifest.initialAnimation = manifest.animations.first
        }
        self.manifest = manifest
    }

    /// The animation to read: `requested`, else the manifest's initial one.
    func animationID(_ requested: String?) throws -> String {
        let ids = manifest.animations
        guard let id = requested ?? manifest.initialAnimation ?? ids.first else {
            throw LottieError(fileName: name, path: "", message: "the archive holds no animation (a/*.json or animations/*.json)")
        }
        guard ids.contains(id) else {
            throw LottieError(fileName: name, path: "", message: "no animation \"\(id)\"; the archive has \(Self.list(ids))")
        }
        return id
    }

    func animationData(_ id: String) throws -> Data {
        let path = manifest.animationPath(id)
        guard let entry = archive[path] else {
            throw LottieError(fileName: name, path: "", message: "the manifest lists the animation \"\(id)\" but \(path) is missing")
        }
        return try Self.read(entry, from: archive, name: name, limits: limits)
    }

    /// The bytes at `path`, or nil when absent, too large or unreadable.
    func data(at path: String) -> Data? {
        guard let entry = archive[path] else { return nil }
        return try? Self.read(entry, from: archive, name: name, limits: limits)
    }

    /// A theme's rules that apply to the animation `animation`, as slot values by slot id.
    func themeRules(_ id: String, forAnimation animation: String) throws -> [String: LottieJSON] {
        guard manifest.themes.contains(id) else {
            throw LottieError(fileName: name, path: "", message: "no theme \"\(id)\"; the archive has \(Self.list(manifest.themes))")
        }
        let path = manifest.themePath(id)
        guard let entry = archive[path] else {
            throw LottieError(fileName: name, path: "", message: "the manifest lists the theme \"\(id)\" but \(path) is missing")
        }
        let any: Any
        do {
            any = try JSONSerialization.jsonObject(with: try Self.read(entry, from: archive, name: name, limits: limits))
        } catch let error as LottieError {
            throw error
        } catch {
            throw LottieError(fileName: name, path: path, message: "not valid JSON")
        }
        return try DotLottieTheme(json: LottieJSON(value: any, path: path, fileName: name)).slots(forAnimation: animation)
    }

    /// A state machine's entry path and bytes.
    func stateMachineData(_ id: String) throws -> (path: String, data: Data) {
        guard manifest.stateMachines.contains(id) else {
            throw LottieError(fileName: name, path: "", message: "no state machine \"\(id)\"; the archive has \(Self.list(manifest.stateMachines))")
        }
        let path = manifest.stateMachinePath(id)
        guard let entry = archive[path] ?? archive["states/\(id).json"] else {
            throw LottieError(fileName: name, path: "", message: "the manifest lists the state machine \"\(id)\" but \(path) is missing")
        }
        return (entry.path, try Self.read(entry, from: archive, name: name, limits: limits))
    }

    private static func list(_ ids: [String]) -> String {
        ids.isEmpty ? "none" : ids.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    private static func read(_ entry: Entry, from archive: Archive, name: String, limits: Limits) throws -> Data {
        guard entry.uncompressedSize <= UInt64(limits.lottieFileSize) else {
            throw LottieError(fileName: name, path: entry.path,
                              message: "\(entry.uncompressedSize) bytes, more than the \(limits.lottieFileSize) a Lottie file may have")
        }
        var data = Data()
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                data.append(chunk)
                if data.count > limits.lottieFileSize { throw CocoaError(.fileReadTooLarge) }
            }
        } catch {
            throw LottieError(fileName: name, path: entry.path, message: "cannot extract: \(error)")
        }
        return data
    }
}
