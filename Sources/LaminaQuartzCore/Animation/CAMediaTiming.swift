import Foundation

/// The timing shared by animations (`CAMediaTiming`). Times are seconds; `speed` and
/// `repeatCount` are `Float`, as in Core Animation. `CALayer` has `beginTime`, `speed` and
/// `timeOffset` but does not adopt the whole protocol (see "Differences from Core Animation").
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}
