#!/bin/sh
# GameBox launcher of the Linux tarball (packaging/build_linux.sh fills in the library list).
# `gamebox` first checks that the system has the libraries the bundle in app/ uses from the system
# (OpenGL, EGL, fontconfig, FreeType, xcb, wayland) and a font; when some are missing it names them
# and prints the one command that installs them, instead of failing inside Qt. `gamebox-cli` (a
# link to this script) needs none of them. GAMEBOX_SKIP_CHECK=1 starts without checking.
here=$(dirname "$(readlink -f "$0")")
program=gamebox
case $(basename "$0") in *-cli) program=gamebox-cli ;; esac

# soname, then its package on Debian/Ubuntu, Fedora, Arch ("font": any font file will do)
ROWS='@LIBRARIES@'

has_font() {
  for dir in /usr/share/fonts /usr/local/share/fonts "$HOME/.local/share/fonts" "$HOME/.fonts"; do
    [ -d "$dir" ] || continue
    [ -n "$(find -L "$dir" -type f \( -iname '*.ttf' -o -iname '*.otf' -o -iname '*.ttc' -o -iname '*.pfb' \) 2>/dev/null | head -n 1)" ] && return 0
  done
  return 1
}

if [ "$program" = gamebox ] && [ -z "${GAMEBOX_SKIP_CHECK:-}" ]; then
  libs=$( { /sbin/ldconfig -p || ldconfig -p; } 2>/dev/null )
  # The rows whose library is not in the cache, in one pass (no cache at all, as on some
  # distributions: nothing to check against, so start and see).
  missing_rows=""
  if [ -n "$libs" ]; then
    missing_rows=$(printf '%s\n' "$libs" | awk -v rows="$ROWS" '
      { for (i = 1; i <= NF; i++) seen[$i] = 1 }
      END { n = split(rows, line, "\n")
            for (i = 1; i <= n; i++) { split(line[i], f, " ")
              if (f[1] != "" && f[1] != "font" && !(f[1] in seen)) print line[i] } }')
  fi
  has_font || missing_rows="$missing_rows
$(printf '%s\n' "$ROWS" | grep '^font ')"
  if [ -n "$(printf '%s' "$missing_rows" | tr -d ' \n')" ]; then
    # one column each: what is missing, then the packages per distribution (each named once)
    pick() { printf '%s\n' "$missing_rows" | awk -v c="$1" 'NF && !seen[$c]++ { printf " %s", ($c == "font" ? "a font" : $c) }'; }
    missing=$(pick 1) deb=$(pick 2) fedora=$(pick 3) arch=$(pick 4)
    family=unknown
    if [ -r /etc/os-release ]; then
      case " $(. /etc/os-release; echo "${ID:-} ${ID_LIKE:-}") " in
        *" fedora "*|*" rhel "*|*" centos "*) family=fedora ;;
        *" arch "*) family=arch ;;
        *" debian "*|*" ubuntu "*) family=debian ;;
      esac
    fi
    sudo="sudo "
    [ "$(id -u)" = 0 ] && sudo=""
    {
      echo "GameBox needs a few system libraries that are missing here:$missing"
      case $family in
        debian) echo "Install them with:"; echo "  ${sudo}apt-get install$deb" ;;
        fedora) echo "Install them with:"; echo "  ${sudo}dnf install$fedora" ;;
        arch) echo "Install them with:"; echo "  ${sudo}pacman -S --needed$arch" ;;
        *) echo "Install them with your package manager, for example:"
           echo "  Debian/Ubuntu: ${sudo}apt-get install$deb"
           echo "  Fedora:        ${sudo}dnf install$fedora"
           echo "  Arch:          ${sudo}pacman -S --needed$arch" ;;
      esac
      echo "then start GameBox again (GAMEBOX_SKIP_CHECK=1 starts it without this check)."
    } >&2
    exit 1
  fi
fi
exec "$here/app/$program" "$@"
