#!/usr/bin/env bash
# `make dist`: build GameBox for Linux and check it.
#   dist/gamebox-<version>-linux-x86_64.tar.gz   the one-folder bundle (unpack, run gamebox-<v>/gamebox)
#   dist/gamebox_<version>_amd64.deb             /opt/gamebox, /usr/bin/gamebox, desktop entry, icons,
#                                                AppStream metainfo; Depends from packaging/linux/depends.txt
# Then runs packaging/smoke_check.py on the unpacked tarball and on the installed .deb (installed with
# dpkg as root, removed again afterwards; without root the .deb's files are only unpacked and checked).
# Works on a fresh Debian/Ubuntu machine as root: missing build tools are installed with apt-get, and
# PyInstaller with pip into the venv. Figures (sizes, times) are written to dist/build-report.txt.
# Environment: PYTHON (default .venv/bin/python, created when missing), SMOKE_RUNS (default 5),
#              SKIP_DEB_INSTALL=1 to only unpack the .deb instead of installing it.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
started=$(date +%s)
log() { printf '\n== %s\n' "$*"; }
is_root() { [ "$(id -u)" = "0" ]; }

VERSION=$(sed -n 's/^__version__ *= *"\([^"]*\)".*/\1/p' gamebox/__init__.py)
[ -n "$VERSION" ] || { echo "build_linux: no __version__ in gamebox/__init__.py" >&2; exit 1; }
ARCH=$(uname -m)
[ "$ARCH" = "x86_64" ] || { echo "build_linux: only x86_64 is packaged (this is $ARCH)" >&2; exit 1; }
log "GameBox $VERSION for Linux $ARCH"

# ---- build tools -------------------------------------------------------------------------------
# binutils: strip/readelf/objdump (PyInstaller needs them); xvfb + xdotool: the smoke check's
# virtual screen; the wayland and xcb libraries the bundle links so they can be checked with ldd;
# desktop-file-utils + appstream: validators; a font so text renders.
need_pkgs=""
need() { command -v "$1" >/dev/null 2>&1 || need_pkgs="$need_pkgs $2"; }
need strip binutils; need readelf binutils; need objdump binutils
need Xvfb xvfb; need xdotool xdotool
need desktop-file-validate desktop-file-utils; need appstreamcli appstream
need dpkg-deb dpkg
libs=$(/sbin/ldconfig -p 2>/dev/null || true)
for pair in libwayland-client.so.0:libwayland-client0 libwayland-cursor.so.0:libwayland-cursor0 \
            libwayland-egl.so.1:libwayland-egl1 libEGL.so.1:libegl1 libGL.so.1:libgl1 \
            libfontconfig.so.1:libfontconfig1 libxcb-cursor.so.0:libxcb-cursor0; do
  printf '%s\n' "$libs" | grep -q "${pair%%:*}" || need_pkgs="$need_pkgs ${pair#*:}"
done
fc-list 2>/dev/null | grep -q . || need_pkgs="$need_pkgs fontconfig fonts-dejavu-core"
if [ -n "$need_pkgs" ]; then
  if is_root && command -v apt-get >/dev/null; then
    log "installing build tools:$need_pkgs"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >/dev/null
    # shellcheck disable=SC2086
    apt-get install -y -q --no-install-recommends $need_pkgs >/dev/null
  else
    echo "build_linux: missing tools; run: sudo apt-get install$need_pkgs" >&2
    exit 1
  fi
fi
[ -f packaging/system_deps.sh ] && bash packaging/system_deps.sh

# ---- Python with the project and PyInstaller ---------------------------------------------------
PY=${PYTHON:-.venv/bin/python}
if [ ! -x "$PY" ]; then
  log "creating .venv"
  python3 -m venv .venv
  PY=.venv/bin/python
  "$PY" -m pip install -q --upgrade pip
  "$PY" -m pip install -q -e .
fi
"$PY" -c "import PyInstaller" 2>/dev/null || { log "installing PyInstaller"; "$PY" -m pip install -q "pyinstaller>=6.10,<7"; }
"$PY" -c "import gamebox, ui.app, PySide6" || { echo "build_linux: $PY lacks the project (pip install -e .)" >&2; exit 1; }

# ---- the bundle ----------------------------------------------------------------------------------
log "PyInstaller (packaging/gamebox.spec)"
rm -rf build/pyinstaller dist/gamebox build/deb build/smoke
t0=$(date +%s)
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/gamebox.spec
bundle_seconds=$(( $(date +%s) - t0 ))
BUNDLE=dist/gamebox
[ -x "$BUNDLE/gamebox" ] || { echo "build_linux: no $BUNDLE/gamebox" >&2; exit 1; }

