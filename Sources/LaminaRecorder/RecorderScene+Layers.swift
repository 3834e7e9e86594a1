import Lamina
import LaminaControls

extension RecorderScene {
    /// The recorder's layers, laid out from the window's size: the meter (with the viewfinder)
    /// at the top, the caption under it, the record button at the bottom, the message panel over
    /// the top, the saving indicators over the meter's centre.
    ///
    /// Layer names: `recorder`, `recording-meter` (with `viewfinder`, `track`, `segment-N`),
    /// `caption`, `record-button`, `message` (`message-text`), `hud` (the spinner), `saving`
    /// (the drop indicator).
    func buildLayers() {
        let w = size.width, h = size.height
        Transaction.perform(disableActions: true) {
            root.bounds = Rect(0, 0, w, h)
            root.anchorPoint = .zero
            root.position = .zero
            root.backgroundColor = Color(white: 0.08)
            recorderLayer.name = "recorder"
            recorderLayer.frame = Rect(0, 0, w, h)
            root.addSublayer(recorderLayer)

            let side = max(80, min(w - 48, h - 170))
            let centre = Point(w / 2, 24 + side / 2)
            meter.bounds = Rect(0, 0, side, side)
            meter.layer.position = centre
            meter.layer.name = "recording-meter"
            recorderLayer.addSublayer(meter.layer)

            caption.name = "caption"
            caption.string = Self.hint
            caption.fontSize = 13
            caption.isWrapped = true
            caption.alignmentMode = .center
            caption.foregroundColor = Color(white: 0.85)
            caption.bounds = Rect(0, 0, max(0, w - 32), 34)
            caption.position = Point(w / 2, 24 + side + 28)
            recorderLayer.addSublayer(caption)

            button.bounds = Rect(0, 0, 76, 76)
            button.layer.position = Point(w / 2, h - 62)
            button.layer.name = "record-button"
            recorderLayer.addSublayer(button.layer)

            spinner.layer.position = centre
            recorderLayer.addSublayer(spinner.layer)
            savingHUD.name = "saving"
            savingHUD.bounds = Rect(0, 0, 160, 160)
            savingHUD.cornerRadius = 10
            savingHUD.backgroundColor = Color(white: 0, alpha: 0.5)
            savingHUD.position = centre
            savingHUD.isHidden = true
            drop.layer.position = Point(80, 80)
            savingHUD.addSublayer(drop.layer)
            recorderLayer.addSublayer(savingHUD)

            messagePanel.name = "message"
            messagePanel.bounds = Rect(0, 0, max(0, w - 24), 104)
            messagePanel.position = Point(w / 2, 12 + 52)
            messagePanel.cornerRadius = 8
            messagePanel.backgroundColor = Color(red: 0.55, green: 0.1, blue: 0.1, alpha: 0.94)
            messagePanel.isHidden = true
            messagePanel.masksToBounds = true  // a very long message is cut, never drawn over the ring
            messageText.name = "message-text"
            messageText.fontSize = 13
            messageText.isWrapped = true
            messageText.foregroundColor = .white
            messageText.frame = Rect(12, 8, max(0, w - 48), 88)
            messagePanel.addSublayer(messageText)
            root.addSublayer(messagePanel)
        }
        // The ring records while pressed, through the scene (the session decides what the ring
        // shows), so the meter's own press, which would run its own timer, is off.
        for recognizer in meter.layer.gestureRecognizers { recognizer.isEnabled = false }
        let ringPress = PressGestureRecognizer()
        ringPress.action = { [weak self] recognizer in self?.ringPressChanged(recognizer) }
        meter.layer.addGestureRecognizer(ringPress)
        button.onRecordingChanged = { [weak self] recording in self?.buttonRecordingChanged(recording) }
    }

    // MARK: - Onboarding

    /// Puts the onboarding over the recorder: page one now, page two 3.5 s later; taps turn the
    /// page, and a tap on the last page, Done or Enter ends it.
    func showOnboarding() {
        let onboarding: Onboarding
        do {
            onboarding = try Onboarding(bounds: Rect(0, 0, size.width, size.height))
        } catch {
            state.screen = .recorder
            show(message: "The onboarding's artwork could not be loaded: \(error).")
            return
        }
        Transaction.perform(disableActions: true) {
            onboarding.layer.anchorPoint = .zero
            onboarding.layer.position = .zero
            root.insertSublayer(onboarding.layer, below: messagePanel)
            recorderLayer.isHidden = true
        }
        onboarding.start()
        timeline.schedule(at: timeline.currentTime + 3.5) { [weak onboarding] in onboarding?.advance() }
        let tapThrough = PressGestureRecognizer()
        var pageAtPress = 0
        var pressedDone = false
        tapThrough.action = { [weak onboarding] recognizer in
            guard let onboarding else { return }
            switch recognizer.state {
            case .began:
                pageAtPress = onboarding.page
                pressedDone = onboarding.doneButton.contains(recognizer.location(in: onboarding.doneButton))
            case .ended:
                let inside = (recognizer as? PressGestureRecognizer)?.isPointerInside ?? true
                if inside, !pressedDone, pageAtPress == onboarding.pages.count - 1 { onboarding.finish() }
            default:
                break
            }
        }
        onboarding.layer.addGestureRecognizer(tapThrough)
        self.onboarding = onboarding
    }

    /// The onboarding ended: the recorder shows, and the settings remember it.
    func dismissOnboarding() {
        guard let onboarding else { return }
        Transaction.perform(disableActions: true) {
            onboarding.layer.removeFromSuperlayer()
            recorderLayer.isHidden = false
        }
        self.onboarding = nil
        state.screen = .recorder
        do {
            try StudioSettings(onboardingSeen: true).save(to: configuration.settingsFile)
        } catch {
            show(message: "Could not remember that the onboarding was seen (\(configuration.settingsFile.path): \(error)); it will show again next time.")
        }
    }

    // MARK: - Messages and indicators

    /// Shows a message over the top of the window until the next good news.
    func show(message: String) {
        state.error = message
        Transaction.perform(disableActions: true) {
            messageText.string = message
            messagePanel.isHidden = false
        }
    }

    func clearMessage() {
        showsRecovery = false
        guard state.error != nil else { return }
        state.error = nil
        Transaction.perform(disableActions: true) { messagePanel.isHidden = true }
    }

    /// Fades the caption to `text` (a fade transition, then the new string).
    func fadeCaption(to text: String) {
        let fade = Transition(type: .fade, duration: 0.35)
        fade.timingFunction = .easeInEaseOut
        caption.add(fade, forKey: "changeTextTransition")
        Transaction.perform(disableActions: true) { caption.string = text }
    }

    func stopSavingIndicators() {
        spinner.stopAnimating()
        drop.stopAnimating()
        Transaction.perform(disableActions: true) { savingHUD.isHidden = true }
    }

    /// Empties the ring (a new movie begins).
    func clearMeter() {
        meterFeed.reset()
    }
}
