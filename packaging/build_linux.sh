#!/usr/bin/env bash
# `make dist`: build GameBox for Linux and check it.
#   dist/gamebox-<version>-linux-x86_64.tar.gz  unpack anywhere, run gamebox-<version>-linux-x86_64/gamebox:
#       a launcher that checks the system libraries the bundle needs (printing the one install
#       command when some are missing), the bundle in app/, gamebox-cli, README, licences
#   dist/gamebox_<version>_amd64.deb            the bundle in /usr/lib/gamebox, /usr/games/gamebox and
#       gamebox-cli, desktop entry, icons, AppStream metainfo, manual pages, changelog, DEP-5
#       copyright and the third-party licence texts; Depends from packaging/linux/depends.txt
#   dist/lintian.txt                            lintian's verdict on the .deb (errors or warnings fail)
#   dist/build-report.txt                       the figures (sizes, times)
# Then runs packaging/smoke_check.py on the unpacked tarball (through its launcher) and on the
# installed .deb (installed with dpkg as root, removed again afterwards; without root the .deb's files
# are only unpacked and checked), the app and gamebox-cli both.
# Works on a fresh Debian/Ubuntu machine as root: what is missing (build tools, the shared libpython
# of Debian's own Python, ICU's licence text) is installed with apt-get, PyInstaller with pip.
# Python: the distribution's (with its libpython package) or a python.org/pyenv build made with
# --enable-shared. Environment: PYTHON (default .venv/bin/python, made when missing), SMOKE_RUNS
# (default 5), SKIP_DEB_INSTALL=1 to only unpack the .deb instead of installing it.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
started=$(date +%s)
log() { printf '\n== %s\n' "$*"; }
fail() { echo "build_linux: $*" >&2; exit 1; }
is_root() { [ "$(id -u)" = "0" ]; }
can_apt() { is_root && command -v apt-get >/dev/null; }

VERSION=$(sed -n 's/^__version__ *= *"\([^"]*\)".*/\1/p' gamebox/__init__.py)
[ -n "$VERSION" ] || fail "no __version__ in gamebox/__init__.py"
ARCH=$(uname -m)
[ "$ARCH" = "x86_64" ] || fail "only x86_64 is packaged (this is $ARCH)"
log "GameBox $VERSION for Linux $ARCH"

# ---- the system: git, Python, Qt's libraries, a font (installed as root, else the command) ------
bash packaging/system_deps.sh

# ---- Python with the project and PyInstaller ---------------------------------------------------
PY=${PYTHON:-.venv/bin/python}
if [ "$PY" = .venv/bin/python ]; then
  bash packaging/venv.sh .venv dist   # makes .venv when missing, installs PyInstaller (the dist extra)
fi
[ -x "$PY" ] || fail "no Python at $PY"
"$PY" -c "import gamebox, ui.app, PySide6" || fail "$PY lacks the project (pip install -e .)"

# PyInstaller copies the interpreter's shared libpython into the bundle. Debian's and Ubuntu's
# python3 run without it (it lives in the libpython3.X package); python.org/pyenv builds have it only
# when configured with --enable-shared.
IFS='|' read -r PYLIB PYLIBDIR PYBASE PYVER < <("$PY" -c '
import sys, sysconfig
v = sysconfig.get_config_var
print("|".join([v("INSTSONAME") or "", v("LIBDIR") or "", sys._base_executable, "%d.%d" % sys.version_info[:2]]))')
need_pkgs=""
need_pkg() { case " $need_pkgs " in *" $1 "*) ;; *) need_pkgs="$need_pkgs $1" ;; esac; }
libs=$( { /sbin/ldconfig -p || ldconfig -p; } 2>/dev/null || true)
if [[ $PYLIB != *.so* ]]; then
  fail "$PYBASE ($PYVER) was built without a shared libpython, which PyInstaller needs. Use the
  distribution's python3, or rebuild this one with --enable-shared (pyenv:
  env PYTHON_CONFIGURE_OPTS=--enable-shared pyenv install $PYVER), then remove .venv."
