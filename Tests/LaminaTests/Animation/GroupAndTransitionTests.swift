import Foundation
import Testing
@testable import Lamina
import LaminaTestSupport

@Suite struct GroupAndTransitionTests {
    @Test func childrenRunInTheGroupsTimeAndAreCutAtItsDuration() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let fade = BasicAnimation(keyPath: "opacity", from: 0, to: 1, duration: 4)   // longer than the group
        let move = BasicAnimation(keyPath: "position.x", from: 0, to: 10, duration: 1)
        move.beginTime = 1  // one second after the group starts
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        let group = AnimationGroup([fade, move], duration: 2)
        group.beginTime = 10
        layer.add(group, forKey: "g")
        func at(_ t: Double) -> LayerSnapshot { find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))! }
        #expect(at(11).opacity == 0.25)
        #expect(at(11.5).position.x == 5)
        #expect(at(11.99).opacity < 0.5)       // the fade never gets past half: cut at 2 s
        #expect(at(12).opacity == 1)           // the group ended: model value
        #expect(at(12).position.x == 0)
    }

    @Test func groupRepeatsReplayTheChildren() {
        let layer = Layer()
        let timeline = makeTimeline(layer)
        let grow = BasicAnimation(keyPath: "transform.scale", from: 0, to: 1, duration: 1)
        let group = AnimationGroup([grow], duration: 1)
        group.repeatCount = .infinity
        layer.add(group, forKey: "pulse")
        for t in [0.25, 1.25, 7.25] {
            let s = find(layer, in: timeline.rootLayer, snapshot: timeline.presentation(at: t))!.transform.components.scaleX
            expectClose(s, 0.25)
        }
    }

    @Test func transitionCapturesTheOutgoingLook() {
        let text = TextLayer()
        text.string = "Hello"
        let timeline = makeTimeline(text)
        timeline.advance(to: 1)
        let fade = Transition(type: .fade, duration: 0.125)
        fade.timingFunction = .easeInEaseOut
        text.add(fade, forKey: nil)
        text.string = "World"
        #expect(text.animationKeys() == ["transition"])
        let mid = find(text, in: timeline.rootLayer, snapshot: timeline.presentation(at: 1.0625))!
        #expect(mid.text?.string == "World")
        #expect(mid.transition?.outgoing.text?.string == "Hello")
        expectClose(mid.transition!.progress, 0.5)
        let after = find(text, in: timeline.rootLayer, snapshot: timeline.presentation(at: 1.2))!
        #expect(after.transition == nil)
    }
}
