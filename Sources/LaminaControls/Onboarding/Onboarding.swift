import Lamina
import LaminaSVG

/// The onboarding scene of seed 004 ("Bring Your App To Life with CALayers"): a two-page story
/// drawn as SVG and imported into one layer per part, brought to life with a transaction, keyframe
/// animations, an animation group, chained transactions and a text transition.
///
/// Page one (``start()``, as the talk's `IntroView`): the parts are configured for the intro (the
/// left group moved left and the right group right by ``introOffset``, the picture frame turned
/// 20°, the arms turned by ∓``introArmAngle``), then one 0.5 s ease-in-ease-out transaction moves
/// everything to the centre; the picture frame wobbles and the arms bounce with keyframe
/// animations that begin 0.25 s later; the fireworks grow and fade in as an animation group of
/// 3.5 s repeating forever.
///
/// Page two (``advance()``): the character starts off to the left with its arms and left leg
/// turned; a 0.45 s transaction walks it to the centre, and its completion starts a second
/// transaction that returns the limbs to identity while the trees and buildings scale back up.
///
/// Every page change fades the caption to its new text (a 0.125 s ease-in-ease-out fade
/// transition, added before the text changes) and cross-fades the illustration the same way.
/// A tap anywhere advances; the Done button skips to the end state at once (``finish()``).
/// Everything is laid out from ``bounds``; changing them mid-animation re-centres the scene and
/// the running animations carry on to their (unchanged) destinations.
///
/// Unlike the talk, the intro transaction also sets the resting angles the keyframes end on
/// (picture frame -20°, arms 0), so that nothing jumps when a keyframe animation ends: the
/// ease-in-ease-out curve is half way at 0.25 s, exactly where the keyframes begin, and their
/// first values are the transaction's values at that moment (0° for the frame, ∓θ/2 for the arms).
///
/// Layer names: `onboarding` (the root), `stage`, `page1`, `page2`, the parts of
/// ``OnboardingArtwork``, `caption`, `pageDots`, `done`, `doneLabel`.
public final class Onboarding {
    /// The angle the arms start at, in radians (35°, the talk's `onboardingIntroArmAngle`).
    public static let introArmAngle = 0.610865
    /// The picture frame's angle in the intro configuration: 20°.
    public static let introFrameAngle = 20 * Double.pi / 180
    /// Where the picture frame's wobble ends and rests: -20°.
    public static let restingFrameAngle = -20 * Double.pi / 180
    /// Page two's starting angles: arms swinging and the left leg mid-stride, in radians.
    public static let characterArmAngle = 0.5
    public static let characterLegAngle = 0.35
    /// The scale trees and buildings start page two at (they then scale back up to 1).
    public static let hiddenSceneryScale = 0.01

    /// The view's layer: add it to a tree.
    public let layer: Layer
    /// Holds the pages' illustrations, centred and scaled to fit; page changes cross-fade it.
    public let stage = Layer()
    /// The imported illustrations, one per page.
    public let pages: [Layer]
    /// The caption under the illustration.
    public let caption = TextLayer()
    /// One dot per page; the current page's is opaque.
    public let pageDots = Layer()
    /// The Done button and its label.
    public let doneButton = Layer()
    public let doneLabel = TextLayer()

    /// The caption of each page.
    public var captions = ["Celebrate every moment.\nHold the button to record.",
                           "Take it with you.\nClips are saved as you go."]
    /// The view's background.
    public static let backgroundColor = Color(red: 0.118, green: 0.165, blue: 0.278)

    /// The page shown, from 0.
    public internal(set) var page = 0
    /// Whether Done was pressed: the scene shows its end state.
    public internal(set) var isFinished = false
    /// How far page parts start from the centre: half the view's width plus half the
    /// illustration's width (in the illustration's points, so divided by its scale).
    public private(set) var introOffset = 0.0
    /// The chained transactions of page two, while they run.
    public internal(set) var chain: TransactionChain?

    /// The size the illustrations are drawn at (both pages share it).
    public let illustrationSize: Size
    /// Where each part rests, in its page's coordinates (the imported positions).
    private var homes: [String: Point] = [:]
    private let tap = PressGestureRecognizer()
    private let donePress = PressGestureRecognizer()
    var tapBeganOnDone = false

    /// Page one's left group (moves in from the left) and right group (from the right).
    public static let leftGroup = ["pictureFrame", "chair", "body", "leftArm", "rightArm"]
    public static let rightGroup = ["table", "lamp"]

