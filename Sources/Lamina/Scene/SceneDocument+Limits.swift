extension SceneDocument {
    /// Checks the layer tree against `limits` before anything is built from it: the number of
    /// layers (masks included), how deep sublayers nest, and the replicator copies a frame would
    /// make (nested replicators multiply; `instanceCount` is not animatable).
    ///
    /// - Complexity: O(layers), one walk.
    static func checkLimits(_ layers: [LayerDescription], at path: [any CodingKey],
                            limits: Limits = .standard) throws(SceneProblem) {
        var count = 0
        func visit(_ layer: LayerDescription, at path: [any CodingKey], depth: Int, copies: Int) throws(SceneProblem) {
            count += 1
            guard count <= limits.layers else {
                throw SceneProblem(path, LimitError(fileName: nil, what: "the layers of the scene",
                                                   limit: limits.layers, remedy: LimitError.fixed).message)
            }
            guard depth <= limits.nestingDepth else {
                throw SceneProblem(path, LimitError(fileName: nil, what: "the levels of nested sublayers",
                                                   limit: limits.nestingDepth, remedy: LimitError.fixed).message)
            }
            var copies = copies
            if let replicator = layer.properties.replicator {
                copies *= max(replicator.instanceCount, 1)  // At most 10,000 times at most 1,000,000.
                guard copies <= limits.replicatorInstances else {
                    throw SceneProblem(path, LimitError(
                        fileName: nil, what: "the \(copies) copies these replicators make (nested counts multiply)",
                        limit: limits.replicatorInstances, remedy: LimitError.fixed).message)
                }
            }
            if let mask = layer.mask { try visit(mask, at: path.appending("mask"), depth: depth + 1, copies: copies) }
            for (index, sublayer) in layer.sublayers.enumerated() {
                try visit(sublayer, at: path.appending("sublayers").appending(index: index), depth: depth + 1, copies: copies)
            }
        }
        for (index, layer) in layers.enumerated() {
            try visit(layer, at: path.appending(index: index), depth: 1, copies: 1)
        }
    }

}
