import Foundation
import Lamina
import LaminaSVG
import LaminaTestSupport
import Testing

/// The hostile drawings of issue #17: refused with the line and a short message, never a trap
/// inside XMLParser or memory filled by `use`.
@Suite struct HostileSVGTests {
    func failure(importing bytes: [UInt8]) -> SVGError? {
        do {
            _ = try SVGImporter().importDocument(data: Data(bytes), fileName: "hostile.svg")
            return nil
        } catch {
            return error
        }
    }

    @Test func anInvalidUTF8ByteInAnElementNameIsRefusedBeforeTheParser() throws {
        let error = try #require(failure(importing: HostileInputs.svgInvalidUTF8Name))
        #expect(error.description == "hostile.svg:2: the document is not valid UTF-8 text (an invalid byte on this line)")
    }

    @Test func aDocumentDeclaredInAnotherEncodingIsLeftToTheParser() throws {
        let bytes = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><svg xmlns="http://www.w3.org/2000/svg" id="caf"#.utf8)
            + [0xE9] + Array(#"" width="10" height="10"/>"#.utf8)
        let drawing = try SVGImporter().importDocument(data: Data(bytes), fileName: "latin1.svg")
        #expect(drawing.layer.name == "café")
    }

    @Test func useFanOutStopsAtTheExpansionLimit() throws {
        let error = try #require(failure(importing: Array(HostileInputs.svgUseFanOut.utf8)))
        #expect(error.message == "the elements made by expanding <use> exceed the limit of 50000 "
            + "(a real document stays far below it; see Limits in the README)")
    }

    @Test func useFanOutUnderTheLimitImports() throws {
        let drawing = try SVGImporter().importDocument(data: Data(HostileInputs.useFanOut(levels: 3).utf8))
        var rectangles = 0
        func count(_ layer: Layer) {
            if layer is ShapeLayer { rectangles += 1 }
            layer.sublayers.forEach(count)
        }
        count(drawing.layer)
        #expect(rectangles == 1_000)  // 10 × 10 × 10 copies; what is in defs draws nothing itself
    }

    @Test func anEntityLoopIsWordedNotANumber() throws {
        let error = try #require(failure(importing: Array(HostileInputs.svgEntityLoop.utf8)))
        #expect(error.message == "malformed XML: an entity refers to itself, directly or through others")
    }

    /// Found by the fuzzer: XMLParser read the missing data of `<?pi?>` through a null pointer.
    @Test(arguments: [#"<?xm?><svg xmlns="http://www.w3.org/2000/svg"/>"#,
                      "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<?pi  ?></svg>"])
    func aProcessingInstructionWithoutDataIsRefused(svg: String) throws {
        let error = try #require(failure(importing: Array(svg.utf8)))
        #expect(error.message == "a processing instruction without data (<?name?>) is not supported")
        #expect(error.line == (svg.contains("\n") ? 2 : 1))
    }

    /// Found while fuzzing: XMLParser read a notation's missing identifiers through null pointers.
    @Test(arguments: [#"<!DOCTYPE svg [<!NOTATION n PUBLIC "p">]><svg xmlns="http://www.w3.org/2000/svg"/>"#,
                      #"<!DOCTYPE svg [<!ENTITY u SYSTEM "x" NDATA n>]><svg xmlns="http://www.w3.org/2000/svg"/>"#,
                      #"<!DOCTYPE svg [<!ATTLIST svg a CDATA #IMPLIED>]><svg xmlns="http://www.w3.org/2000/svg"/>"#])
    func notationsAttributeListsAndUnparsedEntitiesAreRefused(svg: String) throws {
        let error = try #require(failure(importing: Array(svg.utf8)))
        #expect(error.message == "DTD notations, attribute lists and unparsed entities (<!NOTATION>, <!ATTLIST>, NDATA) are not supported")
    }

    @Test func aProcessingInstructionWithDataImports() throws {
        _ = try SVGImporter().importDocument(data: Data(#"<?xml version="1.0"?><?xpacket end="w"?><svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8))
    }

    @Test func aPolylineOverTheSegmentLimitIsSkippedWithAWarning() throws {
        let points = Array(repeating: "0,0 10,10", count: 6_000).joined(separator: " ")
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><polyline points=""# + points + #""/></svg>"#
        let drawing = try SVGImporter().importDocument(data: Data(svg.utf8))
        #expect(drawing.warnings.map(\.message) == ["the segments of these points exceed the limit of 10000 "
            + "(a real document stays far below it; see Limits in the README); skipped"])
    }
}
