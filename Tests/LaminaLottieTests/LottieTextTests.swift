import Foundation
import Lamina
import LaminaLottie
import LaminaRender
import Testing

/// Text layers (ty 5): the document's first keyframe set in a `TextLayer`, the first baseline
/// at the layer's origin, fonts by name with Helvetica behind them, keypaths and warnings.
@Suite struct LottieTextTests {
    static let fonts = #""fonts":{"list":[{"fName":"Helvetica-Regular","fFamily":"Helvetica","fStyle":"Regular","ascent":72}]}"#

    /// A document with one text layer named "Title" at `position`, and the fonts list.
    static func textJSON(text: String = "HIH", font: String = "Helvetica-Regular", size: Double = 30, justification: Int = 0,
                         position: String = "[20,60]", color: String = "[1,0,0]", extraDocument: String = "",
                         keyframes: String? = nil, animators: String = "[]") -> String {
        let document = #"{"t":"\#(text)","f":"\#(font)","s":\#(size),"j":\#(justification),"tr":0,"lh":36,"ls":0,"fc":\#(color)\#(extraDocument)}"#
        let layer = #"{"ty":5,"nm":"Title","ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":\#(position)}},"t":{"d":{"k":\#(keyframes ?? "[{\"s\":\(document),\"t\":0}]")},"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":\#(animators)}}"#
        let json = lottieJSON(layer)
        return String(json.dropLast()) + "," + fonts + "}"
    }

    static func textLayer(in layer: Layer) -> TextLayer? {
        if let text = layer as? TextLayer { return text }
        for sublayer in layer.sublayers { if let text = textLayer(in: sublayer) { return text } }
        return nil
    }

