import Foundation
import Lamina
import LaminaLottie
import Testing

/// A few pixels: fills, strokes, masks and mattes as drawn.
@Suite struct LottieRenderingTests {
    @Test func fillAndStrokeDraw() throws {
        let shapes = #"""
            {"ty":"el","nm":"Circle","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[60,60]}},
            {"ty":"st","nm":"Stroke 1","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":6}},
            {"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,1,0,1]},"o":{"a":0,"k":100}}
            """#
        let json = lottieJSON(shapeLayer("L", shapes: shapes))
        #expect(try pixel(json, atFrame: 0, x: 50, y: 50) == [255, 255, 0, 255])
        #expect(try pixel(json, atFrame: 0, x: 50, y: 20) == [0, 0, 255, 255])
        #expect(try pixel(json, atFrame: 0, x: 5, y: 5) == [0, 0, 0, 0])
    }

    @Test func paintsAfterAGroupKeepTheirOrderOnItsPaths() throws {
        // The path is in a group; the stroke, listed before the fill, is drawn above it, so
        // the stroke's inner half (20 to 25) shows over the fill, as on a path beside them.
        let group = #"{"ty":"gr","nm":"Group","it":[{"ty":"rc","nm":"Rect","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[60,60]},"r":{"a":0,"k":0}}]}"#
        let shapes = [
            group,
            #"{"ty":"st","nm":"Stroke 1","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":10}}"#,
            #"{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,1,0,1]},"o":{"a":0,"k":100}}"#,
        ].joined(separator: ",")
        let json = lottieJSON(shapeLayer("L", shapes: shapes))
        #expect(try pixel(json, atFrame: 0, x: 22, y: 50) == [0, 0, 255, 255])
        #expect(try pixel(json, atFrame: 0, x: 50, y: 50) == [255, 255, 0, 255])
    }

    @Test func alphaMatteAndInvertedMatte() throws {
        let matte = #"{"ty":4,"nm":"Matte","ind":1,"td":1,"ip":0,"op":60,"st":0,"ks":{},"shapes":[{"ty":"rc","nm":"R","p":{"a":0,"k":[30,50]},"s":{"a":0,"k":[40,100]},"r":{"a":0,"k":0}},{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100}}]}"#
        func matted(_ mode: Int) -> String {
            lottieJSON(matte + "," + ##"{"ty":1,"nm":"Solid","ind":2,"tt":\##(mode),"ip":0,"op":60,"st":0,"sw":100,"sh":100,"sc":"#ff0000","ks":{}}"##)
        }
        #expect(try pixel(matted(1), atFrame: 0, x: 20, y: 50) == [255, 0, 0, 255])
        #expect(try pixel(matted(1), atFrame: 0, x: 80, y: 50) == [0, 0, 0, 0])
        #expect(try pixel(matted(2), atFrame: 0, x: 20, y: 50) == [0, 0, 0, 0])
        #expect(try pixel(matted(2), atFrame: 0, x: 80, y: 50) == [255, 0, 0, 255])
    }

    @Test func subtractedMaskCutsAHole() throws {
        let mask = #"[{"mode":"s","inv":false,"pt":{"a":0,"k":{"c":true,"v":[[40,40],[60,40],[60,60],[40,60]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":100}}]"#
        let json = lottieJSON(##"{"ty":1,"nm":"Solid","ind":1,"ip":0,"op":60,"st":0,"sw":100,"sh":100,"sc":"#0000ff","ks":{},"hasMask":true,"masksProperties":\##(mask)}"##)
        #expect(try pixel(json, atFrame: 0, x: 50, y: 50) == [0, 0, 0, 0])
        #expect(try pixel(json, atFrame: 0, x: 20, y: 20) == [0, 0, 255, 255])
    }
}
