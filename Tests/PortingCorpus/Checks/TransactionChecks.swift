import Testing
#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// Corpus programs that use transactions, delegates, transitions and the mistakes reported
/// when an animation is added.
@Suite struct TransactionChecks {
    @Test func saveButtonCompletionRunsWhenItsAnimationEnds() {
        let button = SaveButton()
        button.showSaved()
        #expect(button.completions == 0)
        button.cancel()
        #expect(button.completions == 1)
        button.reset()
        #expect(button.completions == 2)
    }

    @Test func toastFadesWithImplicitAnimations() {
        let toast = Toast()
        toast.dismiss(duration: 1)
        #expect(toast.layer.opacity == 0 && toast.layer.position.y == 542)
        #expect(Set(toast.layer.animationKeys() ?? []) == ["opacity", "position"])
        #expect(toast.layer.animation(forKey: "opacity")?.duration == 1)
        freeze(toast.layer, at: 0.5)
        let presented = toast.layer.presentation()!
        #expect(near(CGFloat(presented.opacity), 0.5, 1e-6) && near(presented.position.y, 532, 1e-6))
    }

    @Test func disabledActionsChangeAtOnce() {
        let toast = Toast()
        toast.hideWithoutAnimation()
        #expect(toast.layer.animationKeys() == nil && toast.layer.isHidden)
    }

    @Test func themeTransitionIsAttachedUnderItsKey() {
        let theme = ThemeSwitcher()
        theme.switchToDark()
        #expect(theme.layer.animationKeys() == ["theme"])
        #expect((theme.layer.animation(forKey: "theme") as? CATransition)?.type == .fade)
        #expect(theme.layer.backgroundColor == CGColor.black)
    }

    @Test func delegateHearsTheTaggedAnimationStop() {
        let layer = CALayer()
        let log = AnimationLog()
        addTaggedFade(to: layer, log: log)
        #expect(layer.animation(forKey: "fade")?.value(forKey: "name") as? String == "fade")
        layer.removeAnimation(forKey: "fade")
        #expect(log.stopped.count == 1 && log.stopped.first?.name == "fade" && log.stopped.first?.finished == false)
    }

    @Test func mistakesAreReportedNotIgnored() {
        let layer = CALayer()
        #expect(throws: (any Error).self) { try layer.addChecked(AnimationMistakes.misspelt(), forKey: "fade") }
        do {
            try layer.addChecked(AnimationMistakes.misspelt(), forKey: "fade")
        } catch {
            #expect("\(error)".contains("did you mean 'opacity'"), "\(error)")
        }
        do {
            try layer.addChecked(AnimationMistakes.wrongKind(), forKey: "fade")
        } catch {
            #expect("\(error)".contains("toValue") && "\(error)".contains("a point"), "\(error)")
        }
        layer.add(AnimationMistakes.wrongKind(), forKey: "fade")
        #expect(layer.animationKeys() == nil)
        #expect(layer.lastAnimationProblem?.message.hasPrefix("toValue") == true, "\(String(describing: layer.lastAnimationProblem))")
    }

    @Test func nestedTransactionsKeepTheirOwnDurations() {
        let card = NestedTransactionCard()
        card.moveAndFade()
        #expect(card.card.animation(forKey: "position")?.duration == 2)
        #expect(card.highlight.animation(forKey: "opacity")?.duration == 0.5)
        #expect(card.card.animation(forKey: "cornerRadius")?.duration == 2)
        freeze(card.card, at: 1)
        #expect(card.highlight.presentation()?.opacity == 0)
        #expect(card.card.presentation()!.position.x > 50 && card.card.presentation()!.position.x < 200)
    }
}
