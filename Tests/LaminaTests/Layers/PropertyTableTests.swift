import Foundation
import Testing
@testable import Lamina

/// Walks every row of the property table and every animatable key path through everything a
/// property must have (set, animate, scene round trip, `inspect`, equality, colour
/// multiplication), so a property added with a piece forgotten fails here instead of quietly
/// doing nothing.
@Suite struct PropertyTableTests {
    // MARK: - Every stored property (the table's rows)

    /// A value different from the default, as a scene document spells it. The switch has no
    /// `default:`, so a new row does not compile until it has a sample.
    static func sample(for key: PropertyKey) -> String {
        switch key {
        case .position: "[10, 20]"
        case .bounds: "[1, 2, 30, 40]"
        case .anchorPoint: "[0, 1]"
        case .transform: #"{"translate": [5, 6]}"#
        case .opacity: "0.25"
        case .hidden, .masksToBounds, .wrapped, .preservesDepth: "true"
        case .doubleSided, .allowsEdgeAntialiasing: "false"
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .instanceColor, .foregroundColor:
            "[0.2, 0.4, 0.6, 1]"
        case .cornerRadius: "4"
        case .borderWidth: "2"
        case .zPosition: "3"
        case .anchorPointZ: "7"
        case .sublayerTransform: #"{"scale": 2}"#
        case .shadowOpacity: "0.5"
        case .shadowOffset: "[2, 3]"
        case .shadowRadius: "5"
        case .shadowPath, .path: #"{"rect": [0, 0, 10, 10]}"#
        case .contentsGravity: #""center""#
        case .compositingFilter: #""multiplyBlendMode""#
        case .maskedCorners: #"["layerMinXMinYCorner", "layerMaxXMaxYCorner"]"#
        case .cornerCurve: #""continuous""#
        case .magnificationFilter, .minificationFilter: #""nearest""#
        case .contentsRect: "[0.5, 0, 0.5, 1]"
        case .contentsCenter: "[0.25, 0.25, 0.5, 0.5]"
        case .contentsScale: "2"
        case .filters:
            #"{"region": [0, 0, 10, 10], "primitives": [{"type": "gaussianBlur", "stdDeviation": [2, 2]}]}"#
        case .lineWidth: "3"
        case .lineCap: #""round""#
        case .lineJoin: #""bevel""#
        case .miterLimit: "4"
        case .strokeStart: "0.25"
        case .strokeEnd: "0.5"
        case .lineDashPattern: "[4, 2]"
        case .lineDashPhase: "1.5"
        case .fillRule: #""evenOdd""#
        case .instanceCount: "3"
        case .instanceDelay: "0.25"
        case .instanceTransform: #"{"translate": [10, 0]}"#
        case .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset: "-0.25"
        case .string: #""Hi""#
        case .font: #""DejaVu Serif""#
        case .fontSize: "12"
        case .alignmentMode: #""center""#
        case .truncationMode: #""end""#
        case .kern, .textStrokeWidth: "1.5"
        case .textStrokeColor: ##""#0000FF""##
        case .textStrokeOverFill: "true"
        case .colors: ##"["#FF0000", "#00FF00"]"##
        case .locations: "[0, 1]"
        case .startPoint: "[0, 0]"
        case .endPoint: "[1, 1]"
        case .gradientType: #""radial""#
        case .emitterCells:
            #"[{"name": "spark", "birthRate": 10, "lifetime": 2, "color": [1, 0, 0, 1], "emitterCells": [{"velocity": 5}]}]"#
        case .emitterPosition: "[10, 20]"
        case .emitterZPosition, .emitterDepth: "4"
        case .emitterSize: "[30, 40]"
        case .emitterShape: #""line""#
        case .emitterMode: #""outline""#
        case .renderMode: #""additive""#
        case .birthRate, .lifetime, .velocity, .scale, .spin: "2"
        case .seed: "42"
        }
    }

