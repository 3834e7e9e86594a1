import Foundation
import Lamina
import LaminaRender
import LaminaTestSupport
import Testing

/// Emitter particles in pixels: the colour multiplying the image, additive blending, the image's
/// size from `contentsScale`, and frames that are the same however they are drawn.
@Suite struct EmitterRenderTests {
    /// An emitter filling a `size` root, emitting `cells` from its centre.
    static func emitter(_ cells: [EmitterCell], size: Size = Size(100, 100)) -> EmitterLayer {
        let layer = EmitterLayer()
        layer.bounds = Rect(origin: .zero, size: size)
        layer.anchorPoint = .zero
        layer.emitterPosition = Point(x: size.width / 2, y: size.height / 2)
        layer.emitterCells = cells
        return layer
    }

    /// A cell of still particles, two a second for ten seconds: at t = 5 exactly ten are alive,
    /// all at the emitter's position.
    static func stillCell(color: Color, image: ImageBuffer = ImageBuffer(width: 8, height: 8, filledWith: .white)) -> EmitterCell {
        var cell = EmitterCell()
        cell.birthRate = 2
        cell.lifetime = 10
        cell.color = color
        cell.contents = image
        return cell
    }

    @Test func additiveParticlesAddTheirColoursWhereOthersOnlyCoverEachOther() {
        let grey = Color(red: 0.05, green: 0.05, blue: 0.05, alpha: 1)
        let layer = Self.emitter([Self.stillCell(color: grey)])
        #expect(layer.particles(atLocalTime: 5).count == 10)
        let covered = render(layer, time: 5, background: .black)
        // Each copy is 255 × 0.05 ≈ 13; ten added make 130, ten drawn over each other 13.
        expectPixel(covered, Point(x: 50, y: 50), RGBA(13, 13, 13), tolerance: 1)
        layer.renderMode = .additive
        let added = render(layer, time: 5, background: .black)
        expectPixel(added, Point(x: 50, y: 50), RGBA(130, 130, 130), tolerance: 3)
        // Outside the 8-point image nothing is drawn.
        expectPixel(added, Point(x: 60, y: 50), RGBA.black, tolerance: 0)
    }

