import Foundation
import Lamina
import LaminaSVG

/// Imports `svg` (a document string) with `options`; traps the test on an error.
func importSVG(_ svg: String, options: SVGImportOptions = SVGImportOptions()) throws -> SVGImport {
    try SVGImporter(options: options).importDocument(data: Data(svg.utf8), fileName: "test.svg")
}

/// A document of 100×100 wrapping `body`.
func document(_ body: String, attributes: String = "") -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" \(attributes)>
    \(body)
    </svg>
    """
}

/// The first layer named `name` below `root`.
func layer(_ root: Layer, _ name: String) -> Layer? { root.layer(named: name) }

/// Where a point in `layer`'s bounds lands in `root`'s coordinates.
func inRoot(_ point: Point, of layer: Layer, root: Layer) -> Point { layer.convert(point, to: root) }

/// Whether two numbers agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

func close(_ a: Color?, _ b: Color, _ tolerance: Double = 1.0 / 255) -> Bool {
    guard let a else { return false }
    return close(a.red, b.red, tolerance) && close(a.green, b.green, tolerance)
        && close(a.blue, b.blue, tolerance) && close(a.alpha, b.alpha, tolerance)
}

/// Lamina's transform, not Foundation's of the same name.
typealias AffineTransform = Lamina.AffineTransform
