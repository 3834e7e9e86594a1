import Foundation
import Lamina
import LaminaLottie
import LaminaTestSupport
import Testing

/// Time-remapped precomps are sampled once a root frame, within the file's budget of samples
/// (ten times `Limits.lottieKeyframes`): a long file with many remapped properties is sampled
/// more coarsely, with a warning naming the layers, instead of allocating without bound.
@Suite struct LottieSampleBudgetTests {
    /// A precomp remapped one to one over `frames` frames, holding `count` layers whose
    /// position moves.
    static func remapped(frames: Int, layers count: Int) -> String {
        let moving = (0..<count).map { i in
            #"{"ty":4,"nm":"M\#(i)","ind":\#(i + 1),"ip":0,"op":\#(frames),"st":0,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":\#(frames),"s":[100,0]}]}},"shapes":[\#(redSquare)]}"#
        }.joined(separator: ",")
        let assets = #"[{"id":"comp","layers":[\#(moving)]}]"#
        let seconds = Double(frames) / 30
        let outer = #"{"ty":0,"nm":"P","refId":"comp","ind":1,"ip":0,"op":\#(frames),"st":0,"w":100,"h":100,"ks":{},"tm":{"a":1,"k":[{"t":0,"s":[0]},{"t":\#(frames),"s":[\#(seconds)]}]}}"#
        return lottieJSON(outer, assets: assets, outPoint: Double(frames))
    }

    static func find(_ name: String, in layer: Layer) -> Layer? {
        if layer.name == name { return layer }
        for sublayer in layer.sublayers { if let found = find(name, in: sublayer) { return found } }
        return nil
    }

    @Test func withinTheBudgetEveryRootFrameIsASample() throws {
        let layer = try LottieLayer(animation: parse(Self.remapped(frames: 60, layers: 2)))
        #expect(!layer.warnings.contains { $0.feature.contains("samples a file may have") })
        let moving = try #require(Self.find("M0", in: layer))
        let values = (moving.animation(forKey: "position") as? KeyframeAnimation)?.values
        // Frames 0 to 59: lottie-ios samples up to, not at, the out point.
        #expect(values?.count == 60)
    }

    @Test func pastTheBudgetPropertiesAreThinnedAndTheLayersNamed() throws {
        // A budget of 10 × 100 samples; 20 layers of 2,001 frames would want about 80,000.
        var limits = Limits.standard
        limits.lottieKeyframes = 100
        let json = Self.remapped(frames: 2_000, layers: 20)
        let layer = try LottieLayer(animation: parse(json, limits: limits), limits: limits)
        let thinning = layer.warnings.filter { $0.feature.contains("samples a file may have") || $0.feature.contains("time remapping over") }
        #expect(!thinning.isEmpty, "\(layer.warnings.map(\.feature))")
        var total = 0
        for index in 0..<20 {
            let moving = try #require(Self.find("M\(index)", in: layer))
            for key in moving.animationKeys() {
                total += (moving.animation(forKey: key) as? KeyframeAnimation)?.values?.count ?? 0
            }
        }
        // Every property keeps at least its ends; together they stay near the budget.
        #expect(total <= 1_000 + 20 * 2 * 4, "\(total) samples")
        // A thinned position still runs from one end to the other (its last sample frame 1,999).
        let last = try #require((Self.find("M19", in: layer)?.animation(forKey: "position") as? KeyframeAnimation)?.values)
        #expect(last.count >= 2)
        guard case .point(let end) = last.last else { Issue.record("\(last.last!) is not a point"); return }
        #expect(last.first == .point(Point(x: 0, y: 0)))
        expectClose(end, Point(x: 99.95, y: 0), tolerance: 1e-6)
    }
}
