import Foundation
import Lamina
import LaminaControls
import LaminaRender
import Testing

@Suite struct ActivityIndicatorTests {
    /// The replicator as presented at `t`.
    private func replicator(_ scene: ActivityIndicatorScene, at t: Double) throws -> LayerSnapshot {
        try #require(scene.advance(to: t).layer(named: "replicator"))
    }

    @Test func seedDefaults() {
        let indicator = ActivityIndicator()
        #expect(indicator.layer.name == "hud")
        #expect(indicator.layer.bounds.size == Size(width: 160, height: 160))
        #expect(indicator.layer.backgroundColor == Color(white: 0, alpha: 0.5))
        #expect(indicator.layer.cornerRadius == 10)
        #expect(indicator.replicator.name == "replicator")
        #expect(indicator.replicator.instanceCount == 12)
        #expect(abs(indicator.replicator.instanceDelay - 1.0 / 12) < 1e-12)
        #expect(indicator.marker.name == "marker")
        #expect(indicator.marker.bounds.size == Size(width: 8, height: 25))
        #expect(indicator.marker.cornerRadius == 4)
        #expect(indicator.marker.backgroundColor == .white)
        #expect(indicator.marker.opacity == 0)
        #expect(indicator.marker.position == Point(80, 80 + 35))
        #expect(indicator.marker.animationKeys().isEmpty)
    }

