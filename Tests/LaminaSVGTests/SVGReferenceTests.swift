import Foundation
import Lamina
import LaminaRender
import Testing
@testable import LaminaSVG

/// Imports compared with rsvg-convert (Debian's librsvg2-bin) rendering the same documents.
///
/// Tolerance: a pixel differs when a channel differs by more than 16 (of 255), and at most 2% of
/// pixels may differ. Cairo and librsvg anti-alias edges differently and approximate arcs and
/// gradients with different precision, so edges and gradient bands may differ slightly (librsvg
/// also draws with Cairo; measured here: 0–1 differing pixels per drawing). A wrong transform,
/// colour or missing shape changes far more than 2% of these drawings.
@Suite struct SVGReferenceTests {
    static let channelTolerance = 16
    static let maxDifferingShare = 0.02

    static var rsvgConvert: String? {
        ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: rsvgConvert != nil, "needs rsvg-convert (scripts/bootstrap installs librsvg2-bin)"),
          arguments: SVGReferenceDrawings.all)
    func matchesTheReferenceRasteriser(drawing: SVGReferenceDrawings.Drawing) throws {
        let result = try SVGImporter().importDocument(data: Data(drawing.svg.utf8), fileName: "\(drawing.name).svg")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let snapshot = Timeline(rootLayer: result.layer).presentation()
        let ours = Renderer().render(snapshot: snapshot, size: result.size, background: .white)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("\(drawing.name).svg")
        let output = folder.appendingPathComponent("\(drawing.name).png")
        try Data(drawing.svg.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.rsvgConvert))
        process.arguments = ["-w", "\(ours.width)", "-h", "\(ours.height)", "-b", "white", "-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let reference = try readPNG(output)
        #expect(reference.width == ours.width && reference.height == ours.height)
        guard reference.width == ours.width, reference.height == ours.height else { return }

        var differing = 0
        for y in 0..<ours.height {
            for x in 0..<ours.width {
                let a = y * ours.bytesPerRow + x * 4, b = y * reference.bytesPerRow + x * 4
                let worst = (0..<4).map { abs(Int(ours.pixels[a + $0]) - Int(reference.pixels[b + $0])) }.max() ?? 0
                if worst > Self.channelTolerance { differing += 1 }
            }
        }
        let share = Double(differing) / Double(ours.width * ours.height)
        if share > Self.maxDifferingShare, ProcessInfo.processInfo.environment["LAMINA_SVG_KEEP"] != nil {
            let keep = URL(fileURLWithPath: "/tmp/lamina-svg-\(drawing.name)")
            try? writePNG(ours, to: keep.appendingPathExtension("ours.png"))
            try? FileManager.default.copyItem(at: output, to: keep.appendingPathExtension("reference.png"))
        }
        #expect(share <= Self.maxDifferingShare, "\(drawing.name): \(differing) pixels (\(share * 100)%) differ")
    }
}
