import Foundation
import Lamina
import LaminaRender
import LaminaSVG
import Testing

/// An import written as a scene document (`SceneWriter`, what `lamina import-svg` writes) and
/// loaded back renders like the import itself. Tolerance: a channel may differ by 2 (of 255) and
/// no more than 0.1% of pixels may differ; the document rounds numbers to 6 decimals, far below
/// what anti-aliasing shows, so in practice no pixel differs.
@Suite struct SVGSceneRoundTripTests {
    static var documents: [(name: String, svg: String)] {
        var all = SVGReferenceDrawings.all.map { ($0.name, $0.svg) }
        all.append(("transformed-gradients", SVGReferenceDrawings.transformedGradients.svg))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for path in ["Examples/desk.svg", "Sources/LaminaControls/Onboarding/OnboardingPage1.svg",
                     "Sources/LaminaControls/Onboarding/OnboardingPage2.svg"] {
            if let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) {
                all.append((path, text))
            }
        }
        return all
    }

    @Test func everyDrawingRendersTheSameFromItsSceneDocument() throws {
        #expect(Self.documents.count >= SVGReferenceDrawings.all.count + 4)
        for (name, svg) in Self.documents {
            for flatten in [false, true] {
                let imported = try SVGImporter(options: SVGImportOptions(flattensGroups: flatten))
                    .importDocument(data: Data(svg.utf8), fileName: name)
                let direct = Renderer().render(snapshot: Timeline(rootLayer: imported.layer).presentation(),
                                               size: imported.size, background: .white)
                let json = SceneWriter.document(size: imported.size, layers: [imported.layer]).rendered()
                let scene = try Scene(jsonData: Data(json.utf8), fileName: name)
                let loaded = Renderer().render(snapshot: scene.advance(to: 0), size: imported.size, background: .white)
                #expect(loaded.width == direct.width && loaded.height == direct.height)
                var differing = 0
                for (a, b) in zip(direct.pixels, loaded.pixels) where abs(Int(a) - Int(b)) > 2 { differing += 1 }
                let share = Double(differing) / Double(direct.pixels.count)
                #expect(share <= 0.001, "\(name) (flattened: \(flatten)): \(share * 100)% of channels differ")
            }
        }
    }

    /// The comparison notices a real difference: a shape dropped from the written document.
    @Test func aMissingLayerExceedsTheTolerance() throws {
        let imported = try SVGImporter().importDocument(data: Data(SVGReferenceDrawings.all[0].svg.utf8), fileName: "shapes.svg")
        let direct = Renderer().render(snapshot: Timeline(rootLayer: imported.layer).presentation(), size: imported.size,
                                       background: .white)
        imported.layer.sublayers.first?.removeFromSuperlayer()
        let json = SceneWriter.document(size: imported.size, layers: [imported.layer]).rendered()
        let loaded = Renderer().render(snapshot: try Scene(jsonData: Data(json.utf8)).advance(to: 0),
                                       size: imported.size, background: .white)
        var differing = 0
        for (a, b) in zip(direct.pixels, loaded.pixels) where abs(Int(a) - Int(b)) > 2 { differing += 1 }
        #expect(Double(differing) / Double(direct.pixels.count) > 0.001)
    }
}
