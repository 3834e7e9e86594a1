import Foundation
import Testing
@testable import Lamina

@Suite struct GeometryTests {
    @Test func rotationTurnsClockwiseOnScreen() {
        // y-down: turning +90° maps the x axis onto the y axis (down the screen).
        let p = Transform3D(rotationAngle: .pi / 2).apply(to: Point(1, 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func concatenationAppliesLeftFirst() {
        let t = Transform3D(scaleX: 2, y: 2).concatenating(Transform3D(translationX: 10, y: 0))
        #expect(t.apply(to: Point(1, 1)) == Point(12, 2))
    }

    @Test func inverseUndoes() throws {
        let t = Transform3D(rotationAngle: 0.3).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -7)
        let inverse = try #require(t.inverted())
        let p = inverse.apply(to: t.apply(to: Point(3, 4)))
        #expect(abs(p.x - 3) < 1e-9 && abs(p.y - 4) < 1e-9)
        #expect(Transform3D(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test func componentsRoundTrip() {
        let t = Transform3D(scaleX: 2, y: 3)
            .concatenating(Transform3D(rotationAngle: 0.7))
            .concatenating(Transform3D(translationX: 4, y: 5))
        let c = t.components
        #expect(abs(c.rotationZ - 0.7) < 1e-12)
        #expect(abs(c.scaleX - 2) < 1e-12 && abs(c.scaleY - 3) < 1e-12)
        #expect(c.translationX == 4 && c.translationY == 5)
        let rebuilt = t.replacing(c)
        for (a, b) in zip(rebuilt.values, t.values) { #expect(abs(a - b) < 1e-12) }
    }

    @Test func colorParsing() {
        #expect(Color(hex: "#FF0000") == .red)
        #expect(Color(hex: "#00000080")?.alpha == 128.0 / 255)
        #expect(Color(hex: "FF0000") == nil)
        #expect(Color(hex: "#GG0000") == nil)
        #expect(Color(components: [0, 0, 1, 1]) == .blue)
        #expect(Color(components: [0, 2, 1, 1]) == nil)
        #expect(Color.red.hexString == "#FF0000FF")
    }
}
