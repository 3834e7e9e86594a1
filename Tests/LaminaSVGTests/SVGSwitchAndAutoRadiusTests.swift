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
