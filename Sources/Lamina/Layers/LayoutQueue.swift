/// The trees this thread marked for layout while a transaction was open (or, for a live
/// timeline, its implicit one), laid out when the outermost transaction commits or flushes.
///
/// Per thread, like the transaction stack it lives in, since a tree belongs to one thread's
/// world at a time. It holds roots, weakly: a pass lays out each root's marked branches.
final class LayoutQueue {
    private var roots: [Weak] = []

    private struct Weak {
        weak var layer: Layer?
    }

    /// This thread's queue.
    static var current: LayoutQueue { Transaction.Stack.current.layoutQueue }

    /// Queues the tree of `root` (once).
    func add(_ root: Layer) {
        guard !roots.contains(where: { $0.layer === root }) else { return }
        roots.append(Weak(layer: root))
    }

    /// Lays out every queued tree, top-down, once; layers marked during the pass wait for the next.
    func layOut() {
        let queued = roots
        roots = []
        for entry in queued {
            entry.layer?.rootLayer.layOutSubtree()
        }
    }
}
