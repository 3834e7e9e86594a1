/// Seeded mutations of documents for fuzzing: what a hostile user does to a scene or a drawing
/// (bytes flipped, cut, repeated; values swapped for extreme ones; structure nested and fanned
/// out; invalid UTF-8), repeatable from the generator's seed.
///
///     var rng = SeededGenerator(seed: 7)
///     let mutator = Mutator(tokens: Mutator.jsonTokens)
///     let input = mutator.mutate(Array(json.utf8), splicing: corpus, using: &rng)
///
/// Tokens are the format's own fragments (JSON values, YAML anchors and aliases, SVG elements
/// with `use`), so mutations stay near the grammar and reach past the parser.
public struct Mutator: Sendable {
    public let tokens: [[UInt8]]

    public init(tokens: [String]) {
        self.tokens = tokens.map { Array($0.utf8) } + Self.extremes.map { Array($0.utf8) }
    }

    /// Numbers and bytes that broke something once: beyond `Int`, beyond `Double`, NaN spellings,
    /// negative zero, and bytes that are not UTF-8.
    public static let extremes = ["1e20", "-1e20", "1e308", "-1e308", "1e400", "1e-400", "NaN", "nan", "-0",
                                  "9223372036854775807", "40000", "32768", "\u{FF}", "0.0000001", "1e18"]

    public static let jsonTokens = [
        "\"x\"", "null", "true", "[]", "{}", "-1", "0", "[0, 1]", "[1e20, 1]", "{\"svg\": \"M0 0 C 1 1 2 2 3 3\"}",
        ",", ":", "]", "}", "\"#FF\"", "\"type\": \"replicator\", \"instanceCount\": 10000, ",
        "\"sublayers\": [{\"sublayers\": [{}]}], ", "\"shadowOffset\": [0, -1e20], \"shadowOpacity\": 1, ",
        "\"transform\": [1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308], ",
        "\"bounds\": [0, 0, 1e308, 1e308], ", "\"duration\": 1e9, ", "\"fps\": 240, ", "\"size\": [40000, 40000], ",
        "\"animations\": [{\"type\": \"basic\", \"keyPath\": \"opacity\", \"toValue\": 0, \"duration\": 1}], ",
    ]

    public static let yamlTokens = [
        "&a [1, 2]", "*a", "&b {x: 1}", "*b", "<<: *b", "- ", ": ", "\n  ", "\n- ", "[", "]", "{", "}", "'x'",
        "~", ".inf", ".nan", "type: replicator\n    instanceCount: 10000\n    ", "sublayers: [{sublayers: [{}]}]",
        "shadowOffset: [0, -1e20]", "bounds: [0, 0, 1e308, 1e308]", "\"#FF0000\"", "!!str ", "? ",
    ]

    public static let svgTokens = [
        "<g>", "</g>", "<use href=\"#a\"/>", "<g id=\"a\"><use href=\"#a\"/><rect width=\"1\" height=\"1\"/></g>",
        "<rect width=\"1e20\" height=\"10\"/>", "<path d=\"M0 0 C 1 1 2 2 3 3 S 4 4 5 5 Z\"/>", " width=\"1e20\"",
        " transform=\"scale(1e308)\"", " transform=\"matrix(1e308 1e308 1e308 1e308 0 0)\"", " stroke=\"red\"",
        " stroke-width=\"1e20\"", " fill=\"url(#g)\"", "<linearGradient id=\"g\"><stop offset=\"0\"/></linearGradient>",
        "<![CDATA[x]]>", "&amp;", "&#xFFFF;", "<!-- -->", "<symbol id=\"s\"><circle r=\"5\"/></symbol><use href=\"#s\"/>",
        "\"", "<", ">", "/>", " viewBox=\"0 0 0 0\"", " opacity=\"NaN\"",
        // The document type's corners, where XMLParser once read through null pointers.
        "<!DOCTYPE svg [<!ENTITY e \"x\">]>", "&e;", "<?pi?>", "<?pi data?>", "<!NOTATION n SYSTEM \"x\">",
        "<!ATTLIST svg a CDATA #IMPLIED>", "<!ELEMENT svg ANY>", "<!ENTITY u SYSTEM \"x\" NDATA n>", "<!---->",
    ]

    /// One mutation of `input` half the time, else two to four; `splicing` lends other documents' pieces.
    public func mutate(_ input: [UInt8], splicing others: [[UInt8]] = [], using g: inout SeededGenerator) -> [UInt8] {
        var b = input
        // Mostly one mutation: a document with several is usually rejected by its parser.
        let count = Bool.random(using: &g) ? 1 : Int.random(in: 2...4, using: &g)
        for _ in 0..<count {
            guard !b.isEmpty else { b = tokens.randomElement(using: &g)!; continue }
            let i = Int.random(in: 0..<b.count, using: &g)
            switch Int.random(in: 0..<10, using: &g) {
            case 0: b[i] = UInt8.random(in: 0...255, using: &g)  // any byte, UTF-8 or not
            case 1: b = Array(b.prefix(i))  // truncation
            case 2: b.removeSubrange(i..<min(b.count, i + Int.random(in: 1...16, using: &g)))
            case 3, 4: b.insert(contentsOf: tokens.randomElement(using: &g)!, at: i)
            case 5:  // replace a token (up to the next delimiter) with another
                let end = b[i...].firstIndex(where: { Self.delimiters.contains($0) }) ?? b.count
                b.replaceSubrange(i..<end, with: tokens.randomElement(using: &g)!)
            case 6:  // repeat a slice: fan-out and long values
                let end = min(b.count, i + Int.random(in: 1...64, using: &g))
                let slice = b[i..<end]
                let times = Int.random(in: 2...40, using: &g)
                b.insert(contentsOf: Array(repeating: slice, count: times).joined(), at: end)
            case 7:  // splice in a piece of another document
                guard let other = others.randomElement(using: &g), !other.isEmpty else { continue }
                let start = Int.random(in: 0..<other.count, using: &g)
                b.insert(contentsOf: other[start..<min(other.count, start + Int.random(in: 1...200, using: &g))], at: i)
            case 8:  // a digit becomes a huge or odd number
                guard let digit = b[i...].firstIndex(where: { (48...57).contains($0) }) else { continue }
                b.replaceSubrange(digit...digit, with: Array(Self.extremes.randomElement(using: &g)!.utf8))
            default: b[i] = UInt8.random(in: 32...126, using: &g)
            }
        }
        return Array(b.prefix(200_000))
    }

    static let delimiters: Set<UInt8> = Set(",}]:\n> \"".utf8)
}
