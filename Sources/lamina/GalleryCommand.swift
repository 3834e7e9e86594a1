import ArgumentParser
import Foundation
import Lamina
import LaminaContent
import LaminaControls

/// `lamina gallery -o DIR`: every example scene (and, as they land, every control) as a GIF, an
/// MP4 and a PNG poster, with an index.html that shows them and the commands that made them.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every example scene into a folder, with an index.html.")

    @Option(name: .shortAndLong, help: "The folder to write (created if needed).")
    var output: String = "gallery"

    @Option(name: .long, help: "The folder of example scenes.")
    var examples: String = "Examples"

    @Option(name: .long, parsing: .unconditional, help: "Pixels per point for the renders.")
    var scale: Double = 2

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be between 0 and 4") }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var entries: [GalleryEntry] = []
            let items = try exampleScenes().map { (name: $0.0, target: $0.1, arguments: [String]()) } + GalleryCommand.controls
            for item in items {
                let options = try ControlOptions.parse(item.arguments)
                let extra = item.arguments.isEmpty ? "" : " " + item.arguments.joined(separator: " ")
                // Each file is written from a fresh playback: a scene's time only runs forward.
                let composition = try ContentLoader.load(item.target, options: options.values)
                let clip = CompositionExporter(composition, scale: scale)
                var files: [(String, String)] = []
                for ext in ["gif", "mp4", "png"] {
                    let file = "\(item.name).\(ext)"
                    let poster = ext == "png" ? composition.duration / 2 : 0
                    try clip.write(to: folder.appendingPathComponent(file), time: poster, showsProgress: false)
                    let timeOption = ext == "png" ? " --time \(format(poster))" : ""
                    files.append((file, "lamina render \(item.target)\(extra) -o \(file)\(timeOption) --scale \(format(scale))"))
                }
                entries.append(GalleryEntry(name: item.name, files: files))
                FileHandle.standardError.write(Data("lamina: gallery: \(item.name)\n".utf8))
            }
            // The capture pipeline, headless: the synthetic source recorded in segments, and the
            // recording screen that shows it.
            entries.append(try GalleryEntry.recording(in: folder))
            FileHandle.standardError.write(Data("lamina: gallery: record\n".utf8))
            try GalleryEntry.indexHTML(entries).write(to: folder.appendingPathComponent("index.html"),
                                                      atomically: true, encoding: .utf8)
            print(folder.appendingPathComponent("index.html").path)
        } catch {
            FileHandle.standardError.write(Data("lamina: \(ErrorMessage.text(for: error))\n".utf8))
            throw ExitCode(1)
        }
    }

    /// The built-in controls the gallery shows, each with the options of its demo.
    static let controls: [(name: String, target: String, arguments: [String])] = ActivityIndicatorStyle.names.map {
        ("activity-indicator-\($0)", "activity-indicator", ["--style", $0])
    } + [
        ("drop-indicator", "drop-indicator", []),
        ("drop-indicator-7-counterclockwise", "drop-indicator",
         ["--drops", "7", "--direction", "counterclockwise", "--timing", "easeInEaseOut", "--period", "1.6"]),
        ("recording-meter", "recording-meter",
         ["--press", "0.3:1.5", "--press", "2:3", "--press", "3.6:4.6", "--max-duration", "6"]),
        ("recording-meter-complete", "recording-meter",
         ["--press", "0.2:1.2", "--press", "1.6:4", "--max-duration", "3", "--direction", "clockwise"]),
        ("record-button", "record-button", ["--events", "Examples/Input/record-button-drag.json"]),
        ("record-button-tap-and-hold", "record-button", ["--press", "0.3:0.4", "--press", "0.8:2"]),
        ("onboarding", "onboarding", ["--page-at", "3.5"]),
    ]

    /// The example scenes and drawings by name; a YAML file is skipped when a JSON one has the
    /// same name.
    private func exampleScenes() throws -> [(String, String)] {
        let files = try FileManager.default.contentsOfDirectory(atPath: examples).sorted()
        var seen = Set<String>(), result: [(String, String)] = []
        for ext in ["json", "yaml", "yml", "svg"] {
            for file in files where file.hasSuffix(".\(ext)") {
                let name = String(file.dropLast(ext.count + 1))
                guard seen.insert(name).inserted else { continue }
                result.append((name, (examples as NSString).appendingPathComponent(file)))
            }
        }
        return result.sorted { $0.0 < $1.0 }
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