log "bundle contents check"
qt=$BUNDLE/_internal/PySide6/Qt
for f in plugins/platforms/libqxcb.so plugins/platforms/libqwayland.so plugins/platforms/libqoffscreen.so \
         plugins/imageformats/libqsvg.so plugins/iconengines/libqsvgicon.so plugins/xcbglintegrations/libqxcb-glx-integration.so; do
  [ -f "$qt/$f" ] || { echo "build_linux: the bundle lacks $f" >&2; exit 1; }
done
bad=$(find "$BUNDLE" \( -iname '*Qt6Quick*' -o -iname '*Qt6Qml*' -o -iname '*Qt6Pdf*' -o -iname '*VirtualKeyboard*' \
        -o -iname '*Qt6Network*' -o -iname 'libqgtk3*' -o -path '*/translations/*.qm' -o -path '*/qml/*' \) -print)
[ -z "$bad" ] || { echo "build_linux: left-out Qt parts are in the bundle:"; echo "$bad"; exit 1; } >&2
missing=$(find "$BUNDLE" -type f \( -name '*.so*' -o -name gamebox \) -exec ldd {} \; 2>/dev/null | grep 'not found' | sort -u || true)
[ -z "$missing" ] || { echo "build_linux: libraries not found (ldd):"; echo "$missing"; exit 1; } >&2
"$PY" packaging/linux_deps.py "$BUNDLE"
DEPENDS=$("$PY" packaging/linux_deps.py "$BUNDLE" --control-depends)

# ---- icons, desktop entry, metainfo ------------------------------------------------------------
ICONS=build/icons   # rendered from resources/icons/gamebox.svg by the spec (packaging/make_icons.py)
[ -f "$ICONS/png/gamebox-256.png" ] || "$PY" packaging/make_icons.py "$ICONS"
DATE=$(date -u -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}" +%Y-%m-%d)
mkdir -p build
sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$DATE/" packaging/linux/io.github.gamebox.GameBox.metainfo.xml.in \
  > build/io.github.gamebox.GameBox.metainfo.xml
desktop-file-validate packaging/linux/gamebox.desktop
appstreamcli validate --no-net --explain build/io.github.gamebox.GameBox.metainfo.xml

# ---- tarball -------------------------------------------------------------------------------------
log "tarball"
TARNAME=gamebox-$VERSION-linux-x86_64
rm -rf "build/$TARNAME" && mkdir -p "build/$TARNAME"
cp -a "$BUNDLE/." "build/$TARNAME/"
cp "$ICONS/png/gamebox-256.png" "build/$TARNAME/gamebox.png"
cp packaging/linux/gamebox.desktop "build/$TARNAME/gamebox.desktop"
TARBALL=dist/$TARNAME.tar.gz
tar -C build --owner=0 --group=0 --numeric-owner -czf "$TARBALL" "$TARNAME"

# ---- .deb ----------------------------------------------------------------------------------------
log ".deb"
DEB_ROOT=build/deb/root
mkdir -p "$DEB_ROOT/DEBIAN" "$DEB_ROOT/opt" "$DEB_ROOT/usr/bin" "$DEB_ROOT/usr/share/applications" \
         "$DEB_ROOT/usr/share/metainfo" "$DEB_ROOT/usr/share/doc/gamebox"
