#!/usr/bin/env bash
# Runs every libFuzzer target in BIN_DIR for SECONDS each, from the seed corpus in the tree (corpus/<name>/).
# New inputs a run finds go to WORK_DIR/corpus/<name>/ (the tree's seeds are only read); a finding (crash,
# uncaught exception, abort, leak, timeout, out of memory) goes to WORK_DIR/findings/<name>/, with the command
# that reproduces it. Every target runs even after one fails; the exit status is 1 when any did.
#
#   framework/fuzz/run_all.sh BIN_DIR WORK_DIR SECONDS
set -uo pipefail

if [ $# -ne 3 ]; then
  echo "usage: $0 BIN_DIR WORK_DIR SECONDS" >&2
  exit 2
fi
bin_dir=$1 work_dir=$2 seconds=$3
seeds_dir="$(cd "$(dirname "$0")" && pwd)/corpus"

shopt -s nullglob
targets=("$bin_dir"/fuzz_*)
if [ ${#targets[@]} -eq 0 ]; then
  echo "$0: no fuzz_* programs in $bin_dir (expected the fuzz preset's build: cmake --preset fuzz)" >&2
  exit 2
fi

failed=()
for target in "${targets[@]}"; do
  name=${target##*/fuzz_}
  corpus="$work_dir/corpus/$name" findings="$work_dir/findings/$name"
  mkdir -p "$corpus" "$findings"
  seeds=()
  [ -d "$seeds_dir/$name" ] && seeds=("$seeds_dir/$name")
  echo "== fuzz_$name: ${seconds}s from ${seeds[*]:-no seeds}"
  # -timeout: one input taking 10 s is a hang; -rss_limit_mb: 2 GiB is far past what any input should need.
  if "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
       -artifact_prefix="$findings/" "$corpus" "${seeds[@]}" > "$work_dir/fuzz_$name.log" 2>&1; then
    grep -E '^(Done|stat::number_of_executed_units)' "$work_dir/fuzz_$name.log" | head -1
  else
    failed+=("$name")
    tail -n 40 "$work_dir/fuzz_$name.log"
    echo "fuzz_$name: FINDING in $findings/ (reproduce: $target $findings/<file>; log: $work_dir/fuzz_$name.log)"
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: findings in ${failed[*]}" >&2
  exit 1
fi
echo "fuzz: ${#targets[@]} targets, ${seconds}s each, no findings"
