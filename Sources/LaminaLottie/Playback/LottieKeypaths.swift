import Foundation
import Lamina

/// A value for a dynamic property, in Lottie's units: colours, points, and numbers as the
/// After Effects panel shows them (opacity and scale in percent, rotation in degrees, stroke
/// width in points).
public enum LottieValue: Sendable, Equatable {
    case color(Color)
    case number(Double)
    case point(Point)
}

/// Every property the importer exposes by keypath (`Layer.Group.Fill 1.Color`), and the layer
/// property each one sets.
struct LottieKeypathRegistry {
    enum Kind { case color, point, percent, degrees, points }

    struct Entry {
        var keypath: [String]
        weak var layer: Layer?
        var keyPath: String
        var kind: Kind
    }

    private(set) var entries: [Entry] = []
    /// Containers (layers, groups) that have a keypath, for listing.
    private(set) var containers: [[String]] = []

    mutating func add(_ keypath: [String], layer: Layer, keyPath: String, kind: Kind) {
        entries.append(Entry(keypath: keypath, layer: layer, keyPath: keyPath, kind: kind))
    }

    mutating func addContainer(_ keypath: [String]) { containers.append(keypath) }

    var allKeypaths: [String] {
        var seen: Set<String> = []
        return (containers + entries.map(\.keypath)).map { $0.joined(separator: ".") }.filter { seen.insert($0).inserted }
    }

    /// Sets every property `keypath` matches to `value`, replacing its animation; returns how many.
    func setValue(_ value: LottieValue, forKeypath keypath: LottieKeypath) -> Int {
        var count = 0
        for entry in entries where keypath.matches(entry.keypath) {
            guard let layer = entry.layer, let converted = Self.convert(value, kind: entry.kind) else { continue }
            let keys = entry.keyPath == "transform.scale" ? ["transform.scale.x", "transform.scale.y"] : [entry.keyPath]
            for (index, key) in keys.enumerated() {
                layer.removeAnimation(forKey: key)
                var v = converted
                if keys.count == 2, case .point(let p) = value { v = .number((index == 0 ? p.x : p.y) / 100) }
                if layer.setValue(v, forKeyPath: key) { count += index == 0 ? 1 : 0 }
            }
        }
        return count
    }

    private static func convert(_ value: LottieValue, kind: Kind) -> AnimatableValue? {
        switch (value, kind) {
        case (.color(let c), .color): .color(c)
        case (.point(let p), .point): .point(p)
        case (.number(let n), .percent): .number(n / 100)
        case (.point(let p), .percent): .number(p.x / 100)
        case (.number(let n), .degrees): .number(n * .pi / 180)
        case (.number(let n), .points): .number(n)
        default: nil
        }
    }
}

/// lottie-ios's `AnimationKeypath`: names separated by dots, `*` for any one name, `**` for
/// any number of names (`**.Fill 1.Color`, `Layer.*.Stroke 1.Stroke Width`).
public struct LottieKeypath: Hashable, Sendable, CustomStringConvertible {
    public var components: [String]

    public init(_ keypath: String) {
        components = keypath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    public init(components: [String]) { self.components = components }

    public var description: String { components.joined(separator: ".") }

    /// Whether this pattern names the property at `path`.
    public func matches(_ path: [String]) -> Bool {
        Self.match(components[...], path[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            for skip in 0...path.count where match(rest, path.dropFirst(skip)) { return true }
            return false
        }
        guard let name = path.first, first == "*" || first == name else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }
}