    /// The document's one layer, of the row's kind, with `key` set to its sample.
    static func document(setting key: PropertyKey) -> String {
        let kind = key.row.kind ?? .layer
        return SceneTestSupport.document(layers: #"{"name": "it", "type": "\#(kind.rawValue)", "\#(key.rawValue)": \#(sample(for: key))}"#)
    }

    static func loadedProperties(_ json: String) throws -> LayerProperties {
        try SceneDocument(jsonData: Data(json.utf8)).layers[0].properties
    }

    @Test(arguments: PropertyKey.allCases)
    func setReadsBackAndDiffersFromTheDefault(key: PropertyKey) throws {
        let p = try Self.loadedProperties(Self.document(setting: key))
        let defaults = LayerProperties(kind: p.kind)
        #expect(key.row.isDefault(defaults), "the table's default of '\(key.rawValue)' is not LayerProperties' initial value")
        #expect(!key.row.isDefault(p), "the sample of '\(key.rawValue)' did not change it")
        #expect(!key.row.isEqual(p, defaults))
        #expect(p != defaults, "LayerProperties' equality misses '\(key.rawValue)'")
        #expect(key.row.sceneJSON(p) != key.row.sceneJSON(defaults))
    }

    @Test(arguments: PropertyKey.allCases)
    func sceneDocumentRoundTrip(key: PropertyKey) throws {
        let document = try SceneDocument(jsonData: Data(Self.document(setting: key).utf8))
        let layer = Scene.makeLayer(document.layers[0])
        let written = SceneWriter.document(size: Size(100, 100), layers: [layer]).rendered()
        #expect(written.contains("\"\(key.rawValue)\":"), "SceneWriter leaves out '\(key.rawValue)'")
        let reloaded = try Self.loadedProperties(written)
        #expect(reloaded == document.layers[0].properties, "'\(key.rawValue)' changed on the way: \(written)")
    }

    @Test(arguments: PropertyKey.allCases)
    func inspectPrintsIt(key: PropertyKey) throws {
        let scene = try SceneTestSupport.scene(Self.document(setting: key))
        let report = scene.inspect(at: 0)
        guard case .object(let members) = InspectReport.json(for: report.layers[0]) else {
            Issue.record("a layer's report is an object")
            return
        }
        let printed = members.first { $0.key == key.rawValue }?.value
        #expect(printed != nil, "inspect leaves out '\(key.rawValue)'")
        let defaults = LayerSnapshot(name: "it", properties: LayerProperties(kind: key.row.kind ?? .layer), localTime: 0)
        guard case .object(let defaultMembers) = InspectReport.json(for: defaults) else { return }
        #expect(printed != defaultMembers.first { $0.key == key.rawValue }?.value,
                "inspect prints the default for a changed '\(key.rawValue)'")
    }

    @Test(arguments: PropertyKey.allCases)
    func replicatorColorMultipliesExactlyTheMarkedColors(key: PropertyKey) throws {
        let p = try Self.loadedProperties(Self.document(setting: key))
        var snapshot = LayerSnapshot(name: nil, properties: p, localTime: 0)
        snapshot.multiplyColors(by: Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        let changed = !key.row.isEqual(snapshot.properties, p)
        #expect(changed == (key.row.tint != nil), "'\(key.rawValue)' multiplied: \(changed)")
    }

    @Test(arguments: PropertyKey.allCases)
    func animatesExactlyWhenTheTableSaysSo(key: PropertyKey) {
        #expect((key.row.interpolation != nil) == (key.animatableProperty != nil),
                "the row of '\(key.rawValue)' and AnimatableProperty disagree on whether it animates")
        guard let property = key.animatableProperty, let interpolation = key.row.interpolation else { return }
        #expect(property.storage == key)
        // The stated interpolation class is the one the value's kind gets.
        let expected: Interpolation = switch property.sampleValue {
        case .transform: .components
        case .path: .pointwise
        case .bool, .string: .discrete
        case .number, .point, .size, .rect, .color, .numbers, .colors: .linear
        }
        #expect(interpolation == expected, "'\(key.rawValue)' interpolates \(expected), not \(interpolation)")
    }

