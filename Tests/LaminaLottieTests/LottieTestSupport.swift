import Foundation
import Lamina
import LaminaLottie
import LaminaRender

/// A Lottie document around `layers` (JSON text): 100 × 100 points, 30 fps, frames 0 to 60.
func lottieJSON(_ layers: String, assets: String = "[]", markers: String = "[]", inPoint: Double = 0, outPoint: Double = 60) -> String {
    #"{"v":"5.7.0","fr":30,"ip":\#(inPoint),"op":\#(outPoint),"w":100,"h":100,"assets":\#(assets),"markers":\#(markers),"layers":[\#(layers)]}"#
}

func parse(_ json: String, fileName: String = "anim.json", limits: Limits = .standard) throws -> LottieAnimation {
    try LottieAnimation(data: Data(json.utf8), fileName: fileName, limits: limits)
}

/// The presentation at `frame` (continuous) of a composition made from `json`.
func snapshot(_ json: String, atFrame frame: Double) throws -> LayerSnapshot {
    let animation = try parse(json)
    let composition = try Composition(lottie: animation, name: "anim.json")
    return try composition.playback().presentation(at: (frame - animation.inPoint) / animation.frameRate)
}

/// The pixel at (x, y) of the frame at `frame`, drawn at its natural size on transparency:
/// straight (not premultiplied) RGBA in 0...255.
func pixel(_ json: String, atFrame frame: Double, x: Int, y: Int) throws -> [Int] {
    let image = Renderer().render(snapshot: try snapshot(json, atFrame: frame), size: Size(width: 100, height: 100))
    let i = y * image.bytesPerRow + x * 4
    let b = Int(image.pixels[i]), g = Int(image.pixels[i + 1]), r = Int(image.pixels[i + 2]), a = Int(image.pixels[i + 3])
    guard a > 0 else { return [0, 0, 0, 0] }
    return [r * 255 / a, g * 255 / a, b * 255 / a, a]
}

/// A shape layer named `name` holding `shapes` (JSON text), with a transform `ks`.
func shapeLayer(_ name: String, shapes: String, ks: String = "{}", extra: String = "") -> String {
    #"{"ty":4,"nm":"\#(name)","ind":1,"ip":0,"op":60,"st":0,"ks":\#(ks),"shapes":[\#(shapes)]\#(extra)}"#
}

/// A 40 × 40 red square centred at (50, 50).
let redSquare = #"{"ty":"gr","nm":"Group","it":[{"ty":"rc","nm":"Rect","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}"#

/// The path of the fill drawn for `shapes` (JSON text, one shape layer "L"), at frame 0.
func filledPath(_ shapes: String) throws -> Path {
    let fill = #"{"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}"#
    let root = try snapshot(lottieJSON(shapeLayer("L", shapes: shapes + "," + fill)), atFrame: 0)
    guard let path = root.layer(named: "L")?.sublayers.first?.shape?.path else {
        throw LottieTestFailure("no filled path under layer L")
    }
    return path
}

/// A closed 100 × 100 square path from (0, 0), clockwise on screen, its edges straight.
let squarePath = #"{"ty":"sh","nm":"Square","ks":{"a":0,"k":{"c":true,"v":[[0,0],[100,0],[100,100],[0,100]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#

struct LottieTestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

