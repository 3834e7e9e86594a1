import ArgumentParser
import Foundation
import LaminaMedia
import Lamina
import LaminaContent
import LaminaRender
import LaminaSVG
import LaminaYAML

/// `lamina import-svg drawing.svg [-o scene.json | scene.yaml]`: an SVG document as a scene
/// document that renders like it, ready to be animated by hand.
struct ImportSVGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-svg",
        abstract: "Convert an SVG document into a scene document (JSON, or YAML for .yaml/.yml).",
        discussion: """
            Images in the drawing are written as PNG files beside the scene document \
            (scene.image1.png, ...), which its layers name as their contents.
            """)

    @Argument(help: "The SVG document.", completion: .file(extensions: ["svg"]))
    var input: String

    @Option(name: .shortAndLong, help: "The scene file to write (.json, .yaml or .yml); standard output (JSON) when omitted.",
            completion: .file(extensions: ["json", "yaml", "yml"]))
    var output: String?

    @Flag(name: .long, help: "Flatten groups: their children become layers of the nearest container.")
    var flatten = false

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        if let output {
            let ext = (output as NSString).pathExtension.lowercased()
            guard ["json", "yaml", "yml"].contains(ext) else {
                throw ValidationError("-o \(output): the scene file is .json, .yaml or .yml")
            }
        }
    }

    func run() throws {
        guard FileManager.default.fileExists(atPath: input) else { throw UsageError(ContentLoader.missingTarget(input, allowsControls: false).description) }
        if let problem = FileKind.problem(with: input, expecting: .svg) { throw CommandFailure("\(input): \(problem)") }
        if let output { try OutputPath.check(output, extensions: ["json", "yaml", "yml"]) }
        let data = try ContentLoader.readDrawing(input, limits: limitOptions.limits)
        // Text positions are measured with this machine's fonts while importing.
        PangoTextMeasurer.installIfNeeded()
        let result = try SVGImporter(options: ContentLoader.svgOptions(for: input, flattensGroups: flatten))
            .importDocument(data: data, fileName: input)
        for warning in result.warnings {
            FileHandle.standardError.write(Data("lamina: \(input): warning: \(warning)\n".utf8))
        }
        // The document's canvas stands for the svg root unless the root has an opacity or is
        // hidden, so the drawn elements are the document's top-level layers.
        let root = result.layer
        let plain = root.opacity == 1 && !root.isHidden
        // Images become PNG files beside the document (none for standard output).
        var images = 0
        var imageError: (any Error)?
        // An animated drawing keeps its animations and the length they need (`duration`).
        let document = SceneWriter.document(size: result.size, duration: result.animationDuration,
                                            layers: plain ? root.sublayers : [root]) { image in
            images += 1
            guard let output, imageError == nil else { return nil }
            let url = URL(fileURLWithPath: output)
            let name = "\(url.deletingPathExtension().lastPathComponent).image\(images).png"
            do { try writePNG(image, to: url.deletingLastPathComponent().appendingPathComponent(name)) } catch {
                imageError = error
            }
            return name
        }
        if let imageError { throw imageError }
        guard let output else {
            if images > 0 {
                FileHandle.standardError.write(Data("lamina: \(input): warning: \(images) image\(images == 1 ? "" : "s") left out of a scene written to standard output (give -o to write them beside it)\n".utf8))
            }
            FileHandle.standardOutput.write(Data((document.rendered() + "\n").utf8))
            return
        }
        let url = URL(fileURLWithPath: output)
        let text = SceneDocument.isYAML(url) ? document.renderedYAML() : document.rendered() + "\n"
        do {
            // A hidden partial file beside the target, renamed into place (removed on failure
            // or Ctrl-C; one left by a killed run is removed by the next).
            InterruptCleanup.shared.handleInterrupts()
            StalePartialFiles.remove(in: url.deletingLastPathComponent())
            try PartialFile.write(Data(text.utf8), to: url)
        } catch {
            throw CommandFailure("\(output): cannot write the file")
        }
        let written = images == 0 ? "" : " and \(images) image\(images == 1 ? "" : "s") beside it"
        FileHandle.standardError.write(Data("lamina: wrote \(output)\(written)\n".utf8))
    }
}
