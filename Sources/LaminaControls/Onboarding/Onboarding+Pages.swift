import Lamina

/// The pages: intro configurations, the animations that bring each page in, page changes, Done
/// and input.
extension Onboarding {
    // MARK: - Page one

    /// Begins page one now: configures the intro, then starts it (the talk's
    /// `configureForIntroAnimation()` and `startIntroAnimation()`).
    public func start() {
        configureForIntro()
        startIntroAnimation()
    }

    /// Moves the left group left and the right group right by ``introOffset`` and turns the
    /// picture frame and arms, at once.
    func configureForIntro() {
        Transaction.perform(disableActions: true) {
            for name in Self.leftGroup { part(name).position = home(of: name).offsetBy(x: -introOffset) }
            for name in Self.rightGroup { part(name).position = home(of: name).offsetBy(x: introOffset) }
            part("pictureFrame").transform = Transform3D(rotationAngle: Self.introFrameAngle)
            part("leftArm").transform = Transform3D(rotationAngle: -Self.introArmAngle)
            part("rightArm").transform = Transform3D(rotationAngle: Self.introArmAngle)
        }
    }

    /// One 0.5 s ease-in-ease-out transaction to the centre (and the resting angles), then the
    /// keyframes 0.25 s later and the fireworks.
    func startIntroAnimation() {
        Transaction.perform(duration: Self.introDuration, timingFunction: .easeInEaseOut) {
            for name in Self.leftGroup + Self.rightGroup { part(name).position = home(of: name) }
            part("pictureFrame").transform = Transform3D(rotationAngle: Self.restingFrameAngle)
            part("leftArm").transform = .identity
            part("rightArm").transform = .identity
        }
        // As `CACurrentMediaTime() + 0.25` in the talk: the parts' time now, plus the delay.
        let frame = part("pictureFrame")
        frame.add(Self.pictureFrameWobble(beginTime: frame.currentLocalTime + Self.keyframeDelay),
                  forKey: "pictureFrameIntroAnimation")
        let leftArm = part("leftArm"), rightArm = part("rightArm")
        leftArm.add(Self.leftArmBounce(beginTime: leftArm.currentLocalTime + Self.keyframeDelay),
                    forKey: "leftArmIntroAnimation")
        rightArm.add(Self.rightArmBounce(beginTime: rightArm.currentLocalTime + Self.keyframeDelay),
                     forKey: "rightArmIntroAnimation")
        let fireworks = part("fireworks")
        fireworks.add(Self.fireworksGroup(beginTime: fireworks.currentLocalTime), forKey: "fireworkGroupAnimation")
    }

    // MARK: - Page two

    /// The character off to the left with arms and leg turned; trees and buildings shrunk into
    /// the ground. At once.
    func configureForPageTwo() {
        Transaction.perform(disableActions: true) {
            part("character").position = home(of: "character").offsetBy(x: -introOffset)
            part("characterLeftArm").transform = Transform3D(rotationAngle: Self.characterArmAngle)
            part("characterRightArm").transform = Transform3D(rotationAngle: -Self.characterArmAngle)
            part("characterLeftLeg").transform = Transform3D(rotationAngle: Self.characterLegAngle)
            for name in ["trees", "buildings"] {
                part(name).transform = Transform3D(scaleX: Self.hiddenSceneryScale, y: Self.hiddenSceneryScale)
            }
        }
    }

    /// The walk to the centre (0.45 s, ease in); its completion starts the limbs back to identity
    /// while the trees and buildings scale back up (0.5 s, ease-in-ease-out).
    func startPageTwoAnimation() {
        let chain = TransactionChain()
            .then(duration: Self.walkDuration, timingFunction: .easeIn) { [unowned self] in
                part("character").position = home(of: "character")
            }
            .then(duration: Self.settleDuration, timingFunction: .easeInEaseOut) { [unowned self] in
                for name in ["characterLeftArm", "characterRightArm", "characterLeftLeg", "trees", "buildings"] {
                    part(name).transform = .identity
                }
            }
        chain.completion = { [weak self, weak chain] in
            if let self, self.chain === chain { self.chain = nil }
        }
        self.chain = chain
        chain.run()
    }

    // MARK: - Page changes

    /// Shows the next page: the caption and the illustration fade (``simpleFade()``), the new
    /// page's animations begin. Does nothing on the last page or once finished.
    public func advance() {
        guard !isFinished, page + 1 < pages.count else { return }
        page += 1
        stage.add(Self.simpleFade(), forKey: "pageTransition")
        caption.add(Self.simpleFade(), forKey: "changeTextTransition")
        Transaction.perform(disableActions: true) {
            caption.string = captions[page]
            for (index, layer) in pages.enumerated() { layer.isHidden = index != page }
            for (index, dot) in pageDots.sublayers.enumerated() { dot.opacity = index == page ? 1 : 0.35 }
        }
        if page == 1 {
            // Page one is hidden for good (its look is already captured by the fade): its
            // forever-repeating fireworks would only cost evaluation.
            part("fireworks").removeAnimation(forKey: "fireworkGroupAnimation")
            configureForPageTwo()
            startPageTwoAnimation()
        }
    }

    /// Skips to the end state at once (the Done button): the last page at rest, no animation
    /// running, the chain of page two stopped before its next step.
    public func finish() {
        chain?.cancel()
        chain = nil
        isFinished = true
        page = pages.count - 1
        func stopAll(_ layer: Layer) {
            layer.removeAllAnimations()
            layer.sublayers.forEach(stopAll)
        }
        stopAll(layer)
        Transaction.perform(disableActions: true) {
            caption.string = captions[page]
            for (index, layer) in pages.enumerated() { layer.isHidden = index != page }
            for (index, dot) in pageDots.sublayers.enumerated() { dot.opacity = index == page ? 1 : 0.35 }
            for name in OnboardingArtwork.pageOneParts + OnboardingArtwork.pageTwoParts {
                part(name).position = home(of: name)
                part(name).transform = .identity
            }
            part("pictureFrame").transform = Transform3D(rotationAngle: Self.restingFrameAngle)
        }
    }

    // MARK: - Input

    /// A tap (pointer down and up inside the view) advances, unless it began on Done.
    func handleTap(_ recognizer: GestureRecognizer) {
        switch recognizer.state {
        case .began:
            let point = recognizer.location(in: doneButton)
            tapBeganOnDone = doneButton.contains(point)
        case .ended:
            if !tapBeganOnDone, (recognizer as? PressGestureRecognizer)?.isPointerInside ?? true { advance() }
        default:
            break
        }
    }

    /// Done acts on release inside the button ("touch up inside").
    func handleDone(_ recognizer: GestureRecognizer) {
        if recognizer.state == .ended, (recognizer as? PressGestureRecognizer)?.isPointerInside ?? true { finish() }
    }
}

extension Point {
    /// This point moved by `x` points horizontally.
    func offsetBy(x: Double) -> Point { Point(self.x + x, y) }
}
