import Foundation
import Lamina
import ZIPFoundation

extension LottieAnimation {
    /// Parses Bodymovin JSON. `fileName` names the file in errors; `slots` set the properties
    /// that name those slots (`sid`) in place of the file's own values.
    public init(data: Data, fileName: String = "<data>", limits: Limits = .standard,
                slots: [String: LottieSlotValue] = [:]) throws {
        try self.init(data: data, fileName: fileName, limits: limits, slotProperties: slots.mapValues {
            LottieJSON(value: $0.property, path: "", fileName: fileName)
        })
        try checkSlots(slots.keys, fileName: fileName)
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
    public init(contentsOf url: URL, limits: Limits = .standard, animation: String? = nil, theme: String? = nil,
                slots: [String: LottieSlotValue] = [:]) throws {
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
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > limits.lottieFileSize {
            throw LottieError(fileName: name, path: "", message: "the file is \(size) bytes, more than the \(limits.lottieFileSize) a Lottie file may have")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LottieError(fileName: name, path: "", message: "cannot read the file: \(error.localizedDescription)")
        }
        self = try LottieAnimation(data: data, fileName: name, limits: limits, slotProperties: overrides)
        try checkSlots(slots.keys, fileName: name)
        // Images named by file, beside the JSON (in the asset's folder `u`), never outside its
        // folder tree.
        let directory = url.deletingLastPathComponent()
        for (id, image) in images where imageData[id] == nil && !image.path.isEmpty {
            guard let file = ContainedFile.url((image.folder as NSString).appendingPathComponent(image.path), in: directory)
                ?? ContainedFile.url(image.path, in: directory) else { continue }
            if let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber,
               size.intValue <= limits.lottieFileSize {
                imageData[id] = try? Data(contentsOf: file)
            }
        }
    }

    /// The manifest of a dotLottie archive: its animations, themes and state machines.
    public static func dotLottieManifest(contentsOf url: URL, limits: Limits = .standard) throws -> DotLottieManifest {
        try DotLottieArchive(url: url, name: url.relativePath, limits: limits).manifest
    }
}
