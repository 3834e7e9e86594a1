import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import Testing

/// 3D layers (`ddd`) and cameras against After Effects' projection worked out by hand: a point
/// (x, y, z) of the composition seen by a camera at (cx, cy, cz) looking along +z with zoom Z
/// lands at centre + Z · (x − cx, y − cy) / (z − cz).
@Suite struct LottieDepthTests {
    /// A 300 × 200 composition at 30 fps, frames 0 to 60, around `layers` (top first).
    static func document(_ layers: String, width: Int = 300, height: Int = 200) -> String {
        #"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":\#(width),"h":\#(height),"assets":[],"layers":[\#(layers)]}"#
    }

    /// A red solid of `size` whose anchor is its centre, with the transform members `ks` (JSON
    /// members, without braces) and `ddd`.
    static func solid(_ name: String, index: Int, ddd: Int = 1, size: (Int, Int) = (100, 80), color: String = "#ff0000",
                      ks: String, extra: String = "") -> String {
        let anchor = "[\(Double(size.0) / 2),\(Double(size.1) / 2),0]"
        return #"{"ddd":\#(ddd),"ty":1,"nm":"\#(name)","ind":\#(index),"ip":0,"op":60,"st":0,"sw":\#(size.0),"sh":\#(size.1),"sc":"\#(color)","ks":{"a":{"a":0,"k":\#(anchor)},\#(ks)}\#(extra)}"#
    }

    /// A one-node camera at `position` with zoom `zoom` (`pe`), looking along +z.
    static func camera(position: String, zoom: Double, index: Int = 10) -> String {
        #"{"ddd":1,"ty":13,"nm":"Camera 1","ind":\#(index),"ip":0,"op":60,"st":0,"pe":{"a":0,"k":\#(zoom)},"ks":{"p":\#(position),"or":{"a":0,"k":[0,0,0]},"rx":{"a":0,"k":0},"ry":{"a":0,"k":0},"rz":{"a":0,"k":0}}}"#
    }

    static func render(_ json: String, atFrame frame: Double = 0, width: Int = 300, height: Int = 200) throws -> ImageBuffer {
        let animation = try LottieAnimation(data: Data(json.utf8), fileName: "depth.json")
        let composition = try Composition(lottie: animation, name: "depth.json")
        let snapshot = try composition.playback().presentation(at: frame / animation.frameRate)
        return Renderer().render(snapshot: snapshot, size: Size(width: Double(width), height: Double(height)))
    }

    static func alpha(_ image: ImageBuffer, _ x: Int, _ y: Int) -> Double {
        Double(image.pixels[y * image.bytesPerRow + x * 4 + 3]) / 255
    }

    /// Where the shape's top and bottom edges cross column `x`: the first covered row less its
    /// uncovered part, and the same from below (sub-pixel, from the anti-aliased coverage).
    static func verticalEdges(_ image: ImageBuffer, column x: Int) -> (top: Double, bottom: Double)? {
        let covered = (0..<image.height).filter { alpha(image, x, $0) > 0 }
        guard let first = covered.first, let last = covered.last else { return nil }
        return (Double(first) + 1 - alpha(image, x, first), Double(last) + alpha(image, x, last))
    }

    /// Where the shape's left and right edges cross row `y`.
    static func horizontalEdges(_ image: ImageBuffer, row y: Int) -> (left: Double, right: Double)? {
        let covered = (0..<image.width).filter { alpha(image, $0, y) > 0 }
        guard let first = covered.first, let last = covered.last else { return nil }
        return (Double(first) + 1 - alpha(image, first, y), Double(last) + alpha(image, last, y))
    }

    /// After Effects' projection of a composition point through a camera at `eye` facing +z.
    static func project(_ p: (x: Double, y: Double, z: Double), eye: (x: Double, y: Double, z: Double), zoom: Double,
                        centre: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let depth = p.z - eye.z
        return (centre.x + zoom * (p.x - eye.x) / depth, centre.y + zoom * (p.y - eye.y) / depth)
    }

