import Foundation
import Lamina
import ZIPFoundation

extension LottieAnimation {
    /// Parses Bodymovin JSON. `fileName` names the file in errors; `slots` set the properties
    /// that name those slots (`sid`) in place of the file's own values; image assets named by
    /// file are read from `imageFolder`'s tree (never outside it), when one is given.
    public init(data: Data, fileName: String = "<data>", limits: Limits = .standard,
                slots: [String: LottieSlotValue] = [:], imageFolder: URL? = nil) throws {
        try self.init(data: data, fileName: fileName, limits: limits, slotProperties: slots.mapValues {
            LottieJSON(value: $0.property, path: "", fileName: fileName)
        })
        try checkSlots(slots.keys, fileName: fileName)
        if let imageFolder { readImageFiles(in: imageFolder, limits: limits) }
    }

    /// Refuses slot values for slots the file does not declare: a mistyped id would otherwise
    /// change nothing, silently.
    private func checkSlots(_ ids: Dictionary<String, LottieSlotValue>.Keys, fileName: String) throws {
        guard let unknown = ids.sorted().first(where: { !slotIDs.contains($0) }) else { return }
        let known = slotIDs.isEmpty ? "the file declares no slots" : "its slots are " + slotIDs.joined(separator: ", ")
        throw LottieError(fileName: fileName, path: "", message: "no slot \"\(unknown)\"; \(known)")
    }

    init(data: Data, fileName: String, limits: Limits, slotProperties: [String: LottieJSON]) throws {
        var parser = LottieParser(fileName: fileName, limits: limits, slotOverrides: slotProperties)
        self = try parser.parse(data)
        if !slotIDs.isEmpty { slotSource = LottieSlotSource(data: data, fileName: fileName, limits: limits) }
    }

    /// Reads a Lottie file: Bodymovin JSON (any extension), or a dotLottie archive (`.lottie`,
    /// by extension), version 1 or 2.
    ///
    /// - Parameters:
    ///   - url: the file.
    ///   - limits: the largest sizes and counts accepted.
    ///   - animation: in an archive, the id of the animation to read (default: the manifest's
    ///     initial animation, else its first); ``dotLottieManifest(contentsOf:limits:)`` lists them.
    ///   - theme: in an archive, the id of a theme whose rules set the file's slots.
    ///   - slots: slot values set on top of the theme's; an id the file does not declare is an error.
    ///   - data: the JSON file's bytes when the caller has read them already (so a file is read
    ///     once, and is the same file throughout); ignored for an archive.
    public init(contentsOf url: URL, limits: Limits = .standard, animation: String? = nil, theme: String? = nil,
                slots: [String: LottieSlotValue] = [:], data: Data? = nil) throws {
        let name = url.relativePath  // the path as given, as scene and SVG errors name it
        var overrides = slots.mapValues { LottieJSON(value: $0.property, path: "", fileName: name) }
        if url.pathExtension.lowercased() == "lottie" {
            let archive = try DotLottieArchive(url: url, name: name, limits: limits)
            let manifest = archive.manifest
            let id = try archive.animationID(animation)
            if let theme {
                let rules = try archive.themeRules(theme, forAnimation: id)
                overrides = rules.merging(overrides) { _, caller in caller }
            }
            self = try LottieAnimation(data: try archive.animationData(id), fileName: name, limits: limits, slotProperties: overrides)
            try checkSlots(slots.keys, fileName: name)
            for theme in manifest.themes where slotSource != nil {
                slotSource?.themes[theme] = Result { try archive.themeRules(theme, forAnimation: id) }
                    .mapError { $0 as? LottieError ?? LottieError(fileName: name, path: "", message: "\($0)") }
            }
            for (id, image) in images where imageData[id] == nil {
                let candidates = manifest.imageFolders.map { $0 + image.path } + [image.folder + image.path, image.path]
                if let bytes = candidates.lazy.compactMap({ archive.data(at: $0) }).first { imageData[id] = bytes }
            }
            return
        }
        if let animation { throw LottieError(fileName: name, path: "", message: "--animation \(animation): only a .lottie archive holds several animations") }
        if let theme { throw LottieError(fileName: name, path: "", message: "--theme \(theme): themes come inside .lottie archives") }
        let json: Data
        if let data {
            json = data
        } else {
            do {
                json = try DocumentFile.read(url, limit: limits.lottieFileSize, raiseWith: ["lottie-bytes"])
            } catch {
                throw LottieError(fileName: name, path: "", message: error.message)
            }
        }
        try self.init(data: json, fileName: name, limits: limits, slots: slots, imageFolder: url.deletingLastPathComponent())
    }

    /// Images named by file, beside the JSON (in the asset's folder `u`), never outside its
    /// folder tree; each at most `limits.lottieFileSize` bytes.
    private mutating func readImageFiles(in directory: URL, limits: Limits) {
        for (id, image) in images where imageData[id] == nil && !image.path.isEmpty {
            guard let file = ContainedFile.url((image.folder as NSString).appendingPathComponent(image.path), in: directory)
                ?? ContainedFile.url(image.path, in: directory) else { continue }
            imageData[id] = try? DocumentFile.read(file, limit: limits.lottieFileSize, raiseWith: [])
        }
    }

    /// The manifest of a dotLottie archive: its animations, themes and state machines.
    public static func dotLottieManifest(contentsOf url: URL, limits: Limits = .standard) throws -> DotLottieManifest {
        try DotLottieArchive(url: url, name: url.relativePath, limits: limits).manifest
    }
}
