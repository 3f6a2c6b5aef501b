# The two commands: `make run` (build, run every bundled suite, verify every bundled solution) and
# `make test` (build, then every test).
# Each first installs whatever Debian packages are missing (apt-get, as root; nothing when all are present).

BUILD_DIR ?= build
JOBS ?= $(shell nproc)
PACKAGES := cmake ninja-build gcc g++ make pkg-config python3 libyaml-cpp-dev libspdlog-dev libfmt-dev catch2 \
            libcli11-dev nlohmann-json3-dev libseccomp-dev libbenchmark-dev

.PHONY: all deps configure build run test bench clean

all: build

deps:
	@missing=""; for p in $(PACKAGES); do \
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

clean:
	rm -rf $(BUILD_DIR) build-bench
