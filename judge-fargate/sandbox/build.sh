#!/usr/bin/env sh
# Builds the sandbox runner with the machine's gcc: build.sh OUTPUT (default: ./build/oj-runner beside this script).
# Static, so starting it costs no dynamic loading (it runs once per test case).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-"$here/build/oj-runner"}
mkdir -p "$(dirname "$out")"
gcc -O2 -static -Wall -Wextra -Werror -o "$out.tmp" "$here/runner.c"
mv "$out.tmp" "$out"
