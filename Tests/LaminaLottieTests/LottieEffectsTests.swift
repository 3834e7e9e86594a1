import Foundation
import Lamina
import LaminaLottie
import LaminaTestSupport
import Testing

/// Drop shadows (the effect and the layer style), skew and the warnings for effects not drawn,
/// against the conversions lottie-ios's Core Animation engine makes.
@Suite struct LottieEffectsTests {
    /// A Drop Shadow effect whose values are JSON texts (static or keyframed), named as After
    /// Effects names them.
    static func dropShadowEffect(color: String = #"{"a":0,"k":[0,0,1,1]}"#, opacity: String, direction: String,
                                 distance: String, softness: String) -> String {
        #"""
        "ef":[{"ty":25,"nm":"Drop Shadow","en":1,"ef":[
          {"ty":2,"nm":"Shadow Color","v":\#(color)},{"ty":0,"nm":"Opacity","v":\#(opacity)},
          {"ty":0,"nm":"Direction","v":\#(direction)},{"ty":0,"nm":"Distance","v":\#(distance)},
          {"ty":0,"nm":"Softness","v":\#(softness)},{"ty":7,"nm":"Shadow Only","v":{"a":0,"k":0}}]}]
        """#
    }

    static func value(_ v: Double) -> String { #"{"a":0,"k":\#(v)}"# }

    /// A linear ramp from `from` at frame 0 to `to` at frame 30.
    static func ramp(_ from: Double, _ to: Double) -> String {
        #"{"a":1,"k":[{"t":0,"s":[\#(from)],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":30,"s":[\#(to)]}]}"#
    }

    static func shadowed(_ effects: String) throws -> LayerSnapshot {
        let snapshot = try snapshot(lottieJSON(shapeLayer("Shadowed", shapes: redSquare, extra: "," + effects)), atFrame: 0)
        return try #require(snapshot.layer(named: "Shadowed"))
    }

    @Test func aDropShadowEffectBecomesTheLayersShadow() throws {
        // Opacity 204 of 255; direction 135° clockwise from up is down and to the right, so 10
        // points lands at (10 sin 135°, −10 cos 135°); softness 25 ÷ 5 is the radius.
        let layer = try Self.shadowed(Self.dropShadowEffect(opacity: Self.value(204), direction: Self.value(135),
                                                            distance: Self.value(10), softness: Self.value(25)))
        expectClose(layer.value(forKeyPath: "shadowOpacity")?.number, 0.8, tolerance: 1e-9)
        expectClose(layer.value(forKeyPath: "shadowRadius")?.number, 5, tolerance: 1e-9)
        expectClose(layer.value(forKeyPath: "shadowOffset")?.size,
                    Size(width: 10 * sin(.pi * 3 / 4), height: -10 * cos(.pi * 3 / 4)), tolerance: 1e-9)
        #expect(layer.value(forKeyPath: "shadowColor") == .color(.blue))
    }

    @Test func aDropShadowLayerStyleUsesItsOwnUnits() throws {
        // Opacity in percent, the angle from the +x axis clockwise (90° is straight down), size ÷ 2.
        let style = #""sy":[{"ty":1,"nm":"Drop Shadow","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":50},"a":{"a":0,"k":90},"s":{"a":0,"k":12},"d":{"a":0,"k":4}}]"#
        let layer = try Self.shadowed(style)
        expectClose(layer.value(forKeyPath: "shadowOpacity")?.number, 0.5, tolerance: 1e-9)
        expectClose(layer.value(forKeyPath: "shadowRadius")?.number, 6, tolerance: 1e-9)
        expectClose(layer.value(forKeyPath: "shadowOffset")?.size, Size(width: 0, height: 4), tolerance: 1e-9)
    }

    @Test func valuesTheEffectLeavesOutKeepCoreAnimationsDefaults() throws {
        let effect = #""ef":[{"ty":25,"nm":"Drop Shadow","ef":[{"ty":0,"nm":"Opacity","v":{"a":0,"k":255}}]}]"#
        let layer = try Self.shadowed(effect)
        expectClose(layer.value(forKeyPath: "shadowOpacity")?.number, 1, tolerance: 1e-9)
        expectClose(layer.value(forKeyPath: "shadowRadius")?.number, 3, tolerance: 1e-9)
        expectClose(layer.value(forKeyPath: "shadowOffset")?.size, Size(width: 0, height: -3), tolerance: 1e-9)
    }

    @Test func anAnimatedDropShadowIsKeyframed() throws {
        // Straight down (180°), opacity 0 → 255 and distance 0 → 20 over frames 0–30, linearly.
        let effect = Self.dropShadowEffect(opacity: Self.ramp(0, 255), direction: Self.value(180),
                                           distance: Self.ramp(0, 20), softness: Self.ramp(0, 50))
        let json = lottieJSON(shapeLayer("Shadowed", shapes: redSquare, extra: "," + effect))
        for (frame, fraction) in [(0.0, 0.0), (7.5, 0.25), (15, 0.5), (30, 1), (45, 1)] {
            let layer = try #require(try snapshot(json, atFrame: frame).layer(named: "Shadowed"))
            expectClose(layer.value(forKeyPath: "shadowOpacity")?.number, fraction, tolerance: 1e-6, "frame \(frame)")
            expectClose(layer.value(forKeyPath: "shadowRadius")?.number, 10 * fraction, tolerance: 1e-6, "frame \(frame)")
            expectClose(layer.value(forKeyPath: "shadowOffset")?.size, Size(width: 0, height: 20 * fraction),
                        tolerance: 1e-6, "frame \(frame)")
        }
    }

    @Test func theShadowIsDrawnAtItsOffset() throws {
        // The red square covers (30, 30)–(70, 70); a hard shadow 15 points down covers
        // (30, 45)–(70, 85), so it shows below the square and nowhere beyond.
        let effect = Self.dropShadowEffect(color: #"{"a":0,"k":[0,0,0,1]}"#, opacity: Self.value(255),
                                           direction: Self.value(180), distance: Self.value(15), softness: Self.value(0))
        let json = lottieJSON(shapeLayer("Shadowed", shapes: redSquare, extra: "," + effect))
        #expect(try pixel(json, atFrame: 0, x: 50, y: 50) == [255, 0, 0, 255])
        #expect(try pixel(json, atFrame: 0, x: 50, y: 80) == [0, 0, 0, 255])
        #expect(try pixel(json, atFrame: 0, x: 35, y: 84) == [0, 0, 0, 255])
        #expect(try pixel(json, atFrame: 0, x: 50, y: 86)[3] == 0)
        #expect(try pixel(json, atFrame: 0, x: 50, y: 28)[3] == 0)
        #expect(try pixel(json, atFrame: 0, x: 72, y: 60)[3] == 0)
    }

    @Test func effectsThatAreNotDrawnWarnOnceEachByName() throws {
        let effects = #""ef":[{"ty":29,"nm":"Gaussian Blur 2","ef":[]},{"ty":21,"nm":"Fill","ef":[]},{"ty":5,"nm":"Slider Control","ef":[]},{"ty":29,"nm":"Gaussian Blur","ef":[]}],"sy":[{"ty":3,"nm":"Outer Glow"}]"#
        let lottie = try LottieLayer(animation: try parse(lottieJSON(shapeLayer("Busy", shapes: redSquare, extra: "," + effects))))
        #expect(lottie.warnings.map(\.description) == [
            "Gaussian Blur effect is not supported; it is left out (layer \"Busy\")",
            "Fill effect is not supported; it is left out (layer \"Busy\")",
            "Slider Control effect is not supported; it is left out (layer \"Busy\")",
            "Outer Glow layer style is not supported; it is left out (layer \"Busy\")",
        ])
    }

    // MARK: Skew

    /// A group holding the red square with the given transform members (`sk`, `sa`, `s`, `r`).
    static func skewedGroup(_ transform: String) -> String {
        #"{"ty":"gr","nm":"Skewed","it":[{"ty":"rc","nm":"Rect","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr","p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[0,0]},"o":{"a":0,"k":100},\#(transform)}]}"#
    }

    /// Where `transform` (row vectors, as Core Animation's) sends a point.
    static func map(_ p: Point, _ m: Transform3D) -> Point {
        Point(x: m.m11 * p.x + m.m21 * p.y + m.m41, y: m.m12 * p.x + m.m22 * p.y + m.m42)
    }

    @Test func skewShearsAlongItsAxis() throws {
        // Skew 30° about the x axis shears x by −tan 30° per unit of y; about the y axis (90°)
        // it shears y by +tan 30° per unit of x.
        let t = tan(Double.pi / 6)
        for (axis, unitX, unitY) in [(0.0, Point(x: 1, y: 0), Point(x: -t, y: 1)), (90.0, Point(x: 1, y: t), Point(x: 0, y: 1))] {
            let group = Self.skewedGroup(#""s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"sk":{"a":0,"k":30},"sa":{"a":0,"k":\#(axis)}"#)
            let layer = try #require(try snapshot(lottieJSON(shapeLayer("L", shapes: group)), atFrame: 0).layer(named: "Skewed"))
            let m = try #require(layer.value(forKeyPath: "transform")?.transform)
            expectClose(Self.map(Point(x: 1, y: 0), m), unitX, tolerance: 1e-9, "axis \(axis)")
            expectClose(Self.map(Point(x: 0, y: 1), m), unitY, tolerance: 1e-9, "axis \(axis)")
        }
    }

    @Test func skewGoesBetweenScaleAndRotation() throws {
        // Scale 200% first, then skew 30° on x, then rotate 90° clockwise (x, y) → (−y, x):
        // (1, 0) → (2, 0) → (2, 0) → (0, 2); (0, 1) → (0, 2) → (−2 tan 30°, 2) → (−2, −2 tan 30°).
        let t = tan(Double.pi / 6)
        let group = Self.skewedGroup(#""s":{"a":0,"k":[200,200]},"r":{"a":0,"k":90},"sk":{"a":0,"k":30},"sa":{"a":0,"k":0}"#)
        let layer = try #require(try snapshot(lottieJSON(shapeLayer("L", shapes: group)), atFrame: 0).layer(named: "Skewed"))
        let m = try #require(layer.value(forKeyPath: "transform")?.transform)
        expectClose(Self.map(Point(x: 1, y: 0), m), Point(x: 0, y: 2), tolerance: 1e-9)
        expectClose(Self.map(Point(x: 0, y: 1), m), Point(x: -2, y: -2 * t), tolerance: 1e-9)
    }

    @Test func anAnimatedSkewAxisIsSampledEveryTenthOfAFrame() throws {
        // The axis turns 0° → 90° over frames 0–30, linearly, sampled every tenth of a frame and
        // held (as lottie-ios): at frame 15.05 it shows the sample at 15, 45°, where the
        // shear R(45°)·[[1, −tan 30°], [0, 1]]·R(−45°) sends (1, 0) to (1 + t/2, t/2).
        let t = tan(Double.pi / 6)
        let group = Self.skewedGroup(#""s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"sk":{"a":0,"k":30},"sa":\#(Self.ramp(0, 90))"#)
        let layer = try #require(try snapshot(lottieJSON(shapeLayer("L", shapes: group)), atFrame: 15.05).layer(named: "Skewed"))
        let m = try #require(layer.value(forKeyPath: "transform")?.transform)
        expectClose(Self.map(Point(x: 1, y: 0), m), Point(x: 1 + t / 2, y: t / 2), tolerance: 1e-6)
    }

    @Test func aLayersSkewIsNotDrawnAndSaysSo() throws {
        // lottie-ios's Core Animation engine reads skew from shape groups only.
        let ks = #"{"sk":{"a":0,"k":30},"sa":{"a":0,"k":0}}"#
        let lottie = try LottieLayer(animation: try parse(lottieJSON(shapeLayer("Leaning", shapes: redSquare, ks: ks))))
        #expect(lottie.warnings.map(\.description) == [
            "skew on a layer (lottie-ios's Core Animation engine draws it on shape groups only) is not supported; it is left out (layer \"Leaning\")",
        ])
        #expect(try pixel(lottieJSON(shapeLayer("Leaning", shapes: redSquare, ks: ks)), atFrame: 0, x: 31, y: 31) == [255, 0, 0, 255])
    }
}
