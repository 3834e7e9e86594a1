import ArgumentParser
import Foundation
import Lamina
import LaminaContent
import LaminaControls

/// `lamina gallery -o DIR`: every example scene and built-in control as a GIF, an MP4 and a PNG
/// poster (a still SVG drawing as a PNG only), a recorded session, and an index.html that says
/// what each shows, links its source and shows the commands that made it (`GalleryPage`).
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every example scene, drawing and control into a folder, with an index.html.",
        discussion: """
            Scenes and controls get an MP4 (the tile's video), a GIF and a PNG poster (mid-clip); SVG \
            drawings a PNG. Tiles show each at its size in points, sharp at --scale 2. \
            The page links each scene file: relatively when the folder sits beside the examples' \
            folder (the repository's gallery/), else from a copy in DIR/sources/.
            """)

    @Option(name: .shortAndLong, help: "The folder to write (created if needed).", completion: .directory)
    var output: String = "gallery"

    @Option(name: .long,
            help: "The folder of example scenes (default: Examples here, else the one beside or above the lamina executable).",
            completion: .directory)
    var examples: String?

    @Option(name: .long, parsing: .unconditional, help: "Pixels per point for the renders.")
    var scale: Double = 2

    func validate() throws {
        try RenderOptions.checkScale(scale, largest: 4)
    }

    /// One thing to render: a scene file or a built-in control with the options of its demo.
    struct Item {
        var name: String
        var target: String
        var arguments: [String] = []
        var section: GalleryEntry.Section
        var summary: String
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let examples = try ExamplesFolder.locate(given: self.examples)
        if self.examples == nil && examples != "Examples" {
            FileHandle.standardError.write(Data("lamina: gallery: the examples from \(examples) (give --examples DIR for others)\n".utf8))
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var entries: [GalleryEntry] = []
        for item in try exampleScenes(in: examples) + GalleryCommand.controls(examples: examples) {
            entries.append(try render(item, into: folder))
            FileHandle.standardError.write(Data("lamina: gallery: \(item.name)\n".utf8))
        }
        entries.append(try GalleryEntry.recording(in: folder, examples: examples))
        FileHandle.standardError.write(Data("lamina: gallery: record\n".utf8))
        try GalleryPage.html(entries).write(to: folder.appendingPathComponent("index.html"),
                                            atomically: true, encoding: .utf8)
        print(folder.appendingPathComponent("index.html").path)
    }

    private func render(_ item: Item, into folder: URL) throws -> GalleryEntry {
        let options = try ControlOptions.parse(item.arguments)
        let extra = item.arguments.isEmpty ? "" : " " + item.arguments.joined(separator: " ")
        // Each file is written from a fresh playback: a scene's time only runs forward.
        let composition = try ContentLoader.load(item.target, options: options.values)
        let clip = CompositionExporter(composition, scale: scale)
        let isStill = item.section == .drawings
        var media: [GalleryEntry.Media] = []
        for ext in Self.formats(for: item.section) {
            let file = "\(item.name).\(ext)"
            let time = ext == "png" && !isStill ? composition.duration / 2 : 0
            try clip.write(to: folder.appendingPathComponent(file), time: time)
            let timeOption = time > 0 ? " --time \(GalleryEntry.format(time))" : ""
            media.append(.init(file: file, command: "lamina render \(item.target)\(extra) -o \(file)\(timeOption) --scale \(GalleryEntry.format(scale))",
                               isShown: ext == Self.formats(for: item.section).first,
                               width: Int(composition.size.width.rounded())))
        }
        let source = item.section == .controls ? nil : try sourceLink(for: item.target, from: folder)
        return GalleryEntry(name: item.name, section: item.section, summary: item.summary, source: source, media: media)
    }

    /// The files an item of `section` gets, by extension; the first is the one its tile shows:
    /// an MP4 in a `<video>`, lighter and sharper than a GIF (whose one-bit transparency cuts
    /// a Lottie file's soft edges), which is linked for places that take only images. A still
    /// drawing is one picture: a clip of it would repeat one frame.
    static func formats(for section: GalleryEntry.Section) -> [String] {
        section == .drawings ? ["png"] : ["mp4", "gif", "png"]
    }

    /// A link from the page to `file`: relative when the gallery folder and the file share the
    /// gallery's parent (the repository's gallery/ and Examples/), else to a copy in sources/.
    private func sourceLink(for file: String, from folder: URL) throws -> String {
        let target = URL(fileURLWithPath: file).standardizedFileURL.path
        let parent = folder.standardizedFileURL.deletingLastPathComponent().path
        let prefix = parent.hasSuffix("/") ? parent : parent + "/"
        if target.hasPrefix(prefix) { return "../" + target.dropFirst(prefix.count) }
        let sources = folder.appendingPathComponent("sources", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let name = (file as NSString).lastPathComponent, copy = sources.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: file), to: copy)
        return "sources/" + name
    }

    /// What each example shows, by file name; a new example without a line here gets a
    /// generic one.
    static let summaries: [String: String] = [
        "card-flip": "A card flip in true perspective: a transform layer turned half round and back, its two single-sided faces culled when they face away.",
        "confetti": "Particles: a line emitter above the stage drops five colours of paper and dots (one image, picked by contentsRect, tinted by each cell), and an additive burst of sparks that emits for 1.5 s.",
        "cube-transition": "A cube transition: four faces of a transform layer, drawn back to front by depth under the stage's perspective.",
        "desk": "A desk scene drawn in SVG (gradients, groups, paths) and imported as a layer tree.",
        "lottie-bounce": "A ball bouncing on a floor: a parented Lottie layer with eased position keyframes.",
        "lottie-loader": "A loading ring drawn by a Lottie trim path, and a dot with a gradient fill.",
        "spinner": "A replicator layer: twelve copies of one mark, each rotated and delayed, make a spinner; its animation begins a period early (beginTime -1), so it is steady from the first frame.",
        "springs": "Spring animations of position and scale beside a repeating group of basic animations.",
        "stroke": "A ring drawn by animating a shape layer's strokeEnd from 0 to 1.",
        "transactions": "Implicit animations: transactions set a layer's position and opacity at given times.",
        "wobble": "A keyframe animation of a card's rotation, with key times.",
    ]

    /// The built-in controls the gallery shows, each with the options of its demo (a recorded
    /// drag read from `examples`/Input).
    static func controls(examples: String) -> [Item] { ActivityIndicatorStyle.names.map {
        Item(name: "activity-indicator-\($0)", target: "activity-indicator", arguments: ["--style", $0],
             section: .controls, summary: "The activity indicator in its \($0) style.")
    } + [
        Item(name: "drop-indicator", target: "drop-indicator", section: .controls,
             summary: "The drop indicator with its default drops, direction and timing."),
        Item(name: "drop-indicator-7-counterclockwise", target: "drop-indicator",
             arguments: ["--drops", "7", "--direction", "counterclockwise", "--timing", "easeInEaseOut", "--period", "1.6"],
             section: .controls, summary: "The drop indicator with seven drops turning counterclockwise, eased."),
        Item(name: "recording-meter", target: "recording-meter",
             arguments: ["--press", "0.3:1.5", "--press", "2:3", "--press", "3.6:4.6", "--max-duration", "6"],
             section: .controls, summary: "The recording meter filling during three holds and pausing between them."),
        Item(name: "recording-meter-complete", target: "recording-meter",
             arguments: ["--press", "0.2:1.2", "--press", "1.6:4", "--max-duration", "3", "--direction", "clockwise"],
             section: .controls, summary: "The recording meter held until it is full: the recording's longest length."),
        Item(name: "record-button", target: "record-button",
             arguments: ["--events", (examples as NSString).appendingPathComponent("Input/record-button-drag.json")],
             section: .controls, summary: "The record button following a recorded pointer drag, read from a JSON file."),
        Item(name: "record-button-tap-and-hold", target: "record-button", arguments: ["--press", "0.3:0.4", "--press", "0.8:2"],
             section: .controls, summary: "The record button: a tap, then a hold."),
        Item(name: "onboarding", target: "onboarding", arguments: ["--page-at", "3.5"],
             section: .controls, summary: "The onboarding pages, turning to the next page at 3.5 seconds."),
    ] }

    /// The example scenes and drawings by name; a YAML file is skipped when a JSON one has the
    /// same name.
    func exampleScenes(in examples: String) throws -> [Item] {
        let files = try FileManager.default.contentsOfDirectory(atPath: examples).sorted()
        var seen = Set<String>(), result: [Item] = []
        for ext in ["json", "yaml", "yml", "svg"] {
            for file in files where file.hasSuffix(".\(ext)") {
                let name = String(file.dropLast(ext.count + 1))
                guard seen.insert(name).inserted else { continue }
                let target = (examples as NSString).appendingPathComponent(file)
                let section: GalleryEntry.Section = ext == "svg" ? .drawings : ContentLoader.isLottie(target) ? .lottie : .scenes
                let generic = switch section {
                case .drawings: "The SVG drawing \(file)."
                case .lottie: "The Lottie animation \(file)."
                default: "The scene \(file)."
                }
                result.append(Item(name: name, target: target, section: section, summary: Self.summaries[name] ?? generic))
            }
        }
        return result.sorted { $0.name < $1.name }
    }
}
