import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of a parsed document: its tag (namespace prefix removed), attributes, children,
/// the line of its start tag, and its own character data (`text`, for `<style>`). Inside `text`
/// elements the characters are also kept as children named `#text` whose `data` attribute holds
/// them, in document order with the `tspan`s.
struct SVGNode {
    var name: String
    var attributes: [String: String]
    var children: [SVGNode]
    var line: Int
    var text = ""

    var id: String? { attributes["id"] }

    /// A property as the element declares it: the last declaration of `name` in its `style`
    /// attribute, else its presentation attribute of that name (CSS: a declaration wins over
    /// the attribute), trimmed.
    func declared(_ name: String) -> String? {
        if let css = attributes["style"], let value = SVGStyle.declarations(css).last(where: { $0.0 == name })?.1 {
            return value
        }
        return attributes[name]?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The name of the children that hold character data.
    static let textName = "#text"

    /// Parses `data` into a tree; throws with the line of the first XML error.
    static func parse(_ data: Data, fileName: String) throws(SVGError) -> SVGNode {
        if let line = invalidUTF8Line(in: data) {
            throw SVGError(fileName: fileName, line: line, message: "the document is not valid UTF-8 text (an invalid byte on this line)")
        }
        if let line = emptyProcessingInstructionLine(in: data) {
            throw SVGError(fileName: fileName, line: line,
                           message: "a processing instruction without data (<?name?>) is not supported")
        }
        if let line = notationLine(in: data) {
            throw SVGError(fileName: fileName, line: line,
                           message: "DTD notations, attribute lists and unparsed entities (<!NOTATION>, <!ATTLIST>, NDATA) are not supported")
        }
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let ok = parser.parse()
        if !ok || builder.failure != nil {
            let line = builder.failure?.line ?? parser.lineNumber
            let message = builder.failure?.message
                ?? parser.parserError.map { "malformed XML: \(TreeBuilder.describe($0))" } ?? "malformed XML"
            throw SVGError(fileName: fileName, line: max(line, 1), message: message)
        }
        guard let root = builder.root else {
            throw SVGError(fileName: fileName, line: max(parser.lineNumber, 1), message: "the document has no root element")
        }
        guard root.name == "svg" else {
            throw SVGError(fileName: fileName, line: root.line, message: "the root element is <\(root.name)>, not <svg>")
        }
        return root
    }
}

/// Builds `SVGNode`s from XMLParser's callbacks.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [SVGNode] = []
    var root: SVGNode?
    var failure: (line: Int, message: String)?

    /// The deepest nesting accepted: the importer recurses once per level, on whatever stack
    /// the caller has, so a hostile document must not nest without limit.
    static let maximumDepth = 128

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard failure == nil else { return }
        if stack.count >= Self.maximumDepth {
            failure = (parser.lineNumber, "elements are nested more than \(Self.maximumDepth) deep")
            parser.abortParsing()
            return
        }
        // `svg:rect` is a rect; `sodipodi:namedview` and other editors' elements are kept under
        // their full name, which the importer skips silently.
        var name = elementName
        if let colon = elementName.firstIndex(of: ":"), elementName[..<colon] == "svg" {
            name = String(elementName[elementName.index(after: colon)...])
        }
        stack.append(SVGNode(name: name, attributes: attributes, children: [], line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil, let node = stack.popLast() else { return }
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
        appendText(string, line: parser.lineNumber)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil, !stack.isEmpty else { return }
        let string = String(decoding: CDATABlock, as: UTF8.self)
        stack[stack.count - 1].text += string
        appendText(string, line: parser.lineNumber)
    }
    /// Keeps characters inside a `text` element (the only place they draw), joined with the
    /// previous run when the parser splits one (at an entity reference, say).
    private func appendText(_ string: String, line: Int) {
        guard failure == nil, !stack.isEmpty, stack.contains(where: { $0.name == "text" }) else { return }
        let last = stack.count - 1
        if let previous = stack[last].children.last, previous.name == SVGNode.textName {
            stack[last].children[stack[last].children.count - 1].attributes["data", default: ""] += string
        } else {
            stack[last].children.append(SVGNode(name: SVGNode.textName, attributes: ["data": string], children: [], line: line))
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if failure == nil {
            failure = (parser.lineNumber, "malformed XML: \(Self.describe(parseError))")
        }
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        if failure == nil {
            failure = (parser.lineNumber, "invalid XML: \(Self.describe(validationError))")
        }
    }

    /// A sentence for an XMLParser error. The codes are libxml2's, which both Darwin's
    /// `NSXMLParser` and swift-corelibs report (the latter's `ErrorCode` enum is numbered
    /// differently, so the raw codes are matched).
    static func describe(_ error: any Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 4: return "the document is empty"
        case 5, 85: return "the document ends before its elements are closed"
        case 6...8, 10: return "a character reference (&#...;) is malformed"
        case 9: return "the document contains a character XML does not allow"
        case 23, 26, 68: return "an entity reference is malformed"
        case 27...30: return "an entity is undefined or cannot be used here"
        case 31, 32, 79, 81: return "the document's encoding is unknown or its bytes do not match it"
        case 33, 34, 43, 44: return "a quoted value is not closed"
        case 38...42, 65: return "an attribute is malformed"
        case 45: return "a comment is not closed with -->"
        case 46, 47: return "a processing instruction (<?...?>) is malformed"
        case 56, 57, 64: return "the XML declaration (<?xml ...?>) is malformed"
        case 61: return "the DOCTYPE is not closed"
        case 63: return "a CDATA section is not closed"
        case 72, 74: return "a tag is malformed"
        case 73, 77: return "a tag is not closed with >"
        case 76: return "an end tag does not match its start tag"
        case 86: return "there is content after the root element"
        case 89: return "an entity refers to itself, directly or through others"
        case 104, 110: return "entities expand to too much text (an entity expansion attack?)"
        case 201...205: return "a namespace prefix is undeclared or malformed"
        default: return "the XML is not well-formed (libxml2 error \(code))"
        }
    }
}
