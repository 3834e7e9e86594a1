import Foundation
import Lamina
import LaminaControls
import LaminaLottie
import LaminaRender
import LaminaSVG
import LaminaYAML

/// Turns what a user names (a file or a built-in control) into a `Composition`: the one
/// place that knows which producer makes which content.
///
///     let composition = try ContentLoader.composition(for: "Examples/spinner.json")
///     let meter = try ContentLoader.composition(for: "recording-meter", options: options)
///
/// | target                  | producer                                        |
/// | ----------------------- | ----------------------------------------------- |
/// | `.json`, `.yaml`, `.yml` | a scene document: `Composition(document:name:)` |
/// | `.svg`                  | a drawing: `Composition(drawing:name:)`         |
/// | `.lottie`, or JSON with `fr`, `ip` and `op` | a Lottie animation: `Composition(lottie:name:)` |
/// | a control's name        | `BuiltInControl.composition(_:)`                |
///
/// A new kind of file is one more case in ``composition(for:options:warning:resources:limits:lottie:)`` and an
/// initializer of `Composition` in the module that reads it.
public enum ContentLoader {
    /// The composition `target` names: an existing file (by extension), else a built-in control.
    ///
    /// - Parameters:
    ///   - target: a file path (`.json`, `.yaml`, `.yml`, `.svg`, Lottie) or a built-in control's name.
    ///   - options: the control's options; a file takes none.
    ///   - warning: called with each thing an SVG or Lottie import skipped or approximated.
    ///   - resources: the folder tree an SVG drawing's `<image>` files may be read from (by
    ///     default the drawing's own folder: a drawing never reads files outside it unless asked).
    ///   - limits: the sizes a Lottie import refuses beyond (its `lottie` fields).
    ///   - lottie: for a Lottie file, the archive's animation and theme, slot values, Core
    ///     Animation's drawing (the default) or After Effects' where they differ, and a state
    ///     machine with its scripted inputs.
    /// - Throws: `SceneError` (a bad scene, an unknown name, control options for a file),
    ///   `SVGError`, `LottieError`, `ControlOptionError` and the control's own input errors.
    public static func composition(for target: String, options: BuiltInControl.Options = BuiltInControl.Options(),
                                   warning: (ImportWarning) -> Void = { _ in },
                                   resources: URL? = nil, limits: Limits = .standard,
                                   lottie: LottieOptions = LottieOptions()) throws -> Composition {
        if isFile(target) {
            if let problem = FileKind.problem(with: target, expecting: isSVG(target) ? .svg : .scene) {
                throw SceneError(fileName: target, path: "", message: problem)
            }
            guard options.isEmpty else {
                throw SceneError(fileName: target, path: "", message: "control options such as --press apply to built-in controls, not to scene files")
            }
            let url = URL(fileURLWithPath: target)
            if isSVG(target) { return try drawing(at: target, resources: resources, limits: limits, warning: warning) }
            if url.pathExtension.lowercased() == "lottie" {
                return try lottieComposition(target, data: nil, limits: limits, lottie: lottie, warning: warning)
            }
            // JSON or YAML, read once (a file being saved is the same file throughout): a
            // Lottie animation by its keys, else a scene document.
            let data: Data
            do {
                data = try DocumentFile.read(url, limit: max(limits.lottieFileSize, limits.documentFileSize),
                                             raiseWith: ["document-bytes", "lottie-bytes"])
            } catch {
                throw SceneError(fileName: target, path: "", message: error.message)
            }
            if isLottie(target, data: data) {
                return try lottieComposition(target, data: data, limits: limits, lottie: lottie, warning: warning)
            }
            if data.count > limits.documentFileSize {
                let error = DocumentFile.limitError(bytes: String(data.count), limit: limits.documentFileSize, raiseWith: ["document-bytes"])
                throw SceneError(fileName: target, path: "", message: error.message)
            }
            let folder = url.deletingLastPathComponent()
            let document = try SceneDocument.load(data: data, fileName: target, isYAML: SceneDocument.isYAML(url))
                .resolvingContents(fileName: target) { file in
                    try readImage(folder.appendingPathComponent(file))
                }
            return Composition(document: document, name: target)
        }
        guard let control = BuiltInControls.named(target) else { throw missingTarget(target) }
        return try control.composition(options)
    }

    /// A Lottie file (a `.lottie` archive, or JSON whose bytes `data` are read already) as a
    /// composition, or its state machine's run when `lottie` names one.
    private static func lottieComposition(_ target: String, data: Data?, limits: Limits, lottie: LottieOptions,
                                          warning: (ImportWarning) -> Void) throws -> Composition {
        let url = URL(fileURLWithPath: target)
        if let machine = lottie.stateMachine {
            guard data == nil else {
                throw LottieError(fileName: target, path: "", message: "--state-machine \(machine): state machines come inside .lottie archives")
            }
            PangoTextMeasurer.installIfNeeded()
            return try Composition(lottieStateMachine: machine, contentsOf: url,
                                   inputs: lottie.stateMachineInputs, options: lottie, limits: limits,
                                   imageDecoder: { try? decodeImage($0) }, warning: warning)
        }
        let animation = try LottieAnimation(contentsOf: url, limits: limits, animation: lottie.animation,
                                            theme: lottie.theme, slots: lottie.slots, data: data)
        PangoTextMeasurer.installIfNeeded()  // text layers are sized with the fonts they are drawn in
        return try Composition(lottie: animation, name: target, limits: limits, imageDecoder: { try? decodeImage($0) },
                               fidelity: lottie.fidelity, warning: warning)
    }

