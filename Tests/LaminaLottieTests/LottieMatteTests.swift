import Foundation
import Lamina
import LaminaLottie
import Testing

/// Luma mattes and `tp` matte links against the alpha they must give: a red solid over the
/// whole 100 × 100 composition shown through a matte whose left half is white and whose right
/// half is 50% grey (#808080), below y = 50 only; nothing above.
@Suite struct LottieMatteTests {
    static let matte = #"""
        {"ty":4,"nm":"Matte","ind":1,"td":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[
        {"ty":"gr","nm":"White","it":[{"ty":"rc","nm":"R","p":{"a":0,"k":[25,75]},"s":{"a":0,"k":[50,50]},"r":{"a":0,"k":0}},
          {"ty":"fl","nm":"Fill","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]},
        {"ty":"gr","nm":"Grey","it":[{"ty":"rc","nm":"R","p":{"a":0,"k":[75,75]},"s":{"a":0,"k":[50,50]},"r":{"a":0,"k":0}},
          {"ty":"fl","nm":"Fill","c":{"a":0,"k":[0.50196,0.50196,0.50196,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]}
        """#

    static func solid(index: Int, matte mode: Int, extra: String = "") -> String {
        ##"{"ty":1,"nm":"Solid","ind":\##(index),"tt":\##(mode),"ip":0,"op":60,"st":0,"sw":100,"sh":100,"sc":"#ff0000","ks":{}\##(extra)}"##
    }

    static func alpha(_ json: String, _ x: Int, _ y: Int) throws -> Int { try pixel(json, atFrame: 0, x: x, y: y)[3] }

    @Test func lumaMatteShowsTheLayerByTheMattesBrightness() throws {
        let json = lottieJSON(Self.matte + "," + Self.solid(index: 2, matte: 3))
        #expect(try Self.alpha(json, 25, 75) == 255)
        #expect(abs(try Self.alpha(json, 75, 75) - 128) <= 2)
        #expect(try Self.alpha(json, 50, 25) == 0)
        #expect(try pixel(json, atFrame: 0, x: 25, y: 75) == [255, 0, 0, 255])
    }

    @Test func invertedLumaMatteShowsWhatIsDark() throws {
        let json = lottieJSON(Self.matte + "," + Self.solid(index: 2, matte: 4))
        #expect(try Self.alpha(json, 25, 75) == 0)
        #expect(abs(try Self.alpha(json, 75, 75) - 127) <= 2)
        #expect(try Self.alpha(json, 50, 25) == 255)
    }

    @Test func aLayerNamesItsMatteByIndex() throws {
        // The matte is on top, a blue solid between them; the red solid names the matte with
        // `tp` (an alpha matte): red only below y = 50, blue everywhere else, unmatted.
        let blue = ##"{"ty":1,"nm":"Blue","ind":5,"ip":0,"op":60,"st":0,"sw":100,"sh":20,"sc":"#0000ff","ks":{}}"##
        let json = lottieJSON([Self.matte, blue, Self.solid(index: 2, matte: 1, extra: #","tp":1"#)].joined(separator: ","))
        #expect(try pixel(json, atFrame: 0, x: 25, y: 75) == [255, 0, 0, 255])
        #expect(try pixel(json, atFrame: 0, x: 50, y: 40) == [0, 0, 0, 0])
        #expect(try pixel(json, atFrame: 0, x: 50, y: 10) == [0, 0, 255, 255])
    }
}
