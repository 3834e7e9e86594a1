import Foundation
import Lamina
@testable import LaminaSVG
import Testing

/// `switch` evaluates its children's conditions; an ellipse's missing, `auto` or negative radius
/// takes the other one (SVG 2).
@Suite struct SVGSwitchAndAutoRadiusTests {
    @Test func switchSkipsChildrenWhoseConditionsFail() throws {
        let result = try importSVG(document("""
            <switch>
              <rect id="icelandic" width="5" height="5" systemLanguage="is"/>
              <rect id="extension" width="5" height="5" requiredExtensions="http://example.org/bogus"/>
              <rect id="english" width="5" height="5" systemLanguage="fr, en-GB"/>
              <rect id="plain" width="5" height="5"/>
            </switch>
            """))
        #expect(layer(result.layer, "english") != nil)
        for skipped in ["icelandic", "extension", "plain"] { #expect(layer(result.layer, skipped) == nil) }
    }

    @Test func conditionsOutsideASwitchDecideWhetherAnElementIsDrawn() throws {
        // SVG 1.1 §5.8.2: a conditional processing attribute that fails means the element and
        // its children are not rendered, wherever it stands; on the root, nothing is.
        let result = try importSVG(document("""
            <rect id="russian" width="5" height="5" systemLanguage="ru-RU"/>
            <g id="group" requiredExtensions="http://example.org/bogus"><rect id="inside" width="5" height="5"/></g>
            <rect id="english" width="5" height="5" systemLanguage="en-US"/>
            """))
        #expect(layer(result.layer, "english") != nil)
        for skipped in ["russian", "group", "inside"] { #expect(layer(result.layer, skipped) == nil) }
        let root = try importSVG(document(#"<rect id="r" width="5" height="5"/>"#, attributes: #"systemLanguage="ru-RU""#))
        #expect(root.layer.isHidden)
        #expect(try importSVG(document(#"<rect id="r" width="5" height="5"/>"#)).layer.isHidden == false)
    }

    @Test func anEllipseWithOneRadiusIsACircle() throws {
        let result = try importSVG(document("""
            <ellipse id="missing" cx="50" cy="50" rx="20"/>
            <ellipse id="auto" cx="50" cy="50" rx="auto" ry="10"/>
            <ellipse id="negative" cx="50" cy="50" rx="30" ry="-5"/>
            """))
        let boxes = ["missing", "auto", "negative"].map { (layer(result.layer, $0) as? ShapeLayer)?.path?.boundingBox.size }
        #expect(boxes == [Size(width: 40, height: 40), Size(width: 20, height: 20), Size(width: 60, height: 60)])
    }
}