    /// The error for a target that is neither a file nor a control, with the nearest of either:
    /// a path (a folder or an extension in it) is compared with the files beside it, a bare
    /// name with the controls' names (unless `allowsControls` is false: a command that reads
    /// files only).
    public static func missingTarget(_ target: String, allowsControls: Bool = true) -> SceneError {
        let names = BuiltInControls.names
        let known = names.isEmpty ? "" : " (built-in controls: \(names.joined(separator: ", ")))"
        guard !allowsControls || target.contains("/") || !(target as NSString).pathExtension.isEmpty else {
            return SceneError(fileName: target, path: "", message: "no such file or built-in control\(NameSuggestion.didYouMean(target, in: names))\(known)")
        }
        let folder = (target as NSString).deletingLastPathComponent
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let near = NameSuggestion.nearest(to: (target as NSString).lastPathComponent, in: siblings.sorted())
        let hint = near.map { "; did you mean '\(folder.isEmpty ? $0 : (folder as NSString).appendingPathComponent($0))'?" } ?? ""
        return SceneError(fileName: target, path: "", message: "no such file\(hint)")
    }

    /// Whether `target` is a file (else it names a built-in control).
    public static func isFile(_ target: String) -> Bool {
        FileManager.default.fileExists(atPath: target)
    }

    /// Whether `target` names an SVG document (by its extension).
    public static func isSVG(_ target: String) -> Bool {
        (target as NSString).pathExtension.lowercased() == "svg"
    }

    /// Whether `target` is a Lottie animation: a `.lottie` archive by its extension, else JSON
    /// whose top level has a frame rate and in and out points (`fr`, `ip`, `op`).
    public static func isLottie(_ target: String) -> Bool {
        let ext = (target as NSString).pathExtension.lowercased()
        if ext == "lottie" { return true }
        guard ext == "json" || ext == "lot",
              let handle = FileHandle(forReadingAtPath: target) else { return false }
        defer { try? handle.close() }
        // Files too large for the importer are read as far as its limit.
        return isLottie(target, data: handle.readData(ofLength: Limits.standard.lottieFileSize))
    }

    /// Whether the bytes of the file `target` are a Lottie animation's: JSON (by the file's
    /// extension) with the keys `fr`, `ip` and `op`.
    static func isLottie(_ target: String, data: Data) -> Bool {
        let ext = (target as NSString).pathExtension.lowercased()
        guard ext == "json" || ext == "lot" else { return false }
        // Exporters put the keys anywhere (after megabytes of assets, say); a scene document has
        // none of them. One pass from quote to quote (memchr): Foundation's string search, and
        // the generic collection one, each cost 3-7% of loading a 100,000-layer scene.
        return data.withUnsafeBytes { (text: UnsafeRawBufferPointer) -> Bool in
            guard let base = text.baseAddress else { return false }
            let bytes = base.assumingMemoryBound(to: UInt8.self)
            var found: (fr: Bool, ip: Bool, op: Bool) = (false, false, false)
            var index = 0
            while index + 3 < text.count, let quote = memchr(bytes + index, 0x22, text.count - index) {
                index = bytes.distance(to: quote.assumingMemoryBound(to: UInt8.self))
                if index + 3 < text.count, bytes[index + 3] == 0x22 {
                    switch (bytes[index + 1], bytes[index + 2]) {
                    case (UInt8(ascii: "f"), UInt8(ascii: "r")): found.fr = true
                    case (UInt8(ascii: "i"), UInt8(ascii: "p")): found.ip = true
                    case (UInt8(ascii: "o"), UInt8(ascii: "p")): found.op = true
                    default: break
                    }
                    if found.fr && found.ip && found.op { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// An SVG document imported as a still (its size from width/height, else the viewBox), its
    /// images decoded by LaminaRender and read from its folder (or `resources`) only.
    static func drawing(at path: String, resources: URL? = nil, limits: Limits,
                        warning: (ImportWarning) -> Void) throws -> Composition {
        let data = try readDrawing(path, limits: limits)
        // Text is laid out while importing: measure it with the fonts that will draw it.
        PangoTextMeasurer.installIfNeeded()
        let drawing = try SVGImporter(options: svgOptions(for: path, resources: resources)).importDocument(data: data, fileName: path)
        drawing.warnings.forEach(warning)
        return Composition(drawing: drawing, name: path)
    }

    /// The bytes of the SVG file at `path`, at most `limits.documentFileSize` of them.
    public static func readDrawing(_ path: String, limits: Limits = .standard) throws -> Data {
        do {
            return try DocumentFile.read(URL(fileURLWithPath: path), limit: limits.documentFileSize, raiseWith: ["document-bytes"])
        } catch {
            throw SVGError(fileName: path, line: 0, message: error.message)
        }
    }

    /// How an SVG file's images are read: decoded by LaminaRender, files from the drawing's
    /// folder tree (or `resources`'s).
    public static func svgOptions(for path: String, resources: URL? = nil, flattensGroups: Bool = false) -> SVGImportOptions {
        SVGImportOptions(flattensGroups: flattensGroups, imageDecoder: { try decodeImage($0) },
                         folder: URL(fileURLWithPath: path).deletingLastPathComponent(), readableFolder: resources)
    }
}
