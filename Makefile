# Lamina: the two commands a fresh Debian machine needs are `make gallery` and `make test`.
# Both run scripts/bootstrap first, which installs any missing system packages.

SWIFT_BIN := $(firstword $(wildcard /opt/swift/usr/bin) $(wildcard /usr/share/swift/usr/bin))
ifneq ($(SWIFT_BIN),)
export PATH := $(SWIFT_BIN):$(PATH)
endif

GALLERY ?= gallery
LAMINA_RELEASE := .build/release/lamina

.PHONY: all bootstrap build release test docs snippets gallery bench conformance fuzz clean

all: build

bootstrap:
	@scripts/bootstrap

build: bootstrap
	swift build

release: bootstrap
	swift build -c release --product lamina

# Every test target, Swift Testing and XCTest alike; then the example package that depends on
# Lamina by path (README, "Your first hour"), built on its own as a user's package is; then the
# README's and the DocC articles' Swift snippets compiled, and the documentation built.
test: bootstrap
	swift build --build-tests
	swift test --skip-build
	cd Examples/FirstHour && swift build --build-tests && swift test --skip-build
	$(MAKE) snippets
	$(MAKE) docs

# Every ```swift block of README.md and the DocC catalogs compiled in a package generated in
# .build/snippets that depends on Lamina by path (scripts/check-snippets says how blocks are
# marked: continues, module NAME, manifest, partial: REASON).
snippets: bootstrap
	scripts/check-snippets

# Every library module's DocC documentation (Sources/<Module>/<Module>.docc), built with
# swift-docc-plugin into .build/plugins/Swift-DocC/outputs/<Module>.doccarchive. Warnings are
# errors: docc's own (--warnings-as-errors) and any line the build prints with "warning:" (the
# compiler's, the plugin's), so a broken link, an undocumented parameter or a stale symbol
# name fails the target. The log is kept in .build/docs.log.
DOC_MODULES := Lamina LaminaYAML LaminaRender LaminaMedia LaminaTesting LaminaSnapshotTesting \
	LaminaControls LaminaSVG LaminaWindow LaminaCapture LaminaCaptureControls LaminaContent \
	LaminaLottie LaminaConformance LaminaQuartzCore
# A diagnostic line (not a quoted source line that happens to contain the word), and the one
# warning not ours: SwiftPM's about a file in the ZIPFoundation checkout, printed on every build
# of LaminaLottie's dependency.
DOCS_WARNING := (^|: )warning:
DOCS_FOREIGN_WARNING := warning: 'zipfoundation': found 1 file(s) which are unhandled
docs: bootstrap
	@mkdir -p .build
	@status=0; swift package --disable-sandbox generate-documentation \
		$(foreach m,$(DOC_MODULES),--target $(m)) --warnings-as-errors >.build/docs.log 2>&1 || status=$$?; \
	cat .build/docs.log; \
	if grep -E "$(DOCS_WARNING)" .build/docs.log | grep -qv "$(DOCS_FOREIGN_WARNING)"; then \
		echo "make docs: $$(grep -E '$(DOCS_WARNING)' .build/docs.log | grep -cv '$(DOCS_FOREIGN_WARNING)') warning(s), see .build/docs.log" >&2; exit 1; fi; \
	if [ $$status -ne 0 ]; then echo "make docs: failed, see .build/docs.log" >&2; exit $$status; fi
	@scripts/doc-coverage Sources/Lamina --require-all
	@echo "make docs: $(words $(DOC_MODULES)) modules, no warnings"

# Renders every example scene and control into $(GALLERY)/.
gallery: release
	$(LAMINA_RELEASE) gallery -o $(GALLERY)

# Every conformance suite in full (../shared/svg-conformance, ../shared/lottie-conformance,
# ../shared/lottie-ae-conformance and its SVG twins, svg-animation): reports in conformance/<suite>/,
# non-zero when a category falls below conformance/<suite>.ratchet.json. `make conformance
# RECORD=1` writes the ratchet from the run.
conformance: bootstrap
	swift build --product lamina
	.build/debug/lamina conformance $(if $(RECORD),--record)

# The evaluator benchmarks, figures as JSON (see also `swift package benchmark`).
bench: release
	$(LAMINA_RELEASE) bench

clean:
	swift package clean
	rm -rf $(GALLERY)

# The fuzz target for a long run: LAMINA_FUZZ_SECONDS (default an hour) of seeded mutations of
# scenes and drawings under a 4 GB address-space limit; findings are left in $(FUZZ_DIR).
# `make test` runs a bounded pass of the same target.
FUZZ_SECONDS ?= 3600
FUZZ_SEED ?= 17
FUZZ_DIR ?= .build/fuzz
fuzz: bootstrap
	swift build --build-tests
	mkdir -p $(FUZZ_DIR)
	ulimit -v 4194304 && LAMINA_FUZZ_SECONDS=$(FUZZ_SECONDS) LAMINA_FUZZ_SEED=$(FUZZ_SEED) \
		LAMINA_FUZZ_DIR=$(abspath $(FUZZ_DIR)) swift test --skip-build --filter ContentFuzzTests
