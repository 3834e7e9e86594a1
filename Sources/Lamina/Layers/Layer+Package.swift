// Hooks for the facades of this package (LaminaQuartzCore's `CALayer.presentation()`), in
// `package` access so they are not Lamina's public API. Additive only: they read what the
// evaluator computes and write a copy's model values, never a live layer's behaviour.
extension Layer {
    /// The model values with every running animation applied at the layer's current local
    /// time: `presentation()`'s values, for a layer with or without a timeline.
    package func presentationPropertiesNow() -> LayerProperties {
        Evaluator.presentationProperties(of: self, localTime: currentLocalTime)
    }

    /// Replaces the model values at once, without implicit animations: for making a
    /// presentation copy outside any timeline.
    package func replaceModelProperties(with properties: LayerProperties) {
        self.properties = properties
    }
}
