import Foundation
import Lamina
import LaminaControls
import LaminaRender
import Testing

/// Pixels of rendered meters where the geometry is clear: a segment's colour is on its arc and
/// nowhere else on the ring; the time label's text.
@Suite struct RecordingMeterRenderTests {
    /// The colour (un-premultiplied, 0...255) at a point of a BGRA premultiplied image.
    static func color(_ image: ImageBuffer, _ p: Point) -> (r: Double, g: Double, b: Double) {
        let i = Int(p.y) * image.bytesPerRow + Int(p.x) * 4
        let a = max(Double(image.pixels[i + 3]), 1) / 255
        return (Double(image.pixels[i + 2]) / a, Double(image.pixels[i + 1]) / a, Double(image.pixels[i]) / a)
    }

    static func matches(_ c: (r: Double, g: Double, b: Double), _ color: Color) -> Bool {
        abs(c.r - color.red * 255) < 12 && abs(c.g - color.green * 255) < 12 && abs(c.b - color.blue * 255) < 12
    }

    /// The point on the ring's centre line at `degrees` (clockwise on screen from 3 o'clock).
    static func ring(_ scene: RecordingMeterScene, _ degrees: Double) -> Point {
        let radius = 100 - scene.meter.lineWidth / 2
        let a = degrees * .pi / 180
        return Point(scene.size.width / 2 + radius * cos(a), scene.size.height / 2 + radius * sin(a))
    }

    static func render(_ scene: RecordingMeterScene, at t: Double) -> ImageBuffer {
        Renderer().render(snapshot: scene.advance(to: t), size: scene.size, background: scene.background)
    }

    /// Checks that `color` shows exactly on the angles for which `inside` is true, sampling the
    /// ring every 5°, skipping 4° either side of each boundary (antialiasing).
    static func expectArc(_ image: ImageBuffer, _ scene: RecordingMeterScene, _ color: Color,
                          boundaries: [Double], inside: (Double) -> Bool,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        for degrees in stride(from: -180.0, to: 180, by: 5) {
            if boundaries.contains(where: { abs(remainder(degrees - $0, 360)) < 4 }) { continue }
            let shown = matches(Self.color(image, ring(scene, degrees)), color)
            #expect(shown == inside(degrees), "at \(degrees)°", sourceLocation: sourceLocation)
        }
    }

    @Test func aSegmentFillsItsArcCounterClockwiseFromTwelve() {
        let scene = RecordingMeterScene(maxDuration: 4) { .presses([(0, 1)], at: $0) }
        let image = Self.render(scene, at: 2)
        let red = RecordingMeterPalette.spark.color(at: 0)
        // A quarter: from 12 o'clock (-90°) back to 9 o'clock (-180°).
        Self.expectArc(image, scene, red, boundaries: [-90, 180]) { $0 < -90 }
        Self.expectArc(image, scene, Color(white: 0.83), boundaries: [-90, 180]) { $0 > -90 }
    }

    @Test func clockwiseAndPushedSegments() {
        let scene = RecordingMeterScene(maxDuration: 4, direction: .clockwise) { .presses([(0, 1), (2, 3)], at: $0) }
        let image = Self.render(scene, at: 4)
        let (first, second) = (RecordingMeterPalette.spark.color(at: 0), RecordingMeterPalette.spark.color(at: 1))
        // The newest quarter from 12 to 3 o'clock; the older one pushed on, from 3 to 6 o'clock.
        Self.expectArc(image, scene, second, boundaries: [-90, 0]) { $0 > -90 && $0 < 0 }
        Self.expectArc(image, scene, first, boundaries: [0, 90]) { $0 > 0 && $0 < 90 }
        Self.expectArc(image, scene, Color(white: 0.83), boundaries: [90, -90]) { $0 > 90 || $0 < -90 }
    }

    @Test func theStartAngleIsConfigurable() {
        let scene = RecordingMeterScene(maxDuration: 4, direction: .clockwise) { .presses([(0, 1)], at: $0) }
        scene.meter.startAngle = 0  // 3 o'clock, so the quarter runs to 6 o'clock.
        let image = Self.render(scene, at: 2)
        Self.expectArc(image, scene, RecordingMeterPalette.spark.color(at: 0), boundaries: [0, 90]) { $0 > 0 && $0 < 90 }
    }

    @Test func timeLabelShowsTenthsUnderTenSecondsWhileRecording() {
        let scene = RecordingMeterScene(maxDuration: 30) { .presses([(1, 13), (14, 15)], at: $0) }
        let expected: [(Double, String)] = [(0.5, "0:00.0"), (1.05, "0:00.0"), (1.1, "0:00.1"), (4.47, "0:03.4"),
                                            (10.99, "0:09.9"), (11, "0:10"), (12.95, "0:11"), (13.5, "0:12"),
                                            (14.5, "0:12"), (15, "0:13")]
        for (t, text) in expected {
            _ = scene.advance(to: t)
            #expect(scene.meter.timeLabel.string == text, "at \(t)")
        }
        #expect(RecordingMeter.label(forSeconds: 65.2) == "1:05")
        #expect(RecordingMeter.label(forSeconds: 9.99) == "0:09.9")
    }

    @Test func palettesKeepNeighboursDistinct() {
        let spark = RecordingMeterPalette.spark
        for i in 0..<20 { #expect(spark.color(at: i) != spark.color(at: i + 1)) }
        #expect(RecordingMeterPalette([.red]) == nil)
        #expect(RecordingMeterPalette([.red, .blue, .red]) == nil)  // The last touches the first.
        #expect(RecordingMeterPalette([.red, .blue]) != nil)
    }
}