    @Test(arguments: [0.0, 0.04, 0.3, 0.5, 0.95, 1.37, 2.61])
    func instancesTurnAndFadeInTurn(t: Double) throws {
        let scene = ActivityIndicatorScene()
        let replicator = try replicator(scene, at: t)
        let n = 12
        let delay = 1.0 / Double(n)
        #expect(replicator.instances.count == n)
        for (i, instance) in replicator.instances.enumerated() {
            let expected = Transform3D(rotationAngle: Double(i) * 2 * .pi / Double(n))
            for (a, b) in zip(instance.transform.values, expected.values) { #expect(abs(a - b) < 1e-9) }
            let local = t - Double(i) * delay
            let opacity = try #require(instance.sublayers.first).opacity
            if local < 0 {
                #expect(opacity == 0, "instance \(i) before it starts at \(t)")
            } else {
                let phase = local - local.rounded(.down)
                #expect(abs(opacity - (1 - phase)) < 1e-6, "instance \(i) at \(t)")
            }
        }
    }

    @Test func firstTurnRevealsMarkersOneByOne() throws {
        let scene = ActivityIndicatorScene()
        let early = try replicator(scene, at: 0.2)
        let visible = early.instances.filter { ($0.sublayers.first?.opacity ?? 0) > 0 }.count
        #expect(visible == 3)  // instances 0, 1 and 2 have started by 0.2 s; 3 starts at 0.25 s
    }

    @Test func stopFadesOutThenRemovesTheAnimation() throws {
        let scene = ActivityIndicatorScene(stopTime: 1)
        let before = try #require(scene.advance(to: 0.9).layer(named: "hud"))
        #expect(before.opacity == 1)
        let during = try #require(scene.advance(to: 1.1).layer(named: "hud"))
        #expect(during.opacity > 0.2 && during.opacity < 0.8)
        #expect(scene.indicator.isAnimating == false)
        let after = try #require(scene.advance(to: 1.5).layer(named: "hud"))
        #expect(after.opacity == 0)
        #expect(scene.indicator.marker.animationKeys().isEmpty)
        scene.indicator.startAnimating()
        #expect(scene.advance(to: 1.6).layer(named: "hud")?.opacity == 1)
    }

    @Test func aChangeDuringTheFadeDoesNotCutIt() throws {
        let scene = ActivityIndicatorScene()
        _ = scene.advance(to: 0.5)
        scene.indicator.stopAnimating()
        scene.indicator.period = 2
        let during = try replicator(scene, at: 0.6)
        #expect(during.instances.contains { ($0.sublayers.first?.opacity ?? 0) > 0.1 })
        #expect(scene.advance(to: 0.6).layer(named: "hud")?.opacity ?? 0 > 0.2)
    }

    @Test func stopWithoutHidingFadesOnlyTheMarkers() throws {
        let scene = ActivityIndicatorScene()
        scene.indicator.hidesWhenStopped = false
        _ = scene.advance(to: 0.5)
        scene.indicator.stopAnimating()
        let during = try #require(scene.advance(to: 0.6).layer(named: "replicator"))
        #expect(during.opacity > 0.2 && during.opacity < 0.8)
        #expect(scene.advance(to: 1).layer(named: "hud")?.opacity == 1)
        #expect(scene.advance(to: 1).layer(named: "replicator")?.opacity == 0)
    }

    @Test func colourAndPeriodChangeWhileRunning() throws {
        let scene = ActivityIndicatorScene()
        _ = scene.advance(to: 1.25)
        let before = try replicator(scene, at: 1.25).instances[0].sublayers[0].opacity
        scene.indicator.color = .red
        scene.indicator.period = 2
        #expect(scene.indicator.replicator.instanceDelay == 2.0 / 12)
        let marker = try replicator(scene, at: 1.25).instances[0].sublayers[0]
        #expect(marker.backgroundColor == .red)
        #expect(abs(marker.opacity - before) < 1e-9)  // the phase is kept
        // Half a turn later under the new period: 0.25 + 0.5 of a turn.
        let later = try replicator(scene, at: 2.25).instances[0].sublayers[0]
        #expect(abs(later.opacity - 0.25) < 1e-6)
    }

    @Test func styleSettingsReachTheLayers() throws {
        for style in ActivityIndicatorStyle.allCases {
            let indicator = ActivityIndicator(style: style)
            #expect(indicator.replicator.instanceCount == style.markerCount, "\(style.name)")
            #expect(abs(indicator.replicator.instanceDelay - style.period / Double(style.markerCount)) < 1e-12)
            #expect(indicator.marker.bounds.size == style.markerSize, "\(style.name)")
            #expect(indicator.replicator.instanceRedOffset == style.colorOffsets.red)
            #expect(indicator.replicator.instanceAlphaOffset == style.colorOffsets.alpha)
            #expect(indicator.replicator.instanceColor == style.instanceColor)
            let painted = (indicator.marker as? ShapeLayer)?.fillColor ?? indicator.marker.backgroundColor
            #expect(painted == style.color, "\(style.name)")
            switch style.arrangement {
            case .row(let spacing):
                #expect(indicator.replicator.instanceTransform == Transform3D(translationX: spacing, y: 0))
            case .ring:
                #expect(indicator.replicator.instanceTransform == Transform3D(rotationAngle: 2 * .pi / Double(style.markerCount)))
            case .spiral(let scale):
                #expect(indicator.replicator.instanceTransform.m11 != 1 || scale == 1)
            }
        }
        #expect(ActivityIndicatorStyle.allCases.count >= 8)
        #expect(Set(ActivityIndicatorStyle.names).count == ActivityIndicatorStyle.allCases.count)
    }

    @Test func anyLayerCanBeTheMarker() throws {
        var style = ActivityIndicatorStyle.classic
        style.name = "custom"
        style.marker = .layer {
            let shape = ShapeLayer()
            shape.path = .ellipse(in: Rect(x: 0, y: 0, width: 10, height: 10))
            return shape
        }
        style.markerSize = Size(width: 10, height: 10)
        style.color = .green
        let indicator = ActivityIndicator(style: style)
        let shape = try #require(indicator.marker as? ShapeLayer)
        #expect(shape.fillColor == .green)
        #expect(shape.name == "marker")
    }

    @Test func everyStyleRendersWithoutABlankFrame() throws {
        for style in ActivityIndicatorStyle.allCases {
            let scene = ActivityIndicatorScene(style: style)
            for t in stride(from: 0.1, through: 2.0, by: 0.3) {
                let snapshot = scene.advance(to: t)
                let image = Renderer().render(snapshot: snapshot, size: scene.size, scale: 1, background: scene.background)
                // The canvas under the HUD's black at 50%.
                let hud = (r: 28, g: 46, b: 70)
                #expect(image.count(differingFrom: hud, in: (50..<190, 50..<190)) > 20, "\(style.name) at \(t)")
            }
        }
    }
}
