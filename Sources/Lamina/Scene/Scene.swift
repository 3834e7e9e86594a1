import Foundation

/// A loaded scene: the document's layer tree on its own `Timeline`, with the document's
/// actions scheduled as timeline events; one ``Playback`` of the document's ``Composition``.
///
///     let scene = try Scene.load(contentsOf: url)
///     let frame = scene.advance(to: 1.25)       // runs the actions due by 1.25 s
///     let same = scene.presentation(at: 1.25)   // pure
///
/// Actions are events (transactions whose implicit animations start when they run), so time
/// only moves forward: ``advance(to:)`` runs them; ``presentation(at:)`` never does. Build a new
/// `Scene` to go back.
public final class Scene: Playback {
    /// The document the scene was built from.
    public let document: SceneDocument
    /// The timeline that plays the scene's layers.
    public let timeline: Timeline
    /// The root layer: bounds of the document's size, its background colour; the document's
    /// layers are its sublayers.
    public var rootLayer: Layer { timeline.rootLayer }

    /// Builds the layer tree on a fresh timeline and schedules the actions.
    public init(document: SceneDocument) {
        self.document = document
        let root = Layer()
        root.bounds = Rect(origin: .zero, size: document.size)
        root.anchorPoint = .zero
        root.backgroundColor = document.backgroundColor
        for layer in document.layers { root.addSublayer(Self.makeLayer(layer)) }
        timeline = Timeline(rootLayer: root)
        for action in document.actions {
            let transaction = action.transaction
            timeline.schedule(at: action.time) { [unowned root] in Self.run(transaction, in: root) }
        }
    }

    /// Reads a JSON scene; the data's `fileName` appears in errors.
    public convenience init(jsonData: Data, fileName: String? = nil) throws(SceneError) {
        self.init(document: try SceneDocument(jsonData: jsonData, fileName: fileName))
    }

    /// Reads a JSON scene file.
    public static func load(contentsOf url: URL) throws(SceneError) -> Scene {
        Scene(document: try SceneDocument(contentsOf: url))
    }

    // MARK: - Building

    /// A layer of the description's class with its model values, animations and sublayers.
    static func makeLayer(_ description: LayerDescription) -> Layer {
        let layer: Layer
        switch description.type {
        case .layer: layer = Layer()
        case .shape: layer = ShapeLayer()
        case .replicator: layer = ReplicatorLayer()
        case .text: layer = TextLayer()
        case .gradient: layer = GradientLayer()
        case .transformLayer: layer = TransformLayer()
        case .emitter: layer = EmitterLayer()
        }
        layer.name = description.name
        layer.properties = description.properties
        layer.beginTime = description.beginTime
        layer.speed = description.speed
        layer.timeOffset = description.timeOffset
        // Scene times count from the scene's start, so begin times are taken as written.
        layer.add(contentsOf: description.animations.enumerated().map { index, animation in
            (animation.makeAnimation(), animation.resolvedKey(index: index))
        }, resolvingBeginTime: false)
        for sublayer in description.sublayers { layer.addSublayer(makeLayer(sublayer)) }
        layer.mask = description.mask.map(makeLayer)
        return layer
    }

    /// Runs a transaction: its settings, its completion (which runs the next transaction of the
    /// chain the same way), and its assignments, each an implicit animation.
    static func run(_ transaction: TransactionDescription, in root: Layer) {
        Transaction.begin()
        if let duration = transaction.duration { Transaction.setAnimationDuration(duration) }
        if let function = transaction.timingFunction { Transaction.setAnimationTimingFunction(function) }
        if let disable = transaction.disableActions { Transaction.setDisableActions(disable) }
        if let next = transaction.completion {
            Transaction.setCompletionBlock { [unowned root] in run(next, in: root) }
        }
        for assignment in transaction.assignments {
            root.layer(named: assignment.layerName)?.setValue(assignment.value, forKeyPath: assignment.property.keyPath)
        }
        Transaction.commit()
    }
}
