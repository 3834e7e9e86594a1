import Testing
@testable import Lamina

/// `CompositionFrames`: a composition's frames as lists at an output size, scaled to fit and
/// centred, as export and `lamina bench` draw them.
@Suite struct CompositionFramesTests {
    /// A 100 x 50 canvas with a 10 x 10 red box whose centre slides from (25, 25) to (75, 25)
    /// over one second (linear timing).
    static func slidingBox() -> Composition {
        Composition(name: "box", size: Size(width: 100, height: 50), duration: 1, fps: 10, background: nil) {
            let root = Layer()
            root.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
            root.anchorPoint = .zero
            let box = Layer()
            box.name = "box"
            box.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
            box.position = Point(x: 25, y: 25)
            box.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
            let slide = BasicAnimation(keyPath: "position.x", from: 25, to: 75, duration: 1)
            slide.timingFunction = .linear
            box.add(slide, forKey: "slide")
            root.addSublayer(box)
            return TimelinePlayback(timeline: Timeline(rootLayer: root))
        }
    }

    /// Where the list draws the box: its one fill's bounds in the output.
    static func boxBounds(in list: DisplayList) throws -> Rect {
        let fills = list.items.compactMap { item -> Rect? in
            guard case let .fill(path, _, _, transform) = item else { return nil }
            return path.controlPointBounds.applying(transform)
        }
        return try #require(fills.count == 1 ? fills[0] : nil, "one fill, got \(fills.count)")
    }

    @Test func framesAreScaledToFitTheOutputAndCentred() throws {
        // 100 x 50 into 400 x 400: scale 4, so 400 x 200 with 100 above. At time t the box's
        // centre is at x 25 + 50t, y 25: its corners at 4 (x ∓ 5) across and 100 + 4 (25 ∓ 5) down.
        let composition = Self.slidingBox()
        var frames = try CompositionFrames(composition, size: Size(width: 400, height: 400))
        #expect(frames.placement == Composition.Placement(scale: 4, offset: Point(x: 0, y: 100)))
        for time in [0.0, 0.3, 0.5, 0.9] {
            let list = frames.list(at: time)
            #expect(list.size == Size(width: 400, height: 400))
            let x = 25 + 50 * time
            let expected = Rect(x: 4 * (x - 5), y: 100 + 4 * 20, width: 40, height: 40)
            let drawn = try Self.boxBounds(in: list)
            #expect(abs(drawn.minX - expected.minX) < 1e-9 && abs(drawn.minY - expected.minY) < 1e-9
                    && abs(drawn.width - 40) < 1e-9 && abs(drawn.height - 40) < 1e-9, "t = \(time): \(drawn)")
        }
    }

    @Test func eachListIsTheOneAFreshPresentationMakes() throws {
        // Made in the storage of the frame before, each list equals the list of the presentation
        // made from nothing at that time.
        let composition = Self.slidingBox()
        let size = Size(width: 50, height: 100)  // scale 0.5, 37.5 above
        var frames = try CompositionFrames(composition, size: size)
        for time in [0.0, 0.1, 0.45, 0.45, 1] {
            let fresh = try composition.drawingPlayback().advance(to: time)
            #expect(frames.list(at: time) == DisplayList(snapshot: fresh, size: size, transform: frames.placement.transform))
        }
    }

    @Test func withoutASizeFramesAreTheCompositionsOwn() throws {
        var frames = try CompositionFrames(Self.slidingBox())
        #expect(frames.size == Size(width: 100, height: 50) && frames.placement == .identity)
        #expect(try Self.boxBounds(in: frames.list(at: 0)) == Rect(x: 20, y: 20, width: 10, height: 10))
    }
}
