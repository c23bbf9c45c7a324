#!/usr/bin/env bash
# Makes sure VENV (default .venv) is a working virtual environment with GameBox installed
# (editable) and the given extras (test, dev, dist), installing only what changed.
#   bash packaging/venv.sh [VENV] [EXTRA...]        (the Makefile calls it; PYTHON picks the interpreter)
# - Creating it is all or nothing: if `python -m venv` or the pip upgrade fails (or is interrupted),
#   the half-made folder is removed again, so the next run starts clean.
# - A VENV whose python or pip no longer works (say, made by an older GameBox or by hand without
#   pip) is made again. A folder without pyvenv.cfg is never touched.
# - Stamps VENV/.installed[-EXTRA] remember what is installed; pyproject.toml newer than a stamp
#   reinstalls.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
VENV=${1:-.venv}
shift || true

works() { [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -m pip --version >/dev/null 2>&1; }

if [ -e "$VENV" ] && ! works; then
  if [ ! -f "$VENV/pyvenv.cfg" ]; then
    echo "$VENV exists but is not a virtual environment; move it away (or set VENV=...) and try again." >&2
    exit 1
  fi
  echo "$VENV is incomplete (no working python or pip): making it again."
  rm -rf "$VENV"
fi

if [ ! -e "$VENV" ]; then
  PY=$(bash packaging/find_python.sh --why) || {
    echo "No usable Python 3.11+ with venv: run 'make' again after installing what packaging/system_deps.sh named." >&2
    exit 1
  }
  echo "Creating $VENV with $PY ($("$PY" -c 'import platform; print(platform.python_version())'))"
  cleanup() { rm -rf "$VENV"; }
  trap cleanup EXIT
  trap 'exit 130' INT TERM HUP
  "$PY" -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q --upgrade pip
  works
  trap - EXIT INT TERM HUP
fi

install() {  # stamp-name pip-target
  local stamp="$VENV/.installed$1"
  if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    "$VENV/bin/python" -m pip install -q -e "$2"
    touch "$stamp"
  fi
}
install "" .
for extra in "$@"; do
  install "-$extra" ".[$extra]"
done
