import Foundation
import Lamina

/// A parsed Lottie animation (Bodymovin JSON): the composition, its layers and assets.
/// Only what the importer uses is kept; unknown members are ignored.
public struct LottieAnimation {
    public var version: String?
    public var name: String?
    public var frameRate: Double
    public var inPoint: Double
    public var outPoint: Double
    public var width: Double
    public var height: Double
    var layers: [LottieLayerModel]
    var precomps: [String: [LottieLayerModel]]
    var images: [String: LottieImageAsset]
    /// The bytes of each image asset found (embedded `data:` URLs, files beside the JSON or in
    /// the archive), by asset id; decoding them is the caller's (``LottieLayer``'s decoder).
    var imageData: [String: Data] = [:]
    /// The fonts text layers name (`fonts.list`), by `fName`.
    var fonts: [String: LottieFont] = [:]
    /// The glyph outlines exported with the text (`chars`), by character, family and style.
    var glyphs: [LottieGlyph.Key: LottieGlyph] = [:]
    /// The names (`nm`) of precomp assets, by id, for expressions' `comp("name")`.
    var precompNames: [String: String] = [:]
    public var markers: [LottieMarker]
    /// The ids of the slots the file declares (`slots`): the properties a theme or
    /// ``LottieSlotValue``s can set.
    public internal(set) var slotIDs: [String] = []
    /// What parsing the file again with other slot values takes (kept when it declares slots):
    /// how ``LottieLayer`` applies a theme or slot values at run time.
    var slotSource: LottieSlotSource?

    /// Seconds from the in point to the out point.
    public var duration: Double { (outPoint - inPoint) / frameRate }
}

/// A named range of frames (`markers`).
public struct LottieMarker: Hashable, Sendable {
    public var name: String
    public var frame: Double
    public var durationFrames: Double
}

struct LottieImageAsset {
    var id: String
    var width: Double
    var height: Double
    /// The file name or `data:` URL (`p`), and the folder (`u`).
    var path: String
    var folder: String
}

/// A font a text layer names: `fName` (a PostScript name such as "Helvetica-Bold"), family and style.
struct LottieFont {
    var name: String
    var family: String
    var style: String
    /// The font's ascent in hundredths of its size (`ascent`), when the exporter gives it.
    var ascent: Double?
}

/// One character's outline as the exporter wrote it from the designer's font (`chars[i]`):
/// at a font size of 100, the baseline at y = 0 and the character's start at x = 0.
struct LottieGlyph {
    /// Which character of which font the outline draws.
    struct Key: Hashable {
        var character: String
        var family: String
        var style: String
    }

    /// The advance to the next character at a font size of 100 (`w`).
    var advance: Double
    /// Every path of the glyph's shapes (`data.shapes`), filled together with the non-zero rule.
    var outline: Path
}

/// A text layer's text (`t`): its documents (`t.d.k`, each shown from its keyframe's frame
/// until the next, as After Effects holds them) and its text animators (`t.a`).
struct LottieText {
    var documents: [(time: Double, document: LottieTextDocument)]
    var animators: [LottieTextAnimator]
    /// Whether the text follows a mask's path (`t.p.m`), which is not built.
    var followsPath = false

    /// The first document, shown before and at the first keyframe.
    var document: LottieTextDocument { documents[0].document }
}

/// One text document (`t.d.k[i].s`).
struct LottieTextDocument {
    var text: String
    /// The `fName` of a font in `fonts.list`, or a font's own name.
    var font: String
    var fontSize: Double
    var fillColor: [Double]?
    var strokeColor: [Double]?
    var strokeWidth: Double
    /// Whether the stroke is drawn over the fill (`of`) rather than under it.
    var strokeOverFill: Bool
    /// 0 left, 1 right, 2 centre, 3... justified paragraphs.
    var justification: Int
    /// In thousandths of an em.
    var tracking: Double
    var lineHeight: Double
    /// Box ("paragraph") text: the box's top-left corner (`ps`) and size (`sz`).
    var boxPosition: Point?
    var boxSize: Size?
}

