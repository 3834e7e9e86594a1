import Foundation
import Lamina
import LaminaLottie
import Testing

/// Mask expansion, opacity and modes against the pixels they must give: a blue solid over the
/// whole 100 × 100 composition, masked by the square from (30, 30) to (70, 70).
@Suite struct LottieMaskTests {
    /// The solid with one mask: `mode`, inverted or not, opacity and expansion as JSON values.
    static func masked(mode: String = "a", inverted: Bool = false, opacity: String = "100", expansion: String = "0") -> String {
        let square = #"{"c":true,"v":[[30,30],[70,30],[70,70],[30,70]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}"#
        let mask = #"{"mode":"\#(mode)","inv":\#(inverted),"pt":{"a":0,"k":\#(square)},"o":{"a":0,"k":\#(opacity)},"x":{"a":0,"k":\#(expansion)}}"#
        return lottieJSON(##"{"ty":1,"nm":"Solid","ind":1,"ip":0,"op":60,"st":0,"sw":100,"sh":100,"sc":"#0000ff","ks":{},"hasMask":true,"masksProperties":[\##(mask)]}"##)
    }

    static func alpha(_ json: String, _ x: Int, _ y: Int, frame: Double = 0) throws -> Int {
        try pixel(json, atFrame: frame, x: x, y: y)[3]
    }

    @Test func expansionMovesTheOutlineOutwards() throws {
        // 10 points out: the square from (20, 20) to (80, 80), its corners still square (miter).
        let json = Self.masked(expansion: "10")
        #expect(try Self.alpha(json, 50, 50) == 255)
        #expect(try Self.alpha(json, 21, 50) == 255)
        #expect(try Self.alpha(json, 21, 21) == 255)
        #expect(try Self.alpha(json, 78, 78) == 255)
        #expect(try Self.alpha(json, 18, 50) == 0)
        #expect(try Self.alpha(json, 50, 81) == 0)
    }

    @Test func negativeExpansionMovesItInwards() throws {
        // 10 points in: the square from (40, 40) to (60, 60).
        let json = Self.masked(expansion: "-10")
        #expect(try Self.alpha(json, 50, 50) == 255)
        #expect(try Self.alpha(json, 41, 41) == 255)
        #expect(try Self.alpha(json, 38, 50) == 0)
        #expect(try Self.alpha(json, 32, 32) == 0)
        #expect(try Self.alpha(json, 5, 5) == 0)
    }

    @Test func expansionOfASubtractedMaskWidensTheHole() throws {
        let json = Self.masked(mode: "s", expansion: "10")
        #expect(try Self.alpha(json, 22, 50) == 0)
        #expect(try Self.alpha(json, 18, 50) == 255)
        #expect(try Self.alpha(json, 5, 5) == 255)
    }

    @Test func opacityScalesWhatTheMaskLeaves() throws {
        // Add at 50%: half inside, nothing outside. Subtract at 50%: half inside, all outside.
        // Inverted add at 50%: half outside, nothing inside.
        let added = Self.masked(opacity: "50"), subtracted = Self.masked(mode: "s", opacity: "50")
        let inverted = Self.masked(inverted: true, opacity: "50")
        #expect(abs(try Self.alpha(added, 50, 50) - 128) <= 1)
        #expect(try Self.alpha(added, 10, 10) == 0)
        #expect(abs(try Self.alpha(subtracted, 50, 50) - 128) <= 1)
        #expect(try Self.alpha(subtracted, 10, 10) == 255)
        #expect(abs(try Self.alpha(inverted, 10, 10) - 128) <= 1)
        #expect(try Self.alpha(inverted, 50, 50) == 0)
    }

    @Test func animatedOpacityFadesTheMask() throws {
        let json = Self.masked(opacity: #"[{"t":0,"s":[0]},{"t":60,"s":[100]}]"#).replacingOccurrences(of: #""o":{"a":0,"k":[{"#, with: #""o":{"a":1,"k":[{"#)
        #expect(try Self.alpha(json, 50, 50, frame: 0) == 0)
        #expect(abs(try Self.alpha(json, 50, 50, frame: 30) - 128) <= 1)
        #expect(try Self.alpha(json, 10, 10, frame: 30) == 0)
    }

    /// The solid masked by the square (30, 30)–(70, 70), added, then the square (50, 50)–(90, 90)
    /// with `mode` at `opacity`.
    static func twoMasks(mode: String, opacity: Int = 100) -> String {
        func square(_ a: Int, _ b: Int) -> String {
            #"{"c":true,"v":[[\#(a),\#(a)],[\#(b),\#(a)],[\#(b),\#(b)],[\#(a),\#(b)]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}"#
        }
        let first = #"{"mode":"a","inv":false,"pt":{"a":0,"k":\#(square(30, 70))},"o":{"a":0,"k":100},"x":{"a":0,"k":0}}"#
        let second = #"{"mode":"\#(mode)","inv":false,"pt":{"a":0,"k":\#(square(50, 90))},"o":{"a":0,"k":\#(opacity)},"x":{"a":0,"k":0}}"#
        return lottieJSON(##"{"ty":1,"nm":"Solid","ind":1,"ip":0,"op":60,"st":0,"sw":100,"sh":100,"sc":"#0000ff","ks":{},"hasMask":true,"masksProperties":[\##(first),\##(second)]}"##)
    }

    /// Alpha where only the first square is, where both are, where only the second is, and
    /// outside both.
    static func regions(_ json: String) throws -> [Int] {
        try [(40, 40), (60, 60), (80, 80), (10, 10)].map { try alpha(json, $0.0, $0.1) }
    }

    static func close(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 2 } }

    @Test func lightenKeepsTheGreaterCoverage() throws {
        // max(A, M) with M at 50%: 1, max(1, 0.5), 0.5, 0.
        let found = try Self.regions(Self.twoMasks(mode: "l", opacity: 50))
        #expect(Self.close(found, [255, 255, 128, 0]), "\(found)")
    }

    @Test func darkenKeepsTheLesserAndDifferenceTheDifference() throws {
        // `d` is darken, min(A, M): only where both are. `f` is difference, |A − M|: where one is.
        let darkened = try Self.regions(Self.twoMasks(mode: "d"))
        #expect(Self.close(darkened, [0, 255, 0, 0]), "\(darkened)")
        let differing = try Self.regions(Self.twoMasks(mode: "f"))
        #expect(Self.close(differing, [255, 0, 255, 0]), "\(differing)")
        let halfDifference = try Self.regions(Self.twoMasks(mode: "f", opacity: 50))
        #expect(Self.close(halfDifference, [255, 128, 128, 0]), "\(halfDifference)")
    }

    @Test func aGreyStackAddsAndSubtractsAsTheAlphaOneDoes() throws {
        // The same modes through the grey stack (a difference mask that covers nothing) must
        // agree with the plain one: add then subtract at 50%.
        let plain = try Self.regions(Self.twoMasks(mode: "s", opacity: 50))
        #expect(Self.close(plain, [255, 128, 0, 0]), "\(plain)")
        let json = Self.twoMasks(mode: "s", opacity: 50)
        let nothing = #",{"mode":"f","inv":false,"pt":{"a":0,"k":{"c":true,"v":[[0,0],[1,0],[1,1]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":100}}]"#
        let three = json.replacingOccurrences(of: #""x":{"a":0,"k":0}}]"#, with: #""x":{"a":0,"k":0}}"# + nothing)
        #expect(three.contains(#""mode":"f""#))
        let grey = try Self.regions(three)
        #expect(Self.close(grey, [255, 128, 0, 0]), "\(grey)")
    }
}
