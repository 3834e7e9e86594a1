import Foundation
import Lamina

/// The presentation copy and key-value access (`presentation()`, `model()`,
/// `value(forKeyPath:)`).
extension CALayer {
    /// A copy showing the layer as it is now, every running animation applied at its current
    /// local time (with the root's `speed = 0` and a `timeOffset`, at that frozen time), with
    /// presentation copies of its sublayers (not of its mask) as `sublayers`, each of whose
    /// `model()` is the sublayer it shows.
    ///
    /// Returns `nil` for a subclass you define: without the Objective-C runtime a copy of an
    /// unknown subclass cannot be made (its `init(layer:)` is not `required`); as a sublayer in
    /// a presentation tree, such a layer is copied as the class of this module it extends. Read
    /// its presented values with `presentationValue(forKeyPath:)`.
    public func presentation() -> Self? {
        if modelLayer != nil { return self }
        return presentationCopy() as? Self
    }

    /// The presentation copy of this layer and its sublayers.
    private func presentationCopy() -> CALayer {
        let copy = CALayer.libraryCopy(of: self)
        copy.backing.replaceModelProperties(with: backing.presentationPropertiesNow())
        copy.modelLayer = self
        for sublayer in sublayers ?? [] { copy.addSublayer(sublayer.presentationCopy()) }
        return copy
    }

    /// The model layer of a presentation copy, or the layer itself.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The presented value at a Core Animation key path now, converted as `value(forKeyPath:)`
    /// converts; for any layer, subclasses included. A Lamina addition.
    public func presentationValue(forKeyPath keyPath: String) -> Any? {
        guard let property = AnimatableProperty(keyPath: keyPath),
              let value = property.value(in: backing.presentationPropertiesNow()) else { return nil }
        return AnimationValues.any(value)
    }

    /// The model value at a Core Animation key path (`"position.x"`, `"transform.rotation.z"`),
    /// or a value stored with `setValue(_:forKey:)`. Numbers come back as `CGFloat`.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let value = backing.value(forKeyPath: keyPath) { return AnimationValues.any(value) }
        return extraValues[keyPath]
    }

    /// `value(forKeyPath:)` for a single key.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the model value at a Core Animation key path (animating implicitly inside a
    /// transaction, like the properties); a key that is not an animatable property stores the
    /// value for `value(forKey:)`. A value of the wrong kind for a property changes nothing.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let emitter = self as? CAEmitterLayer, emitter.setCellValue(value, forKeyPath: keyPath) { return }
        guard AnimatableProperty(keyPath: keyPath) != nil else {
            extraValues[keyPath] = value
            return
        }
        if let converted = value.flatMap(AnimationValues.animatable) {
            backing.setValue(converted, forKeyPath: keyPath)
        }
    }

    /// `setValue(_:forKeyPath:)` for a single key.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// A copy of `layer`'s model in the nearest class of this module (a subclass you define
    /// maps to the class it extends).
    private static func libraryCopy(of layer: CALayer) -> CALayer {
        switch layer.backing {
        case is BackingShapeLayer: CAShapeLayer(layer: layer)
        case is BackingGradientLayer: CAGradientLayer(layer: layer)
        case is BackingTextLayer: CATextLayer(layer: layer)
        case is BackingReplicatorLayer: CAReplicatorLayer(layer: layer)
        case is BackingTransformLayer: CATransformLayer(layer: layer)
        case is BackingEmitterLayer: CAEmitterLayer(layer: layer)
        default: CALayer(layer: layer)
        }
    }
}