elif [ ! -e "$PYLIBDIR/$PYLIB" ] && ! grep -qF "$PYLIB " <<<"$libs"; then
  if dpkg -S "$(readlink -f "$PYBASE")" >/dev/null 2>&1; then
    need_pkg "libpython$PYVER"   # Debian/Ubuntu: the shared library of their own python3.X
  else
    fail "$PYLIB (the shared library of $PYBASE) is not found; PyInstaller needs it."
  fi
fi

# ---- build tools ---------------------------------------------------------------------------------
# binutils: strip/readelf/objdump (PyInstaller needs them); patchelf: drops build-machine RUNPATHs
# (packaging/bundle_rules.py); xvfb + xdotool: the smoke check's virtual
# screen; desktop-file-utils + appstream: validators; lintian: Debian's own package check; ICU's
# copyright file: the licence text of the ICU inside Qt (packaging/third_party.py ships it).
need() { command -v "$1" >/dev/null 2>&1 || need_pkg "$2"; }
need strip binutils; need readelf binutils; need objdump binutils; need patchelf patchelf
need Xvfb xvfb; need xdotool xdotool
need desktop-file-validate desktop-file-utils; need appstreamcli appstream
need dpkg-deb dpkg; need lintian lintian
need_icu=0
compgen -G "/usr/share/doc/libicu[0-9]*/copyright" >/dev/null || need_icu=1
if [ -n "$need_pkgs" ] || [ "$need_icu" = 1 ]; then
  # ICU's package name carries its version: libicu72 (Debian 12), libicu70 (Ubuntu 22.04)
  icu_pkg() { apt-cache pkgnames libicu 2>/dev/null | grep -E '^libicu[0-9]+$' | sort -V | tail -n 1; }
  if ! can_apt; then
    icu=$(icu_pkg)
    [ "$need_icu" = 1 ] && need_pkg "${icu:-libicu72}"
    fail "missing build tools; run: sudo apt-get install$need_pkgs"
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt_log=$(mktemp)
  apt-get update -q >"$apt_log" 2>&1 || { tail -n 20 "$apt_log" >&2; fail "apt-get update failed"; }
  [ "$need_icu" = 1 ] && need_pkg "$(icu_pkg)"
  log "installing build tools:$need_pkgs"
  # shellcheck disable=SC2086
  apt-get install -y -q --no-install-recommends $need_pkgs >"$apt_log" 2>&1 \
    || { tail -n 20 "$apt_log" >&2; fail "apt-get could not install:$need_pkgs"; }
  rm -f "$apt_log"
fi
"$PY" -c "import PyInstaller" 2>/dev/null || { log "installing PyInstaller"; "$PY" -m pip install -q "pyinstaller>=6.10,<7"; }

# ---- the bundle ----------------------------------------------------------------------------------
log "PyInstaller (packaging/gamebox.spec)"
rm -rf build/pyinstaller dist/gamebox build/deb build/smoke build/third-party
t0=$(date +%s)
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/gamebox.spec
bundle_seconds=$(( $(date +%s) - t0 ))
BUNDLE=dist/gamebox
for program in gamebox gamebox-cli; do
  [ -x "$BUNDLE/$program" ] || fail "no $BUNDLE/$program"
done

log "bundle contents check"
qt=$BUNDLE/_internal/PySide6/Qt
for f in plugins/platforms/libqxcb.so plugins/platforms/libqwayland.so plugins/platforms/libqoffscreen.so \
         plugins/imageformats/libqsvg.so plugins/iconengines/libqsvgicon.so plugins/xcbglintegrations/libqxcb-glx-integration.so; do
  [ -f "$qt/$f" ] || fail "the bundle lacks $f"
