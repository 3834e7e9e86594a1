import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// Layout (`setNeedsLayout`, `layoutIfNeeded`, `layoutSublayers`, the delegate's
/// `layoutSublayers(of:)`), with Core Animation's rules as the oracle: a bounds change and
/// adding or removing sublayers mark a layer, passes go top-down, and `layoutIfNeeded` starts at
/// the highest ancestor in the chain of ancestors that need layout.
@Suite struct LayoutTests {
    /// Centres its one sublayer and logs each layout.
    final class CentringLayer: Layer {
        var log: (String) -> Void = { _ in }
        override func layoutSublayers() {
            log(name ?? "?")
            for sublayer in sublayers { sublayer.position = Point(bounds.midX, bounds.midY) }
        }
    }

    final class Delegate: LayerDelegate {
        var laidOut: [Layer] = []
        func layoutSublayers(of layer: Layer) { laidOut.append(layer) }
    }

    @Test func aNewLayerDoesNotNeedLayoutAndABoundsSizeChangeMarksIt() {
        let layer = Layer()
        #expect(!layer.needsLayout())
        layer.position = Point(5, 5)
        layer.bounds.origin = Point(2, 2)
        #expect(!layer.needsLayout())  // neither moves the bounds' size
        layer.bounds = Rect(2, 2, 10, 10)
        #expect(layer.needsLayout())
    }

    @Test func addingOrRemovingASublayerMarksTheSuperlayer() {
        let parent = Layer(), child = Layer()
        parent.addSublayer(child)
        #expect(parent.needsLayout())
        parent.layoutIfNeeded()
        #expect(!parent.needsLayout())
        child.removeFromSuperlayer()
        #expect(parent.needsLayout())
    }

    @Test func layoutIfNeededLaysOutOnceAndClearsTheMark() {
        let layer = CentringLayer(), dot = Layer()
        var count = 0
        layer.log = { _ in count += 1 }
        layer.addSublayer(dot)
        layer.bounds = Rect(0, 0, 40, 20)
        layer.layoutIfNeeded()
        #expect(count == 1)
        #expect(dot.position == Point(20, 10))
        #expect(!layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(count == 1)
    }

    @Test func passesGoTopDownFromTheHighestMarkedAncestor() {
        var order: [String] = []
        let top = CentringLayer(), middle = CentringLayer(), bottom = CentringLayer()
        for (layer, name) in [(top, "top"), (middle, "middle"), (bottom, "bottom")] {
            layer.name = name
            layer.log = { order.append($0) }
        }
        top.addSublayer(middle)
        middle.addSublayer(bottom)
        bottom.bounds = Rect(0, 0, 4, 4)
        bottom.layoutIfNeeded()  // top and middle were marked when their sublayers came
        #expect(order == ["top", "middle", "bottom"])
    }

    @Test func theDefaultLayoutAsksTheDelegate() {
        let layer = Layer(), delegate = Delegate()
        layer.delegate = delegate
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(delegate.laidOut.count == 1)
        #expect(delegate.laidOut.first === layer)
    }

    @Test func aLayoutThatMarksItselfAgainWaitsForTheNextPass() {
        final class Restless: Layer {
            var count = 0
            override func layoutSublayers() {
                count += 1
                setNeedsLayout()
            }
        }
        let layer = Restless()
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(layer.count == 1)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.count == 2)
    }

    @Test func theOutermostCommitLaysOutWhatTheTransactionMarked() {
        let panel = CentringLayer(), dot = Layer()
        panel.addSublayer(dot)
        let timeline = makeTimeline(panel)
        timeline.advance(to: 0)
        Transaction.perform(disableActions: true) {
            Transaction.perform { panel.bounds = Rect(0, 0, 60, 30) }
            #expect(panel.needsLayout())  // a nested commit does not lay out
        }
        #expect(!panel.needsLayout())
        #expect(dot.position == Point(30, 15))
    }

    @Test func advancingATimelineLaysOutBeforeTheFrame() {
        let panel = CentringLayer(), dot = Layer()
        panel.addSublayer(dot)
        let timeline = makeTimeline(panel)
        panel.bounds = Rect(0, 0, 80, 20)
        #expect(panel.needsLayout())
        #expect(find(dot, in: timeline.rootLayer, snapshot: timeline.presentation(at: 0))?.position == Point(0, 0))
        timeline.advance(to: 0.1)
        #expect(!panel.needsLayout())
        #expect(find(dot, in: timeline.rootLayer, snapshot: timeline.presentation(at: 0.1))?.position == Point(40, 10))
    }

    @Test func aFlushLaysOutALiveTree() {
        let panel = CentringLayer(), dot = Layer()
        panel.addSublayer(dot)
        let timeline = makeTimeline(panel)
        timeline.advance(to: 0)
        timeline.isLive = true
        Transaction.setDisableActions(true)  // in the implicit transaction the change opens
        panel.bounds = Rect(0, 0, 10, 50)
        #expect(panel.needsLayout())
        Transaction.flush()
        #expect(!panel.needsLayout())
        #expect(dot.position == Point(5, 25))
    }

    @Test func thePreferredFrameSizeIsTheBoundsSizeInTheSuperlayer() {
        let layer = Layer()
        layer.bounds = Rect(0, 0, 10, 20)
        #expect(layer.preferredFrameSize() == Size(width: 10, height: 20))
        layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        expectClose(layer.preferredFrameSize().width, 20)
        expectClose(layer.preferredFrameSize().height, 10)
    }
}
