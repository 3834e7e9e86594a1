import Foundation
import Lamina
import LaminaLottie
import LaminaTestSupport
import Testing

/// Presentation values at given frames, against closed forms.
@Suite struct LottieAnimationTests {
    private func layer(_ ks: String, at frame: Double, extra: String = "") throws -> LayerSnapshot {
        try #require(try snapshot(lottieJSON(shapeLayer("L", shapes: redSquare, ks: ks, extra: extra)), atFrame: frame).layer(named: "L"))
    }

    @Test func linearPositionKeyframeIsHalfWayAtItsMidpoint() throws {
        let ks = #"{"p":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":30,"s":[100,50]}]}}"#
        expectClose(try layer(ks, at: 15).position, Point(x: 50, y: 25), tolerance: 1e-6)
        expectClose(try layer(ks, at: 45).position, Point(x: 100, y: 50), tolerance: 1e-6)
    }

    @Test func holdKeyframeStepsAtTheNextKeyframe() throws {
        let ks = #"{"o":{"a":1,"k":[{"t":5,"s":[20],"h":1},{"t":30,"s":[80]}]}}"#
        expectClose(try layer(ks, at: 2).opacity, 0.2, tolerance: 1e-9)
        expectClose(try layer(ks, at: 29.5).opacity, 0.2, tolerance: 1e-9)
        expectClose(try layer(ks, at: 30).opacity, 0.8, tolerance: 1e-9)
    }

    /// A hold alone between eased keyframes (or first, at the in point) is a discrete animation
    /// of one value in lottie-ios, which Core Animation does not apply: the layer's own value
    /// (opacity 1) shows until the next keyframe, as in Apple's render of lottie-ios PR 1632.
    @Test func aLoneHoldKeyframeShowsTheLayersOwnValue() throws {
        let first = #"{"o":{"a":1,"k":[{"t":0,"s":[20],"h":1},{"t":30,"s":[80]},{"t":40,"s":[40]}]}}"#
        expectClose(try layer(first, at: 15).opacity, 1, tolerance: 1e-9)
        expectClose(try layer(first, at: 30).opacity, 0.8, tolerance: 1e-9)
        expectClose(try layer(first, at: 35).opacity, 0.6, tolerance: 1e-9)
        let middle = #"{"o":{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[20],"h":1},{"t":30,"s":[80]}]}}"#
        expectClose(try layer(middle, at: 5).opacity, 0.1, tolerance: 1e-9)
        expectClose(try layer(middle, at: 20).opacity, 1, tolerance: 1e-9)
        expectClose(try layer(middle, at: 30).opacity, 0.8, tolerance: 1e-9)
    }

    /// lottie-ios gives an all-hold property one discrete animation over `ip...op + 1` with
    /// `Float` key times: 30/61 rounds up, so frame 30 still shows the earlier value; 40/61
    /// rounds down, so frame 40 shows the next one (as in Apple's renders).
    @Test func allHoldKeyframesStepWhereTheirFloatKeyTimesFall() throws {
        let ks = #"{"o":{"a":1,"k":[{"t":0,"s":[20],"h":1},{"t":30,"s":[50],"h":1},{"t":40,"s":[80],"h":1}]}}"#
        #expect(Double(Float(30.0 / 61)) > 30.0 / 61)
        #expect(Double(Float(40.0 / 61)) < 40.0 / 61)
        expectClose(try layer(ks, at: 30).opacity, 0.2, tolerance: 1e-9)
        expectClose(try layer(ks, at: 30.01).opacity, 0.5, tolerance: 1e-9)
        expectClose(try layer(ks, at: 39.99).opacity, 0.5, tolerance: 1e-9)
        expectClose(try layer(ks, at: 40).opacity, 0.8, tolerance: 1e-9)
    }

