import Foundation
import Lamina

/// A shape modifier that rewrites the outlines above it in its group (and in the groups inside
/// that group) before they are filled or stroked: `rd`, `pb`, `zz` and `op`.
enum LottieOutlineModifier {
    /// Round Corners (`rd`): sharp vertices rounded with `radius`.
    case roundCorners(radius: LottieAnimated<[Double]>)
    /// Pucker & Bloat (`pb`): `amount` in percent.
    case puckerBloat(amount: LottieAnimated<[Double]>)
    /// Zig Zag (`zz`): `size` (the amplitude), `ridges` per edge, `pointType` 1 corner, 2 smooth.
    case zigZag(size: LottieAnimated<[Double]>, ridges: LottieAnimated<[Double]>, pointType: LottieAnimated<[Double]>)
    /// Offset Paths (`op`): `amount` outwards (negative inwards), corners joined by `lineJoin`.
    case offset(amount: LottieAnimated<[Double]>, lineJoin: LineJoin, miterLimit: LottieAnimated<[Double]>)

    /// The properties whose keyframes change the result.
    var inputs: [[LottieKeyTiming]] {
        switch self {
        case .roundCorners(let radius): [radius.timing]
        case .puckerBloat(let amount): [amount.timing]
        case .zigZag(let size, let ridges, let pointType): [size.timing, ridges.timing, pointType.timing]
        case .offset(let amount, _, let miterLimit): [amount.timing, miterLimit.timing]
        }
    }

    /// Whether the modifier leaves every outline as it is (a zero radius, amount or size that
    /// is not animated), so the builder can skip it.
    var isIdentity: Bool {
        func zero(_ p: LottieAnimated<[Double]>) -> Bool { !p.isAnimated && (p.initial.first ?? 0) == 0 }
        switch self {
        case .roundCorners(let radius): return !radius.isAnimated && (radius.initial.first ?? 0) <= 0
        case .puckerBloat(let amount): return zero(amount)
        case .zigZag(let size, _, _): return zero(size)
        case .offset(let amount, _, _): return zero(amount)
        }
    }
}
