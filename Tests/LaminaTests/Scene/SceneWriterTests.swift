import Foundation
import Lamina
import LaminaYAML
import Testing

/// `SceneWriter`: a model tree written as a scene document (JSON and YAML) loads back into the
/// same tree, with every kind's keys, masks and defaults left out.
@Suite struct SceneWriterTests {
    /// A tree that uses every kind of layer and the keys a document can hold.
    static func tree() -> Layer {
        let root = Layer()
        root.name = "root"
        root.bounds = Rect(0, 0, 200, 100)
        root.anchorPoint = .zero
        root.opacity = 0.9
        root.sublayerTransform = Transform3D(scaleX: 1, y: 0.5)
        root.speed = 2
        root.timeOffset = 0.25

        let shape = ShapeLayer()
        shape.name = "no"  // a YAML 1.1 Boolean unless quoted
        shape.bounds = Rect(0, 0, 40, 30)
        shape.position = Point(30.5, 20.125)
        shape.transform = Transform3D(rotationAngle: 0.3).concatenating(Transform3D(scaleX: 1.5, y: 0.5))
        shape.path = .ellipse(in: Rect(0, 0, 40, 30))
        shape.fillColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        shape.fillRule = .evenOdd
        shape.strokeColor = Color(hex: "#FF3B30")
        shape.lineWidth = 3
        shape.lineCap = .round
        shape.lineJoin = .bevel
        shape.miterLimit = 4
        shape.lineDashPattern = [4, 2]
        shape.lineDashPhase = 1
        shape.strokeEnd = 0.75
        shape.isHidden = true
        root.addSublayer(shape)

        let gradient = GradientLayer()
        gradient.name = "#101014"  // a comment in YAML unless quoted
        gradient.bounds = Rect(0, 0, 50, 50)
        gradient.position = Point(120, 50)
        gradient.colors = [.black, .white, Color(red: 1, green: 0, blue: 0, alpha: 0.5)]
        gradient.locations = [0, 0.3, 1]
        gradient.startPoint = Point(0.1, 0.2)
        gradient.endPoint = Point(0.9, 0.7)
        gradient.type = .radial
        let mask = ShapeLayer()
        mask.bounds = Rect(0, 0, 50, 50)
        mask.position = Point(25, 25)
        mask.path = .rect(Rect(5, 5, 40, 40))
        gradient.mask = mask
        root.addSublayer(gradient)

        let replicator = ReplicatorLayer()
        replicator.bounds = Rect(0, 0, 20, 20)
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.1
        replicator.instanceTransform = Transform3D(translationX: 10, y: 0)
        replicator.instanceAlphaOffset = -0.2
        let dot = Layer()
        dot.bounds = Rect(0, 0, 4, 4)
        dot.backgroundColor = .white
        dot.cornerRadius = 2
        dot.borderWidth = 1
        dot.borderColor = nil
        replicator.addSublayer(dot)
        root.addSublayer(replicator)

        let text = TextLayer()
        text.string = "Hello \"world\"\nsecond line"
        text.fontSize = 14
        text.font = "DejaVu Sans Bold"
        text.alignmentMode = .center
        text.isWrapped = true
        text.foregroundColor = .black
        text.bounds = Rect(0, 0, 80, 40)
        text.position = Point(100, 80)
        text.zPosition = 2
        text.masksToBounds = true
        text.beginTime = 1
        root.addSublayer(text)
        return root
    }

    /// The tree as presented at time 0, as a report (every value, 6 decimals).
    static func report(_ root: Layer) -> String {
        InspectReport(time: 0, root: Timeline(rootLayer: wrap(root)).presentation()).rendered()
    }

    static func wrap(_ layer: Layer) -> Layer {
        let canvas = Layer()
        canvas.bounds = Rect(0, 0, 200, 100)
        canvas.anchorPoint = .zero
        canvas.addSublayer(layer)
        return canvas
    }

