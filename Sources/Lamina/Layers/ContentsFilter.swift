/// How a layer's `contents` image is sampled where it is drawn larger (`magnificationFilter`)
/// or smaller (`minificationFilter`) than its pixels: Core Animation's `CALayerContentsFilter`
/// values, spelt as its string constants.
public enum ContentsFilter: String, Hashable, Sendable, CaseIterable {
    /// Smoothly between neighbouring pixels (the default).
    case linear
    /// The nearest pixel: hard-edged pixels when magnified, as pixel art and `image-rendering:
    /// pixelated` want.
    case nearest
    /// Core Animation's mipmapped filter; Lamina draws it as `linear` (Cairo's good filter
    /// already averages the pixels a minified one covers).
    case trilinear
}
