import Testing
#if canImport(QuartzCore)
import QuartzCore
#else
import LaminaQuartzCore
#endif

/// Corpus programs that lay out, convert and hit-test: frames and points in closed form.
@Suite struct LayoutChecks {
    @Test func badgeSitsInTheIconsCorner() {
        let badge = NotificationBadge(count: 5)
        #expect(badge.badge.frame == CGRect(x: 42, y: -4, width: 22, height: 22))
        #expect(badge.badge.position == CGPoint(x: 53, y: 7))
        #expect(badge.label.frame == badge.badge.bounds)
        #expect(badge.badge.convert(CGPoint(x: 11, y: 11), to: badge.icon) == CGPoint(x: 53, y: 7))
        #expect(badge.label.string as? String == "5")
        #expect(NotificationBadge(count: 120).label.string as? String == "99+")
    }

    @Test func settingsRowsStackByFrame() {
        let rows = SettingsRows(width: 320, rowHeight: 44, count: 3)
        #expect(rows.rows[2].frame == CGRect(x: 0, y: 88, width: 320, height: 44))
        let icon = rows.rows[1].sublayers!.first { $0.name == "icon" }!
        #expect(icon.convert(CGPoint.zero, to: rows.container) == CGPoint(x: 16, y: 52))
        let hit = rows.container.hitTest(CGPoint(x: 30, y: 100))
        #expect(hit?.name == "icon" && hit?.superlayer?.name == "row2")
    }

    @Test func toolbarFindsTheTappedButton() {
        let toolbar = Toolbar()
        #expect(toolbar.button(at: CGPoint(x: 50, y: 20)) == "button0")
        #expect(toolbar.button(at: CGPoint(x: 150, y: 20)) == "button1")
        #expect(toolbar.button(at: CGPoint(x: 250, y: 20)) == nil)  // hidden
        #expect(toolbar.button(at: CGPoint(x: 95, y: 20)) == nil)  // between buttons
    }

    @Test func roundButtonIsHitOnlyInsideItsCircle() {
        let scene = makeRoundButtonScene()
        #expect(scene.root.hitTest(CGPoint(x: 100, y: 100)) === scene.button)
        #expect(scene.root.hitTest(CGPoint(x: 55, y: 55)) === scene.root)
    }

    @Test func doorKeepsItsFrameWhenTheHingeMoves() {
        let door = DoorHinge(frame: CGRect(x: 100, y: 100, width: 80, height: 120))
        #expect(door.door.frame == CGRect(x: 100, y: 100, width: 80, height: 120))
        #expect(door.door.position == CGPoint(x: 100, y: 160))
        door.close(angle: .pi / 2)
        let frame = door.door.frame
        #expect(near(frame.minX, 40, 1e-9) && near(frame.minY, 160, 1e-9) && near(frame.width, 120, 1e-9)
            && near(frame.height, 80, 1e-9), "\(frame)")
    }

    @Test func cubeFacesAreRotatedThenTranslated() {
        let faces = CubeFaces.transforms(side: 100)
        let right = faces[1]
        #expect(near(right.m11, 0, 1e-12) && near(right.m13, -1, 1e-12) && near(right.m31, 1, 1e-12) && right.m41 == 50)
        #expect(!CATransform3DIsAffine(right))
        let roundTrip = CATransform3DConcat(right, CATransform3DInvert(right))
        let identity = CATransform3DIdentity
        #expect([roundTrip.m11 - identity.m11, roundTrip.m13, roundTrip.m41, roundTrip.m44 - 1].allSatisfy { abs($0) < 1e-12 })
        #expect(CubeFaces.makeCube(side: 100).layer.sublayers?.count == 6)
    }

    @Test func stickerTransformsItsFrame() {
        let sticker = Sticker()
        sticker.emphasize()
        #expect(sticker.layer.frame == CGRect(x: 60, y: 80, width: 80, height: 40))
        sticker.tilt()
        let frame = sticker.layer.frame
        #expect(near(frame.minX, 90, 1e-9) && near(frame.minY, 80, 1e-9) && near(frame.width, 20, 1e-9))
        #expect(CATransform3DIsAffine(sticker.layer.transform) && !sticker.layer.affineTransform().isIdentity)
    }

    @Test func titleIsSizedToItsText() {
        let title = TitleLabel(text: "Hello")
        #expect(title.layer.frame.width > 10 && title.layer.frame.height > 10)
        #expect(title.layer.string as? String == "Hello" && title.layer.alignmentMode == .center)
        #expect(title.layer.fontSize == 17 && title.layer.truncationMode == .end)
    }

    @Test func cardStackKeepsTheOrderItWasGiven() {
        let stack = CardStack()
        stack.build()
        #expect(stack.order == ["bottom", "a", "b", "c", "top"])
        stack.replaceMiddle()
        #expect(stack.order == ["bottom", "a", "B", "c", "top"])
        stack.removeTop()
        #expect(stack.order == ["bottom", "a", "B", "c"])
    }

    @Test func customLayerSubclassKeepsItsPropertyAndAnimates() {
        let badge = CountBadgeLayer()
        badge.bump()
        #expect(badge.count == 1 && CountBadgeLayer(layer: badge).count == 1)
        #expect(badge.cornerRadius == 10 && badge.animationKeys() == ["pop"])
        freeze(badge, at: 0.075)
        // Values 1, 1.3, 1 over 0.3 s: a quarter of the way is half way to 1.3.
        #expect(near(badge.presentationValue(forKeyPath: "transform.scale.x") as? CGFloat ?? 0, 1.15, 1e-9))
        #expect(badge.presentation() == nil)  // a subclass you define has no presentation copy (see Differences)
    }

    @Test func headerLaysOutWhenItsBoundsChange() {
        let header = HeaderLayer()
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        #expect(header.needsLayout())
        header.layoutIfNeeded()
        #expect(header.button.frame == CGRect(x: 272, y: 6, width: 32, height: 32))
        #expect(header.title.frame == CGRect(x: 16, y: 11, width: 240, height: 22))
        header.layoutIfNeeded()
        #expect(header.layoutPasses == 1)  // nothing changed: no second pass
        header.bounds.size.width = 400
        header.layoutIfNeeded()
        #expect(header.layoutPasses == 2 && header.button.frame.minX == 352)
    }

    @Test func delegateLaysOutAPlainLayer() {
        let layout = DividerLayout()
        let container = CALayer()
        container.delegate = layout
        container.addSublayer(CALayer())
        container.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        let root = CALayer()
        root.addSublayer(container)
        root.layoutIfNeeded()  // lays out the marked layers below it too
        #expect(container.sublayers?.first?.frame == CGRect(x: 0, y: 49, width: 200, height: 1))
    }
}
