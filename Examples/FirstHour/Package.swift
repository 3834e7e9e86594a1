// swift-tools-version: 6.1
// A package that depends on Lamina the way a new user's does, kept in the repository as an
// example and built by `make test`: a progress ring and a bouncing dot built in code, exported
// to GIF and MP4, shown in a window, and snapshot-tested with swift-snapshot-testing.
import PackageDescription

let package = Package(
    name: "FirstHour",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Your own package writes `.package(url: "<Lamina's repository>", branch: "main")`.
        .package(name: "Lamina", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The animations, as one writes them with Core Animation.
        .target(name: "FirstHour", dependencies: [.product(name: "Lamina", package: "Lamina")]),
        // `swift run first-hour-export [folder]`: ring.gif, ring.mp4, dot.gif, dot.mp4.
        .executableTarget(
            name: "first-hour-export",
            dependencies: ["FirstHour", .product(name: "LaminaContent", package: "Lamina")]),
        // `swift run first-hour-preview [ring|dot]`: the animation in a window.
        .executableTarget(
            name: "first-hour-preview",
            dependencies: ["FirstHour", .product(name: "LaminaWindow", package: "Lamina")]),
        .testTarget(
            name: "FirstHourTests",
            dependencies: [
                "FirstHour",
                .product(name: "LaminaContent", package: "Lamina"),
                .product(name: "LaminaMedia", package: "Lamina"),
                .product(name: "LaminaSnapshotTesting", package: "Lamina"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // The reference images and texts that `assertSnapshot` records and compares.
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
