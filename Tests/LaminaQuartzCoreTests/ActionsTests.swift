import Foundation
import Lamina
import LaminaQuartzCore
import Testing

/// Actions as iOS code writes them, run by the core: `actions`, `NSNull`, the delegate, the
/// class default, custom `CAAction`s, and the transaction's values by key and `flush()`.
/// Tests that open the implicit transaction flush it before they end (it is per thread).
@Suite struct ActionsTests {
    final class Recording: CAAction {
        var runs: [(String, CGFloat?)] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            runs.append((event, (anObject as? CALayer)?.position.x))
        }
    }

    final class Vetoing: NSObject, CALayerDelegate {
        func action(for layer: CALayer, forKey event: String) -> CAAction? {
            event == "opacity" ? NSNull() : nil
        }
    }

    final class Fading: CALayer {
        override class func defaultAction(forKey event: String) -> CAAction? {
            guard event == "opacity" else { return nil }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.duration = 2
            return fade
        }
    }

    @Test func aChangeInATransactionRunsTheImplicitAnimation() {
        let layer = CALayer()
        CATransaction.begin()
        #expect(layer.action(forKey: "opacity") != nil)
        layer.opacity = 0
        CATransaction.commit()
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func nsNullInActionsDisablesTheAction() {
        let layer = CALayer()
        layer.actions = ["opacity": NSNull()]
        CATransaction.begin()
        #expect(layer.action(forKey: "opacity") == nil)
        layer.opacity = 0
        layer.position = CGPoint(x: 5, y: 5)
        CATransaction.commit()
        #expect(layer.animationKeys() == ["position"])
        #expect(layer.opacity == 0)
    }

    @Test func aCustomActionRunsAfterTheChangeWithTheLayer() {
        let layer = CALayer()
        let recording = Recording()
        layer.actions = ["position": recording]
        CATransaction.begin()
        layer.position = CGPoint(x: 40, y: 0)
        CATransaction.commit()
        #expect(recording.runs.count == 1)
        #expect(recording.runs.first?.0 == "position" && recording.runs.first?.1 == 40)  // sees the new value
        #expect(layer.animationKeys() == nil)  // it replaced the implicit animation
    }

    @Test func theDelegateIsAskedFirst() {
        let layer = CALayer()
        let delegate = Vetoing()
        layer.delegate = delegate
        layer.actions = ["opacity": CABasicAnimation(keyPath: "opacity")]
        CATransaction.begin()
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
    }

    @Test func styleAndTheClassDefaultComeAfterActions() throws {
        let layer = Fading()
        CATransaction.begin()
        layer.opacity = 0
        CATransaction.commit()
        let fade = try #require(layer.animation(forKey: "opacity"))
        #expect(fade.duration == 2)
        let styled = Fading()
        styled.style = ["actions": ["opacity": NSNull()]]
        CATransaction.begin()
        styled.opacity = 0
        CATransaction.commit()
        #expect(styled.animationKeys() == nil)
    }

    @Test func disableActionsByKey() {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
        layer.opacity = 0
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        CATransaction.begin()
        CATransaction.setValue(CAMediaTimingFunction(name: .linear), forKey: kCATransactionAnimationTimingFunction)
        #expect(CATransaction.value(forKey: kCATransactionAnimationTimingFunction) is CAMediaTimingFunction)
        CATransaction.setValue(1.5, forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.animationDuration() == 1.5)
        CATransaction.commit()
    }

    @Test func aLiveTreeAnimatesOutsideATransactionAndFlushCommits() throws {
        defer { CATransaction.flush() }
        let layer = CALayer()
        let timeline = Timeline(rootLayer: layer.laminaLayer, clock: ManualClock(), startTime: 0)
        timeline.isLive = true
        defer { timeline.isLive = false }
        var completed = false
        CATransaction.setAnimationDuration(1)
        CATransaction.setValue(CAMediaTimingFunction(name: .linear), forKey: kCATransactionAnimationTimingFunction)
        CATransaction.setCompletionBlock { completed = true }
        layer.opacity = 0
        CATransaction.flush()
        #expect(layer.animationKeys() == ["opacity"])
        #expect(abs(timeline.presentation(at: 0.25).opacity - 0.75) < 1e-9)
        #expect(!completed)
        timeline.advance(to: 1.5)
        #expect(completed)
    }

    @Test func theLockIsRecursiveAndTheCompletionBlockIsAValueByKey() {
        CATransaction.lock()
        CATransaction.lock()  // recursive: the same thread takes it again
        CATransaction.unlock()
        CATransaction.unlock()
        var ran = false
        CATransaction.begin()
        CATransaction.setValue({ ran = true } as () -> Void, forKey: kCATransactionCompletionBlock)
        #expect(CATransaction.value(forKey: kCATransactionCompletionBlock) != nil)
        CATransaction.setValue("mine", forKey: "com.example.tag")
        #expect(CATransaction.value(forKey: "com.example.tag") as? String == "mine")
        CATransaction.commit()
        #expect(ran)  // nothing was added: it runs at commit
    }

    @Test func mediaTimeIsTheMediaClocks() {
        let a = CACurrentMediaTime(), b = MediaClock.currentTime(), c = CACurrentMediaTime()
        #expect(a <= b && b <= c)
    }
}

/// An animation used as an action runs as Core Animation runs one.
@Suite struct AnimationActionTests {
    @Test func anEmptyBasicAnimationAnimatesFromThePreviousValueOverTheTransaction() throws {
        let layer = CALayer()
        layer.actions = ["position": CABasicAnimation()]
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        let added = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(added.keyPath == "position" && added.duration == 1)
        layer.speed = 0
        layer.timeOffset = 0.5
        #expect(layer.presentation()?.position == CGPoint(x: 50, y: 0))
    }

    @Test func runningAnAnimationByHandUsesTheEventsKeyPath() {
        let layer = CALayer()
        let fade = CABasicAnimation()
        fade.fromValue = 0
        fade.toValue = 1
        fade.run(forKey: "opacity", object: layer, arguments: nil)
        #expect(layer.animationKeys() == ["opacity"] && fade.keyPath == nil)
        #expect((layer.animation(forKey: "opacity") as? CABasicAnimation)?.keyPath == "opacity")
    }
}
