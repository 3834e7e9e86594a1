// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Lamina",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Lamina", targets: ["Lamina"]),
        .executable(name: "lamina", targets: ["lamina"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The core: geometry, paths, layers, timing, animations, transactions, the evaluator,
        // scene documents. Foundation only, so it builds on every Swift platform.
        .target(name: "Lamina"),
        .executableTarget(
            name: "lamina",
            dependencies: [
                "Lamina",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "LaminaTests", dependencies: ["Lamina"]),
    ],
    swiftLanguageModes: [.v6]
)
