#!/bin/sh
# GameBox launcher of the Linux tarball (packaging/build_linux.sh fills in the library list).
# `gamebox` first checks that the system has the libraries the bundle in app/ uses from the system
# (OpenGL, EGL, fontconfig, FreeType, xcb, wayland) and a font; when some are missing it names them
# and prints the one command that installs them, instead of failing inside Qt. `gamebox-cli` (a
# link to this script) needs none of them. GAMEBOX_SKIP_CHECK=1 starts without checking.
here=$(dirname "$(readlink -f "$0")")
program=gamebox
case $(basename "$0") in *-cli) program=gamebox-cli ;; esac

has_font() {
  for dir in /usr/share/fonts /usr/local/share/fonts "$HOME/.local/share/fonts" "$HOME/.fonts"; do
    [ -d "$dir" ] || continue
    [ -n "$(find -L "$dir" -type f \( -iname '*.ttf' -o -iname '*.otf' -o -iname '*.ttc' -o -iname '*.pfb' \) 2>/dev/null | head -n 1)" ] && return 0
  done
  return 1
}

if [ "$program" = gamebox ] && [ -z "${GAMEBOX_SKIP_CHECK:-}" ]; then
  libs=$( { /sbin/ldconfig -p || ldconfig -p; } 2>/dev/null )
  family=debian
  if [ -r /etc/os-release ]; then
    ids=" $(. /etc/os-release; echo "${ID:-} ${ID_LIKE:-}") "
    case $ids in
      *" fedora "*|*" rhel "*|*" centos "*) family=fedora ;;
      *" arch "*) family=arch ;;
      *" debian "*|*" ubuntu "*) family=debian ;;
      *) family=unknown ;;
    esac
  fi
  missing="" deb="" fedora="" arch=""
  while read -r soname p_deb p_fedora p_arch; do
    [ -n "$soname" ] || continue
    if [ "$soname" = font ]; then
      has_font && continue
      soname="a font"
    else
      # no ldconfig cache (some distributions): nothing to check against, start and see
      [ -z "$libs" ] && continue
      printf '%s\n' "$libs" | grep -qF "$soname " && continue
    fi
    missing="$missing $soname"
    case " $deb " in *" $p_deb "*) ;; *) deb="$deb $p_deb" ;; esac
    case " $fedora " in *" $p_fedora "*) ;; *) fedora="$fedora $p_fedora" ;; esac
    case " $arch " in *" $p_arch "*) ;; *) arch="$arch $p_arch" ;; esac
  done <<'LIBRARIES'
@LIBRARIES@
LIBRARIES
  if [ -n "$missing" ]; then
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
