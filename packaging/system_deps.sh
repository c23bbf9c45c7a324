#!/usr/bin/env bash
# The system libraries Qt (PySide6) needs on Linux. Missing ones are installed with apt when
# run as root; otherwise the one command to run is printed. Does nothing on macOS/Windows.
set -u
[ "$(uname -s)" = "Linux" ] || exit 0
# soname:debian-package
needs="libEGL.so.1:libegl1 libGL.so.1:libgl1 libfontconfig.so.1:libfontconfig1
libfreetype.so.6:libfreetype6 libglib-2.0.so.0:libglib2.0-0 libdbus-1.so.3:libdbus-1-3
libxkbcommon.so.0:libxkbcommon0 libxkbcommon-x11.so.0:libxkbcommon-x11-0 libX11-xcb.so.1:libx11-xcb1
libxcb-cursor.so.0:libxcb-cursor0 libxcb-icccm.so.4:libxcb-icccm4 libxcb-image.so.0:libxcb-image0
libxcb-keysyms.so.1:libxcb-keysyms1 libxcb-randr.so.0:libxcb-randr0
libxcb-render-util.so.0:libxcb-render-util0 libxcb-shape.so.0:libxcb-shape0 libxcb-xkb.so.1:libxcb-xkb1
libwayland-client.so.0:libwayland-client0 libwayland-cursor.so.0:libwayland-cursor0"
missing=""
libs=$(/sbin/ldconfig -p 2>/dev/null || ldconfig -p 2>/dev/null)
for pair in $needs; do
  so=${pair%%:*}; pkg=${pair#*:}
  printf '%s\n' "$libs" | grep -q "$so" || missing="$missing $pkg"
done
# a font, so text renders
fc-list 2>/dev/null | grep -q . || missing="$missing fonts-dejavu-core fontconfig"
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing the system libraries Qt needs:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null && apt-get install -y -q --no-install-recommends $missing >/dev/null || {
    echo "apt-get could not install:$missing" >&2; exit 1; }
else
  echo "Qt needs system libraries that are missing. Run:" >&2
  echo "  sudo apt-get install$missing" >&2
  exit 1
fi
