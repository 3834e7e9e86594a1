import Foundation
import Lamina
import LaminaContent
import LaminaSVG
import LaminaTestSupport
import LaminaYAML
import Testing

/// Exports of issue #17 that allocated what they could not hold, and the symbolic link that a
/// render replaced: refused before drawing with the limit and how to raise it, or written through.
@Suite struct HostileExportTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func composition(_ json: String) throws -> Composition {
        Composition(document: try SceneDocument(jsonData: Data(json.utf8)), name: "hostile.json")
    }

    @Test func aCanvasOf40000SquaredIsRefusedBeforeItIsAllocated() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            try CompositionExporter(try composition(HostileInputs.canvas40000)).write(to: folder.appendingPathComponent("a.png"))
        } throws: { error in
            "\(error)" == "hostile.json: the pixels of a 40000 x 40000 frame exceed the limit of 268435456 "
                + "(render smaller with --size or --scale, or raise it with --limit pixels=N)"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aCanvasBeyondIntIsRefusedWithItsSize() throws {
        #expect {
            try CompositionExporter(try composition(HostileInputs.canvasBeyondInt)).write(to: URL(fileURLWithPath: "/nonexistent/a.png"))
        } throws: { error in
            "\(error)".hasPrefix("hostile.json: the pixels of a 1e+20 x 1 frame exceed the limit")
        }
    }

    @Test func aClipOfABillionFramesIsRefusedBeforeItsTimesAreMade() throws {
        let clip = CompositionExporter(try composition(#"{"size":[10,10],"layers":[]}"#))
        #expect {
            try clip.write(to: URL(fileURLWithPath: "/nonexistent/a.gif"), duration: 1e9, fps: 1)
        } throws: { error in
            "\(error)" == "hostile.json: the 1000000000 frames of a clip of 1000000000 s at 1 fps exceed the limit of 100000 "
                + "(shorten --duration, lower --fps, or raise it with --limit frames=N)"
        }
    }

    @Test func aRaisedLimitLetsTheFrameThrough() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var limits = Limits.standard
        #expect(limits.set("pixels", to: 100) && !limits.set("layers", to: 5))
        let scene = try composition(#"{"size":[20,20],"layers":[]}"#)
        #expect(throws: LimitError.self) { try CompositionExporter(scene, limits: limits).write(to: folder.appendingPathComponent("a.png")) }
        limits.pixelsPerFrame = 400
        try CompositionExporter(scene, limits: limits).write(to: folder.appendingPathComponent("a.png"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.png").path))
    }

    @Test func aLottieLimitRaisedByNameReachesTheImporter() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Three keyframes of opacity: over a limit of 2, within one raised to 3 by its `--limit` name.
        let file = folder.appendingPathComponent("anim.json")
        let layer = #"{"ty":4,"nm":"L","ind":1,"ip":0,"op":60,"st":0,"#
            + #""ks":{"o":{"a":1,"k":[{"t":0,"s":[0]},{"t":1,"s":[1]},{"t":2,"s":[2]}]}},"shapes":[]}"#
        let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":["# + layer + "]}"
        try Data(json.utf8).write(to: file)
        var limits = Limits.standard
        let lowered = limits.set("lottie-keyframes", to: 2)
        #expect(lowered)
        #expect { try ContentLoader.composition(for: file.path, limits: limits) } throws: { error in
            "\(error)".hasSuffix("layers[0].ks.o.k: 3 keyframes, more than the 2 allowed")
        }
        let raised = limits.set("lottie-keyframes", to: 3)
        #expect(raised)
        #expect(try ContentLoader.composition(for: file.path, limits: limits).fps == 30)
        // Every raisable name sets a limit; the Lottie limits whose cost multiplies cannot be named.
        for name in Limits.raisableNames {
            var changed = Limits.standard
            let known = changed.set(name, to: 7)
            #expect(known && changed != Limits.standard, "\(name)")
        }
        let nesting = limits.set("lottie-nesting", to: 100), copies = limits.set("lottie-repeater-copies", to: 100)
        #expect(!nesting && !copies)
        #expect(Limits.raisableNames == ["pixels", "frames", "document-bytes", "lottie-bytes", "lottie-layers", "lottie-keyframes"])
    }

    @Test func renderingToASymbolicLinkWritesThroughIt() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.png"), link = folder.appendingPathComponent("link.png")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let (written, _) = try CompositionExporter(try composition(#"{"size":[4,4],"layers":[]}"#)).write(to: link)
        #expect(written == link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try Data(contentsOf: target).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func importedCirclesWriteAsYAMLAndReadBack() throws {
        let drawing = try SVGImporter().importDocument(data: Data(HostileInputs.circles(2_000).utf8))
        let yaml = SceneWriter.document(size: drawing.size, layers: drawing.layer.sublayers).renderedYAML()
        let document = try SceneDocument(yaml: yaml, fileName: "circles.yaml")
        #expect(document.layers.count == 2_000)
        #expect(yaml.hasPrefix("size: [100, 100]\nlayers:\n- type: \"shape\"\n"))
    }
}
