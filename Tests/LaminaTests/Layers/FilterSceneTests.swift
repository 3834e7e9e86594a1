import Foundation
@testable import Lamina
import Testing

/// The `filters` key of scene documents: read with messages naming the JSON path.
@Suite struct FilterSceneTests {
    @Test func everyPrimitiveRoundTripsThroughTheWriter() throws {
        let graph = FilterGraph(region: Rect(x: -5, y: -5, width: 50, height: 50), primitives: [
            FilterPrimitive(.gaussianBlur(x: 1, y: 2, edgeMode: .duplicate), inputs: [.sourceAlpha], result: "a"),
            FilterPrimitive(.offset(dx: 3, dy: 4), subregion: Rect(x: 0, y: 0, width: 10, height: 10)),
            FilterPrimitive(.flood(Color(red: 1, green: 0, blue: 0, alpha: 0.5)), colorSpace: .sRGB),
            FilterPrimitive(.colorMatrix([0.5, 0, 0, 0, 0.25, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])),
            FilterPrimitive(.componentTransfer([.identity, .table([0, 1]), .linear(slope: 2, intercept: 0),
                                                .gamma(amplitude: 1, exponent: 2, offset: 0)])),
            FilterPrimitive(.composite(.arithmetic, k: [0, 1, 1, 0]), inputs: [.result("a"), .previous]),
            FilterPrimitive(.merge, inputs: [.result("a"), .sourceGraphic]),
            FilterPrimitive(.blend(.multiply), inputs: [.previous, .sourceGraphic]),
            FilterPrimitive(.dropShadow(dx: 1, dy: 1, x: 2, y: 2, color: .black)),
            FilterPrimitive(.morphology(.dilate, radiusX: 1, radiusY: 2)),
            FilterPrimitive(.tile),
            FilterPrimitive(.turbulence(Turbulence(baseFrequencyX: 0.05, baseFrequencyY: 0.1, octaves: 2, seed: -3,
                                                   stitchesTiles: true, isFractalNoise: true, origin: Point(x: 5, y: 6)))),
            FilterPrimitive(.convolveMatrix(ConvolveMatrix(orderX: 3, orderY: 1, kernel: [1, 0, -1], divisor: 2, bias: 0.5,
                                                           targetX: 1, targetY: 0, edgeMode: .wrap, preservesAlpha: true))),
            FilterPrimitive(.lighting(Lighting(model: .diffuse, constant: 2, surfaceScale: 5, color: .red,
                                               light: .distant(azimuth: 45, elevation: 30)))),
            FilterPrimitive(.lighting(Lighting(model: .specular(exponent: 8), light: .point(x: 1, y: 2, z: 3)))),
            FilterPrimitive(.lighting(Lighting(model: .diffuse, light: .spot(SpotLight(
                x: 1, y: 2, z: 3, pointsAtX: 4, pointsAtY: 5, pointsAtZ: 6, specularExponent: 2, limitingConeAngle: 30))))),
            FilterPrimitive(.lighting(Lighting(model: .diffuse, light: .spot(SpotLight(x: 1, y: 2, z: 3))))),
            FilterPrimitive(.displacementMap(scaleX: 20, scaleY: 10, x: .red, y: .alpha), inputs: [.sourceGraphic, .result("a")]),
        ])
        let written = FilterCoding.write(graph).rendered()
        let value = try JSONDecoder().decode(SceneValue.self, from: Data(written.utf8))
        let read = try FilterCoding.graph(value, [])
        #expect(read.region == graph.region)
        for (a, b) in zip(read.primitives, graph.primitives) { #expect(a == b) }
        #expect(read.primitives.count == graph.primitives.count)
    }

    @Test func aSpecularExponentOutsideOneTo128IsReportedWithItsPath() throws {
        let json = SceneTestSupport.document(layers: #"{"filters": {"region": [0, 0, 1, 1], "primitives": [{"type": "specularLighting", "exponent": 0, "light": {"type": "distant"}}]}}"#)
        let error = try #require(SceneTestSupport.error(loading: json, fileName: "t.json"))
        #expect(error.path == "layers[0].filters.primitives[0].exponent")
        #expect(error.message.contains("from 1 to 128"))
    }

    @Test func anUnknownPrimitiveIsReportedWithItsPath() throws {
        let json = SceneTestSupport.document(layers: #"{"filters": {"region": [0, 0, 1, 1], "primitives": [{"type": "glow"}]}}"#)
        let error = try #require(SceneTestSupport.error(loading: json, fileName: "t.json"))
        #expect(error.path == "layers[0].filters.primitives[0].type")
        #expect(error.message.contains("unknown filter primitive 'glow'"))
    }

    @Test func aDisplacementMapReadsItsChannelsWithAlphaAsTheDefault() throws {
        let json = SceneTestSupport.document(layers: #"""
            {"filters": {"region": [0, 0, 1, 1], "primitives": [{"type": "displacementMap", "scale": [4, 4], "xChannel": "G"}]}}
            """#)
        let layer = try Scene(jsonData: Data(json.utf8)).rootLayer.sublayers.first
        #expect(layer?.filters?.primitives.first?.operation == .displacementMap(scaleX: 4, scaleY: 4, x: .green, y: .alpha))
        let bad = SceneTestSupport.document(layers: #"""
            {"filters": {"region": [0, 0, 1, 1], "primitives": [{"type": "displacementMap", "scale": [4, 4], "yChannel": "Q"}]}}
            """#)
        let error = try #require(SceneTestSupport.error(loading: bad, fileName: "t.json"))
        #expect(error.path == "layers[0].filters.primitives[0].yChannel")
    }

    @Test func aNegativeStandardDeviationIsRefused() throws {
        let json = SceneTestSupport.document(layers: #"""
            {"filters": {"region": [0, 0, 1, 1], "primitives": [{"type": "gaussianBlur", "stdDeviation": [1, -2]}]}}
            """#)
        let error = try #require(SceneTestSupport.error(loading: json, fileName: "t.json"))
        #expect(error.path == "layers[0].filters.primitives[0].stdDeviation[1]")
    }
}
