import Foundation
import Testing
@testable import Lamina

/// `contentsRect`, `contentsCenter` and `contentsScale` in the model, scene documents, `inspect`
/// and the image pieces the display list draws (the pixels are checked in LaminaRenderTests).
@Suite struct ContentsPropertiesTests {
    @Test func defaultsAreCoreAnimations() {
        let layer = Layer()
        #expect(layer.contentsRect == Rect(0, 0, 1, 1))
        #expect(layer.contentsCenter == Rect(0, 0, 1, 1))
        #expect(layer.contentsScale == 1)
    }

    @Test func aDocumentSetsThemAndInspectPrintsThemOnlyWhereChanged() throws {
        let scene = try SceneTestSupport.scene(SceneTestSupport.document(layers: #"""
            {"name": "a", "contentsRect": [0.5, 0, 0.5, 0.5], "contentsCenter": [0.25, 0.25, 0.5, 0],
             "contentsScale": 2},
            {"name": "b"}
            """#))
        let a = scene.rootLayer.sublayers[0]
        #expect(a.contentsRect == Rect(0.5, 0, 0.5, 0.5))
        #expect(a.contentsCenter == Rect(0.25, 0.25, 0.5, 0))
        #expect(a.contentsScale == 2)
        let text = scene.inspect(at: 0).rendered()
        for key in ["contentsRect", "contentsCenter", "contentsScale"] {
            #expect(text.components(separatedBy: "\"\(key)\"").count == 2, "\(key) printed once: \(text)")
        }
    }

    @Test(arguments: [
        (#"{"contentsRect": [0, 0, 0, 1]}"#, "layers[0].contentsRect[2]", "width must be positive, found 0"),
        (#"{"contentsRect": [0, 0, 1, -1]}"#, "layers[0].contentsRect[3]", "height must be positive, found -1"),
        (#"{"contentsRect": [0, 0, 1]}"#, "layers[0].contentsRect", "expected a list of 4 numbers"),
        (#"{"contentsCenter": [0, 0, -0.5, 1]}"#, "layers[0].contentsCenter[2]", "width must be zero or more, found -0.5"),
        (#"{"contentsScale": 0}"#, "layers[0].contentsScale", "must be positive, found 0"),
        (#"{"contentsScale": "2"}"#, "layers[0].contentsScale", "expected a number, found a string"),
    ])
    func badValuesAreRejectedWithTheirPath(layer: String, path: String, message: String) throws {
        let error = try #require(SceneTestSupport.error(loading: SceneTestSupport.document(layers: layer), fileName: "t.json"))
        #expect(error.path == path)
        #expect(error.message.contains(message), "message: \(error.message)")
    }

    @Test func contentsRectAndCenterAnimateAsRectangles() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        layer.add(BasicAnimation(keyPath: "contentsRect", from: .rect(Rect(0, 0, 1, 1)), to: .rect(Rect(0.5, 0, 0.5, 1)),
                                 duration: 1), forKey: "rect")
        #expect(timeline.presentation(at: 0.5).sublayers[0].contentsRect == Rect(0.25, 0, 0.75, 1))
        #expect(AnimatableProperty(keyPath: "contentsScale") == nil, "Core Animation does not animate contentsScale")
    }

    // MARK: - Image pieces

    static func properties(bounds: Rect, gravity: ContentsGravity = .resize, rect: Rect = .unit,
                           center: Rect = .unit, scale: Double = 1) -> LayerProperties {
        var p = LayerProperties()
        p.bounds = bounds
        p.contentsGravity = gravity
        p.contentsRect = rect
        p.contentsCenter = center
        p.contentsScale = scale
        return p
    }

    static let image = ImageBuffer(width: 40, height: 20, filledWith: .red)

    @Test func contentsRectPicksThePixelsShown() throws {
        let p = Self.properties(bounds: Rect(0, 0, 100, 50), rect: Rect(0.75, 0, 0.25, 1))
        let fill = try #require(ImageFill(image: Self.image, properties: p))
        #expect(fill.pieces == [ImageFill.Piece(source: Rect(30, 0, 10, 20), rect: Rect(0, 0, 100, 50))])
    }

    @Test func contentsScaleSetsThePointSizeUnderAGravityThatDoesNotResize() throws {
        // 40 x 20 pixels at 2 pixels a point: 20 x 10 points, centred in 100 x 50.
        let p = Self.properties(bounds: Rect(0, 0, 100, 50), gravity: .center, scale: 2)
        let fill = try #require(ImageFill(image: Self.image, properties: p))
        #expect(fill.rect == Rect(40, 20, 20, 10))
        // Resizing gravities fill the bounds whatever the scale.
        let resized = try #require(ImageFill(image: Self.image, properties: Self.properties(bounds: Rect(0, 0, 100, 50), scale: 2)))
        #expect(resized.rect == Rect(0, 0, 100, 50))
    }

    @Test func nineMeasuredPartsKeepTheirCornersAndStretchTheRest() throws {
        // A 40 x 20 image whose centre is x 10...30, y 5...15: corners 10 x 5 pixels, so at
        // scale 1 they are 10 x 5 points in a 100 x 60 layer at (0, 0).
        let p = Self.properties(bounds: Rect(0, 0, 100, 60), center: Rect(0.25, 0.25, 0.5, 0.5))
        let fill = try #require(ImageFill(image: Self.image, properties: p))
        #expect(fill.pieces.count == 9)
        #expect(fill.pieces[0] == ImageFill.Piece(source: Rect(0, 0, 10, 5), rect: Rect(0, 0, 10, 5)))
        #expect(fill.pieces[1] == ImageFill.Piece(source: Rect(10, 0, 20, 5), rect: Rect(10, 0, 80, 5)))
        #expect(fill.pieces[2] == ImageFill.Piece(source: Rect(30, 0, 10, 5), rect: Rect(90, 0, 10, 5)))
        #expect(fill.pieces[3] == ImageFill.Piece(source: Rect(0, 5, 10, 10), rect: Rect(0, 5, 10, 50)))
        #expect(fill.pieces[4] == ImageFill.Piece(source: Rect(10, 5, 20, 10), rect: Rect(10, 5, 80, 50)))
        #expect(fill.pieces[8] == ImageFill.Piece(source: Rect(30, 15, 10, 5), rect: Rect(90, 55, 10, 5)))
        // At 2 pixels a point the corners are half as large.
        let retina = try #require(ImageFill(image: Self.image, properties: Self.properties(
            bounds: Rect(0, 0, 100, 60), center: Rect(0.25, 0.25, 0.5, 0.5), scale: 2)))
        #expect(retina.pieces[0].rect == Rect(0, 0, 5, 2.5))
        #expect(retina.pieces[8].rect == Rect(95, 57.5, 5, 2.5))
    }

    @Test func fixedPartsShrinkInProportionWhenTheBoundsAreSmaller() throws {
        // Left 10 and right 30 pixels fixed, centre empty; 20 points wide share 1 : 3.
        let p = Self.properties(bounds: Rect(0, 0, 20, 20), center: Rect(0.25, 0, 0, 1))
        let fill = try #require(ImageFill(image: Self.image, properties: p))
        #expect(fill.pieces.map(\.rect) == [Rect(0, 0, 5, 20), Rect(5, 0, 15, 20)])
    }

    @Test func anEmptyCentreStretchesTheLineItLiesOn() throws {
        let p = Self.properties(bounds: Rect(0, 0, 100, 20), center: Rect(0.5, 0, 0, 1))
        let fill = try #require(ImageFill(image: Self.image, properties: p))
        #expect(fill.pieces.map(\.source) == [Rect(0, 0, 20, 20), Rect(20, 0, 0, 20), Rect(20, 0, 20, 20)])
        #expect(fill.pieces.map(\.rect) == [Rect(0, 0, 20, 20), Rect(20, 0, 60, 20), Rect(80, 0, 20, 20)])
    }

    @Test func contentsCenterOnlyAppliesToResizingGravities() throws {
        let p = Self.properties(bounds: Rect(0, 0, 100, 60), gravity: .topLeft, center: Rect(0.25, 0.25, 0.5, 0.5))
        let fill = try #require(ImageFill(image: Self.image, properties: p))
        #expect(fill.pieces == [ImageFill.Piece(source: Rect(0, 0, 40, 20), rect: Rect(0, 0, 40, 20))])
    }

    @Test func nothingIsDrawnForAnEmptyOrNonFiniteContentsRect() {
        for rect in [Rect(0, 0, 0, 1), Rect(0, 0, .nan, 1), Rect(.infinity, 0, 1, 1)] {
            #expect(ImageFill(image: Self.image, properties: Self.properties(bounds: Rect(0, 0, 10, 10), rect: rect)) == nil)
        }
        // A nonsense scale counts as 1.
        let fill = ImageFill(image: Self.image, properties: Self.properties(bounds: Rect(0, 0, 100, 100), gravity: .center, scale: -1))
        #expect(fill?.rect == Rect(30, 40, 40, 20))
    }
}
