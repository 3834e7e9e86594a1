import Dispatch
import Foundation
import Lamina
import LaminaRender
import Testing

/// A replicator spinner: twelve rounded bars whose opacity chases round the ring.
func makeSpinner(size: Double) -> Layer {
    let root = makeRoot(Size(size, size))
    root.backgroundColor = Color(red: 0.06, green: 0.06, blue: 0.08)
    let replicator = ReplicatorLayer()
    replicator.bounds = Rect(0, 0, size, size)
    replicator.anchorPoint = .zero
    replicator.instanceCount = 12
    replicator.instanceTransform = Transform3D(rotationAngle: 2 * .pi / 12)
    replicator.instanceDelay = 1.0 / 12
    let bar = ShapeLayer()
    let barSize = Size(width: size * 0.06, height: size * 0.22)
    bar.bounds = Rect(origin: .zero, size: barSize)
    bar.position = Point(size / 2, size * 0.2)
    bar.path = .roundedRect(Rect(origin: .zero, size: barSize), cornerRadius: barSize.width / 2)
    bar.fillColor = .white
    let fade = BasicAnimation(keyPath: "opacity")
    fade.fromValue = .number(1)
    fade.toValue = .number(0.15)
    fade.duration = 1
    fade.repeatCount = .infinity
    bar.add(fade, forKey: "fade")
    replicator.addSublayer(bar)
    root.addSublayer(replicator)
    return root
}

@Suite struct ConcurrentRenderTests {
    /// A scene with text, a shadow, a gradient, a mask and group opacity, moving over time.
    func busyScene() -> Layer {
        let root = makeSpinner(size: 200)
        let label = TextLayer()
        label.string = "Loading…"
        label.fontSize = 20
        label.bounds = Rect(0, 0, 200, 30)
        label.anchorPoint = .zero
        label.position = Point(0, 160)
        label.alignmentMode = .center
        label.shadowOpacity = 0.6
        label.shadowRadius = 4
        root.addSublayer(label)
        let gradient = GradientLayer()
        gradient.colors = [.red, .blue]
        gradient.bounds = Rect(0, 0, 60, 60)
        gradient.position = Point(100, 100)
        gradient.cornerRadius = 30
        gradient.masksToBounds = true
        gradient.opacity = 0.7
        let spin = BasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = .number(0)
        spin.toValue = .number(2 * .pi)
        spin.duration = 1
        gradient.add(spin, forKey: "spin")
        root.addSublayer(gradient)
        return root
    }

    @Test func concurrentFramesMatchSerialOnes() {
        let root = busyScene()
        let timeline = Timeline(rootLayer: root)
        let lists = (0..<8).map { DisplayList(snapshot: timeline.presentation(at: Double($0) / 8), size: Size(200, 200)) }
        let renderer = Renderer()
        let serial = lists.map { renderer.render($0, scale: 2) }
        let results = ResultBox(count: lists.count)
        DispatchQueue.concurrentPerform(iterations: lists.count) { i in
            results.set(i, renderer.render(lists[i], scale: 2))
        }
        for i in lists.indices {
            #expect(results.get(i) == serial[i], "frame \(i) differs when rendered concurrently")
        }
        #expect(serial[0] != serial[1], "the frames move")
    }

    @Test func spinnerFrameRate() {
        let timeline = Timeline(rootLayer: makeSpinner(size: 1024))
        let renderer = Renderer()
        let frames = 30
        let clock = ContinuousClock()
        var list = DisplayList(size: .zero)
        let listTime = clock.measure {
            for i in 0..<frames { list = DisplayList(snapshot: timeline.presentation(at: Double(i) / 30), size: Size(1024, 1024)) }
        }
        var image = renderer.render(list)
        let renderTime = clock.measure {
            for _ in 0..<frames { image = renderer.render(list) }
        }
        #expect(image.width == 1024)
        let perList = listTime / frames, perFrame = renderTime / frames
        print("spinner 1024x1024: display list \(perList), render \(perFrame) per frame")
    }
}

/// Slots written from concurrent iterations (each index by one iteration only).
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [ImageBuffer?]

    init(count: Int) { images = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ image: ImageBuffer) { lock.withLock { images[index] = image } }
    func get(_ index: Int) -> ImageBuffer? { lock.withLock { images[index] } }
}

@Suite struct TextMeasurerTests {
    @Test func measuringFromManyThreadsAgrees() {
        let measurer = PangoTextMeasurer()
        let expected = measurer.measure("Hold to record", font: "DejaVu Sans", fontSize: 17, wrapWidth: nil)
        let wrapped = measurer.measure("Hold to record", font: "DejaVu Sans", fontSize: 17, wrapWidth: 60)
        #expect(expected.width > 100 && expected.height > 17)
        #expect(wrapped.width <= 60 && wrapped.height > expected.height * 1.5, "wrapped \(wrapped)")
        let mismatches = Counter()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let size = measurer.measure("Hold to record", font: "DejaVu Sans", fontSize: 17, wrapWidth: nil)
            if size != expected { mismatches.increment() }
        }
        #expect(mismatches.value == 0)
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
