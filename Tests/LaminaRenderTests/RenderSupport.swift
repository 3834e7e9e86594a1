import Foundation
import Lamina
import LaminaRender
import Testing

/// One pixel as stored: premultiplied 8-bit channels (equal to straight over an opaque background).
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBA, tolerance: Int = 2) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance
            && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }

    static let white = RGBA(255, 255, 255)
    static let red = RGBA(255, 0, 0)
    static let blue = RGBA(0, 0, 255)
    static let black = RGBA(0, 0, 0)
}

extension ImageBuffer {
    /// The pixel at column `x`, row `y`.
    func rgba(_ x: Int, _ y: Int) -> RGBA {
        let i = y * bytesPerRow + x * 4
        return RGBA(Int(pixels[i + 2]), Int(pixels[i + 1]), Int(pixels[i]), Int(pixels[i + 3]))
    }

    /// The pixel whose centre is nearest the point (in pixels).
    func rgba(at p: Point) -> RGBA {
        rgba(min(max(Int(p.x.rounded(.down)), 0), width - 1), min(max(Int(p.y.rounded(.down)), 0), height - 1))
    }
}

/// A root of `size` points (anchor at its top left, so its space is the frame's) holding `sublayers`.
func makeRoot(_ size: Size = Size(200, 200), _ sublayers: Layer...) -> Layer {
    let root = Layer()
    root.bounds = Rect(origin: .zero, size: size)
    root.anchorPoint = .zero
    for layer in sublayers { root.addSublayer(layer) }
    return root
}

/// A plain layer with a background colour, placed by its frame (anchor at the centre).
func makeSquare(_ frame: Rect, _ color: Color) -> Layer {
    let layer = Layer()
    layer.bounds = Rect(origin: .zero, size: frame.size)
    layer.position = frame.center
    layer.backgroundColor = color
    return layer
}

/// Renders `root`'s presentation at `time` over white (or `background`).
func render(_ root: Layer, time: Double = 0, scale: Double = 1, background: Color? = .white) -> ImageBuffer {
    let timeline = Timeline(rootLayer: root)
    let size = root.bounds.size
    return Renderer().render(snapshot: timeline.presentation(at: time), size: size, scale: scale, background: background)
}

/// Expects the pixel at `p` to be `expected` within `tolerance`, naming the point on failure.
func expectPixel(_ image: ImageBuffer, _ p: Point, _ expected: RGBA, tolerance: Int = 2,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = image.rgba(at: p)
    #expect(actual.isClose(to: expected, tolerance: tolerance), "pixel at \(p) is \(actual), expected \(expected)",
            sourceLocation: sourceLocation)
}

/// A point on a circle at `degrees` (clockwise from 3 o'clock on a y-down screen).
func pointOnCircle(center: Point, radius: Double, degrees: Double) -> Point {
    let a = degrees * .pi / 180
    return Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
}
