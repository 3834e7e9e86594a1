// Design note: iOS code that imports QuartzCore also sees Foundation (CGFloat, CGPoint, CGSize,
// CGRect, NSNumber come from Foundation on Linux), so the one guarded import must bring them
// too. Lamina's own types stay behind the module boundary: a `Layer` or `Rect` in iOS code
// would be a porting mistake, so this module re-exports Foundation and not Lamina.
@_exported import Foundation

/// Seconds, as Core Foundation spells them (`CFTimeInterval`); Foundation on Linux lacks it.
public typealias CFTimeInterval = Double
