import Foundation
import Lamina
import LaminaRender
import Testing
@testable import LaminaSVG

/// Imports compared with rsvg-convert (Debian's librsvg2-bin) rendering the same documents.
///
/// Tolerance: a pixel differs when a channel differs by more than 16 (of 255), and at most 0.5%
/// of pixels may differ. Lamina's and librsvg's anti-aliasing, arc flattening and gradient
/// interpolation can differ at edges and in gradient bands (librsvg also draws with Cairo, so
/// here 0–1 pixels of 19,200 differ; the margin is for other Cairo and librsvg versions). The
/// control test checks that real mistakes exceed it: one small shape turned 10° too far changes
/// about 1.8% of its drawing, so 2% would be too loose.
@Suite struct SVGReferenceTests {
    static let channelTolerance = 16
    static let maxDifferingShare = 0.005

    static var rsvgConvert: String? {
        ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: rsvgConvert != nil, "needs rsvg-convert (scripts/bootstrap installs librsvg2-bin)"),
          arguments: SVGReferenceDrawings.all)
    func matchesTheReferenceRasteriser(drawing: SVGReferenceDrawings.Drawing) throws {
        let (share, warnings) = try differingShare(drawing, options: SVGImportOptions())
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(share <= Self.maxDifferingShare, "\(drawing.name): \(share * 100)% of pixels differ")
    }

    @Test(.enabled(if: rsvgConvert != nil, "needs rsvg-convert (scripts/bootstrap installs librsvg2-bin)"),
          arguments: [false, true])
    func groupsMatchTheReferenceWhetherOrNotFlattened(flatten: Bool) throws {
        let (share, warnings) = try differingShare(SVGReferenceDrawings.groups, options: SVGImportOptions(flattensGroups: flatten))
        // Layers clip a nested svg to its viewport; flattened, there is no layer to clip.
        #expect(warnings == (flatten ? ["a nested svg (or used symbol) does not clip its content to its viewport"] : []))
        #expect(share <= Self.maxDifferingShare, "groups: \(share * 100)% of pixels differ")
    }

    @Test(.enabled(if: rsvgConvert != nil, "needs rsvg-convert (scripts/bootstrap installs librsvg2-bin)"))
    func transformedGradientsMatchTheReference() throws {
        let (share, warnings) = try differingShare(SVGReferenceDrawings.transformedGradients, options: SVGImportOptions())
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(share <= Self.maxDifferingShare, "transformed gradients: \(share * 100)% of pixels differ")
    }

    /// The comparison notices real mistakes: a layer turned by 10° or a layer left out.
    @Test(.enabled(if: rsvgConvert != nil, "needs rsvg-convert (scripts/bootstrap installs librsvg2-bin)"))
    func controlMistakesExceedTheTolerance() throws {
        let drawing = SVGReferenceDrawings.all[1]
        let (turned, _) = try differingShare(drawing, options: SVGImportOptions()) { root in
            // 40° where the document says 30°.
            root.layer(named: "spin")?.transform = Transform3D(AffineTransform(rotationAngle: 40 * .pi / 180))
        }
        #expect(turned > Self.maxDifferingShare)
        let (missing, _) = try differingShare(drawing, options: SVGImportOptions()) { root in
            root.sublayers.first?.removeFromSuperlayer()
        }
        #expect(missing > Self.maxDifferingShare)
    }

    /// Extreme numbers import and render without trapping (what they draw is not checked).
    @Test func extremeValuesRenderWithoutTrapping() throws {
        let result = try importSVG(document("""
            <rect width="1e308" height="1e308" stroke="red" stroke-width="1e300"/>
            <circle cx="1e-300" cy="0" r="1e300" fill="url(#g)"/>
            <linearGradient id="g"><stop offset="0"/></linearGradient>
            <g transform="scale(1e200) rotate(1e10) skewX(90)"><path d="M0 0 L1e300 1e300 Z" stroke="blue"/></g>
            <rect width="10in" height="1e309" stroke-dasharray="1e-300"/>
            """))
        let image = Renderer().render(snapshot: Timeline(rootLayer: result.layer).presentation(), size: result.size)
        #expect(image.width == 100)
    }

    /// Renders `drawing` with Lamina (after `change`) and with rsvg-convert, and returns the share
    /// of pixels that differ by more than the channel tolerance, with the import's warnings.
    func differingShare(_ drawing: SVGReferenceDrawings.Drawing, options: SVGImportOptions,
                        change: (Layer) -> Void = { _ in }) throws -> (Double, [String]) {
        let result = try SVGImporter(options: options).importDocument(data: Data(drawing.svg.utf8), fileName: "\(drawing.name).svg")
        change(result.layer)
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
        try #require(process.terminationStatus == 0)
        let reference = try readPNG(output)
        try #require(reference.width == ours.width && reference.height == ours.height)

        var differing = 0
        for y in 0..<ours.height {
            for x in 0..<ours.width {
                let a = y * ours.bytesPerRow + x * 4, b = y * reference.bytesPerRow + x * 4
                let worst = (0..<4).map { abs(Int(ours.pixels[a + $0]) - Int(reference.pixels[b + $0])) }.max() ?? 0
                if worst > Self.channelTolerance { differing += 1 }
            }
        }
        let share = Double(differing) / Double(ours.width * ours.height)
        if let keep = ProcessInfo.processInfo.environment["LAMINA_SVG_KEEP"] {
            // For looking at a failure: LAMINA_SVG_KEEP=/some/folder keeps both images there.
            let base = URL(fileURLWithPath: keep).appendingPathComponent(drawing.name)
            try? writePNG(ours, to: base.appendingPathExtension("ours.png"))
            try? FileManager.default.removeItem(at: base.appendingPathExtension("reference.png"))
            try? FileManager.default.copyItem(at: output, to: base.appendingPathExtension("reference.png"))
        }
        return (share, result.warnings.map(\.message))
    }
}