    /// Two paths in one group animated on different keyframes make one path sampled every
    /// tenth of a frame and held (lottie-ios's `Keyframes.manuallyInterpolated`), not eased.
    @Test func pathsWithDifferentTimingAreSampledEveryTenthOfAFrame() throws {
        let shapes = #"""
            {"ty":"rc","nm":"A","p":{"a":0,"k":[0,0]},"s":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":[100,100]}]},"r":{"a":0,"k":0}},
            {"ty":"rc","nm":"B","p":{"a":0,"k":[0,0]},"s":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":20,"s":[10,10]}]},"r":{"a":0,"k":0}},
            {"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}
            """#
        let json = lottieJSON(shapeLayer("L", shapes: shapes))
        func width(_ frame: Double) throws -> Double {
            let fill = try #require(try snapshot(json, atFrame: frame).layer(named: "L")?.sublayers.first)
            return try #require(fill.shape?.path).boundingBox.width
        }
        // Rectangle A is 10 wide per frame: 50 at frame 5, held until the sample at 5.1.
        expectClose(try width(5), 50, tolerance: 1e-6)
        expectClose(try width(5.05), 50, tolerance: 1e-6)
        expectClose(try width(5.15), 51, tolerance: 1e-6)
    }

    @Test func easedKeyframeFollowsItsBezierHandles() throws {
        let ks = #"{"o":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]}},{"t":40,"s":[100]}]}}"#
        expectClose(try layer(ks, at: 10).opacity, TimingFunction.easeInEaseOut.value(at: 0.25), tolerance: 1e-6)
        expectClose(try layer(ks, at: 20).opacity, 0.5, tolerance: 1e-6)
    }

    @Test func rotationAndScaleAreRadiansAndFractions() throws {
        let l = try layer(#"{"r":{"a":0,"k":90},"s":{"a":0,"k":[50,200]},"a":{"a":0,"k":[10,20]},"p":{"a":0,"k":[30,40]}}"#, at: 0)
        // The anchor (10, 20) lands on the position (30, 40); the point 10 to its right goes to
        // 5 below it (scaled by a half, turned a quarter clockwise on screen).
        expectClose(l.bounds.origin, Point(x: 10, y: 20), tolerance: 1e-9)
        expectClose(l.position, Point(x: 30, y: 40), tolerance: 1e-9)
        expectClose(l.transform.apply(to: Point(x: 10, y: 0)), Point(x: 0, y: 5), tolerance: 1e-9)
    }

    @Test func inAndOutPointsHideTheLayer() throws {
        let json = lottieJSON(#"{"ty":4,"nm":"L","ind":1,"ip":10,"op":20,"st":0,"ks":{},"shapes":[\#(redSquare)]}"#)
        #expect(try #require(try snapshot(json, atFrame: 5).layer(named: "L")).isHidden)
        #expect(try #require(try snapshot(json, atFrame: 10).layer(named: "L")).isHidden == false)
        #expect(try #require(try snapshot(json, atFrame: 19.5).layer(named: "L")).isHidden == false)
        #expect(try #require(try snapshot(json, atFrame: 20).layer(named: "L")).isHidden)
    }

    @Test func precompStartTimeAndStretchRetimeItsContents() throws {
        let inner = #"{"ty":4,"nm":"Inner","ind":1,"ip":0,"op":100,"st":0,"ks":{"o":{"a":1,"k":[{"t":0,"s":[0]},{"t":30,"s":[100]}]}},"shapes":[\#(redSquare)]}"#
        let assets = #"[{"id":"comp","layers":[\#(inner)]}]"#
        let outer = #"{"ty":0,"nm":"P","refId":"comp","ind":1,"ip":0,"op":100,"st":10,"sr":2,"w":100,"h":100,"ks":{}}"#
        let json = lottieJSON(outer, assets: assets, outPoint: 100)
        // Root frame 40 is the precomp's frame (40 − 10) / 2 = 15: half way.
        expectClose(try #require(try snapshot(json, atFrame: 40).layer(named: "Inner")).opacity, 0.5, tolerance: 1e-9)
        expectClose(try #require(try snapshot(json, atFrame: 10).layer(named: "Inner")).opacity, 0, tolerance: 1e-9)
    }

    @Test func timeRemappingIsSampledAtWholeFramesBeforeTheOutPoint() throws {
        // lottie-ios samples a time-remapped precomp at frames 0, 1, ... up to, not at, `op`:
        // with `op` 60.5 the last sample is frame 60, held to the end (issue timeremap/100).
        let inner = #"{"ty":4,"nm":"Inner","ind":1,"ip":0,"op":200,"st":0,"ks":{"o":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":120,"s":[100]}]}},"shapes":[\#(redSquare)]}"#
        let assets = #"[{"id":"comp","layers":[\#(inner)]}]"#
        // The precomp's own frame is the root frame (1/30 s of remapped time per frame).
        let tm = #"{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":90,"s":[3]}]}"#
        let outer = #"{"ty":0,"nm":"P","refId":"comp","ind":1,"ip":0,"op":60.5,"st":0,"w":100,"h":100,"ks":{},"tm":\#(tm)}"#
        let json = lottieJSON(outer, assets: assets, outPoint: 60.5)
        func opacity(_ frame: Double) throws -> Double { try #require(try snapshot(json, atFrame: frame).layer(named: "Inner")).opacity }
        expectClose(try opacity(59.5), 59.5 / 120, tolerance: 1e-6)
        expectClose(try opacity(60.5), 60.0 / 120, tolerance: 1e-6)
    }

    @Test func trimPathsBecomeStrokeStartAndEnd() throws {
        let shapes = #"""
            {"ty":"rc","nm":"Rect","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},
            {"ty":"tm","nm":"Trim","s":{"a":0,"k":10},"e":{"a":1,"k":[{"t":0,"s":[20]},{"t":10,"s":[100]}]},"o":{"a":0,"k":0},"m":1},
            {"ty":"st","nm":"Stroke 1","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":2,"lj":2}
            """#
        let root = try snapshot(lottieJSON(shapeLayer("L", shapes: shapes)), atFrame: 5)
        let stroke = try #require(root.layer(named: "L")?.sublayers.first)
        expectClose(stroke.shape?.strokeStart, 0.1, tolerance: 1e-9)
        expectClose(stroke.shape?.strokeEnd, 0.6, tolerance: 1e-9)
        expectClose(stroke.shape?.lineWidth, 4, tolerance: 1e-9)
        #expect(stroke.shape?.lineCap == .round)
    }

    @Test func parentingComposesTheParentsTransform() throws {
        let parent = #"{"ty":3,"nm":"Parent","ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[50,50]},"r":{"a":0,"k":90}}}"#
        let child = ##"{"ty":1,"nm":"Child","ind":2,"parent":1,"ip":0,"op":60,"st":0,"sw":10,"sh":10,"sc":"#00ff00","ks":{"p":{"a":0,"k":[20,0]},"a":{"a":0,"k":[5,5]}}}"##
        let json = lottieJSON(parent + "," + child)
        // The child's centre sits 20 to the parent's right, turned a quarter: at (50, 70).
        #expect(try pixel(json, atFrame: 0, x: 50, y: 70) == [0, 255, 0, 255])
        #expect(try pixel(json, atFrame: 0, x: 70, y: 50) == [0, 0, 0, 0])
    }
}
