import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import LaminaTestSupport
import Testing

/// Image layers with JPEG assets (decoded by LaminaRender's `decodeImage`), image files beside the
/// JSON (never outside its folder tree), and mirrored layers.
@Suite struct LottieImageTests {
    /// An image layer showing asset `image_0` of 40 x 40 points with its top left at (10, 10).
    static func imageDocument(asset: String) -> String {
        lottieJSON(#"{"ty":2,"nm":"Photo","refId":"image_0","ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[10,10]},"a":{"a":0,"k":[0,0]}}}"#,
                   assets: "[\(asset)]")
    }

    /// Straight RGB of the frame at 0 drawn at 100 x 100 over white, with LaminaRender's decoder.
    static func pixels(_ animation: LottieAnimation) throws -> (Int, Int) -> [Int] {
        let composition = try Composition(lottie: animation, name: "anim.json", imageDecoder: { try? decodeImage($0) })
        let image = Renderer().render(snapshot: try composition.playback().presentation(at: 0),
                                      size: Size(width: 100, height: 100), background: .white)
        return { x, y in
            let i = y * image.bytesPerRow + x * 4
            return [Int(image.pixels[i + 2]), Int(image.pixels[i + 1]), Int(image.pixels[i])]
        }
    }

    static func expectColour(_ actual: [Int], _ expected: [Int], tolerance: Int = 12, _ note: String) {
        #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }, "\(note): \(actual), expected \(expected)")
    }

    @Test func anEmbeddedJPEGAssetIsDrawnInItsBox() throws {
        // Named .png by its media type, as exporters do: the bytes say JPEG.
        let asset = #"{"id":"image_0","w":40,"h":40,"u":"","p":"data:image/png;base64,\#(TestImages.quadrantsJPEGBase64)","e":1}"#
        let pixel = try Self.pixels(try parse(Self.imageDocument(asset: asset)))
        Self.expectColour(pixel(15, 15), [255, 0, 0], "top left")
        Self.expectColour(pixel(45, 15), [0, 0, 255], "top right")
        Self.expectColour(pixel(15, 45), [0, 255, 0], "bottom left")
        Self.expectColour(pixel(45, 45), [255, 255, 255], "bottom right")
        Self.expectColour(pixel(5, 5), [255, 255, 255], tolerance: 0, "outside")
        Self.expectColour(pixel(55, 30), [255, 255, 255], tolerance: 0, "outside")
    }

    @Test func imageFilesAreReadBesideTheJSONButNeverOutsideItsFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-lottie-images-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("animation")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let jpeg = try #require(Data(base64Encoded: TestImages.quadrantsJPEGBase64, options: .ignoreUnknownCharacters))
        try jpeg.write(to: folder.appendingPathComponent("images/photo.jpg"))
        try jpeg.write(to: root.appendingPathComponent("secret.jpg"))
        let inside = folder.appendingPathComponent("inside.json"), outside = folder.appendingPathComponent("outside.json")
        try Data(Self.imageDocument(asset: #"{"id":"image_0","w":40,"h":40,"u":"images/","p":"photo.jpg"}"#).utf8).write(to: inside)
        try Data(Self.imageDocument(asset: #"{"id":"image_0","w":40,"h":40,"u":"../","p":"secret.jpg"}"#).utf8).write(to: outside)

        Self.expectColour(try Self.pixels(try LottieAnimation(contentsOf: inside))(15, 15), [255, 0, 0], "the file beside the JSON")
        let refused = try LottieAnimation(contentsOf: outside)
        Self.expectColour(try Self.pixels(refused)(15, 15), [255, 255, 255], tolerance: 0, "the file outside the folder")
        var warnings: [ImportWarning] = []
        _ = try Composition(lottie: refused, name: "outside.json", imageDecoder: { try? decodeImage($0) }) { warnings.append($0) }
        #expect(warnings.contains { $0.feature.contains("image \"image_0\"") }, "\(warnings)")
    }

    /// A 20 x 10 red solid with its anchor at its top left, placed at (50, 50) with `scale` and `rotation`.
    static func mirroredSolid(scale: String, rotation: Double = 0) -> String {
        lottieJSON(##"{"ty":1,"nm":"Solid","ind":1,"ip":0,"op":60,"st":0,"sc":"#ff0000","sw":20,"sh":10,"ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[50,50]},"s":\##(scale),"r":{"a":0,"k":\##(rotation)}}}"##)
    }

    @Test(arguments: [
        #"{"a":0,"k":[-100,100]}"#,
        // Animated, as in lottie-ios issue 1882: the flip holds while the size changes.
        #"{"a":1,"k":[{"t":0,"s":[-100,100],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":60,"s":[-120,120]}]}"#,
    ])
    func aNegativeXScaleMirrorsTheLayerWithoutTurningItUpsideDown(_ scale: String) throws {
        let pixel = try Self.pixels(try parse(Self.mirroredSolid(scale: scale)))
        // Mirrored about the anchor: x 30...50, y 50...60 (upside down it would be y 40...50).
        Self.expectColour(pixel(40, 55), [255, 0, 0], tolerance: 0, "inside the mirror image")
        Self.expectColour(pixel(40, 45), [255, 255, 255], tolerance: 0, "above it")
        Self.expectColour(pixel(60, 55), [255, 255, 255], tolerance: 0, "where it was before mirroring")
    }

    @Test func aMirroredLayerStillTurnsByItsRotation() throws {
        // R(90°)·S(-1, 1) takes (x, y) to (-y, -x): the solid lands on x 40...50, y 30...50.
        let pixel = try Self.pixels(try parse(Self.mirroredSolid(scale: #"{"a":0,"k":[-100,100]}"#, rotation: 90)))
        Self.expectColour(pixel(45, 40), [255, 0, 0], tolerance: 0, "inside")
        Self.expectColour(pixel(55, 40), [255, 255, 255], tolerance: 0, "right of it")
        Self.expectColour(pixel(45, 60), [255, 255, 255], tolerance: 0, "below it")
    }
}
