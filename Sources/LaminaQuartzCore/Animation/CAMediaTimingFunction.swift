import Foundation
import Lamina

/// A pacing curve (`CAMediaTimingFunction`): a cubic Bézier from (0, 0) to (1, 1) through two
/// control points, time fraction against progress.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    // Immutable after init; @unchecked because NSObject is not Sendable on Linux.
    let function: TimingFunction

    /// One of Core Animation's named curves; an unknown name gives the linear curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        self.init(TimingFunction(name: name.rawValue) ?? .linear)
    }

    /// The curve through (c1x, c1y) and (c2x, c2y); x values are clamped to 0...1.
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(TimingFunction(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y)))
    }

    init(_ function: TimingFunction) {
        self.function = function
        super.init()
    }

    /// Writes control point `index` (0: (0, 0), 1 and 2: the control points, 3: (1, 1)) into
    /// `values[0]` and `values[1]`; an index outside 0...3 writes nothing.
    open func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (function.c1x, function.c1y), (function.c2x, function.c2y), (1, 1)]
        guard points.indices.contains(index) else { return }
        ptr[0] = Float(points[index].0)
        ptr[1] = Float(points[index].1)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.function == function
    }

    open override var hash: Int { function.hashValue }
}