    @Test func theCellColourMultipliesTheImage() {
        let white = render(Self.emitter([Self.stillCell(color: Color(red: 1, green: 0, blue: 0, alpha: 1))]), time: 5)
        expectPixel(white, Point(x: 50, y: 50), RGBA.red)
        let grey = ImageBuffer(width: 8, height: 8, filledWith: Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        let cell = Self.stillCell(color: Color(red: 1, green: 0.5, blue: 0.25, alpha: 1), image: grey)
        expectPixel(render(Self.emitter([cell]), time: 5), Point(x: 50, y: 50), RGBA(128, 64, 32), tolerance: 2)
        // A half-transparent colour over white: ten copies of 50% red make 1 - 0.5^10 red.
        var faded = Self.stillCell(color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        faded.birthRate = 0.2
        expectPixel(render(Self.emitter([faded]), time: 5), Point(x: 50, y: 50), RGBA(255, 128, 128), tolerance: 2)
    }

    @Test func contentsScaleAndScaleSetTheSpriteSize() {
        // 16 pixels at contentsScale 2 is 8 points, times scale 1.5 is 12: from 44 to 56.
        var cell = Self.stillCell(color: Color(red: 0, green: 0, blue: 1, alpha: 1),
                                  image: ImageBuffer(width: 16, height: 16, filledWith: .white))
        cell.contentsScale = 2
        cell.scale = 1.5
        let image = render(Self.emitter([cell]), time: 5)
        expectPixel(image, Point(x: 44.5, y: 50), RGBA.blue)
        expectPixel(image, Point(x: 55.5, y: 50), RGBA.blue)
        expectPixel(image, Point(x: 43.5, y: 50), RGBA.white)
        expectPixel(image, Point(x: 56.5, y: 50), RGBA.white)
    }

    /// A still particle 100 points towards the eye, 50 right of the centre of a container with
    /// perspective (`m34 = -1/500`): kept in depth it is at w = 1 - 100/500 = 0.8, so its centre
    /// projects to 100 + 50 / 0.8 = 162.5 and its 8-point image to 10 pixels.
    @Test func particlesThatPreserveDepthAreProjectedAtTheirDepth() {
        func scene(preservesDepth: Bool, z: Double) -> Layer {
            let container = Layer()
            // Perspective about the anchor point, here the centre (100, 100).
            container.bounds = Rect(0, 0, 200, 200)
            container.position = Point(x: 100, y: 100)
            var perspective = Transform3D.identity
            perspective.m34 = -1.0 / 500
            container.sublayerTransform = perspective
            let layer = EmitterLayer()
            layer.bounds = Rect(0, 0, 200, 200)
            layer.position = Point(x: 100, y: 100)
            layer.emitterPosition = Point(x: 150, y: 100)
            layer.emitterZPosition = z
            layer.preservesDepth = preservesDepth
            layer.emitterCells = [Self.stillCell(color: Color(red: 0, green: 0, blue: 1, alpha: 1))]
            container.addSublayer(layer)
            return container
        }
        let deep = render(scene(preservesDepth: true, z: 100), time: 5)
        expectPixel(deep, Point(x: 158, y: 100), RGBA.blue)
        expectPixel(deep, Point(x: 167, y: 100), RGBA.blue)
        expectPixel(deep, Point(x: 156.5, y: 100), RGBA.white)
        expectPixel(deep, Point(x: 168.5, y: 100), RGBA.white)
        expectPixel(deep, Point(x: 162.5, y: 95.5), RGBA.blue)
        expectPixel(deep, Point(x: 162.5, y: 94), RGBA.white)
        // Flattened, the same particle is drawn in the layer's plane at z = 0: x 146 to 154.
        let flat = render(scene(preservesDepth: false, z: 100), time: 5)
        expectPixel(flat, Point(x: 150, y: 100), RGBA.blue)
        expectPixel(flat, Point(x: 158, y: 100), RGBA.white)
        // Behind the eye (w = 1 - 600/500 < 0) nothing is drawn, inverted or not.
        let behind = render(scene(preservesDepth: true, z: 600), time: 5)
        var coloured = 0
        for y in 0..<behind.height { for x in 0..<behind.width where behind.rgba(at: Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) != RGBA.white { coloured += 1 } }
        #expect(coloured == 0)
    }

    /// A checkerboard of single black and white pixels drawn at a quarter of its size: the
    /// minification filter decides. `nearest` keeps pure black and white pixels; `linear`
    /// averages the pixels each covers into greys. Drawn larger, the magnification filter does.
    @Test func theMinificationAndMagnificationFiltersApplyByTheDrawnSize() {
        var checker = ImageBuffer(width: 16, height: 16, filledWith: .white)
        for y in 0..<16 {
            for x in 0..<16 where (x + y) % 2 == 0 {
                let offset = y * checker.bytesPerRow + x * 4
                checker.pixels.replaceSubrange(offset..<offset + 4, with: [0, 0, 0, 255])
            }
        }
        func sprite(minification: String, magnification: String, scale: Double) -> ImageBuffer {
            var cell = Self.stillCell(color: .white, image: checker)
            cell.birthRate = 0.2
            cell.scale = scale
            cell.minificationFilter = minification
            cell.magnificationFilter = magnification
            return render(Self.emitter([cell]), time: 5)
        }
        func greys(_ image: ImageBuffer, around center: Point, radius: Int) -> Int {
            var count = 0
            for dy in -radius..<radius {
                for dx in -radius..<radius {
                    let v = image.rgba(at: Point(x: center.x + Double(dx) + 0.5, y: center.y + Double(dy) + 0.5)).r
                    if v > 40 && v < 215 { count += 1 }
                }
            }
            return count
        }
        let center = Point(x: 50, y: 50)
        // 16 pixels at scale 0.25: 4 points, so the sprite covers x and y 48...52.
        #expect(greys(sprite(minification: "nearest", magnification: "linear", scale: 0.25), around: center, radius: 1) == 0)
        #expect(greys(sprite(minification: "linear", magnification: "nearest", scale: 0.25), around: center, radius: 1) > 0)
        // 16 pixels at scale 4: 64 points; inside, away from the pixels' edges, nearest keeps them pure.
        #expect(greys(sprite(minification: "linear", magnification: "nearest", scale: 4), around: center, radius: 8) == 0)
        #expect(greys(sprite(minification: "nearest", magnification: "linear", scale: 4), around: center, radius: 8) > 0)
    }

    /// Moving, turning, fading particles of two cells, one nested.
    static func fountain(animated: Bool = false) -> Layer {
        var spark = EmitterCell()
        spark.birthRate = 8
        spark.lifetime = 0.6
        spark.velocity = 20
        spark.emissionRange = .pi
        spark.color = Color(red: 1, green: 0.8, blue: 0.2, alpha: 1)
        spark.alphaSpeed = -1.5
        spark.contents = ImageBuffer(width: 4, height: 4, filledWith: .white)
        var drop = EmitterCell()
        drop.name = "drop"
        drop.birthRate = 30
        drop.lifetime = 2
        drop.lifetimeRange = 0.5
        drop.velocity = 60
        drop.velocityRange = 20
        drop.emissionLongitude = -.pi / 2
        drop.emissionRange = .pi / 5
        drop.yAcceleration = 60
        drop.spin = 3
        drop.spinRange = 2
        drop.color = Color(red: 0.2, green: 0.4, blue: 1, alpha: 1)
        drop.greenRange = 0.3
        drop.contents = ImageBuffer(width: 6, height: 3, filledWith: .white)
        drop.emitterCells = [spark]
        let layer = emitter([drop], size: Size(120, 120))
        layer.emitterPosition = Point(x: 60, y: 100)
        layer.emitterShape = .line
        layer.emitterSize = Size(width: 40, height: 0)
        if animated {
            // Values the particles read at birth: the place, the drop's speed, and the rate,
            // which stops half way (births then follow the rate slot by slot).
            layer.add(BasicAnimation(keyPath: "emitterPosition", from: .point(Point(x: 30, y: 100)),
                                     to: .point(Point(x: 90, y: 100)), duration: 3), forKey: "sweep")
            layer.add(BasicAnimation(keyPath: "emitterCells.drop.velocity", from: 20, to: 90, duration: 3), forKey: "speed")
            let stop = KeyframeAnimation(keyPath: "birthRate")
            stop.values = [1, 0]
            stop.keyTimes = [0, 0.5, 1]
            stop.calculationMode = .discrete
            stop.duration = 3
            stop.fillMode = .forwards
            stop.isRemovedOnCompletion = false
            layer.add(stop, forKey: "stop")
        }
        return makeRoot(Size(120, 120), layer)
    }

    @Test(arguments: [false, true])
    func aFrameDrawnAloneEqualsTheSameFrameDrawnInAnyOrder(animated: Bool) {
        let root = Self.fountain(animated: animated)
        let timeline = Timeline(rootLayer: root)
        let times = (0..<24).map { Double($0) / 8 }
        let alone = times.map { t in
            Renderer().render(DisplayList(snapshot: timeline.presentation(at: t), size: Size(120, 120)), background: .white)
        }
        #expect(alone[12] != alone[13])
        // One frame renderer redrawing only what changed, through shuffled, backwards and
        // forwards orders: every frame pixel-exact.
        var generator = SeededGenerator(seed: 28)
        let orders = [Array(times.indices).shuffled(using: &generator), Array(times.indices.reversed()), Array(times.indices)]
        for order in orders {
            let renderer = FrameRenderer(background: .white)
            for index in order {
                let frame = renderer.render(DisplayList(snapshot: timeline.presentation(at: times[index]), size: Size(120, 120)))
                #expect(frame == alone[index], "frame \(index) differs in order \(order)")
            }
        }
    }
}
