import Foundation
import Testing
import Lamina
import LaminaContent
import LaminaRender

/// A scene's `contents` key: a PNG beside the document, read by the loader, drawn with the
/// layer's contents rectangle and nine-part centre as `lamina render` draws it.
@Suite struct SceneContentsTests {
    /// A 16x16 image: each 8x8 quadrant one colour (red, green / blue, white from the top left).
    static func quadrants() -> ImageBuffer {
        let colours: [[UInt8]] = [[0, 0, 255, 255], [0, 255, 0, 255], [255, 0, 0, 255], [255, 255, 255, 255]]  // BGRA
        var pixels: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<16 { pixels += colours[(y / 8) * 2 + x / 8] }
        }
        return ImageBuffer(width: 16, height: 16, pixels: pixels)!
    }

    /// A folder with `image.png` and `scene.json` holding `layer` (a JSON object) on a 40x40 canvas.
    static func folder(layer: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-contents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try writePNG(quadrants(), to: folder.appendingPathComponent("image.png"))
        let scene = #"{"size": [40, 40], "layers": [\#(layer)]}"#
        try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
        return folder
    }

    static func render(_ folder: URL) throws -> ImageBuffer {
        let composition = try ContentLoader.composition(for: folder.appendingPathComponent("scene.json").path)
        let png = folder.appendingPathComponent("out.png")
        try CompositionExporter(composition).write(to: png)
        return try readPNG(png)
    }

    static func pixel(_ image: ImageBuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = y * image.bytesPerRow + x * 4
        return Array(image.pixels[offset..<offset + 4])
    }

    @Test func aNinePartImageKeepsItsCornersAndStretchesItsMiddle() throws {
        // The centre (4,4)-(12,12) in pixels is (0.25, 0.25, 0.5, 0.5) in unit space: the
        // four-pixel border keeps its size, so at 40x40 each 4x4 corner is the source's, unscaled.
        let folder = try Self.folder(layer: #"""
            {"bounds": [0, 0, 40, 40], "position": [20, 20], "contents": "image.png",
             "contentsCenter": [0.25, 0.25, 0.5, 0.5]}
            """#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try Self.render(folder)
        #expect(image.width == 40 && image.height == 40)
        let source = Self.quadrants()
        for (x, y) in [(0, 0), (3, 3), (36, 0), (39, 3), (0, 36), (3, 39), (36, 36), (39, 39)] {
            let sx = x < 4 ? x : x - 24, sy = y < 4 ? y : y - 24
            #expect(Self.pixel(image, x, y) == Self.pixel(source, sx, sy), "corner pixel (\(x), \(y))")
        }
        // Inside the stretched middle (source 4...12 over 4...36), each half keeps its quadrant's colour.
        #expect(Self.pixel(image, 10, 10) == Self.pixel(source, 5, 5))
        #expect(Self.pixel(image, 30, 30) == Self.pixel(source, 10, 10))
    }

    @Test func aContentsRectShowsOneQuarterOverTheWholeLayer() throws {
        // (0.5, 0, 0.5, 0.5): the top right quadrant, green, fills the layer, magnified 5 times
        // (the outermost pixels blend with the neighbouring quadrants under bilinear filtering).
        let folder = try Self.folder(layer: #"""
            {"bounds": [0, 0, 40, 40], "position": [20, 20], "contents": "image.png",
             "contentsRect": [0.5, 0, 0.5, 0.5]}
            """#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try Self.render(folder)
        for (x, y) in [(8, 8), (20, 20), (31, 31), (8, 31)] {
            #expect(Self.pixel(image, x, y) == [0, 255, 0, 255], "(\(x), \(y))")
        }
    }

    @Test func aMissingImageNamesTheLayerAndTheFile() throws {
        let folder = try Self.folder(layer: #"{"sublayers": [{"contents": "missing.png"}]}"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("scene.json").path
        #expect { try ContentLoader.composition(for: path) } throws: { error in
            let message = "\(error)"
            return message.hasPrefix("\(path): layers[0].sublayers[0].contents: cannot read 'missing.png'")
                && message.contains("no such file")
        }
    }

    @Test(arguments: ["../image.png", "/etc/passwd", ""])
    func aPathOutsideTheDocumentsFolderIsRefused(file: String) throws {
        let scene = #"{"size": [10, 10], "layers": [{"contents": "\#(file)"}]}"#
        #expect { try SceneDocument(jsonData: Data(scene.utf8), fileName: "scene.json") } throws: { error in
            "\(error)" == "scene.json: layers[0].contents: expected the path of an image file (PNG, JPEG, WebP or GIF) inside the document's folder (relative, without '..')"
        }
    }
}