done
bad=$(find "$BUNDLE" \( -iname '*Qt6Quick*' -o -iname '*Qt6Qml*' -o -iname '*Qt6Pdf*' -o -iname '*VirtualKeyboard*' \
        -o -iname '*Qt6Network*' -o -iname 'libqgtk3*' -o -path '*/translations/*.qm' -o -path '*/qml/*' \) -print)
[ -z "$bad" ] || fail "left-out Qt parts are in the bundle:
$bad"
missing=$(find "$BUNDLE" -type f \( -name '*.so*' -o -name gamebox -o -name gamebox-cli \) -exec ldd {} \; 2>/dev/null \
            | grep 'not found' | sort -u || true)
[ -z "$missing" ] || fail "libraries not found (ldd):
$missing"
"$PY" packaging/linux_deps.py "$BUNDLE"
DEPENDS=$("$PY" packaging/linux_deps.py "$BUNDLE" --control-depends)
SONAMES=$("$PY" packaging/linux_deps.py "$BUNDLE" --sonames)
GLIBC=$(sed -n 's/^libc6 (>= \([0-9.]*\)).*/\1/p' <<<"$DEPENDS")

# The system libraries the bundle needs, with their package on each distribution
# (packaging/linux/system-libraries.txt): written into the launcher and the tarball's README.
LIBRARY_ROWS=""
for so in $SONAMES; do
  row=$(awk -v so="$so" '$1 == so { print; exit }' packaging/linux/system-libraries.txt)
  [ -n "$row" ] || fail "the bundle needs $so, which packaging/linux/system-libraries.txt does not list"
  LIBRARY_ROWS+="$row"$'\n'
done
LIBRARY_ROWS+=$(awk '$1 == "font" { print; exit }' packaging/linux/system-libraries.txt)
packages_of() { awk -v c="$1" '{ print $c }' <<<"$LIBRARY_ROWS" | awk '!seen[$0]++' | tr '\n' ' ' | sed 's/ $//'; }

log "licences of the bundled parts (packaging/third_party.py)"
"$PY" packaging/third_party.py "$BUNDLE" --manifest build/bundle-sources.json --out build/third-party

# ---- icons, desktop entry, metainfo ------------------------------------------------------------
ICONS=build/icons   # rendered from resources/icons/gamebox.svg by the spec (packaging/make_icons.py)
[ -f "$ICONS/png/gamebox-256.png" ] || "$PY" packaging/make_icons.py "$ICONS"
EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
DATE=$(date -u -d "@$EPOCH" +%Y-%m-%d)
mkdir -p build
sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$DATE/" packaging/linux/io.github.gamebox.GameBox.metainfo.xml.in \
  > build/io.github.gamebox.GameBox.metainfo.xml
desktop-file-validate packaging/linux/gamebox.desktop
appstreamcli validate --no-net --explain build/io.github.gamebox.GameBox.metainfo.xml

# ---- tarball -------------------------------------------------------------------------------------
log "tarball"
TARNAME=gamebox-$VERSION-linux-x86_64
TARDIR=build/$TARNAME
rm -rf "$TARDIR" && mkdir -p "$TARDIR/app"
cp -a "$BUNDLE/." "$TARDIR/app/"
awk -v rows="$LIBRARY_ROWS" '{ sub(/@LIBRARIES@/, rows) } 1' packaging/linux/launcher.sh > "$TARDIR/gamebox"
grep -q '@LIBRARIES@' "$TARDIR/gamebox" && fail "the launcher's library list was not filled in"
chmod 755 "$TARDIR/gamebox"
ln -s gamebox "$TARDIR/gamebox-cli"
sed -e "s/@VERSION@/$VERSION/g" -e "s/@GLIBC@/$GLIBC/" -e "s/@SONAMES@/$(tr '\n' ' ' <<<"$SONAMES")/" \
    -e "s/@DEBIAN@/ $(packages_of 2)/" -e "s/@FEDORA@/ $(packages_of 3)/" -e "s/@ARCH@/ $(packages_of 4)/" \
    packaging/linux/README.tarball.in > "$TARDIR/README"
