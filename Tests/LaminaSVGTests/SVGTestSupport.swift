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

/// Lamina's transform, not Foundation's of the same name.
typealias AffineTransform = Lamina.AffineTransform