    @Test(arguments: ["json", "yaml"])
    func aWrittenTreeLoadsBackIntoTheSameTree(format: String) throws {
        let original = Self.tree()
        let written = SceneWriter.document(size: Size(200, 100), backgroundColor: .black, duration: 2, fps: 30,
                                           layers: [original])
        let document = format == "json"
            ? try SceneDocument(jsonData: Data(written.rendered().utf8), fileName: "written.json")
            : try SceneDocument(yaml: written.renderedYAML(), fileName: "written.yaml")
        #expect(document.size == Size(200, 100))
        #expect(document.backgroundColor == .black)
        #expect(document.duration == 2 && document.fps == 30)
        let scene = Scene(document: document)
        let loaded = try #require(scene.rootLayer.sublayers.first)
        #expect(loaded.name == "root")
        #expect(loaded.sublayers.map(\.name) == ["no", "#101014", nil, nil])
        #expect(loaded.sublayers[1].mask != nil)
        #expect(loaded.sublayers[3].beginTime == 1)
        #expect(loaded.speed == 2 && loaded.timeOffset == 0.25)
        loaded.removeFromSuperlayer()
        #expect(Self.report(loaded) == Self.report(original))
    }

    @Test func defaultsAreLeftOut() {
        let layer = ShapeLayer()
        let json = SceneWriter.json(for: layer)
        #expect(json == .object([.init("type", .string("shape"))]))
        let plain = Layer()
        plain.name = "n"
        #expect(SceneWriter.json(for: plain) == .object([.init("name", .string("n")), .init("type", .string("layer"))]))
    }

    @Test func aMaskMayBeNullAndAMalformedMaskNamesItsPath() throws {
        let ok = SceneTestSupport.document(layers: #"{"type": "layer", "mask": null}"#)
        #expect(SceneTestSupport.error(loading: ok) == nil)
        let bad = SceneTestSupport.document(layers: #"{"type": "layer", "mask": {"type": "shape", "lineWidth": -1}}"#)
        let error = try #require(SceneTestSupport.error(loading: bad))
        #expect(error.description.contains("layers[0].mask.lineWidth"), "\(error)")
    }

    /// Issue #33: colours are written as the scene format prefers them, `#RRGGBB`, when that is
    /// exact (an imported drawing's colours are 8-bit), and as components when it is not.
    @Test func coloursAreHexWhenExact() {
        let shape = ShapeLayer()
        shape.fillColor = Color(hex: "#FF3B30")
        shape.strokeColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        shape.shadowColor = Color(red: 0.123, green: 0, blue: 0, alpha: 1)
        let gradient = GradientLayer()
        gradient.colors = [.black, Color(hex: "#FFFFFF80")!]
        let text = SceneWriter.document(size: Size(10, 10), layers: [shape, gradient]).rendered()
        #expect(text.contains(##""fillColor": "#FF3B30""##), "\(text)")
        #expect(text.contains(##""strokeColor": "#336699CC""##), "\(text)")
        #expect(text.contains(##""shadowColor": [0.123, 0, 0, 1]"##), "\(text)")
        #expect(text.contains(##""#000000""##) && text.contains(##""#FFFFFF80""##), "\(text)")
    }
}

/// Issue #33: a scene file's errors name it as it was given, relative or absolute, not as an
/// absolute path made from the current folder.
@Suite struct SceneFileNameTests {
    @Test func aRelativePathIsNamedAsGiven() {
        let missing = "cannot read the file: No such file or directory"
        #expect(throws: SceneError(fileName: "no-such-folder/scene.json", path: "", message: missing)) {
            try SceneDocument(contentsOf: URL(fileURLWithPath: "no-such-folder/scene.json"))
        }
        #expect(throws: SceneError(fileName: "/no-such-folder/scene.yaml", path: "", message: missing)) {
            try SceneDocument.load(contentsOf: URL(fileURLWithPath: "/no-such-folder/scene.yaml"))
        }
    }}