    @Test func aLayerTurnedAboutYTapersAsTheCameraProjectsIt() throws {
        // 100 × 80, anchor at its centre, at (150, 100, 0), turned 60° about y; the camera at
        // (150, 100, -400) with zoom 400.
        let card = Self.solid("Card", index: 1, ks: #""p":{"a":0,"k":[150,100,0]},"ry":{"a":0,"k":60}"#)
        let json = Self.document(Self.camera(position: #"{"a":0,"k":[150,100,-400]}"#, zoom: 400) + "," + card)
        let image = try Self.render(json)
        // Corners: (±50, ±40) turned about y (x → x cos 60°, z → −x sin 60°), moved to the position.
        let c = cos(Double.pi / 3), s = sin(Double.pi / 3)
        func corner(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            Self.project((150 + x * c, 100 + y, -x * s), eye: (150, 100, -400), zoom: 400, centre: (150, 100))
        }
        let nearTop = corner(50, -40), nearBottom = corner(50, 40), farTop = corner(-50, -40), farBottom = corner(-50, 40)
        // The near (right) edge is taller than the far one: (356.7 + 86.6) / 356.7 = 1.24 times.
        let ratio = (nearBottom.y - nearTop.y) / (farBottom.y - farTop.y)
        #expect(abs(ratio - 1.2428) < 0.001)
        // Left and right edges along the middle row.
        let row = try #require(Self.horizontalEdges(image, row: 100))
        #expect(abs(row.left - farTop.x) <= 1, "left edge \(row.left), projected \(farTop.x)")
        #expect(abs(row.right - nearTop.x) <= 1, "right edge \(row.right), projected \(nearTop.x)")
        // Top and bottom edges near each end, where the projection puts them (straight lines).
        for x in [Int(farTop.x) + 2, Int(nearTop.x) - 2] {
            let column = try #require(Self.verticalEdges(image, column: x))
            let t = (Double(x) + 0.5 - farTop.x) / (nearTop.x - farTop.x)
            let top = farTop.y + t * (nearTop.y - farTop.y), bottom = farBottom.y + t * (nearBottom.y - farBottom.y)
            #expect(abs(column.top - top) <= 1, "column \(x): top \(column.top), projected \(top)")
            #expect(abs(column.bottom - bottom) <= 1, "column \(x): bottom \(column.bottom), projected \(bottom)")
        }
    }

    @Test func theCameraIsTheRunsSublayerTransform() throws {
        let card = Self.solid("Card", index: 1, ks: #""p":{"a":0,"k":[150,100,0]},"ry":{"a":0,"k":60}"#)
        let json = Self.document(Self.camera(position: #"{"a":0,"k":[150,100,-400]}"#, zoom: 400) + "," + card)
        let animation = try LottieAnimation(data: Data(json.utf8), fileName: "depth.json")
        let root = try LottieLayer(animation: animation)
        let camera = try #require(root.layer(named: "Camera 1") as? TransformLayer)
        #expect(abs(camera.sublayerTransform.m34 - -1.0 / 400) < 1e-12)
        let card3D = try #require(camera.layer(named: "Card"))
        #expect(card3D.superlayer === camera)
        // The turn is a `transform.rotation.y` of −60° (z flipped), as lottie-ios animates it.
        #expect(abs(card3D.transform.m31 - sin(-Double.pi / 3)) < 1e-12)
    }

    @Test func aLayerAtZeroDepthUnderTheDefaultCameraDrawsWhereItsFlatTwinDraws() throws {
        func card(_ ddd: Int) -> String {
            Self.solid("Card", index: 1, ddd: ddd, ks: #""p":{"a":0,"k":[120,90,0]},"s":{"a":0,"k":[80,120,100]},"rz":{"a":0,"k":30}"#)
        }
        let flat = try Self.render(Self.document(card(0)))
        let deep = try Self.render(Self.document(card(1)))
        var differing = 0, drawn = 0
        for i in stride(from: 0, to: flat.pixels.count, by: 1) where flat.pixels[i] != deep.pixels[i] {
            if abs(Int(flat.pixels[i]) - Int(deep.pixels[i])) > 1 { differing += 1 }
        }
        for y in 0..<200 { for x in 0..<300 where Self.alpha(flat, x, y) > 0 { drawn += 1 } }
        #expect(drawn > 5000)
        #expect(differing == 0)
    }

    @Test func theDefaultCameraIsAfterEffects50mmPreset() throws {
        // A 360-wide composition: zoom 500, the camera at z = −500. A 100 × 100 square at z = 500
        // is twice as far away, so half as large, about the centre.
        let square = Self.solid("Far", index: 1, size: (100, 100), ks: #""p":{"a":0,"k":[180,100,500]}"#)
        let image = try Self.render(Self.document(square, width: 360), width: 360)
        let row = try #require(Self.horizontalEdges(image, row: 100))
        #expect(abs(row.left - 155) <= 0.5, "left \(row.left)")
        #expect(abs(row.right - 205) <= 0.5, "right \(row.right)")
        let column = try #require(Self.verticalEdges(image, column: 180))
        #expect(abs(column.top - 75) <= 0.5 && abs(column.bottom - 125) <= 0.5, "\(column)")
    }

    @Test func aMovingCameraMovesTheLayersTheOtherWay() throws {
        // The camera slides from x = 150 to 250 over frames 0 to 30; a 60 × 60 square at z = 0
        // seen with the camera's zoom equal to its distance slides 100 points left.
        let position = #"{"a":1,"k":[{"t":0,"s":[150,100,-400]},{"t":30,"s":[250,100,-400]}]}"#
        let square = Self.solid("Square", index: 1, size: (60, 60), ks: #""p":{"a":0,"k":[150,100,0]}"#)
        let json = Self.document(Self.camera(position: position, zoom: 400) + "," + square)
        for (frame, centre) in [(0.0, 150.0), (15, 100), (22.5, 75), (30, 50), (45, 50)] {
            let image = try Self.render(json, atFrame: frame)
            let row = try #require(Self.horizontalEdges(image, row: 100))
            #expect(abs((row.left + row.right) / 2 - centre) <= 0.1, "frame \(frame): \(row)")
            #expect(abs(row.right - row.left - 60) <= 0.1, "frame \(frame): \(row)")
        }
    }

    @Test func aParentTurnsItsChildInDepth() throws {
        // The same card as the first test, unturned, under a 3D null turned 60° about y at the
        // same place: the same trapezoid.
        let null = #"{"ddd":1,"ty":3,"nm":"Turner","ind":2,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[150,100,0]},"ry":{"a":0,"k":60}}}"#
        let child = Self.solid("Card", index: 1, ks: #""p":{"a":0,"k":[0,0,0]}"#, extra: #","parent":2"#)
        let camera = Self.camera(position: #"{"a":0,"k":[150,100,-400]}"#, zoom: 400)
        let parented = try Self.render(Self.document([camera, child, null].joined(separator: ",")))
        let card = Self.solid("Card", index: 1, ks: #""p":{"a":0,"k":[150,100,0]},"ry":{"a":0,"k":60}"#)
        let direct = try Self.render(Self.document(camera + "," + card))
        for x in [135, 175] {
            let a = try #require(Self.verticalEdges(parented, column: x)), b = try #require(Self.verticalEdges(direct, column: x))
            #expect(abs(a.top - b.top) < 0.05 && abs(a.bottom - b.bottom) < 0.05, "column \(x): \(a) against \(b)")
        }
    }

    @Test func orientationTurnsAsTheRotationDoes() throws {
        // `or` [0, 60, 0] is one matrix sampled from every part; `ry` 60 a `transform.rotation.y`.
        let camera = Self.camera(position: #"{"a":0,"k":[150,100,-400]}"#, zoom: 400)
        let oriented = Self.solid("Card", index: 1, ks: #""p":{"a":0,"k":[150,100,0]},"or":{"a":0,"k":[0,60,0]}"#)
        let turned = Self.solid("Card", index: 1, ks: #""p":{"a":0,"k":[150,100,0]},"ry":{"a":0,"k":60}"#)
        let a = try Self.render(Self.document(camera + "," + oriented)), b = try Self.render(Self.document(camera + "," + turned))
        for x in [130, 150, 175] {
            let ea = try #require(Self.verticalEdges(a, column: x)), eb = try #require(Self.verticalEdges(b, column: x))
            #expect(abs(ea.top - eb.top) < 0.05 && abs(ea.bottom - eb.bottom) < 0.05, "column \(x): \(ea) against \(eb)")
        }
    }

    @Test func aTwoNodeCameraFacesItsPointOfInterest() throws {
        // The camera at (550, 100, −400) looking at (150, 100, 0): forward (−1, 0, 1)/√2, right
        // (1, 0, 1)/√2, down +y. A 100 × 100 square at z = 0 around (150, 100).
        let camera = #"{"ddd":1,"ty":13,"nm":"Camera 1","ind":10,"ip":0,"op":60,"st":0,"pe":{"a":0,"k":400},"ks":{"a":{"a":0,"k":[150,100,0]},"p":{"a":0,"k":[550,100,-400]},"or":{"a":0,"k":[0,0,0]}}}"#
        let square = Self.solid("Square", index: 1, size: (100, 100), ks: #""p":{"a":0,"k":[150,100,0]}"#)
        let image = try Self.render(Self.document(camera + "," + square))
        let root2 = 2.0.squareRoot()
        func screenX(_ x: Double) -> Double {
            let d = (x - 550, 0.0, 400.0)
            return 150 + 400 * ((d.0 + d.2) / root2) / ((-d.0 + d.2) / root2)
        }
        let row = try #require(Self.horizontalEdges(image, row: 100))
        #expect(abs(row.left - screenX(100)) <= 1, "left \(row.left), projected \(screenX(100))")
        #expect(abs(row.right - screenX(200)) <= 1, "right \(row.right), projected \(screenX(200))")
    }

    @Test func nearerLayersDrawOverFartherOnesWhateverTheirOrder() throws {
        // Blue (listed on top) is behind red (listed below): After Effects sorts 3D layers by depth.
        let blue = Self.solid("Blue", index: 1, size: (60, 60), color: "#0000ff", ks: #""p":{"a":0,"k":[150,100,100]}"#)
        let red = Self.solid("Red", index: 2, size: (60, 60), ks: #""p":{"a":0,"k":[150,100,0]}"#)
        let image = try Self.render(Self.document(blue + "," + red))
        let i = 100 * image.bytesPerRow + 150 * 4
        #expect(image.pixels[i + 2] == 255 && image.pixels[i] == 0, "red (BGRA \(image.pixels[i..<i + 4]))")
    }

    @Test func inspectReportsTheCameraAndTheDepth() throws {
        let card = Self.solid("Card", index: 1, ks: #""p":{"a":0,"k":[150,100,-50]},"ry":{"a":0,"k":60}"#)
        let json = Self.document(Self.camera(position: #"{"a":0,"k":[150,100,-400]}"#, zoom: 400) + "," + card)
        let animation = try LottieAnimation(data: Data(json.utf8), fileName: "depth.json")
        let composition = try Composition(lottie: animation, name: "depth.json")
        let report = InspectReport(time: 0, root: try composition.playback().presentation(at: 0)).rendered()
        #expect(report.contains(#""name": "Camera 1""#) || report.contains(#""name":"Camera 1""#))
        #expect(report.contains("transformLayer"))
        #expect(report.contains("sublayerTransform"))
        #expect(report.contains("-0.0025"))
        #expect(report.contains("zPosition"))
    }

    @Test func longThreeDMotionIsSampledWithinABudget() throws {
        // 8 layers turning from frame 0 to 999,999 would want 20,000 samples each; past ten
        // times the keyframe limit (here 100,000) the rest keep their ends, and the import says so.
        var limits = Limits.standard
        limits.lottieKeyframes = 10_000
        let layers = (1...8).map { i in
            Self.solid("Card \(i)", index: i, ks: #""p":{"a":0,"k":[150,100,0]},"ry":{"a":1,"k":[{"t":0,"s":[0]},{"t":999999,"s":[360]}]},"rx":{"a":0,"k":10}"#)
        }
        let json = #"{"v":"5.7.0","fr":30,"ip":0,"op":1000000,"w":300,"h":200,"assets":[],"layers":[\#(layers.joined(separator: ","))]}"#
        let animation = try LottieAnimation(data: Data(json.utf8), fileName: "long.json")
        let warnings = try LottieLayer(animation: animation, fileName: "long.json", limits: limits).warnings
        let coarse = try #require(warnings.first { $0.feature.hasPrefix("3D motion beyond") }, "\(warnings)")
        // 19,961 samples each: five fit in 100,000, the sixth gets the 195 left, the last two 2.
        #expect(coarse.layers == ["Card 3", "Card 2", "Card 1"], "\(coarse.layers) sampled coarsely")
    }

    @Test func unsupportedThreeDPiecesWarnNamingTheLayer() throws {
        let light = #"{"ddd":1,"ty":14,"nm":"Light 1","ind":3,"ip":0,"op":60,"st":0,"ks":{}}"#
        let second = Self.camera(position: #"{"a":0,"k":[0,0,-100]}"#, zoom: 100, index: 11).replacingOccurrences(of: "Camera 1", with: "Camera 2")
        let card = Self.solid("Card", index: 1, ks: #""p":{"a":0,"k":[150,100,0]}"#, extra: #","ao":1"#)
        let json = Self.document([Self.camera(position: #"{"a":0,"k":[150,100,-400]}"#, zoom: 400), second, light, card]
            .joined(separator: ","))
        let animation = try LottieAnimation(data: Data(json.utf8), fileName: "depth.json")
        let warnings = try LottieLayer(animation: animation, fileName: "depth.json").warnings
        let text = warnings.map { "\($0)" }
        #expect(warnings.contains { $0.feature == "light layers" && $0.layers == ["Light 1"] }, "\(text)")
        #expect(warnings.contains { $0.feature == "a second camera" && $0.layers == ["Camera 2"] }, "\(text)")
        #expect(warnings.contains { $0.feature == "auto-orientation of a 3D layer" && $0.layers == ["Card"] }, "\(text)")
        #expect(warnings.count == 3, "\(text)")
    }
}
