extension SceneDocument {
    /// The document with every layer's `contents` file read into its model values by `read`,
    /// which gets the file as the document names it (relative to the document's folder) and
    /// decodes it. The core reads no image formats itself; `ContentLoader` (LaminaContent)
    /// passes LaminaRender's `readImage` (PNG, JPEG, WebP, GIF).
    ///
    /// - Throws: a `SceneError` naming the layer's path (`layers[0].sublayers[1].contents`) and
    ///   what `read` said, for the first file that cannot be read.
    public consuming func resolvingContents(fileName: String? = nil,
                                            _ read: (String) throws -> ImageBuffer) throws(SceneError) -> SceneDocument {
        // Consuming: a document read and resolved in one expression is changed in place, not
        // copied (100,000 layers' descriptions are tens of megabytes).
        var document = self
        for index in document.layers.indices {
            try Self.resolve(&document.layers[index], path: "layers[\(index)]", fileName: fileName, read)
        }
        return document
    }

    private static func resolve(_ layer: inout LayerDescription, path: String, fileName: String?,
                                _ read: (String) throws -> ImageBuffer) throws(SceneError) {
        if let file = layer.contentsFile {
            do {
                layer.properties.contents = try read(file)
            } catch {
                throw SceneError(fileName: fileName, path: path + ".contents", message: "cannot read '\(file)': \(error)")
            }
        }
        if var emitter = layer.properties.emitter, var cells = emitter.emitterCells {
            try resolve(&cells, path: path + ".emitterCells", fileName: fileName, read)
            emitter.emitterCells = cells
            layer.properties.emitter = emitter
        }
        for index in layer.sublayers.indices {
            try resolve(&layer.sublayers[index], path: path + ".sublayers[\(index)]", fileName: fileName, read)
        }
        if var mask = layer.mask {
            try resolve(&mask, path: path + ".mask", fileName: fileName, read)
            layer.mask = mask
        }
    }

    /// Emitter cells' `contents` files, nested cells included.
    private static func resolve(_ cells: inout [EmitterCell], path: String, fileName: String?,
                                _ read: (String) throws -> ImageBuffer) throws(SceneError) {
        for index in cells.indices {
            let cellPath = path + "[\(index)]"
            if let file = cells[index].contentsFile {
                do {
                    cells[index].contents = try read(file)
                } catch {
                    throw SceneError(fileName: fileName, path: cellPath + ".contents", message: "cannot read '\(file)': \(error)")
                }
            }
            if var nested = cells[index].emitterCells {
                try resolve(&nested, path: cellPath + ".emitterCells", fileName: fileName, read)
                cells[index].emitterCells = nested
            }
        }
    }
}