/// A layer's transform (`ks`), or a shape group's (`tr`), or a repeater's.
struct LottieTransform {
    var anchor = LottieAnimated<[Double]>([0, 0])
    var position = LottieAnimated<[Double]>([0, 0])
    /// Separate x and y position (`p.s`), used instead of `position` when set.
    var positionX: LottieAnimated<[Double]>?
    var positionY: LottieAnimated<[Double]>?
    /// Separate z position (`p.z`), on 3D layers only.
    var positionZ: LottieAnimated<[Double]>?
    var scale = LottieAnimated<[Double]>([100, 100])
    var rotation = LottieAnimated<[Double]>([0])
    var opacity = LottieAnimated<[Double]>([100])
    var skew: LottieAnimated<[Double]>?
    var skewAxis: LottieAnimated<[Double]>?
    var hasRotation3D = false
    /// 3D layers: rotation about x and y (`rx`, `ry`; `rotation` is then `rz`) and the
    /// orientation (`or`, three angles), all in degrees.
    var rotationX = LottieAnimated<[Double]>([0])
    var rotationY = LottieAnimated<[Double]>([0])
    var orientation = LottieAnimated<[Double]>([0, 0, 0])
    /// Whether the file gives an anchor point (`a`): on a camera, a point of interest that makes
    /// it a two-node camera.
    var hasAnchor = false
    /// Whether a position keyframe's spatial tangents (`to`, `ti`) leave the x-y plane.
    var hasDepthTangents = false
    /// Repeater only: the first and last copy's opacity in percent.
    var startOpacity = LottieAnimated<[Double]>([100])
    var endOpacity = LottieAnimated<[Double]>([100])
}

enum LottieLayerType: Int {
    case precomp = 0, solid, image, null, shape, text, audio, videoPlaceholder, imageSequence, video
    case imagePlaceholder, guide, adjustment, camera, light, data
}

enum LottieMatteMode: Int {
    case none = 0, alpha, alphaInverted, luma, lumaInverted
}

struct LottieMask {
    /// The mask modes by their letters, as the Lottie schema and After Effects name them
    /// (darken is `d`, difference `f`).
    enum Mode: String { case add = "a", subtract = "s", intersect = "i", lighten = "l", darken = "d", difference = "f", none = "n" }
    var mode: Mode
    var inverted: Bool
    var path: LottieAnimated<LottieBezier>
    /// In percent.
    var opacity: LottieAnimated<[Double]>
    /// Mask expansion (`x`), in points: the outline moved outwards (inwards when negative).
    var expansion = LottieAnimated<[Double]>([0])
}

struct LottieLayerModel {
    /// Where the layer is in the file (`layers[3]`, `assets[0].layers[1]`), for messages.
    var jsonPath: String
    var name: String
    var type: LottieLayerType
    var index: Int?
    var parent: Int?
    var inPoint: Double
    var outPoint: Double
    var startTime: Double
    var timeStretch: Double
    var isHidden: Bool
    var autoOrient: Bool
    var transform: LottieTransform
    var matte: LottieMatteMode
    /// The `ind` of the layer this one's track matte is (`tp`), when it names one; otherwise the
    /// matte is the layer just above.
    var matteParent: Int?
    var isMatteSource: Bool
    var masks: [LottieMask]
    var shapes: [LottieShapeItem]
    var referenceID: String?
    var width: Double
    var height: Double
    var solidColor: Color?
    var text: LottieText?
    var timeRemap: LottieAnimated<[Double]>?
    var blendMode: Int
    /// Whether the layer is 3D (`ddd`): its transform has depth and the composition's camera
    /// projects it.
    var is3D = false
    /// A camera's zoom (`pe`), in pixels: the distance at which a layer appears at its own size.
    var cameraZoom: LottieAnimated<[Double]>?
    /// Collapse transformations (`ct`) on a precomp layer.
    var collapsesTransformations = false
    /// A Drop Shadow effect, or else a Drop Shadow layer style, drawn as the layer's shadow (as
    /// lottie-ios does).
    var dropShadow: LottieDropShadow?
    /// The effects and layer styles that are not drawn, by kind ("Gaussian Blur effect").
    var skippedEffects: [String]
    /// How many properties of the layer carry an expression, read or not.
    var expressionCount: Int
    /// The layer's effects with their values, for expressions' `effect()`.
    var effects: [LottieEffectControls] = []
    /// The layer's `ty` as written, which `type` reads as `.data` when it knows no such kind.
    var typeNumber = LottieLayerType.data.rawValue
}

/// One effect of a layer (`ef`) as expressions see it: its name, its match name and its
/// numeric values (a slider, an angle, a colour, a point, a checkbox...).
struct LottieEffectControls {
    struct Control {
        var name: String
        var matchName: String
        var property: LottieAnimated<[Double]>
    }
    var name: String
    var matchName: String
    var controls: [Control]
}

