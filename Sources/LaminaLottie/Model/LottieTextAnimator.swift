/// One text animator (`t.a[i]`): properties (`a`) that a range selector (`s`) applies to some
/// characters, words or lines of a text layer, in proportion to how much it covers each.
///
/// Absent properties are `nil`; each present one is the value at full coverage: position and
/// anchor offsets in points, scale in percent, rotation in degrees, opacity in percent, colours
/// as RGB(A) in 0...1, stroke width and tracking in points.
struct LottieTextAnimator {
    var name: String
    var selector: LottieTextSelector?
    var position: LottieAnimated<[Double]>?
    var anchor: LottieAnimated<[Double]>?
    var scale: LottieAnimated<[Double]>?
    var rotation: LottieAnimated<[Double]>?
    var opacity: LottieAnimated<[Double]>?
    var fillColor: LottieAnimated<[Double]>?
    var strokeColor: LottieAnimated<[Double]>?
    var strokeWidth: LottieAnimated<[Double]>?
    var tracking: LottieAnimated<[Double]>?
    /// The keys of properties Lamina does not animate (skew, 3D rotation, hue...), for warnings.
    var unsupportedProperties: [String] = []

    /// Every animated input (the properties' and the selector's), for choosing sample times.
    var inputs: [LottieAnimated<[Double]>] {
        [position, anchor, scale, rotation, opacity, fillColor, strokeColor, strokeWidth, tracking].compactMap { $0 }
            + (selector?.inputs ?? [])
    }
}

/// A range selector (`t.a[i].s`): which part of the text an animator covers, and how much.
struct LottieTextSelector {
    /// What the range counts (`b`).
    enum Basis: Int {
        case characters = 1, charactersExcludingSpaces, words, lines
    }

    /// How coverage rises and falls across the range (`sh`).
    enum Shape: Int {
        case square = 1, rampUp, rampDown, triangle, round, smooth
    }

    /// Start, end and offset (`s`, `e`, `o`): percent of the text, or counts of `basis` units
    /// when `inIndices` (`r` 2).
    var start: LottieAnimated<[Double]>
    var end: LottieAnimated<[Double]>
    var offset: LottieAnimated<[Double]>
    var inIndices: Bool
    var basis: Basis
    var shape: Shape
    /// Amount (`a`, percent, −100...100), ease high and low (`xe`, `ne`, percent), and the
    /// square shape's smoothness (`sm`, percent).
    var amount: LottieAnimated<[Double]>
    var easeHigh: LottieAnimated<[Double]>
    var easeLow: LottieAnimated<[Double]>
    var smoothness: LottieAnimated<[Double]>
    /// Whether the units are covered in a shuffled order (`rn`).
    var randomizesOrder: Bool
    /// How the selector combines with the text's selection (`m`): 1 adds, the only mode built.
    var mode = 1

    var inputs: [LottieAnimated<[Double]>] { [start, end, offset, amount, easeHigh, easeLow, smoothness] }
}
