import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import Testing

/// Text animators with range selectors, document keyframes, and lines spaced by the document's
/// line height: each character a layer whose animations a user can read in `inspect` (values at
/// frames) and see (pixels in each glyph's box).
@Suite struct LottieTextAnimatorTests {
    /// A text layer "Title" at (10, 50) showing `text` at 20 points, with `animators`.
    static func json(text: String, animators: String, extraDocument: String = "", keyframes: String? = nil) -> String {
        LottieTextTests.textJSON(text: text, size: 20, position: "[10,50]", color: "[0,0,0]", extraDocument: extraDocument,
                                 keyframes: keyframes, animators: animators)
    }

    /// An animator setting `properties` over the range `selector` (JSON members of `s`).
    static func animator(_ properties: String, selector: String) -> String {
        #"[{"nm":"Animator 1","s":{\#(selector)},"a":{\#(properties)}}]"#
    }

    static func glyph(_ root: LayerSnapshot, _ index: Int, _ character: String = "H") throws -> LayerSnapshot {
        try #require(root.layer(named: "Glyph \(index + 1) \(character)"), "no layer for glyph \(index + 1)")
    }

    /// The darkest alpha in the columns `x0..<x1` of rows 30..<55 (ink of 20-point capitals on a baseline at 50).
    static func ink(_ image: ImageBuffer, columns: Range<Int>) -> Int {
        var most = 0
        for y in 30..<55 {
            for x in columns where x >= 0 && x < image.width { most = max(most, Int(image.pixels[y * image.bytesPerRow + x * 4 + 3])) }
        }
        return most
    }

