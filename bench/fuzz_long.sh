#!/usr/bin/env bash
# Long libFuzzer runs of the harnesses of fuzz/ (issue 14), outside CI: builds
# them with clang (libFuzzer + ASan + UBSan, the library instrumented too) and
# runs each for SECONDS (default 600). CI only replays the seed corpus and
# fixed-seed mutations of it (ctest -R fuzz.).
#
#   bench/fuzz_long.sh [SECONDS] [HARNESS...]      (HARNESS: dh_table numbers study_file builder_api)
#   BUILD_DIR=build-fuzz JOBS=2 bench/fuzz_long.sh 600 study_file
#
# Needs clang and its libFuzzer runtime (Debian: clang, libclang-rt-14-dev;
# scripts/install-deps.sh installs them). Inputs the fuzzer finds go to
# BUILD_DIR/fuzz-corpus/HARNESS (not into fuzz/corpus: copy a minimised
# regression input there by hand), crashes, leaks and timeouts to
# BUILD_DIR/fuzz-findings/HARNESS/, the log to BUILD_DIR/fuzz-findings/HARNESS.log.
# Exit status 1 if any harness found something.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
[ $# -gt 0 ] && shift
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(dh_table numbers study_file builder_api)
build=${BUILD_DIR:-build-fuzz}
jobs=${JOBS:-$(nproc)}

command -v clang++ >/dev/null || { echo "fuzz_long: clang++ is not installed" >&2; exit 2; }
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# -O1 with line tables and assertions on (Eigen's index checks too): the usual
# fuzzing build, about half the compile time of -O2 -g under ASan.
# FUZZ_FLAGS="-O0 -gline-tables-only" compiles faster again, runs slower.
flags=${FUZZ_FLAGS:--O1 -gline-tables-only}
CC=clang CXX=clang++ cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Fuzz \
  -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
  -DACAUSAL_BUILD_FUZZ=ON -DACAUSAL_BUILD_TESTS=OFF -DACAUSAL_BUILD_BENCH=OFF \
  -DACAUSAL_BUILD_PYTHON=OFF -DACAUSAL_WITH_URDF=OFF -DACAUSAL_WITH_FMI=OFF "${launcher[@]}" >/dev/null
targets=()
for h in "${harnesses[@]}"; do targets+=("${h}_fuzz"); done
nice cmake --build "$build" -j"$jobs" --target "${targets[@]}"

# The seeds of each harness (read only; the fuzzer adds its finds to its own folder).
seeds_of() {
  case "$1" in
    dh_table) echo tests/kinematics/data ;;
    *) echo "fuzz/corpus/$1" ;;
  esac
}

found=0
for h in "${harnesses[@]}"; do
  corpus="$build/fuzz-corpus/$h"
  findings="$build/fuzz-findings/$h"
  log="$build/fuzz-findings/$h.log"
  mkdir -p "$corpus" "$findings"
  echo "fuzz_long: $h for ${seconds} s ($(date -u '+%Y-%m-%d %H:%M UTC'))"
  # -timeout: one input taking 10 s is a hang; -rss_limit_mb: one using 2 GB a leak or a blow-up;
  # -print_funcs=0: naming every newly covered function (llvm-symbolizer) cost most of the time.
  set +e
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    nice "$build/fuzz/${h}_fuzz" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 -print_final_stats=1 -print_funcs=0 -artifact_prefix="$findings/" \
    "$corpus" "$(seeds_of "$h")" >"$log" 2>&1
  status=$?
  set -e
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
  artifacts=$(find "$findings" -type f | wc -l)
  echo "fuzz_long: $h: ${execs:-?} executions, exit status $status, $artifacts finding(s) in $findings"
  if [ "$status" -ne 0 ] || [ "$artifacts" -ne 0 ]; then
    found=1
    grep -m 5 -E 'ERROR|runtime error|deadly signal|Timeout|terminate' "$log" || true
  fi
done
exit $found
