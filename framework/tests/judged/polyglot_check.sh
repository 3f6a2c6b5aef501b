#!/usr/bin/env bash
# DEVELOPER AID, NOT A TEST, AND NOT PART OF ANY PACKAGE: checks the submissions of the polyglot package without
# gavel, compiled and run bare with this machine's toolchains, so that gavel's verdicts on them can be trusted.
#
#   framework/tests/judged/polyglot_check.sh [ENDING...]      (default: every ending found in the package)
#
# Each program is copied into a scratch folder and built there (ghc, ocamlopt and fpc leave object files beside
# their source), then run on data/sample/1.in (Ada) and, for accepted and wrong_answer, on every case:
#   accepted             prints the .ans of every case exactly, and exits 0;
#   wrong_answer         exits 0 on every case, and on every case prints something that the default output
#                        validator refuses (other tokens than the .ans's, compared without regard to case);
#   run_time_error       ends by itself within 2 s with a non-zero status (or a signal), printing nothing on stdout;
#   time_limit_exceeded  is still running after 3 s (timeout's status 124).
# .py runs under python3 and under pypy3. Prints one line per program and language, and exits 1 if any is not
# as expected.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
PACKAGE=$HERE/polyglot
WORK=$(mktemp -d /tmp/polyglot-check.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
# Go wants a writable cache; keep it, and whatever else writes to the home folder, out of the real one. rustc may be
# rustup's proxy, which finds its toolchains through RUSTUP_HOME (by default ~/.rustup). RUSTC=/usr/bin/rustc
# picks another Rust compiler (Debian's is older than rustup's).
[ -z "${RUSTUP_HOME:-}" ] && [ -d "$HOME/.rustup" ] && export RUSTUP_HOME=$HOME/.rustup
export HOME=$WORK/home GOCACHE=$WORK/gocache GOPATH=$WORK/gopath
RUSTC=${RUSTC:-rustc}
mkdir -p "$HOME"
PYTHON=$(command -v /usr/bin/python3 || command -v python3)
problems=0

# Builds the source $1 for the runner $2 in folder $3, leaving there an executable `run`. Non-zero on failure.
build() {
  local source=$1 runner=$2 out=$3 base
  base=$(basename "$source")
  mkdir -p "$out"
  cp "$source" "$out/"
  (
    cd "$out" || exit 1
    case "$runner" in
      c) gcc -std=gnu17 -O2 -o prog "$base" -lm >&2 && echo 'exec ./prog' ;;
      cpp) g++ -std=c++20 -O2 -o prog "$base" >&2 && echo 'exec ./prog' ;;
      python3) echo "exec $PYTHON $base" ;;
      pypy3) echo "exec pypy3 $base" ;;
      java) javac -d classes "$base" >&2 && echo 'exec java -cp classes Main' ;;
      kotlin) kotlinc "$base" -include-runtime -d prog.jar 2>&1 | grep -v '^warning' >&2
              [ -s prog.jar ] && echo 'exec java -jar prog.jar' ;;
      javascript) echo "exec node $base" ;;
      rust) "$RUSTC" -O -o prog "$base" >&2 && echo 'exec ./prog' ;;
      go) go build -o prog "$base" >&2 && echo 'exec ./prog' ;;
      csharp) mcs -out:prog.exe "$base" >&2 && echo 'exec mono prog.exe' ;;
      ruby) echo "exec ruby $base" ;;
      haskell) ghc -O2 -outputdir objects -o prog "$base" >&2 && echo 'exec ./prog' ;;
      ocaml) ocamlopt -o prog "$base" >&2 && echo 'exec ./prog' ;;
      php) echo "exec php $base" ;;
      scala) mkdir -p classes && scalac -d classes "$base" >&2 && echo 'exec scala -cp classes Main' ;;
      lisp) echo "exec sbcl --script $base" ;;
      prolog) echo "exec swipl $base" ;;
      pascal) fpc -O2 -oprog "$base" >&2 && echo 'exec ./prog' ;;
      *) echo "no runner $runner" >&2; exit 1 ;;
    esac > run.body || exit 1
    [ -s run.body ] || exit 1
    { echo '#!/bin/sh'; echo "cd '$out'"; cat run.body; } > run && chmod +x run
  ) > "$out/build.log" 2>&1
}