/// One item of a shape layer's `shapes` (or a group's `it`).
indirect enum LottieShapeItem {
    case group(name: String, items: [LottieShapeItem], transform: LottieTransform?)
    case path(name: String, shape: LottieAnimated<LottieBezier>, reversed: Bool)
    case rectangle(name: String, position: LottieAnimated<[Double]>, size: LottieAnimated<[Double]>,
                   roundness: LottieAnimated<[Double]>, reversed: Bool)
    case ellipse(name: String, position: LottieAnimated<[Double]>, size: LottieAnimated<[Double]>, reversed: Bool)
    case star(LottieStar)
    case fill(LottieFill)
    case stroke(LottieStroke)
    case gradientFill(LottieGradient)
    case gradientStroke(LottieGradient, LottieStroke)
    case trim(name: String, start: LottieAnimated<[Double]>, end: LottieAnimated<[Double]>,
              offset: LottieAnimated<[Double]>, individually: Bool)
    /// Round Corners, Pucker & Bloat, Zig Zag or Offset Paths.
    case outlineModifier(name: String, LottieOutlineModifier)
    case repeater(name: String, copies: LottieAnimated<[Double]>, offset: LottieAnimated<[Double]>,
                  transform: LottieTransform, above: Bool)
    /// Merge Paths (`mm`): mode 1 merges (draws the paths as one, as without the modifier),
    /// 2 adds, 3 subtracts, 4 intersects, 5 excludes intersections.
    case mergePaths(name: String, mode: Int)
    case unsupported(name: String, kind: String)

    var name: String {
        switch self {
        case .group(let name, _, _), .path(let name, _, _), .rectangle(let name, _, _, _, _), .ellipse(let name, _, _, _),
             .trim(let name, _, _, _, _), .outlineModifier(let name, _), .repeater(let name, _, _, _, _),
             .mergePaths(let name, _), .unsupported(let name, _):
            name
        case .star(let star): star.name
        case .fill(let fill): fill.name
        case .stroke(let stroke): stroke.name
        case .gradientFill(let gradient): gradient.name
        case .gradientStroke(let gradient, _): gradient.name
        }
    }

    var isGeometry: Bool {
        switch self {
        case .path, .rectangle, .ellipse, .star: true
        default: false
        }
    }

    var isPaint: Bool {
        switch self {
        case .fill, .stroke, .gradientFill, .gradientStroke: true
        default: false
        }
    }
}

struct LottieStar {
    var name: String
    var isPolygon: Bool
    var position: LottieAnimated<[Double]>
    var points: LottieAnimated<[Double]>
    var rotation: LottieAnimated<[Double]>
    var outerRadius: LottieAnimated<[Double]>
    var outerRoundness: LottieAnimated<[Double]>
    var innerRadius: LottieAnimated<[Double]>
    var innerRoundness: LottieAnimated<[Double]>
    var reversed: Bool
}

struct LottieFill {
    var name: String
    var color: LottieAnimated<[Double]>
    var opacity: LottieAnimated<[Double]>
    var evenOdd: Bool
}

struct LottieStroke {
    var name: String
    var color: LottieAnimated<[Double]>
    var opacity: LottieAnimated<[Double]>
    var width: LottieAnimated<[Double]>
    var lineCap: LineCap
    var lineJoin: LineJoin
    var miterLimit: Double
    var dashes: [Double]
    var dashOffset: LottieAnimated<[Double]>?
}

struct LottieGradient {
    var name: String
    var isRadial: Bool
    var stopCount: Int
    var stops: LottieAnimated<[Double]>
    var start: LottieAnimated<[Double]>
    var end: LottieAnimated<[Double]>
    var opacity: LottieAnimated<[Double]>
    var evenOdd: Bool
}

/// A drop shadow as After Effects exports it: either the Drop Shadow effect (`ef`, type 25) or
/// the Drop Shadow layer style (`sy`, type 1). The two use different units (see ``Source``); a
/// value the file leaves out stays at Core Animation's default, as in lottie-ios.
struct LottieDropShadow {
    enum Source {
        /// Opacity 0–255, direction in degrees clockwise from up, softness.
        case effect
        /// Opacity 0–100, angle in degrees clockwise from the +x axis (y down), size.
        case style
    }
    var source: Source
    var color: LottieAnimated<[Double]>?
    var opacity: LottieAnimated<[Double]>?
    /// The effect's direction or the style's angle, in degrees.
    var angle: LottieAnimated<[Double]>?
    var distance: LottieAnimated<[Double]>?
    /// The effect's softness or the style's size.
    var softness: LottieAnimated<[Double]>?
}