cp LICENSE THIRD-PARTY.md "$TARDIR/"
cp -a build/third-party/third-party "$TARDIR/third-party"
cp "$ICONS/png/gamebox-256.png" "$TARDIR/gamebox.png"
cp packaging/linux/gamebox.desktop "$TARDIR/gamebox.desktop"
TARBALL=dist/$TARNAME.tar.gz
tar -C build --owner=0 --group=0 --numeric-owner --mtime="@$EPOCH" -czf "$TARBALL" "$TARNAME"

# ---- .deb ----------------------------------------------------------------------------------------
log ".deb"
DEB_ROOT=build/deb/root
LIBDIR=$DEB_ROOT/usr/lib/gamebox
DOCDIR=$DEB_ROOT/usr/share/doc/gamebox
mkdir -p "$DEB_ROOT/DEBIAN" "$DEB_ROOT/usr/lib" "$DEB_ROOT/usr/games" "$DEB_ROOT/usr/share/applications" \
         "$DEB_ROOT/usr/share/metainfo" "$DOCDIR" "$DEB_ROOT/usr/share/man/man6" "$DEB_ROOT/usr/share/lintian/overrides"
cp -a "$BUNDLE" "$LIBDIR"
# Debian puts games in /usr/games; relative links, as policy asks within /usr.
ln -s ../lib/gamebox/gamebox "$DEB_ROOT/usr/games/gamebox"
ln -s ../lib/gamebox/gamebox-cli "$DEB_ROOT/usr/games/gamebox-cli"
install -m 644 packaging/linux/gamebox.desktop "$DEB_ROOT/usr/share/applications/gamebox.desktop"
install -m 644 build/io.github.gamebox.GameBox.metainfo.xml "$DEB_ROOT/usr/share/metainfo/"
for png in "$ICONS"/png/gamebox-*.png; do
  size=${png##*-}; size=${size%.png}
  install -D -m 644 "$png" "$DEB_ROOT/usr/share/icons/hicolor/${size}x${size}/apps/gamebox.png"
done
install -D -m 644 resources/icons/gamebox.svg "$DEB_ROOT/usr/share/icons/hicolor/scalable/apps/gamebox.svg"
for page in gamebox gamebox-cli; do
  gzip -9n -c "packaging/linux/$page.6" > "$DEB_ROOT/usr/share/man/man6/$page.6.gz"
done
install -m 644 build/third-party/copyright "$DOCDIR/copyright"
install -m 644 THIRD-PARTY.md "$DOCDIR/THIRD-PARTY.md"
cp -a build/third-party/third-party "$DOCDIR/third-party"
rm -rf "$DOCDIR/third-party/common"   # GPL-3, LGPL-3, GPL-2, Apache-2.0: /usr/share/common-licenses
sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$(date -u -R -d "@$EPOCH")/" packaging/linux/changelog.in \
  | gzip -9n > "$DOCDIR/changelog.gz"
install -m 644 packaging/linux/lintian-overrides "$DEB_ROOT/usr/share/lintian/overrides/gamebox"
chmod -R u+rwX,go+rX,go-w "$DEB_ROOT"
# Shared libraries and Python extension modules are loaded, not run: no executable bit (policy 8.1).
find "$LIBDIR" -type f -name '*.so*' -exec chmod 644 {} +
installed_kb=$(du -sk --exclude=DEBIAN "$DEB_ROOT" | cut -f1)
sed -e "s/@VERSION@/$VERSION/" -e "s/@INSTALLED_SIZE@/$installed_kb/" -e "s/@DEPENDS@/$DEPENDS/" \
  packaging/linux/control.in > "$DEB_ROOT/DEBIAN/control"
(cd "$DEB_ROOT" && find . -path ./DEBIAN -prune -o -type f -print0 | sort -z | xargs -0 md5sum | sed 's|  \./|  |') \
  > "$DEB_ROOT/DEBIAN/md5sums"
DEB=dist/gamebox_${VERSION}_amd64.deb
SOURCE_DATE_EPOCH=$EPOCH dpkg-deb --root-owner-group -Zxz --build "$DEB_ROOT" "$DEB" >/dev/null
dpkg-deb --info "$DEB" | sed -n '/Package:/,/Description:/p'

log "lintian"
lintian --display-level ">=info" --tag-display-limit 0 "$DEB" > dist/lintian.txt 2>&1 || true
cat dist/lintian.txt
if grep -qE '^[EW]: ' dist/lintian.txt; then
  fail "lintian found errors or warnings (dist/lintian.txt)"
fi

# ---- smoke checks --------------------------------------------------------------------------------
RUNS=${SMOKE_RUNS:-5}
log "smoke check: unpacked tarball (through its launcher)"
mkdir -p build/smoke/tar
tar -C build/smoke/tar -xzf "$TARBALL"
"$PY" packaging/smoke_check.py --app "build/smoke/tar/$TARNAME/gamebox" --cli "build/smoke/tar/$TARNAME/gamebox-cli" \
  --runs "$RUNS" --max-window-s 3 --label tarball --out build/smoke/tarball-report | tee build/smoke/tarball.txt

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
  for f in /usr/games/gamebox /usr/games/gamebox-cli /usr/lib/gamebox/gamebox /usr/share/applications/gamebox.desktop \
           /usr/share/icons/hicolor/48x48/apps/gamebox.png /usr/share/icons/hicolor/scalable/apps/gamebox.svg \
           /usr/share/metainfo/io.github.gamebox.GameBox.metainfo.xml /usr/share/doc/gamebox/copyright \
           /usr/share/doc/gamebox/changelog.gz /usr/share/man/man6/gamebox.6.gz; do
    [ -e "$f" ] || fail "the installed package lacks $f"
  done
  "$PY" packaging/smoke_check.py --app /usr/games/gamebox --cli /usr/games/gamebox-cli --runs 3 --max-window-s 3 \
    --label "installed .deb" --out build/smoke/deb-report | tee build/smoke/deb.txt
  dpkg -r gamebox >/dev/null
  trap - EXIT
  [ ! -e /usr/lib/gamebox ] && [ ! -e /usr/games/gamebox ] || fail "dpkg -r left files behind"
  echo "installed, checked and removed again"
else
  dpkg-deb -x "$DEB" build/smoke/deb
  "$PY" packaging/smoke_check.py --app build/smoke/deb/usr/lib/gamebox/gamebox --cli build/smoke/deb/usr/lib/gamebox/gamebox-cli \
    --runs 3 --max-window-s 3 --label ".deb (unpacked, not installed)" --out build/smoke/deb-report | tee build/smoke/deb.txt
fi

# ---- figures -------------------------------------------------------------------------------------
mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1000000 }'; }
bundle_bytes=$(du -sb "$BUNDLE" | cut -f1)
median=$(sed -n 's/.*time to window: median \([0-9.]*\) s.*/\1/p' build/smoke/tarball.txt)
{
  echo "GameBox $VERSION, Linux $ARCH, built $(date -u +%Y-%m-%dT%H:%MZ) with Python $PYVER ($PYBASE)"
  echo "bundle unpacked:        $(mb "$bundle_bytes") ($BUNDLE, target <= 120 MB)"
  echo "tarball:                $(mb "$(stat -c %s "$TARBALL")") ($TARBALL)"
  echo ".deb:                   $(mb "$(stat -c %s "$DEB")") ($DEB, target <= 50 MB)"
  echo "time to window:         median ${median:-?} s over $RUNS runs (tarball launcher, target <= 0.5 s)"
  echo ".deb check:             $deb_mode; lintian: $(grep -cE '^[EWIP]: ' dist/lintian.txt || true) tags (none E or W)"
  echo "PyInstaller time:       ${bundle_seconds} s"
  echo "whole make dist:        $(( $(date +%s) - started )) s"
} | tee dist/build-report.txt
