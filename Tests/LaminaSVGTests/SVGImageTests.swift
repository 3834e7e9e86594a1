import Foundation
import Lamina
import LaminaRender
import LaminaSVG
import LaminaTestSupport
import Testing

/// `<image>`: raster images (decoded by LaminaRender) and SVG images, from data URLs and files in
/// the drawing's folder tree, placed by x/y/width/height and `preserveAspectRatio`, each one a
/// named layer with `contents`.
@Suite struct SVGImageTests {
    /// Two pixels side by side, red then blue, as PNG bytes.
    static let redBluePNG: Data = {
        let pixels: [UInt8] = [0, 0, 255, 255, 255, 0, 0, 255]  // BGRA
        return try! pngData(ImageBuffer(width: 2, height: 1, pixels: pixels)!)
    }()

    static func dataURL(_ data: Data, type: String = "image/png") -> String {
        "data:\(type);base64,\(data.base64EncodedString(options: .lineLength64Characters))"
    }

    static func options(folder: URL? = nil, readable: URL? = nil) -> SVGImportOptions {
        SVGImportOptions(imageDecoder: { try decodeImage($0) }, folder: folder, readableFolder: readable)
    }

    /// The drawing over white, and a reader of its straight RGB pixels.
    static func rendered(_ imported: SVGImport) -> (Int, Int) -> [Int] {
        let image = Renderer().render(snapshot: Timeline(rootLayer: imported.layer).presentation(), size: imported.size,
                                      background: .white)
        return { x, y in
            let i = y * image.bytesPerRow + x * 4
            return [Int(image.pixels[i + 2]), Int(image.pixels[i + 1]), Int(image.pixels[i])]
        }
    }

    static let red = [255, 0, 0], blue = [0, 0, 255], white = [255, 255, 255]

    @Test func imageRenderingPixelatedKeepsPixelsSquare() throws {
        // The red-blue pair stretched over 0...80: hard-edged, it turns at x = 40 exactly;
        // `image-rendering` is inherited, and `auto` smooths again.
        let svg = document("""
            <g image-rendering="optimizeSpeed">
              <image id="sharp" width="80" height="40" preserveAspectRatio="none" href="\(Self.dataURL(Self.redBluePNG))"/>
              <image id="soft" y="50" width="80" height="40" preserveAspectRatio="none" style="image-rendering: auto"
                     href="\(Self.dataURL(Self.redBluePNG))"/>
            </g>
            """)
        let imported = try importSVG(svg, options: Self.options())
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        #expect(layer(imported.layer, "sharp")?.magnificationFilter == .nearest)
        #expect(layer(imported.layer, "soft")?.magnificationFilter == .linear)
        let pixel = Self.rendered(imported)
        #expect(pixel(39, 20) == Self.red)
        #expect(pixel(40, 20) == Self.blue)
        #expect(pixel(39, 70) != Self.red, "smoothed where the pixels meet")
    }

    @Test func aDataURLImageIsANamedLayerWithContentsDrawnInItsBox() throws {
        let svg = document(#"<image id="photo" x="20" y="30" width="40" height="20" preserveAspectRatio="none" href="\#(Self.dataURL(Self.redBluePNG))"/>"#)
        let imported = try importSVG(svg, options: Self.options())
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let photo = try #require(layer(imported.layer, "photo"))
        #expect(photo.contents?.width == 2)
        expectClose(photo.frame, Rect(x: 20, y: 30, width: 40, height: 20))
        let pixel = Self.rendered(imported)
        #expect(pixel(25, 40) == Self.red)   // left half of the box
        #expect(pixel(55, 40) == Self.blue)  // right half
        #expect(pixel(15, 40) == Self.white && pixel(65, 40) == Self.white && pixel(40, 25) == Self.white
            && pixel(40, 55) == Self.white)
    }

