import Foundation

/// The closed-form damped harmonic oscillator behind `SpringAnimation`.
///
/// Progress `p(t) = 1 + x(t)` where `x` is the displacement from the target, starting at
/// `x(0) = -1` with `x'(0) = initialVelocity`, and `m·x'' + c·x' + k·x = 0`.
struct SpringSolver: Sendable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double

    private var omega0: Double { (max(stiffness, 1e-9) / max(mass, 1e-9)).squareRoot() }
    private var zeta: Double { max(damping, 0) / (2 * (max(stiffness, 1e-9) * max(mass, 1e-9)).squareRoot()) }

    /// Progress at `t` seconds: 0 at the start, settling at 1.
    func value(at t: Double) -> Double {
        1 + displacement(at: max(t, 0))
    }

    func displacement(at t: Double) -> Double {
        let x0 = -1.0, v0 = initialVelocity
        let w0 = omega0, z = zeta
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let b = (v0 + z * w0 * x0) / wd
            return exp(-z * w0 * t) * (x0 * cos(wd * t) + b * sin(wd * t))
        } else if z == 1 {
            return exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// An upper bound of |x(t)| that only decreases, so the search below can stop.
    private func envelope(at t: Double) -> Double {
        let x0 = -1.0, v0 = initialVelocity
        let w0 = omega0, z = zeta
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let b = (v0 + z * w0 * x0) / wd
            return exp(-z * w0 * t) * (abs(x0) + abs(b))
        } else if z == 1 {
            return exp(-w0 * t) * (abs(x0) + abs(v0 + w0 * x0) * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            return abs(x0 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// Seconds after which |x| stays below `epsilon` (0.1% of the distance), found by a 1 ms scan
    /// up to the point where the decaying envelope guarantees it; at most 600 s.
    var settlingDuration: Double {
        let epsilon = 0.001, step = 0.001
        var t = 0.0, lastAbove = 0.0
        while t < 600 {
            if abs(displacement(at: t)) >= epsilon { lastAbove = t }
            if envelope(at: t) < epsilon, (t - lastAbove) > step { break }
            t += step
        }
        return lastAbove + step
    }
}