    /// Imports the artwork and lays out a view of `bounds`. Call ``start()`` once the layer is
    /// on a timeline, at the moment page one should begin.
    public init(bounds: Rect = Rect(0, 0, 340, 480)) throws(OnboardingArtwork.LoadError) {
        let one = try OnboardingArtwork.importPage(1)
        let two = try OnboardingArtwork.importPage(2)
        illustrationSize = one.size
        pages = [one.layer, two.layer]
        layer = Layer()
        layer.name = "onboarding"
        layer.backgroundColor = Self.backgroundColor
        stage.name = "stage"
        for (index, page) in pages.enumerated() {
            page.name = "page\(index + 1)"
            page.isHidden = index != 0
            stage.addSublayer(page)
        }
        for name in OnboardingArtwork.pageOneParts + OnboardingArtwork.pageTwoParts {
            homes[name] = part(name).position
        }
        layer.addSublayer(stage)

        caption.name = "caption"
        caption.fontSize = 20
        caption.alignmentMode = .center
        caption.isWrapped = true
        caption.foregroundColor = .white
        caption.string = captions[0]
        layer.addSublayer(caption)

        pageDots.name = "pageDots"
        for index in pages.indices {
            let dot = Layer()
            dot.name = "pageDot\(index + 1)"
            dot.bounds = Rect(0, 0, 8, 8)
            dot.cornerRadius = 4
            dot.backgroundColor = .white
            dot.opacity = index == 0 ? 1 : 0.35
            pageDots.addSublayer(dot)
        }
        layer.addSublayer(pageDots)

        doneButton.name = "done"
        doneButton.bounds = Rect(0, 0, 76, 34)
        doneButton.cornerRadius = 17
        doneButton.backgroundColor = Color(white: 1, alpha: 0.16)
        doneLabel.name = "doneLabel"
        doneLabel.string = "Done"
        doneLabel.fontSize = 16
        doneLabel.alignmentMode = .center
        doneLabel.foregroundColor = .white
        doneButton.addSublayer(doneLabel)
        layer.addSublayer(doneButton)

        tap.action = { [weak self] recognizer in self?.handleTap(recognizer) }
        layer.addGestureRecognizer(tap)
        donePress.action = { [weak self] recognizer in self?.handleDone(recognizer) }
        doneButton.addGestureRecognizer(donePress)
        self.bounds = bounds
    }

    /// The layer of a named part (``OnboardingArtwork/pageOneParts``, ``OnboardingArtwork/pageTwoParts``).
    public func part(_ name: String) -> Layer {
        guard let found = pages.lazy.compactMap({ $0.layer(named: name) }).first else {
            preconditionFailure("no onboarding part named \(name)")  // names are checked when importing
        }
        return found
    }

    /// Where a part rests, in its page's coordinates.
    public func home(of name: String) -> Point { homes[name] ?? .zero }

    /// The view's bounds; setting them lays everything out again at once (running animations
    /// keep going).
    public var bounds: Rect {
        get { layer.bounds }
        set {
            layer.bounds = newValue
            layout()
        }
    }

    /// The illustration's scale: as large as fits with 20-point margins and half the height, at
    /// most 1.25 (1 at the default size, 340 × 480).
    public var illustrationScale: Double {
        let b = layer.bounds.size
        return max(0.05, min(1.25, (b.width - 40) / illustrationSize.width, (b.height * 0.5) / illustrationSize.height))
    }

    /// Places the illustration, caption, dots and Done button from the bounds.
    public func layout() {
        let b = layer.bounds
        let s = illustrationScale
        let stageCenter = Point(b.midX, b.minY + b.height * 0.4)
        Transaction.perform(disableActions: true) {
            stage.bounds = Rect(origin: .zero, size: illustrationSize)
            stage.position = stageCenter
            stage.transform = Transform3D(scaleX: s, y: s)
            let captionTop = stageCenter.y + illustrationSize.height * s / 2 + 28
            caption.bounds = Rect(0, 0, max(0, b.width - 48), 60)
            caption.position = Point(b.midX, captionTop + 30)
            pageDots.bounds = Rect(0, 0, Double(pages.count) * 18, 8)
            pageDots.position = Point(b.midX, captionTop + 60 + 28)
            for (index, dot) in pageDots.sublayers.enumerated() {
                dot.position = Point(Double(index) * 18 + 9, 4)
            }
            doneButton.position = Point(b.maxX - 16 - doneButton.bounds.width / 2, b.minY + 20 + doneButton.bounds.height / 2)
            doneLabel.bounds = Rect(0, 0, doneButton.bounds.width, 22)
            doneLabel.position = Point(doneButton.bounds.width / 2, doneButton.bounds.height / 2)
        }
        introOffset = b.width / 2 / s + illustrationSize.width / 2
    }
}