    // MARK: - Every animatable key path

    /// Two values of `property`'s kind, different from each other and from the default.
    /// Booleans and strings (which may be a choice) go from the default to the table's sample.
    static func endpoints(for property: AnimatableProperty) throws -> (AnimatableValue, AnimatableValue) {
        switch property.sampleValue {
        case .bool, .string:
            let p = try loadedProperties(document(setting: property.storage))
            return (property.value(in: LayerProperties(kind: p.kind))!, property.value(in: p)!)
        case .number: return (.number(0.2), .number(0.6))
        case .point: return (.point(Point(10, 20)), .point(Point(30, 60)))
        case .size: return (.size(Size(width: 10, height: 20)), .size(Size(width: 30, height: 60)))
        case .rect: return (.rect(Rect(0, 0, 10, 20)), .rect(Rect(10, 20, 30, 60)))
        case .transform: return (.transform(Transform3D(translationX: 10, y: 0)), .transform(Transform3D(translationX: 30, y: 20)))
        case .color: return (.color(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)), .color(Color(red: 0.6, green: 0.8, blue: 1, alpha: 0.5)))
        case .path: return (.path(.rect(Rect(0, 0, 10, 10))), .path(.rect(Rect(10, 10, 20, 30))))
        case .numbers: return (.numbers([0, 0.5]), .numbers([0.5, 1]))
        case .colors: return (.colors([.black, .white]), .colors([.white, .black]))
        }
    }

    static func layer(of kind: LayerKind) -> Layer {
        switch kind {
        case .layer: Layer()
        case .shape: ShapeLayer()
        case .replicator: ReplicatorLayer()
        case .text: TextLayer()
        case .gradient: GradientLayer()
        case .transformLayer: TransformLayer()
        case .emitter: EmitterLayer()
        }
    }

    @Test(arguments: AnimatableProperty.allCases)
    func setOnALayerOfItsKind(property: AnimatableProperty) throws {
        let (_, to) = try Self.endpoints(for: property)
        let layer = Self.layer(of: property.requiredKind ?? .layer)
        #expect(layer.setValue(to, forKeyPath: property.keyPath))
        #expect(layer.value(forKeyPath: property.keyPath).map { $0.distance(to: to) < 1e-9 } == true,
                "'\(property.keyPath)' reads back \(String(describing: layer.value(forKeyPath: property.keyPath)))")
        if property.requiredKind != nil {
            #expect(!Layer().setValue(to, forKeyPath: property.keyPath), "a plain layer took '\(property.keyPath)'")
        }
    }

    /// A basic from/to animation at half its duration shows the midpoint; Booleans and strings
    /// switch half way, so they show the to-value.
    @Test(arguments: AnimatableProperty.allCases)
    func basicAnimationAtHalfTime(property: AnimatableProperty) throws {
        let (from, to) = try Self.endpoints(for: property)
        let layer = Self.layer(of: property.requiredKind ?? .layer)
        let timeline = makeTimeline(layer)
        let animation = BasicAnimation(keyPath: property.keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        layer.add(animation, forKey: "walk")
        let presented = timeline.presentation(at: 0.5).sublayers[0].value(forKeyPath: property.keyPath)
        let expected: AnimatableValue = switch (from, to) {
        case let (.number(a), .number(b)): .number((a + b) / 2)
        case (.bool, _), (.string, _): to
        default: from.interpolated(to: to, fraction: 0.5)
        }
        #expect(expected != from && expected != to || property.storage.row.interpolation == .discrete)
        #expect(presented.map { $0.distance(to: expected) < 1e-9 } == true,
                "'\(property.keyPath)' at t = 0.5 is \(String(describing: presented)), expected \(expected)")
    }
}
