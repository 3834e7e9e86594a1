#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif
import Testing

/// The confetti shower: particles fall into the view in the cells' colours, and the key path
/// on the cells stops them.
@Suite struct EmitterChecks {
    @Test func confettiFallsInTheCellsColours() throws {
        let shower = ConfettiShower(width: 120, height: 120)
        freeze(shower.layer, at: 0.05)
        let early = try #require(RenderedLayer(shower.layer, width: 120, height: 120))
        // Born 10 points above the view, nothing has reached it yet (at most 160 × 0.05 + 2 points).
        var seen = 0
        for y in 0..<120 { for x in 0..<120 where early.rgba(x, y)[3] > 0 { seen += 1 } }
        #expect(seen == 0)
        freeze(shower.layer, at: 1.5)
        let image = try #require(RenderedLayer(shower.layer, width: 120, height: 120))
        var red = 0, blue = 0
        for y in 0..<120 {
            for x in 0..<120 {
                let p = image.rgba(x, y)
                guard p[3] > 0 else { continue }
                // Red and blue paper over each other never makes green.
                #expect(p[1] == 0, "pixel (\(x), \(y)) is \(p)")
                if p[0] > 200 && p[2] < 40 { red += 1 }
                if p[2] > 200 && p[0] < 40 { blue += 1 }
            }
        }
        #expect(red > 100 && blue > 100, "\(red) red, \(blue) blue pixels")
    }

    @Test func aKeyPathOnTheCellsStopsTheShower() throws {
        let shower = ConfettiShower(width: 60, height: 60)
        shower.stop()
        #expect(shower.emitter.emitterCells?.allSatisfy { $0.birthRate == 0 } == true)
        freeze(shower.layer, at: 1.5)
        let image = try #require(RenderedLayer(shower.layer, width: 60, height: 60))
        var seen = 0
        for y in 0..<60 { for x in 0..<60 where image.rgba(x, y)[3] > 0 { seen += 1 } }
        #expect(seen == 0)
        #expect(shower.emitter.emitterShape == .line && shower.emitter.renderMode == .unordered)
    }

    @Test func aCellsRateTakesAnAnimationByItsKeyPath() {
        // (`render(in:)` draws the model, without animations, in Core Animation as here; the
        // particles' response to the taper is pinned in Lamina's own emitter tests.)
        let shower = ConfettiShower(width: 60, height: 60)
        shower.taper(over: 0.5)
        let taper = shower.emitter.animation(forKey: "taper1") as? CABasicAnimation
        #expect(taper?.keyPath == "emitterCells.confetti1.birthRate")
        #if !canImport(QuartzCore)
        #expect(shower.emitter.lastAnimationProblem == nil)
        #endif
    }
}