# Runs $1/run on input $2 with a limit of $3 s, into $1/out and $1/err; sets rc and seconds.
run() {
  local start end
  start=$(date +%s.%N)
  { timeout "$3" "$1/run" < "$2" > "$1/out" 2> "$1/err"; rc=$?; } 2>/dev/null  # no "Aborted" from bash
  end=$(date +%s.%N)
  seconds=$(echo "$end - $start" | bc)
}

runners_for() {
  case "$1" in
    c) echo c ;; cpp) echo cpp ;; py) echo python3 pypy3 ;; java) echo java ;; kt) echo kotlin ;;
    js) echo javascript ;; rs) echo rust ;; go) echo go ;; cs) echo csharp ;; rb) echo ruby ;; hs) echo haskell ;;
    ml) echo ocaml ;; php) echo php ;; scala) echo scala ;; lisp) echo lisp ;; pl) echo prolog ;;
    pas) echo pascal ;; *) echo unknown ;;
  esac
}

# The output as the default output validator sees it: its tokens, one a line, case folded.
tokens() { tr -s ' \t\n\r' '\n\n\n\n' | sed '/^$/d' | tr 'A-Z' 'a-z'; }

say() { printf '%-11s %-20s %-4s %s\n' "$1" "$2" "$3" "$4"; }

if [ $# -gt 0 ]; then endings=("$@"); else
  mapfile -t endings < <(find "$PACKAGE/submissions" -type f -name 'greet.*' | sed 's/.*greet\.//' | sort -u); fi
sample=$PACKAGE/data/sample/1.in
mapfile -t cases < <(find "$PACKAGE/data" -name '*.in' | sort)

for ending in "${endings[@]}"; do
  for runner in $(runners_for "$ending"); do
    for folder in accepted wrong_answer run_time_error time_limit_exceeded; do
      source=$PACKAGE/submissions/$folder/greet.$ending
      [ -e "$source" ] || { say "$runner" "$folder" BAD "missing greet.$ending"; problems=$((problems + 1)); continue; }
      out=$WORK/$runner-$folder
      if ! build "$source" "$runner" "$out"; then
        say "$runner" "$folder" BAD "does not build: $(tail -3 "$out/build.log" | tr '\n' ' ')"
        problems=$((problems + 1)); continue
      fi
      verdict=ok; detail=
      case "$folder" in
        accepted|wrong_answer)
          for case in "${cases[@]}"; do
            run "$out" "$case" 10
            shown=$(head -c 60 "$out/out" | tr '\n' '|')
            detail="${detail:+$detail }exit $rc '$shown';"
            [ "$rc" -eq 0 ] || verdict=BAD
            if [ "$folder" = accepted ]; then
              cmp -s "$out/out" "${case%.in}.ans" || verdict=BAD
            elif [ "$(tokens < "$out/out")" = "$(tokens < "${case%.in}.ans")" ]; then
              verdict=BAD  # the default output validator would accept it
            fi
          done ;;
        run_time_error)
          run "$out" "$sample" 10
          detail="exit $rc after ${seconds}s, stdout $(wc -c < "$out/out") bytes, stderr: $(head -c 70 "$out/err" | tr '\n' ' ')"
          if [ "$rc" -eq 0 ] || [ "$rc" -eq 124 ] || [ -s "$out/out" ] || [ "$(echo "$seconds > 2" | bc)" = 1 ]; then
            verdict=BAD; fi ;;
        time_limit_exceeded)
          run "$out" "$sample" 3
          detail="exit $rc after ${seconds}s, stdout $(wc -c < "$out/out") bytes"
          [ "$rc" -eq 124 ] || verdict=BAD ;;
      esac
      say "$runner" "$folder" "$verdict" "$detail"
      [ "$verdict" = ok ] || problems=$((problems + 1))
    done
  done
done
echo "$problems problem(s)"
[ $problems -eq 0 ]
