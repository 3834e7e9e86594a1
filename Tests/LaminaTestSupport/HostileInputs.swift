/// The hostile documents of issue #17, made small: each once crashed Lamina, exhausted its memory
/// or ran for minutes. The regression tests load them one by one; the fuzzer starts from them.
public enum HostileInputs {
    // MARK: Scenes (JSON)

    /// A canvas wider than `Int` can count (`Renderer.pixels` trapped).
    public static let canvasBeyondInt = #"{"size":[1e20,1],"layers":[]}"#
    /// Clamped to 32,767² and then allocated anyway (4 GB).
    public static let canvas40000 = #"{"size":[40000,40000],"layers":[]}"#
    /// A shadow offset beyond `Int` (`drawShadow` trapped).
    public static let shadowOffsetBeyondInt = ##"""
        {"size":[20,20],"layers":[{"bounds":[0,0,10,10],"position":[10,10],"backgroundColor":"#FF0000",
         "shadowOpacity":1,"shadowOffset":[0,-1e20]}]}
        """##
    /// A shadow under a scale of 1e308 (`drawShadow` trapped on an infinite blur).
    public static let shadowUnderHugeScale = ##"""
        {"size":[20,20],"layers":[{"bounds":[0,0,10,10],"position":[10,10],"backgroundColor":"#FF0000",
         "shadowOpacity":1,"shadowRadius":3,"transform":{"scale":1e308}}]}
        """##
    /// Bounds of 1e308 under a transform full of 1e308: NaN device rectangles.
    public static let boundsAndTransformOf1e308 = ##"""
        {"size":[20,20],"layers":[{"bounds":[0,0,1e308,1e308],"opacity":0.5,"masksToBounds":true,"shadowOpacity":1,
         "backgroundColor":"#FF0000","transform":[1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308,1e308],
         "sublayers":[{"bounds":[0,0,5,5],"backgroundColor":"#00FF00"}]}]}
        """##
    /// Ten thousand replicators of ten thousand copies (10⁸ snapshots in `inspect`).
    public static let nestedReplicators = ##"""
        {"size":[10,10],"layers":[{"type":"replicator","instanceCount":10000,
         "sublayers":[{"type":"replicator","instanceCount":10000,"sublayers":[{"bounds":[0,0,1,1]}]}]}]}
        """##
    /// A number beyond `Double` (was "expected a string, found number").
    public static let numberBeyondDouble = #"{"size":[1e400,10],"layers":[]}"#
    /// A key given twice (JSON kept one silently).
    public static let duplicateKey = #"{"size":[10,10],"size":[20,20],"layers":[]}"#
    /// A trailing comma (JSON accepted it silently).
    public static let trailingComma = #"{"size":[10,10],"layers":[],}"#
    /// A 100 kB value that the message echoed in full.
    public static let hugeBadValue = ##"{"size":[10,10],"backgroundColor":"#"## + String(repeating: "A", count: 100_000) + #"","layers":[]}"#

    /// `count` animations on one layer (adding them was quadratic: 20,000 took 48 s).
    public static func animations(_ count: Int) -> String {
        let one = #"{"type":"basic","keyPath":"opacity","fromValue":0,"toValue":1,"duration":1}"#
        return #"{"size":[10,10],"duration":1,"layers":[{"bounds":[0,0,10,10],"animations":["#
            + Array(repeating: one, count: count).joined(separator: ",") + "]}]}"
    }

    /// Sublayers nested `depth` deep (loading grew as depth^3.5: 60 took 4 s).
    public static func nestedSublayers(_ depth: Int) -> String {
        String(repeating: #"{"bounds":[0,0,10,10],"sublayers":["#, count: depth) + #"{"bounds":[0,0,10,10]}"#
            + String(repeating: "]}", count: depth)
    }

    /// A scene of sublayers nested `depth` deep.
    public static func deepScene(_ depth: Int) -> String {
        #"{"size":[10,10],"duration":1,"layers":["# + nestedSublayers(depth) + "]}"
    }

    /// A stroked path of `count` self-overlapping cubics (Cairo's stroker: 50,000 took minutes).
    public static func overlappingCubics(_ count: Int) -> String {
        let data = "M0 0 " + Array(repeating: "C 100 0 0 100 100 100", count: count).joined(separator: " ")
        return #"{"size":[100,100],"layers":[{"type":"shape","bounds":[0,0,100,100],"path":{"svg":""# + data
            + ##""},"strokeColor":"#FF0000","lineWidth":3}]}"##
    }

    // MARK: Scenes (YAML)

    /// "Billion laughs": nine levels of ten aliases, 10⁹ values from 700 bytes.
    public static let billionLaughs: String = {
        var lines = ["a0: &a0 [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\nsize: [10, 10]\nlayers: []\n"
    }()

    /// The same with an alias as a mapping key (found by the fuzzer): Yams hashed the expanded key
    /// while composing, before anything could measure it.
    public static let billionLaughsAsKey = billionLaughs.replacingOccurrences(of: "a9: &a9 [*a8, ", with: "a9: &a9 [? *a8, ")
    /// The same followed by a syntax error (found by the fuzzer): Yams composes what comes
    /// before the error first.
    public static let billionLaughsBeforeASyntaxError = billionLaughsAsKey.replacingOccurrences(
        of: "size: [10, 10]", with: "size: [, *a8]\nsize: [10, 10]")

    // MARK: Drawings (SVG)

    /// A width beyond `Int`.
    public static let svgWidthBeyondInt = #"<svg xmlns="http://www.w3.org/2000/svg" width="1e20" height="10"><rect width="5" height="5"/></svg>"#
    /// An invalid UTF-8 byte in an element name (XMLParser trapped); as bytes, since a `String`
    /// cannot hold it.
    public static let svgInvalidUTF8Name: [UInt8] =
        Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">"#.utf8) + [0x0A]
        + Array("<pat".utf8) + [0xFF] + Array(#"h d="M0 0"/></svg>"#.utf8)
    /// `use` of ten `use`s, eleven levels deep: 10¹¹ elements from 2 kB.
    public static let svgUseFanOut = useFanOut(levels: 11)

    /// `use` of ten `use`s, `levels` deep: 10^levels elements.
    public static func useFanOut(levels: Int) -> String {
        var parts = [#"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs><rect id="a0" width="1" height="1"/>"#]
        for level in 1...levels {
            parts.append(#"<g id="a\#(level)">"# + String(repeating: ##"<use href="#a\##(level - 1)"/>"##, count: 10) + "</g>")
        }
        return parts.joined() + ##"</defs><use href="#a\##(levels)"/></svg>"##
    }
    /// An entity that refers to itself (was "XML parser error 89").
    public static let svgEntityLoop = #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "&b;"><!ENTITY b "&a;">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>"#

    /// `count` circles, for `import-svg` (writing YAML peaked at 3.5 GB for 100,000).
    public static func circles(_ count: Int) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">"#
            + String(repeating: #"<circle cx="5" cy="5" r="4" fill="red"/>"#, count: count) + "</svg>"
    }

    /// Seeds for the fuzzer in one format ("json", "yaml" or "svg"): the inputs above, the
    /// parametrised ones at sizes that mutate quickly (the regression tests use the full sizes).
    public static func seeds(_ format: String) -> [[UInt8]] {
        switch format {
        case "json":
            return [canvasBeyondInt, canvas40000, shadowOffsetBeyondInt, shadowUnderHugeScale, boundsAndTransformOf1e308,
                    nestedReplicators, numberBeyondDouble, duplicateKey, trailingComma, animations(50),
                    deepScene(20), overlappingCubics(20)].map { Array($0.utf8) }
        case "yaml":
            return [billionLaughs, billionLaughsAsKey, billionLaughsBeforeASyntaxError, "size: [10, 10]\nlayers:\n- sublayers:\n  - {bounds: [0, 0, 5, 5], backgroundColor: '#FF0000'}\n"]
                .map { Array($0.utf8) }
        default:
            return [Array(svgWidthBeyondInt.utf8), svgInvalidUTF8Name, Array(useFanOut(levels: 2).utf8), Array(svgEntityLoop.utf8),
                    Array(circles(20).utf8)]
        }
    }
}