    /// The bounding box (min x, min y, max x, max y) of pixels whose alpha is at least half.
    static func inkBox(_ image: ImageBuffer) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[y * image.bytesPerRow + x * 4 + 3] >= 128 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return box
    }

    static func render(_ lottie: LottieLayer) -> ImageBuffer {
        Renderer().render(snapshot: Timeline(rootLayer: lottie).presentation(at: 0), size: Size(width: 100, height: 100))
    }

    @Test func documentBecomesATextLayer() throws {
        PangoTextMeasurer.install()
        let lottie = try LottieLayer(animation: parse(Self.textJSON(justification: 2)))
        let text = try #require(Self.textLayer(in: lottie))
        #expect(text.string == "HIH")
        #expect(text.fontSize == 30)
        #expect(text.foregroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(text.alignmentMode == .center)
        #expect(text.font == "Helvetica,")
        // Tracking 0 is a kern of 0: the font's own kerning off, as Core Text does for lottie-ios.
        #expect(text.kern == 0)
        #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
        #expect(lottie.layer(named: "Title") != nil)
    }

    @Test func fontNamesBecomePangoDescriptions() throws {
        PangoTextMeasurer.install()
        let listed = Self.textJSON(font: "AvenirNext-DemiBoldItalic").replacingOccurrences(
            of: #"{"fName":"Helvetica-Regular","fFamily":"Helvetica","fStyle":"Regular","ascent":72}"#,
            with: #"{"fName":"AvenirNext-DemiBoldItalic","fFamily":"Avenir Next","fStyle":"Demi Bold Italic"}"#)
        let text = try #require(Self.textLayer(in: try LottieLayer(animation: parse(listed))))
        #expect(text.font == "Avenir Next,Helvetica, Semi-Bold Italic")
        let unlisted = try #require(Self.textLayer(in: try LottieLayer(animation: parse(Self.textJSON(font: "Foo-Bold")))))
        #expect(unlisted.font == "Foo,Helvetica, Bold")
    }

    @Test func firstBaselineSitsAtTheLayerPosition() throws {
        PangoTextMeasurer.install()
        let metrics = TextLayer.measurer.fontMetrics(font: "Helvetica,", fontSize: 30)
        let left = try LottieLayer(animation: parse(Self.textJSON()))
        let (minX, minY, maxX, maxY) = try #require(Self.inkBox(Self.render(left)))
        // "H" has no descender: its ink ends on the baseline (y = 60) and rises a cap height.
        #expect(abs(Double(maxY + 1) - 60) <= 1, "ink rows \(minY)...\(maxY)")
        #expect(abs(Double(maxY + 1 - minY) - metrics.capHeight) <= 1.5, "ink rows \(minY)...\(maxY), \(metrics)")
        // Left justified: the ink starts just right of x = 20 (the H's side bearing).
        #expect(minX >= 20 && minX <= 24, "ink columns \(minX)...\(maxX)")
        // Centred: the ink is centred on x = 50.
        let centred = try LottieLayer(animation: parse(Self.textJSON(justification: 2, position: "[50,60]")))
        let box = try #require(Self.inkBox(Self.render(centred)))
        #expect(abs(Double(box.0 + box.2 + 1) / 2 - 50) <= 1.5, "ink columns \(box.0)...\(box.2)")
        // Right justified: the ink ends just left of x = 80.
        let right = try LottieLayer(animation: parse(Self.textJSON(justification: 1, position: "[80,60]")))
        let rightBox = try #require(Self.inkBox(Self.render(right)))
        #expect(rightBox.2 < 80 && rightBox.2 >= 75, "ink columns \(rightBox.0)...\(rightBox.2)")
    }

    @Test func boxTextWrapsInItsBoxWithCapitalsAtItsTop() throws {
        PangoTextMeasurer.install()
        let json = Self.textJSON(text: "HH HH HH HH", size: 10, position: "[0,0]", extraDocument: #","sz":[40,80],"ps":[10,20]"#)
        let lottie = try LottieLayer(animation: parse(json))
        let (minX, minY, maxX, maxY) = try #require(Self.inkBox(Self.render(lottie)))
        let metrics = TextLayer.measurer.fontMetrics(font: "Helvetica,", fontSize: 10)
        #expect(minX >= 10 && maxX < 50, "ink columns \(minX)...\(maxX)")
        #expect(abs(Double(minY) - 20) <= 1, "ink rows \(minY)...\(maxY)")
        // Two words a line at most (each "HH " is about 17 points): two lines or more.
        #expect(Double(maxY - minY) > metrics.capHeight + metrics.ascent, "ink rows \(minY)...\(maxY)")
    }

    @Test func colourKeypathRecolours() throws {
        PangoTextMeasurer.install()
        let lottie = try LottieLayer(animation: parse(Self.textJSON(text: "I", size: 60, position: "[40,80]")))
        #expect(lottie.keypaths.contains("Title.Color"))
        #expect(lottie.setValue(.color(.blue), forKeypath: "**.Title.Color") == 1)
        let image = Self.render(lottie)
        let (minX, minY, maxX, maxY) = try #require(Self.inkBox(image))
        let row = (minY + maxY) / 2, column = (minX + maxX) / 2
        let i = row * image.bytesPerRow + column * 4
        // BGRA: the middle of the stem is opaque blue.
        #expect(Array(image.pixels[i..<(i + 4)]) == [255, 0, 0, 255])
    }

    @Test func warnsOnlyForWhatIsSkipped() throws {
        PangoTextMeasurer.install()
        let document = #"{"t":"A","f":"Helvetica-Regular","s":20,"j":0,"tr":0,"lh":24,"fc":[0,0,0]}"#
        let animated = Self.textJSON(keyframes: "[{\"s\":\(document),\"t\":0},{\"s\":\(document),\"t\":30}]",
                                     animators: #"[{"nm":"Animator 1","s":{},"a":{}}]"#)
        let lottie = try LottieLayer(animation: parse(animated))
        let features = lottie.warnings.map(\.feature)
        // Animators and document keyframes are built (LottieTextAnimatorTests).
        #expect(!features.contains("text animators"))
        #expect(!features.contains("text keyframes after the first"))
        #expect(!features.contains("text layers"))
        let stroked = try LottieLayer(animation: parse(Self.textJSON(extraDocument: #","sc":[0,0,1],"sw":2"#)))
        #expect(stroked.warnings.isEmpty, "\(stroked.warnings)")
    }

    @Test func badTextDocumentsAreErrorsNamingThePath() throws {
        let bad = Self.textJSON(keyframes: #"[{"s":"not a document","t":0}]"#)
        #expect {
            try parse(bad)
        } throws: { error in
            "\(error)".contains("layers[0].t.d.k[0].s")
        }
        #expect(throws: LottieError(fileName: "anim.json", path: "layers[0].t.d.k[0].s.s",
                                    message: "text size 1000000000.0 is more than the 16384 allowed")) {
            try parse(Self.textJSON(size: 1e9))
        }
    }
}