    @Test func meetFitsTheWholeImageAndSliceFillsTheBoxWithItsMiddle() throws {
        // A 2:1 image in a 40 x 40 box.
        let url = Self.dataURL(Self.redBluePNG)
        let meet = try importSVG(document(#"<image id="i" x="10" y="10" width="40" height="40" href="\#(url)"/>"#),
                                 options: Self.options())
        // xMidYMid meet: 40 x 20, centred vertically (y 20...40).
        expectClose(try #require(layer(meet.layer, "i")).frame, Rect(x: 10, y: 20, width: 40, height: 20))
        let meetPixel = Self.rendered(meet)
        // (Pixels away from the middle, where smoothing blends the two image pixels.)
        #expect(meetPixel(20, 15) == Self.white && meetPixel(12, 30) == Self.red && meetPixel(48, 30) == Self.blue
            && meetPixel(20, 45) == Self.white)

        let slice = try importSVG(document(#"<image id="i" x="10" y="10" width="40" height="40" preserveAspectRatio="xMinYMid slice" href="\#(url)"/>"#),
                                  options: Self.options())
        // xMinYMid slice: 80 x 40 from the box's left edge, so the box shows the red half only.
        let sliced = try #require(layer(slice.layer, "i"))
        expectClose(sliced.frame, Rect(x: 10, y: 10, width: 40, height: 40))
        expectClose(sliced.contentsRect, Rect(x: 0, y: 0, width: 0.5, height: 1))
        let slicePixel = Self.rendered(slice)
        #expect(slicePixel(15, 15) == Self.red && slicePixel(25, 45) == Self.red && slicePixel(55, 30) == Self.white)
        // Near the box's right edge the image is still mostly red (smoothed towards the next
        // pixel, 39% blue at x 45): the blue half is cut off.
        let edge = slicePixel(45, 30)
        #expect(edge[0] > 150 && edge[2] < 110, "\(edge)")
    }

    @Test func aJPEGDataURLWithoutAMediaTypeIsSniffedFromItsBytes() throws {
        // The 8x8 quadrant JPEG of the decoder's tests, drawn 80 x 80: red at the top left.
        let jpeg = try #require(Data(base64Encoded: TestImages.quadrantsJPEGBase64, options: .ignoreUnknownCharacters))
        let imported = try importSVG(document(#"<image x="10" y="10" width="80" height="80" href="data:;base64,\#(jpeg.base64EncodedString())"/>"#),
                                     options: Self.options())
        let pixel = Self.rendered(imported)
        for (x, y, colour) in [(20, 20, Self.red), (80, 20, Self.blue), (20, 80, [0, 255, 0]), (80, 80, Self.white)] {
            let p = pixel(x, y)
            #expect(zip(p, colour).allSatisfy { abs($0 - $1) <= 12 }, "(\(x), \(y)): \(p)")
        }
    }

    @Test func anSVGImageIsImportedAsLayersAndClippedToItsViewport() throws {
        let inner = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect id="big" x="-10" y="0" width="30" height="10" fill="#0000ff"/></svg>"##
        let url = Self.dataURL(Data(inner.utf8), type: "image/svg+xml")
        let imported = try importSVG(document(#"<image id="i" x="20" y="20" width="40" height="40" href="\#(url)"/>"#),
                                     options: Self.options())
        let image = try #require(layer(imported.layer, "i"))
        #expect(image.masksToBounds)
        #expect(layer(image, "big") != nil)
        let pixel = Self.rendered(imported)
        // Scaled 4x into 20...60; the rect's overhang (x -10 and 20 of 10) is clipped away.
        #expect(pixel(30, 40) == Self.blue && pixel(55, 40) == Self.blue)
        #expect(pixel(15, 40) == Self.white && pixel(65, 40) == Self.white)
    }

    @Test func filesAreReadBesideTheDrawingButNeverOutsideItsFolderTree() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-svg-image-\(UUID().uuidString)")
        let drawings = root.appendingPathComponent("drawings")
        try FileManager.default.createDirectory(at: drawings.appendingPathComponent("art"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.redBluePNG.write(to: drawings.appendingPathComponent("art/inside.png"))
        try Self.redBluePNG.write(to: root.appendingPathComponent("outside.png"))
        try FileManager.default.createSymbolicLink(at: drawings.appendingPathComponent("link.png"),
                                                   withDestinationURL: root.appendingPathComponent("outside.png"))
        let svg = document("""
            <image id="inside" width="20" height="10" href="art/inside.png"/>
            <image id="outside" y="20" width="20" height="10" href="../outside.png"/>
            <image id="link" y="40" width="20" height="10" href="link.png"/>
            <image id="absolute" y="60" width="20" height="10" href="\(root.path)/outside.png"/>
            <image id="remote" y="80" width="20" height="10" href="https://example.com/a.png"/>
            """)
        let imported = try importSVG(svg, options: Self.options(folder: drawings))
        #expect(layer(imported.layer, "inside")?.contents != nil)
        for name in ["outside", "link", "absolute", "remote"] {
            #expect(layer(imported.layer, name) == nil, "\(name) was read")
            #expect(imported.warnings.contains { $0.id == name }, "no warning for \(name)")
        }
        #expect(imported.warnings.first { $0.id == "outside" }?.message.contains("outside the drawing's folder tree") == true)
        // Asked for (`--resources`): the wider tree is readable.
        let widened = try importSVG(svg, options: Self.options(folder: drawings, readable: root))
        #expect(layer(widened.layer, "outside")?.contents != nil && layer(widened.layer, "link")?.contents != nil)
        #expect(layer(widened.layer, "remote") == nil)
    }

    @Test func badImagesAreSkippedWithAWarningNeverAnError() throws {
        let svg = document("""
            <image id="corrupt" width="10" height="10" href="data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBD"/>
            <image id="empty" width="10" height="10" href=""/>
            <image id="zero" width="10" height="0" href="\(Self.dataURL(Self.redBluePNG))"/>
            <image id="nested" width="10" height="10" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3Cimage id='inner' href='data:,x'/%3E%3C/svg%3E"/>
            """)
        let imported = try importSVG(svg, options: Self.options())
        for name in ["corrupt", "empty", "zero"] { #expect(layer(imported.layer, name) == nil, "\(name)") }
        #expect(imported.warnings.first { $0.id == "corrupt" }?.message.contains("cannot decode the image") == true)
        // An SVG image's own warnings come through, on the image.
        #expect(layer(imported.layer, "nested") != nil)
        #expect(imported.warnings.first { $0.id == "nested" }?.message.contains("in the image: line 1: <image id=\"inner\">") == true)
        // Without a decoder (LaminaSVG alone) raster images are skipped with a warning.
        let plain = try importSVG(document(#"<image id="p" width="10" height="10" href="\#(Self.dataURL(Self.redBluePNG))"/>"#))
        #expect(layer(plain.layer, "p") == nil)
        #expect(plain.warnings.first?.message.contains("image decoder") == true)
    }
}
