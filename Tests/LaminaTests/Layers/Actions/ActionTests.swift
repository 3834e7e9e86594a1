import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

/// `Layer.action(forKey:)` and running actions, with Core Animation's documented search order
/// (delegate, `actions`, `style`, `defaultAction(forKey:)`, the implicit animation; `NSNull`,
/// here `NoAction`, ends the search) as the oracle.
@Suite struct ActionTests {
    /// Records what it was asked to run, and the model value it saw then.
    final class Recorder: Action {
        var runs: [(event: String, opacity: Double)] = []
        func run(forKey event: String, object layer: Layer, arguments: [String: Any]?) {
            runs.append((event, layer.opacity))
        }
    }

    final class Delegate: LayerDelegate {
        var answer: (any Action)?
        var asked: [String] = []
        func action(for layer: Layer, forKey event: String) -> (any Action)? {
            asked.append(event)
            return answer
        }
    }

    final class FadingLayer: Layer {
        nonisolated(unsafe) static var recorder = Recorder()
        override class func defaultAction(forKey event: String) -> (any Action)? {
            event == "opacity" ? recorder : nil
        }
    }

    @Test func withNothingSetTheActionIsTheImplicitAnimationFromThePresentation() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        Transaction.perform(duration: 1, timingFunction: .linear) { layer.opacity = 0 }
        timeline.advance(to: 0.5)
        Transaction.begin()
        Transaction.setAnimationDuration(2)
        let action = layer.action(forKey: "opacity")
        Transaction.commit()
        let animation = action as? BasicAnimation
        #expect(animation?.keyPath == "opacity")
        #expect(isClose(animation?.fromValue?.number, 0.5))  // where the running fade is
        #expect(animation?.duration == 2)
        #expect(animation?.timingFunction == .default)
        #expect(layer.action(forKey: "notAProperty") == nil)
    }

    @Test func theDelegateIsAskedFirstAndItsActionEndsTheSearch() {
        let layer = Layer(), delegate = Delegate(), fromDelegate = Recorder(), fromActions = Recorder()
        _ = makeTimeline(layer)
        delegate.answer = fromDelegate
        layer.delegate = delegate
        layer.actions = ["opacity": fromActions]
        Transaction.perform { layer.opacity = 0.25 }
        #expect(delegate.asked == ["opacity"])
        #expect(fromDelegate.runs.map(\.event) == ["opacity"])
        #expect(fromActions.runs.isEmpty)
        #expect(layer.animationKeys().isEmpty)  // the recorder added nothing
    }

    @Test func aDelegateThatAnswersNilLetsTheSearchGoOnToActions() {
        let layer = Layer(), delegate = Delegate(), fromActions = Recorder()
        _ = makeTimeline(layer)
        layer.delegate = delegate
        layer.actions = ["opacity": fromActions]
        Transaction.perform { layer.opacity = 0.25 }
        #expect(delegate.asked == ["opacity"])
        #expect(fromActions.runs.count == 1)
    }

    @Test func noActionFromTheDelegateStopsEverythingAndTheChangeShowsAtOnce() {
        let layer = Layer(), delegate = Delegate(), fromActions = Recorder()
        let timeline = makeTimeline(layer)
        delegate.answer = NoAction()
        layer.delegate = delegate
        layer.actions = ["opacity": fromActions]
        Transaction.perform { layer.opacity = 0.25 }
        #expect(fromActions.runs.isEmpty)
        #expect(layer.animationKeys().isEmpty)
        #expect(opacity(of: layer, at: 0, in: timeline) == 0.25)
        #expect(layer.action(forKey: "opacity") == nil)
    }

    @Test func noActionInTheActionsDictionaryTurnsOneKeyOff() {
        let layer = Layer()
        _ = makeTimeline(layer)
        layer.actions = ["position": NoAction()]
        Transaction.perform {
            layer.position = Point(10, 10)
            layer.opacity = 0.5
        }
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func styleActionsComeAfterActionsAndBeforeTheClassDefault() {
        let layer = FadingLayer(), fromStyle = Recorder(), fromActions = Recorder()
        _ = makeTimeline(layer)
        layer.style = ["actions": ["opacity": fromStyle] as [String: any Action]]
        Transaction.perform { layer.opacity = 0.5 }
        #expect(fromStyle.runs.count == 1)
        layer.actions = ["opacity": fromActions]
        Transaction.perform { layer.opacity = 0.25 }
        #expect(fromActions.runs.count == 1)
        #expect(fromStyle.runs.count == 1)
    }

    @Test func theClassDefaultComesBeforeTheImplicitAnimation() {
        let layer = FadingLayer()
        _ = makeTimeline(layer)
        let recorder = Recorder()
        FadingLayer.recorder = recorder
        Transaction.perform {
            layer.opacity = 0.5
            layer.position = Point(3, 4)
        }
        #expect(recorder.runs.map(\.event) == ["opacity"])
        #expect(layer.animationKeys() == ["position"])  // no default for position: implicit
    }

    @Test func anActionRunsAfterTheChangeWithTheLayer() {
        let layer = Layer(), recorder = Recorder()
        _ = makeTimeline(layer)
        layer.actions = ["opacity": recorder]
        Transaction.perform { layer.opacity = 0.3 }
        #expect(recorder.runs.count == 1)
        #expect(recorder.runs.first?.opacity == 0.3)  // the model already has the new value
    }

    @Test func anAnimationWithoutValuesAnimatesFromTheOldValueToTheNew() {
        // Apple: with neither fromValue nor toValue, a basic animation interpolates between the
        // previous value and the current one.
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let fade = BasicAnimation()  // no key path: the action's key names it
        fade.timingFunction = .linear
        layer.actions = ["opacity": fade]
        Transaction.perform(duration: 2) { layer.opacity = 0 }
        #expect(layer.animationKeys() == ["opacity"])
        #expect(layer.animation(forKey: "opacity")?.duration == 2)  // the transaction's
        expectClose(opacity(of: layer, at: 1, in: timeline), 0.5)
        #expect(opacity(of: layer, at: 2, in: timeline) == 0)
    }

    @Test func anAnimationActionKeepsItsOwnValuesAndDuration() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let pulse = BasicAnimation(keyPath: "opacity", from: 1, to: 0.5, duration: 4)
        pulse.timingFunction = .linear
        layer.actions = ["opacity": pulse]
        Transaction.perform(duration: 1) { layer.opacity = 0.9 }
        expectClose(opacity(of: layer, at: 2, in: timeline), 0.75)
    }

    @Test func disabledActionsAreNotLookedUp() {
        let layer = Layer(), delegate = Delegate()
        _ = makeTimeline(layer)
        layer.delegate = delegate
        Transaction.perform(disableActions: true) { layer.opacity = 0.2 }
        #expect(delegate.asked.isEmpty)
        Transaction.begin()
        Transaction.setValue(true, forKey: Transaction.disableActionsKey)
        layer.opacity = 0.4
        Transaction.commit()
        #expect(delegate.asked.isEmpty)
        #expect(layer.animationKeys().isEmpty)
    }

    @Test func anOverriddenActionForKeyIsWhatChangesRun() {
        final class Quiet: Layer {
            override func action(forKey event: String) -> (any Action)? {
                event == "opacity" ? nil : super.action(forKey: event)
            }
        }
        let layer = Quiet()
        _ = makeTimeline(layer)
        Transaction.perform {
            layer.opacity = 0.1
            layer.zPosition = 2
        }
        #expect(layer.animationKeys() == ["zPosition"])
    }

    @Test func setValueForKeyPathRunsTheActionForThatKeyPath() {
        let layer = Layer(), recorder = Recorder()
        _ = makeTimeline(layer)
        layer.actions = ["position.x": recorder]
        Transaction.perform { layer.setValue(.number(7), forKeyPath: "position.x") }
        #expect(recorder.runs.map(\.event) == ["position.x"])
        #expect(layer.position.x == 7)
    }
}
