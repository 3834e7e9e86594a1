import Foundation
import Testing
@testable import Lamina

/// `Layer.modelAddress` reads the model where it lies in the object, on the layout Swift gives a
/// class (stored properties in declaration order, after the object header): `properties` must
/// stay the first stored property of `Layer`. Every kind of layer, a subclass with stored
/// properties of its own included, must find its model there, value and bits alike.
@Suite struct LayerModelAddressTests {
    /// A client's subclass: its stored properties come after `Layer`'s.
    private final class Tagged: ShapeLayer {
        var tag = "a tag"
        var weight = 3.5
    }

    @Test func everyKindOfLayerFindsItsModelAtItsAddress() {
        let layers: [Layer] = [Layer(), ShapeLayer(), TextLayer(), GradientLayer(), ReplicatorLayer(),
                               TransformLayer(), EmitterLayer(), Tagged()]
        for (index, layer) in layers.enumerated() {
            layer.position = Point(Double(index) + 0.25, 7)
            layer.opacity = 0.5
            layer.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)
            let model = layer.properties
            // Bits first: on another layout the address holds other fields, whose references
            // must not be read as a model's.
            let sameBits = withUnsafeBytes(of: model) {
                memcmp(layer.modelAddress, $0.baseAddress!, MemoryLayout<LayerProperties>.size) == 0
            }
            #expect(sameBits, "\(type(of: layer))")
            if sameBits { #expect(layer.modelAddress.pointee == model, "\(type(of: layer))") }
        }
    }

    @Test func theAddressShowsAChangeMadeAfterIt() {
        let layer = Tagged()
        let address = layer.modelAddress
        layer.bounds = Rect(x: 0, y: 0, width: 31, height: 17)
        layer.path = .rect(Rect(x: 0, y: 0, width: 5, height: 5))
        let bounds = address.pointer(to: \.bounds)!.pointee
        #expect(bounds.width == 31)
        if bounds.width == 31 { #expect(address.pointee == layer.properties) }
        #expect(layer.tag == "a tag" && layer.weight == 3.5)
    }
}
