import Testing
#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// Corpus programs rendered with `render(in:)` into an RGBA bitmap context: pixels within
/// 3 levels of 255 a channel for flat colour (8 for gradients), away from anti-aliased edges.
@Suite struct PixelChecks {
    @Test func playButtonFillsItsTriangle() throws {
        let button = PlayButtonShape(side: 100)
        let image = try #require(RenderedLayer(button.layer, width: 100, height: 100))
        #expect(image.pixel(45, 50, is: [255, 0, 0, 255]))
        #expect(image.pixel(90, 10, is: [0, 0, 0, 0]))
        #expect(button.layer.contains(CGPoint(x: 45, y: 50)) && !button.layer.contains(CGPoint(x: 90, y: 10)))
    }

    @Test func badgeDrawsOverItsIcon() throws {
        let badge = NotificationBadge(count: 5)
        let image = try #require(RenderedLayer(badge.icon, width: 64, height: 64))
        #expect(image.pixel(30, 30, is: [217, 217, 217, 255]), "\(image.rgba(30, 30))")
        #expect(image.pixel(44, 7, is: [255, 59, 48, 255]), "\(image.rgba(44, 7))")
    }

    @Test func typingIndicatorRepeatsItsDot() throws {
        let indicator = TypingIndicator()
        let image = try #require(RenderedLayer(indicator.replicator, width: 60, height: 20))
        for x in [10, 30, 50] { #expect(image.pixel(x, 10, is: [0, 0, 255, 255]), "x = \(x)") }
        #expect(image.pixel(20, 10, is: [0, 0, 0, 0]))
    }

    @Test func headerGradientRunsFromRedToBlue() throws {
        let header = GradientHeader(width: 100, height: 10)
        let image = try #require(RenderedLayer(header.layer, width: 100, height: 10))
        #expect(image.pixel(0, 5, is: [254, 0, 1, 255], tolerance: 8), "\(image.rgba(0, 5))")
        #expect(image.pixel(99, 5, is: [1, 0, 254, 255], tolerance: 8), "\(image.rgba(99, 5))")
        #expect(image.pixel(50, 5, is: [127, 0, 128, 255], tolerance: 8), "\(image.rgba(50, 5))")
    }

    @Test func circleMaskClipsTheCorners() throws {
        let masked = CircleMasked(side: 100)
        let image = try #require(RenderedLayer(masked.layer, width: 100, height: 100))
        #expect(image.pixel(50, 50, is: [0, 204, 0, 255]))
        #expect(image.pixel(3, 3, is: [0, 0, 0, 0]))
    }

    @Test func dashedBorderAlternatesDashAndGap() throws {
        let zone = DashedDropZone(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let image = try #require(RenderedLayer(zone.border, width: 100, height: 20))
        #expect(image.pixel(5, 10, is: [0, 0, 0, 255]))
        #expect(image.pixel(15, 10, is: [0, 0, 0, 0]))
    }

    @Test func shadowCardCastsAShadowBelow() throws {
        let card = ShadowCard(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        #expect(card.card.shadowOpacity == 0.5 && card.card.shadowOffset == CGSize(width: 0, height: 6))
        #expect(card.card.shadowPath!.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 60))
        let root = CALayer()
        root.addSublayer(card.card)
        let image = try #require(RenderedLayer(root, width: 130, height: 90))
        #expect(image.pixel(60, 40, is: [255, 255, 255, 255]))
        #expect(image.rgba(60, 73)[3] > 40, "\(image.rgba(60, 73))")
        #expect(image.rgba(60, 5)[3] < image.rgba(60, 73)[3])
    }

    @Test func avatarIsRoundWithAWhiteBorder() throws {
        let avatar = Avatar(side: 60)
        let image = try #require(RenderedLayer(avatar.layer, width: 60, height: 60))
        #expect(image.pixel(30, 30, is: [230, 128, 26, 255]), "\(image.rgba(30, 30))")
        #expect(image.pixel(30, 1, is: [255, 255, 255, 255]), "\(image.rgba(30, 1))")
        #expect(image.pixel(1, 1, is: [0, 0, 0, 0]))
    }

    @Test func barChartBitmapShowsUprightAsContents() throws {
        let chart = BarChart.makeLayer(values: [0.5, 1.0])
        let contents = try #require(chart.contents as? CGImage)
        #expect(contents.width == 40 && contents.height == 40)
        let image = try #require(RenderedLayer(chart, width: 40, height: 40))
        #expect(image.pixel(10, 35, is: [0, 128, 255, 255]), "\(image.rgba(10, 35))")
        #expect(image.pixel(10, 5, is: [255, 255, 255, 255]), "\(image.rgba(10, 5))")
        #expect(image.pixel(30, 5, is: [0, 128, 255, 255]), "\(image.rgba(30, 5))")
    }

    @Test func pieSliceIsDrawnInFlippedLayerCoordinates() throws {
        let slice = PieSliceLayer()
        slice.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(slice.needsDisplay())
        slice.displayIfNeeded()
        #expect(!slice.needsDisplay() && slice.contents is CGImage)
        // Angles increase from +x towards +y, which points down in a layer: the bottom right.
        let image = try #require(RenderedLayer(slice, width: 100, height: 100))
        #expect(image.pixel(75, 75, is: [77, 179, 77, 255]), "\(image.rgba(75, 75))")
        #expect(image.pixel(75, 25, is: [0, 0, 0, 0]) && image.pixel(25, 75, is: [0, 0, 0, 0]))
        slice.endAngle = .pi
        #expect(slice.needsDisplay())
        slice.displayIfNeeded()
        let half = try #require(RenderedLayer(slice, width: 100, height: 100))
        #expect(half.pixel(25, 75, is: [77, 179, 77, 255]) && half.pixel(25, 25, is: [0, 0, 0, 0]))
    }

    @Test func gaugeDelegateDrawsAtTheContentsScale() throws {
        let gauge = Gauge()
        gauge.update(level: 0.25)
        let contents = try #require(gauge.layer.contents as? CGImage)
        #expect(contents.width == 200 && contents.height == 20)
        let image = try #require(RenderedLayer(gauge.layer, width: 100, height: 10))
        #expect(image.pixel(10, 5, is: [255, 153, 0, 255]), "\(image.rgba(10, 5))")
        #expect(image.pixel(40, 5, is: [0, 0, 0, 0]))
    }
}
