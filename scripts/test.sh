#!/usr/bin/env bash
# Builds and runs every test twice: an optimised build, then an
# address+undefined sanitizer build (which must be clean as well).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=build BUILD_TYPE=Release scripts/build.sh -DACAUSAL_BUILD_BENCH=ON
ctest --test-dir build --output-on-failure -j"$(nproc)"
BUILD_DIR=build-asan BUILD_TYPE=RelWithDebInfo scripts/build.sh -DACAUSAL_SANITIZE=ON -DACAUSAL_BUILD_BENCH=OFF
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j"$(nproc)"
