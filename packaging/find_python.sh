#!/usr/bin/env bash
# Prints the Python GameBox uses to make .venv: $PYTHON when set, else the first of python3.13,
# python3.12, python3.11, python3 that is 3.11 or newer and has the venv module with ensurepip
# (Debian and Ubuntu ship those apart, in python3-venv). Exit status 1 and nothing printed when
# there is none; with --why, says on stderr what was found instead.
set -u
why=0
[ "${1:-}" = "--why" ] && why=1
usable() {
  "$1" - <<'PY' 2>/dev/null
import sys
if sys.version_info < (3, 11):
    raise SystemExit(3)
import ensurepip, venv  # noqa: F401  (Debian/Ubuntu: python3-venv)
PY
}
if [ -n "${PYTHON:-}" ]; then
  candidates=$PYTHON
else
  candidates="python3.13 python3.12 python3.11 python3"
fi
found_old="" found_novenv=""
for name in $candidates; do
  path=$(command -v "$name" 2>/dev/null) || continue
  usable "$path"
  case $? in
    0) echo "$path"; exit 0 ;;
    3) found_old="$found_old $path" ;;
    127) ;;  # a pyenv shim for a version that is not installed
    *) found_novenv="$found_novenv $path" ;;
  esac
done
if [ "$why" = 1 ]; then
  [ -n "$found_old" ] && echo "Python is older than 3.11 here:$found_old" >&2
  [ -n "$found_novenv" ] && echo "Python lacks its venv module (with ensurepip) here:$found_novenv" >&2
  [ -z "$found_old$found_novenv" ] && echo "No Python 3 here (looked for: $candidates)" >&2
fi
exit 1
