import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import LaminaTestSupport
import Testing

/// Merge Paths in modes 2–5 as After Effects draws them (`--fidelity after-effects`), for two
/// overlapping 40 × 40 squares, A over x 20...60 and B over x 40...80 (B nearest above the
/// modifier, After Effects' bottom-most): read at x = 30 (A only), 50 (both) and 70 (B only).
@Suite struct LottieMergePathsTests {
    static let squareA = #"{"ty":"rc","nm":"A","p":{"a":0,"k":[40,50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}}"#
    /// B, drawn the other way round when `reversed` (`d: 3`).
    static func squareB(reversed: Bool = false) -> String {
        #"{"ty":"rc","nm":"B","d":\#(reversed ? 3 : 1),"p":{"a":0,"k":[60,50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}}"#
    }
    static let redFill = #"{"ty":"fl","nm":"F","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#

    static func json(mode: Int, paint: String = redFill, reversed: Bool = false) -> String {
        let merge = #"{"ty":"mm","nm":"Merge","mm":\#(mode)}"#
        return lottieJSON(shapeLayer("L", shapes: [squareA, squareB(reversed: reversed), merge, paint].joined(separator: ",")))
    }

    /// Whether the pixels at x = 30, 50 and 70 (y = 50) are drawn, at the given fidelity.
    static func drawn(_ json: String, fidelity: LottieFidelity = .afterEffects) throws -> [Bool] {
        let composition = try Composition(lottie: parse(json), name: "anim.json", fidelity: fidelity)
        let image = Renderer().render(snapshot: try composition.playback().presentation(at: 0), size: Size(width: 100, height: 100))
        return [30, 50, 70].map { x in image.pixels[50 * image.bytesPerRow + x * 4 + 3] > 128 }
    }

    static func warnings(_ json: String, fidelity: LottieFidelity) throws -> [ImportWarning] {
        try LottieLayer(animation: parse(json), fidelity: fidelity).warnings
    }

    @Test func addDrawsTheUnion() throws {
        #expect(try Self.drawn(Self.json(mode: 2)) == [true, true, true])
    }

    @Test func subtractTakesTheOthersFromTheLastPath() throws {
        #expect(try Self.drawn(Self.json(mode: 3)) == [false, false, true])
    }

    @Test func intersectKeepsWhereTheyOverlap() throws {
        #expect(try Self.drawn(Self.json(mode: 4)) == [false, true, false])
        // Whichever way each path runs: the overlap of two opposed paths, which a non-zero fill
        // of both as one path would leave empty, is still drawn.
        #expect(try Self.drawn(Self.json(mode: 4, reversed: true)) == [false, true, false])
    }

    @Test func excludeDrawsWhereOnlyOneIs() throws {
        #expect(try Self.drawn(Self.json(mode: 5)) == [true, false, true])
    }

    @Test func aHalfTransparentUnionIsPaintedOnce() throws {
        let fill = #"{"ty":"fl","nm":"F","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":50}}"#
        let composition = try Composition(lottie: parse(Self.json(mode: 2, paint: fill)), name: "anim.json", fidelity: .afterEffects)
        let image = Renderer().render(snapshot: try composition.playback().presentation(at: 0), size: Size(width: 100, height: 100))
        // Half alpha where the squares overlap as where they do not (128 ± 1).
        for x in [30, 50, 70] { #expect(abs(Int(image.pixels[50 * image.bytesPerRow + x * 4 + 3]) - 128) <= 1, "x = \(x)") }
    }

    @Test func aGradientFillIsMergedToo() throws {
        let gradient = #"{"ty":"gf","nm":"G","t":1,"s":{"a":0,"k":[0,50]},"e":{"a":0,"k":[100,50]},"g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1]}},"o":{"a":0,"k":100}}"#
        #expect(try Self.drawn(Self.json(mode: 3, paint: gradient)) == [false, false, true])
    }

    @Test func coreAnimationDrawsThePathsAsOneAndSaysHowToMergeThem() throws {
        #expect(try Self.drawn(Self.json(mode: 3), fidelity: .coreAnimation) == [true, true, true])
        let warning = try #require(try Self.warnings(Self.json(mode: 3), fidelity: .coreAnimation).first { $0.feature.contains("Merge Paths") })
        #expect(warning.description.contains("--fidelity after-effects"), "\(warning)")
        #expect(try Self.warnings(Self.json(mode: 3), fidelity: .afterEffects).isEmpty)
    }

    /// Whether the stroke is drawn at the squares' edges: A's left (x 20), B's left (x 40, inside
    /// A), A's right (x 60, inside B) and B's right (x 80), on the row y = 50.
    static func strokedEdges(mode: Int) throws -> [Bool] {
        let stroke = #"{"ty":"st","nm":"S","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":1,"lj":1}"#
        let composition = try Composition(lottie: parse(Self.json(mode: mode, paint: stroke)), name: "anim.json", fidelity: .afterEffects)
        let image = Renderer().render(snapshot: try composition.playback().presentation(at: 0), size: Size(width: 100, height: 100))
        // The stroke's pixel column just inside each edge (the stroke is 2 wide about it).
        return [20, 40, 59, 79].map { x in image.pixels[50 * image.bytesPerRow + x * 4 + 3] > 128 }
    }

    @Test func aStrokeFollowsTheMergedOutline() throws {
        #expect(try Self.strokedEdges(mode: 2) == [true, false, false, true])  // the union's outline
        #expect(try Self.strokedEdges(mode: 3) == [false, false, true, true])  // B less A: A's right, B's right
        #expect(try Self.strokedEdges(mode: 4) == [false, true, true, false])  // the overlap
        #expect(try Self.strokedEdges(mode: 5) == [true, true, true, true])    // every outline
    }
}
