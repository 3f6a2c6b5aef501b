# The two commands: `make run` (build, run every bundled suite, verify every bundled solution) and
# `make test` (build, then every test).
# Each first installs whatever Debian packages are missing (apt-get, as root; nothing when all are present).
# Checks of the code itself: `make test-asan` (every test under AddressSanitizer and UBSan), `make test-tsan`
# (under ThreadSanitizer) and `make fuzz` (every libFuzzer target for FUZZ_SECONDS, default 60).

BUILD_DIR ?= build
JOBS ?= $(shell nproc)
PACKAGES := cmake ninja-build gcc g++ make pkg-config python3 libyaml-cpp-dev libspdlog-dev libfmt-dev catch2 \
            libcli11-dev nlohmann-json3-dev libseccomp-dev libbenchmark-dev musl-tools libhiredis-dev \
            libcmark-dev zlib1g-dev libgmp-dev

# Only for the sanitizer and fuzz builds: clang's libFuzzer, and ccache when present.
CHECK_PACKAGES := clang libclang-rt-14-dev
FUZZ_SECONDS ?= 60
LAUNCHER := $(if $(shell command -v ccache 2>/dev/null),-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)

.PHONY: all deps check-deps java languages redis chromium pandoc texlive install-missing configure build run test bench fuzz test-asan test-tsan clean

all: build

deps:
	@$(MAKE) --no-print-directory install-missing WANTED="$(PACKAGES)"

check-deps: deps
	@$(MAKE) --no-print-directory install-missing WANTED="$(CHECK_PACKAGES)"

# Java: the JDK, only when javac is missing (a JDK of another version or vendor that is already there serves too).
# Without it Java solutions are CE and the Java tests are skipped.
java:
	@command -v javac >/dev/null 2>&1 || $(MAKE) --no-print-directory install-missing WANTED="openjdk-17-jdk-headless"

# Every toolchain of the languages table (framework/languages.yaml), only the missing Debian packages: each
# language lists its own under `packages:`, so the table is the one place that says what a language needs.
LANGUAGE_PACKAGES = $(shell sed -n 's/^ *packages: *\[\(.*\)\]/\1/p' framework/languages.yaml | tr ',' ' ')
languages:
	@$(MAKE) --no-print-directory install-missing WANTED="$(sort $(LANGUAGE_PACKAGES))"

# The Redis server for the judging queue's tests (gavel submit/worker/results); without it they say so and skip.
redis:
	@$(MAKE) --no-print-directory install-missing WANTED="redis-server"

# Debian's Chromium, so that the --html report's test renders the page headless and looks at it rather than skips.
chromium:
	@$(MAKE) --no-print-directory install-missing WANTED="chromium"

# Debian's pandoc, which reads LaTeX statements for `gavel statement` (HTML with MathML); without it a LaTeX
# statement is refused with a message naming this target, and the tests that need it say so and skip.
pandoc:
	@$(MAKE) --no-print-directory install-missing WANTED="pandoc"

# pdflatex (texlive's base and recommended LaTeX packages) for `gavel statement --pdf`, and poppler's pdftotext and
# pdfinfo, with which the PDF tests read what it typeset.
texlive:
	@$(MAKE) --no-print-directory install-missing WANTED="texlive-latex-base texlive-latex-recommended poppler-utils"

install-missing:
	@missing=""; for p in $(WANTED); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "gavel: installing missing packages:$$missing"; \
	  if [ "$$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi

$(BUILD_DIR)/build.ninja: | deps
	cmake --preset default -B $(BUILD_DIR)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

run: build
	$(BUILD_DIR)/bin/gavel run
	$(BUILD_DIR)/bin/gavel verify

test: build
	cd $(BUILD_DIR) && ctest --output-on-failure -j $(JOBS) --timeout 600

bench: deps
	cmake --preset bench
	cmake --build build-bench -j $(JOBS)
	bench/run_all.sh build-bench/bin --benchmark_repetitions=5 --benchmark_report_aggregates_only=true

# A finding must fail the target even where the test around it passed (a report from a plugin worker or
# another child gavel forks, whose death a test may expect): ASan and TSan also write every report to
# build-*/sanitizer-reports/ (log_path), and the whole ctest output is searched for reports, UBSan's included
# (its log_path is not honoured beside ASan). The target prints what it found and fails.
# sanitized-ctest <build dir> <environment>: every test, then that search.
SANITIZER_REPORT := runtime error:|ERROR: AddressSanitizer|ERROR: LeakSanitizer|WARNING: ThreadSanitizer|ThreadSanitizer: 
define sanitized-ctest
	rm -rf $(1)/sanitizer-reports && mkdir -p $(1)/sanitizer-reports
	cd $(1) && env $(2) ctest --output-on-failure -j $(JOBS) --timeout 1200 --output-log sanitizer-reports/ctest.log; \
	  status=$$?; cd $(CURDIR); \
	  if grep -E -l "$(SANITIZER_REPORT)" $(1)/sanitizer-reports/*; then \
	    grep -E -h -A 30 "$(SANITIZER_REPORT)" $(1)/sanitizer-reports/* | head -n 400; \
	    echo "sanitizer findings: see the files above in $(1)/sanitizer-reports/" >&2; exit 1; \
	  fi; exit $$status
endef
REPORTS = $(CURDIR)/$(1)/sanitizer-reports/report
ASAN_ENV = ASAN_OPTIONS=log_path=$(call REPORTS,build-asan):detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
TSAN_ENV = TSAN_OPTIONS=log_path=$(call REPORTS,build-tsan):halt_on_error=1:second_deadlock_stack=1

test-asan: check-deps
	cmake --preset asan $(LAUNCHER)
	cmake --build build-asan -j $(JOBS)
	$(call sanitized-ctest,build-asan,$(ASAN_ENV))

test-tsan: check-deps
	cmake --preset tsan $(LAUNCHER)
	cmake --build build-tsan -j $(JOBS)
	$(call sanitized-ctest,build-tsan,$(TSAN_ENV))

# Every libFuzzer target for FUZZ_SECONDS from framework/fuzz/corpus/; findings in build-fuzz/findings/.
fuzz: check-deps
	cmake --preset fuzz $(LAUNCHER)
	cmake --build build-fuzz -j $(JOBS) --target gavel_fuzz_targets
	framework/fuzz/run_all.sh build-fuzz/bin build-fuzz $(FUZZ_SECONDS)

clean:
	rm -rf $(BUILD_DIR) build-bench build-asan build-tsan build-fuzz
