import Foundation
import Lamina
import LaminaContent
import LaminaMedia
import LaminaRender
import LaminaTestSupport
import Testing

/// `Timeline.export` and `Composition.export`: files at the root layer's size, the root drawn in
/// its own space, the frame count from duration and rate, progress only when asked for.
@Suite final class TimelineExportTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A root built the Core Animation way (default anchor and position 0, 0), 100 x 80 points,
    /// filled red by a sublayer the size of its bounds, and a 20-point dot at its top left.
    static func redBox() -> (timeline: Timeline, dot: Layer) {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 80)
        let fill = Layer()
        fill.frame = root.bounds
        fill.backgroundColor = .red
        let dot = Layer()
        dot.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        dot.backgroundColor = .blue
        root.addSublayer(fill)
        root.addSublayer(dot)
        return (Timeline(rootLayer: root), dot)
    }

    static func rgb(_ image: ImageBuffer, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let i = y * image.bytesPerRow + x * 4
        return (Int(image.pixels[i + 2]), Int(image.pixels[i + 1]), Int(image.pixels[i]))
    }

    @Test func pngIsTheRootsBoundsInItsOwnSpace() throws {
        let url = folder.appendingPathComponent("box.png")
        #expect(try Self.redBox().timeline.export(to: url, duration: 0, scale: 2) == url)
        let image = try readPNG(url)
        #expect(image.width == 200 && image.height == 160)
        // The whole canvas is the root: red in every corner but the dot's (a root placed by its
        // position would leave three quarters of the image empty).
        #expect(Self.rgb(image, 199, 159) == (255, 0, 0))
        #expect(Self.rgb(image, 199, 0) == (255, 0, 0))
        #expect(Self.rgb(image, 0, 159) == (255, 0, 0))
        #expect(Self.rgb(image, 10, 10) == (0, 0, 255))
    }

    @Test func clipHasDurationTimesRateFramesAtTheRootsSize() throws {
        let (timeline, dot) = Self.redBox()
        dot.add(BasicAnimation(.positionX, from: 10, to: 90, duration: 1), forKey: "move")
        for (name, frames) in [("box.gif", 20), ("box.mp4", 20), ("box.webm", 20), ("box.apng", 20)] {
            let url = folder.appendingPathComponent(name)
            try timeline.export(to: url, duration: 2, framesPerSecond: 10)
            let probe = try MediaProbe.probe(url)
            #expect(probe.frameCount == frames, "\(name)")
            #expect(probe.width == 100 && probe.height == 80, "\(name)")
        }
    }

    @Test func startTimePicksTheFrameAndScheduledActionsRun() throws {
        let (timeline, dot) = Self.redBox()
        // An action at 0.5 s turns the dot green; a PNG at 1 s shows it, as a window would.
        timeline.schedule(at: 0.5) { dot.backgroundColor = .green }
        let url = folder.appendingPathComponent("later.png")
        try timeline.export(to: url, duration: 0, startTime: 1)
        #expect(Self.rgb(try readPNG(url), 10, 10) == (0, 255, 0))
    }

    @Test func progressIsReportedPerFrameInOrderOnlyWhenAskedFor() throws {
        var seen: [ExportProgress] = []
        try Self.redBox().timeline.export(to: folder.appendingPathComponent("p.gif"), duration: 0.5,
                                          framesPerSecond: 10) { seen.append($0) }
        #expect(seen.map(\.framesWritten) == [1, 2, 3, 4, 5])
        #expect(seen.allSatisfy { $0.frameCount == 5 })
        #expect(seen.last?.fractionCompleted == 1)
    }

    @Test func backgroundIsPaintedUnderTheTree() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        let url = folder.appendingPathComponent("bg.png")
        try Timeline(rootLayer: root).export(to: url, duration: 0, background: .white)
        #expect(Self.rgb(try readPNG(url), 5, 5) == (255, 255, 255))
    }

    /// The call a newcomer writes, from the main actor under Swift 6, with no concurrency code.
    @MainActor @Test func exportsFromTheMainActor() throws {
        let url = folder.appendingPathComponent("ring.gif")
        let timeline = Self.redBox().timeline
        try timeline.export(to: url, duration: 0.2, framesPerSecond: 30)
        #expect(try MediaProbe.probe(url).frameCount == 6)
    }

    @Test func compositionExportTakesItsOwnDurationRateAndSize() throws {
        let composition = Composition(timeline: Self.redBox().timeline, duration: 0.5, fps: 8)
        let url = folder.appendingPathComponent("c.gif")
        try composition.export(to: url, size: Size(50, 40))
        let probe = try MediaProbe.probe(url)
        #expect(probe.frameCount == 4 && probe.width == 50 && probe.height == 40)
    }

    @Test(arguments: [
        (0.0 / 0.0, 30.0, 1.0, "duration nan"),
        (1, 0, 1, "framesPerSecond 0.0"),
        (1, 30, -1, "scale -1.0"),
        (1, 30, 1000, "at most 32767 pixels"),
    ])
    func badParametersAreNamedAndLeaveNoFile(duration: Double, fps: Double, scale: Double, named: String) throws {
        let url = folder.appendingPathComponent("bad.gif")
        #expect(performing: {
            try Self.redBox().timeline.export(to: url, duration: duration, framesPerSecond: fps, scale: scale)
        }, throws: { "\($0)".contains(named) })
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func emptyRootIsNamed() throws {
        let url = folder.appendingPathComponent("empty.png")
        #expect(performing: { try Timeline(rootLayer: Layer()).export(to: url, duration: 1) },
                throws: { "\($0)".contains("root layer's bounds must be at least one pixel") })
    }

    @Test func unknownExtensionIsNamed() throws {
        #expect(throws: MediaError.self) {
            try Self.redBox().timeline.export(to: folder.appendingPathComponent("box.tiff"), duration: 1)
        }
    }
}
