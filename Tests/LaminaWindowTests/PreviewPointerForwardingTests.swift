import Foundation
import Lamina
import LaminaWindow
import Testing

/// The preview hands the pointer on its stage to a source that takes pointer input (a dotLottie
/// state machine's playback), in the source's coordinates and at the playhead; tested without a
/// window (live input cannot be produced here), as the host would hand the events over.
@Suite struct PreviewPointerForwardingTests {
    /// A playback that keeps what it receives.
    final class Recorder: PointerDrivenPlayback {
        let timeline = Timeline(rootLayer: Layer())
        let received: Box
        init(_ received: Box) { self.received = received }
        func receive(_ event: PointerEvent) { received.events.append(event) }
    }

    final class Box { var events: [PointerEvent] = [] }

    @Test func pointerEventsOnTheStageReachThePlaybackInItsCoordinates() {
        let box = Box()
        let configuration = PreviewScene.Configuration(name: "machine", contentSize: Size(100, 100),
                                                       framesFolder: FileManager.default.temporaryDirectory)
        // A 50-point source in a 100-point stage: drawn twice as large.
        let scene = PreviewScene(configuration, clock: ManualClock()) {
            Composition(name: "machine", size: Size(50, 50), duration: 10, fps: 30, background: nil) { Recorder(box) }
        }
        let window = WindowContext(renderScale: 1, pixelWidth: 100, pixelHeight: 128, frameCount: 0)
        _ = scene.frame(at: 1, in: window)
        _ = scene.handle(.pointer(PointerEvent(.down, at: Point(40, 60), time: 1)), in: window)
        _ = scene.handle(.pointer(PointerEvent(.up, at: Point(40, 60), time: 1.5)), in: window)
        // On the timeline bar, under the stage: the scrubber's, not the source's.
        _ = scene.handle(.pointer(PointerEvent(.down, at: Point(40, 110), time: 2)), in: window)
        #expect(box.events.map(\.phase) == [.down, .up])
        #expect(box.events.map(\.location) == [Point(20, 30), Point(20, 30)])
        #expect(box.events.map(\.time) == [1, 1.5])
    }
}