    @Test func keyframesFarApartAreSampledWithinABound() throws {
        // A range start moving over a billion frames: sampled at most 20,000 times (then thinned
        // by the file's budget), not once a frame.
        let json = Self.json(text: "HH", animators: Self.animator(#""o":{"a":0,"k":0}"#,
            selector: #""t":0,"r":1,"b":1,"sh":1,"s":{"a":1,"k":[{"t":0,"s":[0]},{"t":1000000000,"s":[100]}]},"e":{"a":0,"k":100},"o":{"a":0,"k":0}"#))
        let layer = try LottieLayer(animation: parse(json))
        func find(_ layer: Layer) -> Layer? {
            if layer.name == "Glyph 1 H" { return layer }
            for sublayer in layer.sublayers { if let found = find(sublayer) { return found } }
            return nil
        }
        let glyph = try #require(find(layer))
        let counts = glyph.animationKeys().compactMap { (glyph.animation(forKey: $0) as? KeyframeAnimation)?.values?.count }
        #expect(!counts.isEmpty && counts.allSatisfy { $0 <= 20_002 }, "\(counts)")
    }

    @Test func typewriterShowsTheFirstCharactersAsTheRangeGrows() throws {
        PangoTextMeasurer.install()
        // Opacity 0 over [start, 100%], start 0 → 100% over frames 0...50: at progress p the
        // first ⌊5p⌋ characters show, the next one partly (its uncovered share).
        let json = Self.json(text: "HHHHH", animators: Self.animator(#""o":{"a":0,"k":0}"#,
            selector: #""t":0,"r":1,"b":1,"sh":1,"s":{"a":1,"k":[{"t":0,"s":[0]},{"t":50,"s":[100]}]},"e":{"a":0,"k":100},"o":{"a":0,"k":0}"#))
        let offsets = TextLayer.measurer.characterOffsets("HHHHH", font: "Helvetica,", fontSize: 20, kern: 0)
        for (frame, shown) in [(0.0, 0), (10.0, 1), (20.0, 2), (30.0, 3), (50.0, 5)] {
            let root = try snapshot(json, atFrame: frame)
            let image = Renderer().render(snapshot: root, size: Size(width: 100, height: 100))
            for i in 0..<5 {
                let opacity = try Self.glyph(root, i).properties.opacity
                #expect(abs(opacity - (i < shown ? 1 : 0)) < 1e-6, "frame \(frame), glyph \(i): opacity \(opacity)")
                // Pixels: ink in the glyph's own columns (inset by a point) only when shown.
                let columns = (10 + Int(offsets[i].rounded(.up)) + 1)..<(10 + Int(offsets[i + 1]) - 1)
                let alpha = Self.ink(image, columns: columns)
                #expect(i < shown ? alpha > 200 : alpha == 0, "frame \(frame), glyph \(i): alpha \(alpha) in \(columns)")
            }
        }
        // Between whole characters: frame 23 is 46%, 2.3 characters: the third shows at 30%.
        let partial = try Self.glyph(try snapshot(json, atFrame: 23), 2).properties.opacity
        #expect(abs(partial - 0.3) < 1e-6, "\(partial)")
    }

    @Test func rampUpPositionOffsetsGrowAcrossTheText() throws {
        PangoTextMeasurer.install()
        // Ramp up over the whole text: character i of 4 is covered (i + ½) / 4.
        let json = Self.json(text: "HHHH", animators: Self.animator(#""p":{"a":0,"k":[8,-20]}"#,
            selector: #""r":1,"b":1,"sh":2,"s":{"a":0,"k":0},"e":{"a":0,"k":100},"o":{"a":0,"k":0}"#))
        let root = try snapshot(json, atFrame: 0)
        let offsets = TextLayer.measurer.characterOffsets("HHHH", font: "Helvetica,", fontSize: 20, kern: 0)
        for i in 0..<4 {
            let c = (Double(i) + 0.5) / 4
            let position = try Self.glyph(root, i).properties.position
            let centre = (offsets[i] + offsets[i + 1]) / 2
            #expect(abs(position.x - (centre + 8 * c)) < 1e-6, "glyph \(i): \(position)")
            #expect(abs(position.y - (-20 * c)) < 1e-6, "glyph \(i): \(position)")
        }
    }

    @Test func shapesFollowTheirClosedForms() throws {
        PangoTextMeasurer.install()
        // Rotation 40° over the whole of 5 characters; t = (i + ½) / 5.
        let cases: [(shape: Int, coverage: (Double) -> Double)] = [
            (3, { 1 - $0 }), (4, { 1 - abs(2 * $0 - 1) }), (5, { (1 - (2 * $0 - 1) * (2 * $0 - 1)).squareRoot() }),
            (6, { (1 - cos(2 * .pi * $0)) / 2 }),
        ]
        for (shape, coverage) in cases {
            let json = Self.json(text: "HHHHH", animators: Self.animator(#""r":{"a":0,"k":40}"#,
                selector: #""r":1,"b":1,"sh":\#(shape),"s":{"a":0,"k":0},"e":{"a":0,"k":100}"#))
            let root = try snapshot(json, atFrame: 0)
            for i in 0..<5 {
                let expected = 40 * coverage((Double(i) + 0.5) / 5) * .pi / 180
                let angle = try Self.glyph(root, i).value(forKeyPath: "transform.rotation.z")
                #expect(angle == .number(expected) || abs((angle?.number ?? .nan) - expected) < 1e-9,
                        "shape \(shape), glyph \(i): \(String(describing: angle)), expected \(expected)")
            }
        }
    }

    @Test func indexUnitsCountCharacters() throws {
        PangoTextMeasurer.install()
        // Characters 1 and 2 (from index 1 to 3) hidden.
        let json = Self.json(text: "HHHH", animators: Self.animator(#""o":{"a":0,"k":0}"#,
            selector: #""r":2,"b":1,"sh":1,"s":{"a":0,"k":1},"e":{"a":0,"k":3},"o":{"a":0,"k":0}"#))
        let root = try snapshot(json, atFrame: 0)
        let opacities = try (0..<4).map { try Self.glyph(root, $0).properties.opacity }
        #expect(opacities == [1, 0, 0, 1])
    }

    @Test func wordsBasisCoversWholeWords() throws {
        PangoTextMeasurer.install()
        // The second word (index 1) scaled to 200%; spaces have no layer but hold their place.
        let json = Self.json(text: "AB CD EF", animators: Self.animator(#""s":{"a":0,"k":[200,200]}"#,
            selector: #""r":2,"b":3,"sh":1,"s":{"a":0,"k":1},"e":{"a":0,"k":2}"#))
        let root = try snapshot(json, atFrame: 0)
        let scales = try [(0, "A"), (1, "B"), (3, "C"), (4, "D"), (6, "E"), (7, "F")].map { index, character in
            try Self.glyph(root, index, character).value(forKeyPath: "transform.scale.x")?.number ?? .nan
        }
        #expect(scales == [1, 1, 2, 2, 1, 1])
        #expect(root.layer(named: "Glyph 3  ") == nil)
    }

    @Test func randomisedOrderIsTheSameOnEveryBuild() throws {
        PangoTextMeasurer.install()
        // Half of eight characters hidden, in a shuffled order.
        let json = Self.json(text: "HHHHHHHH", animators: Self.animator(#""o":{"a":0,"k":0}"#,
            selector: #""r":1,"b":1,"sh":1,"rn":1,"s":{"a":0,"k":0},"e":{"a":0,"k":50}"#))
        func hidden() throws -> [Int] {
            let root = try snapshot(json, atFrame: 0)
            return try (0..<8).filter { try Self.glyph(root, $0).properties.opacity == 0 }
        }
        let first = try hidden()
        #expect(first.count == 4)
        #expect(first != [0, 1, 2, 3], "the order is not shuffled")
        for _ in 0..<3 { #expect(try hidden() == first) }
    }

    @Test func fillColourBlendsByCoverage() throws {
        PangoTextMeasurer.install()
        // Fill toward red over the first half: characters 0 and 1 of 4 fully red.
        let json = Self.json(text: "HHHH", animators: Self.animator(#""fc":{"a":0,"k":[1,0,0,1]}"#,
            selector: #""r":1,"b":1,"sh":1,"s":{"a":0,"k":0},"e":{"a":0,"k":50}"#))
        let root = try snapshot(json, atFrame: 0)
        let colours = try (0..<4).map { try Self.glyph(root, $0).sublayers.first?.properties.text?.foregroundColor }
        #expect(colours == [.red, .red, .black, .black].map { Optional($0) })
    }

    @Test func documentKeyframesSwitchAtTheirFrames() throws {
        PangoTextMeasurer.install()
        let a = #"{"t":"A","f":"Helvetica-Regular","s":20,"j":0,"tr":0,"lh":24,"fc":[0,0,0]}"#
        let b = #"{"t":"BB","f":"Helvetica-Regular","s":30,"j":0,"tr":0,"lh":36,"fc":[1,0,0]}"#
        let json = Self.json(text: "", animators: "[]", keyframes: #"[{"s":\#(a),"t":0},{"s":\#(b),"t":30}]"#)
        for (frame, shown) in [(0.0, 0), (29.0, 0), (30.0, 1), (45.0, 1)] {
            let root = try snapshot(json, atFrame: frame)
            let documents = try [1, 2].map { try #require(root.layer(named: "Document \($0)")) }
            #expect(documents.map(\.properties.isHidden) == [shown != 0, shown != 1], "frame \(frame)")
        }
        let later = try #require(try snapshot(json, atFrame: 40).layer(named: "Document 2")?.sublayers.first?.properties.text)
        #expect(later.string == "BB" && later.fontSize == 30)
        let lottie = try LottieLayer(animation: parse(json))
        #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    }

    @Test func boxTextWrapsIntoLinesAtTheLineHeight() throws {
        PangoTextMeasurer.install()
        // "HH HH" is wider than 30 points at 10 points: two lines, baselines 25 points apart.
        let json = LottieTextTests.textJSON(text: "HH HH", size: 10, position: "[0,0]", color: "[0,0,0]",
                                            extraDocument: #","sz":[30,80],"ps":[10,20],"lh":25"#)
        let lottie = try LottieLayer(animation: parse(json))
        #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
        let image = LottieTextTests.render(lottie)
        let metrics = TextLayer.measurer.fontMetrics(font: "Helvetica,", fontSize: 10)
        let first = 20 + metrics.capHeight, second = first + 25
        // Ink rows: two bands of capitals, each ending on its baseline.
        var rows: [Int] = []
        for y in 0..<image.height where (0..<image.width).contains(where: { image.pixels[y * image.bytesPerRow + $0 * 4 + 3] >= 128 }) {
            rows.append(y)
        }
        let bottoms = rows.filter { !rows.contains($0 + 1) }
        #expect(bottoms.count == 2, "ink rows \(rows)")
        if bottoms.count == 2 {
            #expect(abs(Double(bottoms[0] + 1) - first) <= 1, "first baseline \(first), ink ends \(bottoms[0] + 1)")
            #expect(abs(Double(bottoms[1] + 1) - second) <= 1, "second baseline \(second), ink ends \(bottoms[1] + 1)")
        }
    }

    @Test func pointTextLinesAreTheLineHeightApart() throws {
        PangoTextMeasurer.install()
        let json = LottieTextTests.textJSON(text: "H\\rH", size: 10, position: "[20,20]", color: "[0,0,0]",
                                            extraDocument: #","lh":30"#)
        let root = try snapshot(json, atFrame: 0)
        let title = try #require(root.layer(named: "Title"))
        let ascent = TextLayer.measurer.fontMetrics(font: "Helvetica,", fontSize: 10).ascent
        let baselines = title.sublayers.filter { $0.properties.text != nil }.map { $0.properties.position.y + ascent }
        #expect(baselines == [0, 30])
    }

    @Test func strokedTextDrawsItsOutlineOutsideTheFill() throws {
        PangoTextMeasurer.install()
        // A black "I" (one upright stem); the stroke 6 points wide, blue.
        func image(_ extra: String) throws -> ImageBuffer {
            let json = LottieTextTests.textJSON(text: "I", size: 60, position: "[40,80]", color: "[0,0,0]", extraDocument: extra)
            return LottieTextTests.render(try LottieLayer(animation: parse(json)))
        }
        func rgba(_ image: ImageBuffer, _ x: Int, _ y: Int) -> [Int] {
            let i = y * image.bytesPerRow + x * 4
            return [2, 1, 0, 3].map { Int(image.pixels[i + $0]) }
        }
        let plain = try image("")
        let (minX, minY, maxX, maxY) = try #require(LottieTextTests.inkBox(plain))
        let row = (minY + maxY) / 2
        let under = try image(#","sc":[0,0,1],"sw":6"#)
        // Outside the fill, within half the width: blue; the fill covers the stroke's inner half.
        #expect(rgba(under, minX - 2, row) == [0, 0, 255, 255], "\(rgba(under, minX - 2, row))")
        #expect(rgba(under, maxX + 2, row) == [0, 0, 255, 255], "\(rgba(under, maxX + 2, row))")
        #expect(rgba(under, minX + 1, row) == [0, 0, 0, 255], "\(rgba(under, minX + 1, row))")
        #expect(rgba(under, minX - 5, row)[3] == 0)
        // Over the fill: the stroke's inner half covers the stem's edge.
        let over = try image(#","sc":[0,0,1],"sw":6,"of":true"#)
        #expect(rgba(over, minX + 1, row) == [0, 0, 255, 255], "\(rgba(over, minX + 1, row))")
        let text = try #require(LottieTextTests.textLayer(in: try LottieLayer(animation: parse(
            LottieTextTests.textJSON(extraDocument: #","sc":[0,0,1],"sw":6,"of":true"#)))))
        #expect(text.textStrokeColor == .blue && text.textStrokeWidth == 6 && text.isTextStrokeOverFill)
    }

    @Test func trackingWidensTheGapBeforeEachCoveredCharacter() throws {
        PangoTextMeasurer.install()
        let offsets = TextLayer.measurer.characterOffsets("HHH", font: "Helvetica,", fontSize: 20, kern: 0)
        let centres = (0..<3).map { (offsets[$0] + offsets[$0 + 1]) / 2 }
        let width = offsets[3]
        // 10 points before every character but the first: left set, 0, +10, +20; right set,
        // the line pulled back by the 20 added and by its width.
        for (justification, shift) in [(0, 0.0), (1, -20 - width), (2, (-20 - width) / 2)] {
            let json = LottieTextTests.textJSON(text: "HHH", size: 20, justification: justification, position: "[10,50]",
                                                animators: Self.animator(#""t":{"a":0,"k":10}"#,
                                                                         selector: #""r":1,"b":1,"s":{"a":0,"k":0},"e":{"a":0,"k":100}"#))
            let root = try snapshot(json, atFrame: 0)
            for i in 0..<3 {
                let x = try Self.glyph(root, i).properties.position.x
                #expect(abs(x - (centres[i] + 10 * Double(i) + shift)) < 1e-6, "justification \(justification), glyph \(i): \(x)")
            }
        }
    }

    @Test func tooManyCharactersForTheLimitAreDrawnStillWithAWarning() throws {
        PangoTextMeasurer.install()
        var limits = Limits.standard
        limits.lottieLayers = 8
        let json = Self.json(text: "HHHHHHHHHHHH", animators: Self.animator(#""o":{"a":0,"k":0}"#,
            selector: #""r":1,"b":1,"s":{"a":0,"k":0},"e":{"a":0,"k":50}"#))
        let lottie = try LottieLayer(animation: parse(json, limits: limits), limits: limits)
        #expect(lottie.warnings.map(\.feature) == ["text animators"], "\(lottie.warnings)")
        #expect(LottieTextTests.textLayer(in: lottie)?.string == "HHHHHHHHHHHH")
    }

    @Test func animatorPropertiesLeftOutAreNamedInWarnings() throws {
        PangoTextMeasurer.install()
        let json = Self.json(text: "HH", animators: Self.animator(#""sk":{"a":0,"k":10},"sc":{"a":0,"k":[1,0,0]},"o":{"a":0,"k":50}"#,
                                                                  selector: #""r":1,"b":1"#))
        let features = try LottieLayer(animation: parse(json)).warnings.map(\.feature)
        #expect(features == ["text animator property \"sk\""], "\(features)")
    }

    @Test func selectorModesAndTextOnAPathWarn() throws {
        PangoTextMeasurer.install()
        let json = Self.json(text: "HH", animators: Self.animator(#""o":{"a":0,"k":50}"#, selector: #""r":1,"b":1,"m":2"#))
            .replacingOccurrences(of: #""p":{}"#, with: #""p":{"m":1}"#)
        let features = try LottieLayer(animation: parse(json)).warnings.map(\.feature)
        #expect(features == ["text on a path", "text range selector modes other than add"], "\(features)")
    }

    @Test func strokeAnimatorsColourAndWidenTheCoveredCharacters() throws {
        PangoTextMeasurer.install()
        // A blue 1-point stroke; the first half of 4 characters 3 points wider and red.
        let json = Self.json(text: "HHHH", animators: Self.animator(#""sw":{"a":0,"k":3},"sc":{"a":0,"k":[1,0,0]}"#,
            selector: #""r":1,"b":1,"s":{"a":0,"k":0},"e":{"a":0,"k":50}"#), extraDocument: #","sc":[0,0,1],"sw":1"#)
        let root = try snapshot(json, atFrame: 0)
        let texts = try (0..<4).map { try #require(Self.glyph(root, $0).sublayers.first?.properties.text) }
        #expect(texts.map(\.textStrokeWidth) == [4, 4, 1, 1])
        #expect(texts.map(\.textStrokeColor) == [.red, .red, .blue, .blue].map { Optional($0) })
    }
}
