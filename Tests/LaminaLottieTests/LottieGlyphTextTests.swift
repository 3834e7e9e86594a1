import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import Testing

/// Text drawn from the glyph outlines a file carries (`chars`) under After Effects fidelity.
/// The test font has two glyphs at a size of 100: "I", a 10 × 70 bar standing on the baseline
/// with an advance of 20, and a space advancing 16. Set at 50 points from (20, 80), "I I" is a
/// bar over x 20...25 and one over x 38...43 (20 + (20 + 16) / 2), both over y 45...80.
@Suite struct LottieGlyphTextTests {
    static let font = #"{"list":[{"fName":"TestSans-Regular","fFamily":"Test Sans","fStyle":"Regular","ascent":75}]}"#
    static let chars = #"""
        [{"ch":"I","size":50,"style":"Regular","w":20,"fFamily":"Test Sans","data":{"shapes":[{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[0,-70],[10,-70],[10,0]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}]}]}},
         {"ch":" ","size":50,"style":"Regular","w":16,"fFamily":"Test Sans","data":{}}]
        """#

    static func json(text: String = "I I", justification: Int = 0, tracking: Double = 0, stroke: String = "",
                     animators: String = "[]") -> String {
        let document = #"{"s":50,"f":"TestSans-Regular","t":"\#(text)","j":\#(justification),"tr":\#(tracking),"lh":60,"fc":[1,0,0]\#(stroke)}"#
        let layer = #"{"ty":5,"nm":"Title","ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[20,80]}},"t":{"d":{"k":[{"s":\#(document),"t":0}]},"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":\#(animators)}}"#
        return #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":100,"fonts":\#(font),"chars":\#(chars),"layers":[\#(layer)]}"#
    }

    /// The alpha at each of `points` of the first frame, at `fidelity`.
    static func alpha(_ json: String, at points: [(Int, Int)], fidelity: LottieFidelity = .afterEffects) throws -> [Int] {
        let composition = try Composition(lottie: parse(json), name: "anim.json", fidelity: fidelity)
        let image = Renderer().render(snapshot: try composition.playback().presentation(at: 0), size: Size(width: 100, height: 100))
        return points.map { x, y in Int(image.pixels[y * image.bytesPerRow + x * 4 + 3]) }
    }

    static func names(_ snapshot: LayerSnapshot) -> [String] {
        [snapshot.name ?? ""] + snapshot.sublayers.flatMap(names)
    }

    @Test func charactersAreTheGlyphsPlacedByTheirAdvances() throws {
        // Inside each bar, between them, past the second, and above the bars' tops.
        let inside = try Self.alpha(Self.json(), at: [(22, 60), (40, 60), (22, 46), (42, 79)])
        #expect(inside == [255, 255, 255, 255])
        let outside = try Self.alpha(Self.json(), at: [(30, 60), (45, 60), (18, 60), (22, 43), (40, 82)])
        #expect(outside == [0, 0, 0, 0, 0])
    }

    @Test func trackingAndJustificationMoveTheGlyphs() throws {
        // Tracking 200 (a fifth of an em, 10 points) after each character: the second bar at
        // 20 + 10 + 10 + 8 + 10 = 58...63.
        #expect(try Self.alpha(Self.json(tracking: 200), at: [(40, 60), (60, 60)]) == [0, 255])
        // Right-justified: the line's advances (10 + 8 + 10 = 28) end at x = 20, so the second
        // bar is over x 10...15 and the first off the frame's left edge.
        #expect(try Self.alpha(Self.json(justification: 1), at: [(12, 60), (22, 60), (1, 60)]) == [255, 0, 0])
    }

    @Test func theStrokeOutlinesTheGlyphs() throws {
        // A 4-point blue stroke over the fill: 2 points outside the bar's edge at x = 20 are drawn.
        let stroked = Self.json(stroke: #","sc":[0,0,1],"sw":4,"of":true"#)
        #expect(try Self.alpha(stroked, at: [(19, 60), (22, 60)]) == [255, 255])
    }

    @Test func animatedCharactersAreTheirGlyphs() throws {
        // "II": bars over x 20...25 and 30...35. An animator raising the first half of the
        // characters by 20 points lifts the first bar to y 25...60 and leaves the second.
        let raise = #"[{"nm":"A","s":{"t":0,"r":1,"b":1,"sh":1,"s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0}},"a":{"p":{"a":0,"k":[0,-20]}}}]"#
        let json = Self.json(text: "II", animators: raise)
        #expect(try Self.alpha(json, at: [(22, 30), (22, 70), (32, 30), (32, 70)]) == [255, 0, 0, 255])
    }

    @Test func coreAnimationFidelitySetsTheTextInAFont() throws {
        let composition = try Composition(lottie: parse(Self.json()), name: "anim.json", fidelity: .coreAnimation)
        #expect(!Self.names(try composition.playback().presentation(at: 0)).contains("Glyphs"))
        let afterEffects = try Composition(lottie: parse(Self.json()), name: "anim.json", fidelity: .afterEffects)
        #expect(Self.names(try afterEffects.playback().presentation(at: 0)).contains("Glyphs"))
    }

    @Test func aCharacterWithoutAGlyphSetsTheDocumentInAFont() throws {
        let composition = try Composition(lottie: parse(Self.json(text: "IX")), name: "anim.json", fidelity: .afterEffects)
        #expect(!Self.names(try composition.playback().presentation(at: 0)).contains("Glyphs"))
    }
}
