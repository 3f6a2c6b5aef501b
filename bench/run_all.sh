#!/bin/sh
# make bench's loop: runs every bench program in the folder $1 (bench_*, executable) with the remaining
# arguments, all of them even after one fails, and exits 1 if any exited non-zero (naming those that did), so a
# failed benchmark or a wrong verdict inside one fails `make bench`.
folder=$1
shift
failed=""
for program in "$folder"/bench_*; do
  [ -f "$program" ] && [ -x "$program" ] || continue
  "$program" "$@" || failed="$failed $(basename "$program")($?)"
done
if [ -n "$failed" ]; then
  echo "make bench: FAILED:$failed" >&2
  exit 1
fi
