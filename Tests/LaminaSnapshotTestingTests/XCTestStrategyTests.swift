import Lamina
import LaminaSnapshotTesting
import SnapshotTesting
import XCTest

/// The same strategies from XCTest, as a test written before Swift Testing would use them.
final class XCTestStrategyTests: XCTestCase {
    func testTimelineTreeAndImage() {
        let timeline = LaminaStrategyTests.scene().timeline
        assertSnapshot(of: timeline, as: .image(at: 0.25))
        assertSnapshot(of: timeline, as: .tree(at: 0.25))
    }
}