cp -a "$BUNDLE" "$DEB_ROOT/opt/gamebox"
ln -s /opt/gamebox/gamebox "$DEB_ROOT/usr/bin/gamebox"
install -m 644 packaging/linux/gamebox.desktop "$DEB_ROOT/usr/share/applications/gamebox.desktop"
install -m 644 build/io.github.gamebox.GameBox.metainfo.xml "$DEB_ROOT/usr/share/metainfo/"
for png in "$ICONS"/png/gamebox-*.png; do
  size=${png##*-}; size=${size%.png}
  install -D -m 644 "$png" "$DEB_ROOT/usr/share/icons/hicolor/${size}x${size}/apps/gamebox.png"
done
install -D -m 644 resources/icons/gamebox.svg "$DEB_ROOT/usr/share/icons/hicolor/scalable/apps/gamebox.svg"
printf 'GameBox %s\nBuilt from the GameBox sources with PyInstaller; bundles Python, Qt (PySide6, LGPLv3)\nand the libraries listed in /opt/gamebox/_internal.\n' "$VERSION" \
  > "$DEB_ROOT/usr/share/doc/gamebox/copyright"
chmod -R u+rwX,go+rX,go-w "$DEB_ROOT"
installed_kb=$(du -sk --exclude=DEBIAN "$DEB_ROOT" | cut -f1)
sed -e "s/@VERSION@/$VERSION/" -e "s/@INSTALLED_SIZE@/$installed_kb/" -e "s/@DEPENDS@/$DEPENDS/" \
  packaging/linux/control.in > "$DEB_ROOT/DEBIAN/control"
DEB=dist/gamebox_${VERSION}_amd64.deb
dpkg-deb --root-owner-group -Zxz --build "$DEB_ROOT" "$DEB" >/dev/null
dpkg-deb --info "$DEB" | sed -n '/Package:/,/Description:/p'

# ---- smoke checks --------------------------------------------------------------------------------
RUNS=${SMOKE_RUNS:-5}
log "smoke check: unpacked tarball"
mkdir -p build/smoke/tar
tar -C build/smoke/tar -xzf "$TARBALL"
"$PY" packaging/smoke_check.py --app "build/smoke/tar/$TARNAME/gamebox" --runs "$RUNS" --max-window-s 3 \
  --label tarball --out build/smoke/tarball-report | tee build/smoke/tarball.txt

log "smoke check: .deb"
deb_mode=unpacked
if is_root && [ "${SKIP_DEB_INSTALL:-0}" != "1" ]; then
  if dpkg-query -W -f='${Status}' gamebox 2>/dev/null | grep -q "ok installed"; then
    echo "build_linux: a gamebox package is already installed here; not replacing it, checking an unpacked copy"
  else
    deb_mode=installed
  fi
fi
if [ "$deb_mode" = installed ]; then
  cleanup_deb() { dpkg -r gamebox >/dev/null 2>&1 || true; }
  trap cleanup_deb EXIT
  dpkg -i "$DEB" >/dev/null 2>&1 || { export DEBIAN_FRONTEND=noninteractive; apt-get install -f -y -q >/dev/null; }
  dpkg-query -W -f='${Status}\n' gamebox | grep -q "ok installed"
  for f in /usr/bin/gamebox /opt/gamebox/gamebox /usr/share/applications/gamebox.desktop \
           /usr/share/icons/hicolor/48x48/apps/gamebox.png /usr/share/icons/hicolor/scalable/apps/gamebox.svg \
           /usr/share/metainfo/io.github.gamebox.GameBox.metainfo.xml; do
    [ -e "$f" ] || { echo "build_linux: the installed package lacks $f" >&2; exit 1; }
  done
  "$PY" packaging/smoke_check.py --app /usr/bin/gamebox --runs 3 --max-window-s 3 \
    --label "installed .deb" --out build/smoke/deb-report | tee build/smoke/deb.txt
  # (dpkg warns that /opt is not empty when other software lives there: not a problem)
  dpkg -r gamebox 2>&1 >/dev/null | grep -v "directory '/opt' not empty" >&2 || true
  trap - EXIT
  [ ! -e /opt/gamebox ] && [ ! -e /usr/bin/gamebox ] || { echo "build_linux: dpkg -r left files behind" >&2; exit 1; }
  echo "installed, checked and removed again"
else
  dpkg-deb -x "$DEB" build/smoke/deb
  "$PY" packaging/smoke_check.py --app build/smoke/deb/opt/gamebox/gamebox --runs 3 --max-window-s 3 \
    --label ".deb (unpacked, not installed)" --out build/smoke/deb-report | tee build/smoke/deb.txt
fi

# ---- figures -------------------------------------------------------------------------------------
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1000000 }'; }
bundle_bytes=$(du -sb "$BUNDLE" | cut -f1)
median=$(sed -n 's/.*time to window: median \([0-9.]*\) s.*/\1/p' build/smoke/tarball.txt)
{
  echo "GameBox $VERSION, Linux $ARCH, built $(date -u +%Y-%m-%dT%H:%MZ)"
  echo "bundle unpacked:        $(mib "$bundle_bytes") ($BUNDLE, target <= 120 MB)"
  echo "tarball:                $(mib "$(stat -c %s "$TARBALL")") ($TARBALL)"
  echo ".deb:                   $(mib "$(stat -c %s "$DEB")") ($DEB, target <= 50 MB)"
  echo "time to window:         median ${median:-?} s over $RUNS runs (tarball bundle, target <= 0.5 s)"
  echo ".deb check:             $deb_mode"
  echo "PyInstaller time:       ${bundle_seconds} s"
  echo "whole make dist:        $(( $(date +%s) - started )) s"
} | tee dist/build-report.txt
