#!/usr/bin/env bash
# What `make run`, `make test` and `make dist` need from the system before anything else:
#   - git, and Python 3.11+ with its venv module (packaging/find_python.sh picks the interpreter);
#   - on Linux, the system libraries Qt needs (packaging/linux/system-libraries.txt) and a font.
# Everything missing is named in ONE install command for this distribution (Debian/Ubuntu, Fedora,
# Arch). Run as root on a system with apt-get, it installs them itself; otherwise it prints the
# command and fails (git alone missing only warns: GameBox runs without it).
# macOS/Windows: only the Python check (Qt ships inside the PySide6 wheels there).
set -u
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
os=$(uname -s)

# ---- which distribution: the column of system-libraries.txt and the install command ------------
family=other
if [ -r /etc/os-release ]; then
  ids=$(. /etc/os-release; echo " ${ID:-} ${ID_LIKE:-} ")
  case $ids in
    *" debian "*|*" ubuntu "*) family=debian ;;
    *" fedora "*|*" rhel "*|*" centos "*) family=fedora ;;
    *" arch "*) family=arch ;;
  esac
fi
[ "$os" = Linux ] || family=other
case $family in
  debian) column=2 install="apt-get install" ;;
  fedora) column=3 install="dnf install" ;;
  arch) column=4 install="pacman -S --needed" ;;
  *) column=2 install="" ;;
esac
sudo=""
[ "$(id -u)" = "0" ] || sudo="sudo "

missing="" needs_python=0
add() { case " $missing " in *" $1 "*) ;; *) missing="$missing $1" ;; esac; }

# ---- git and Python ------------------------------------------------------------------------------
if ! bash "$HERE/find_python.sh" >/dev/null; then
  needs_python=1
  case $family in
    debian)
      # Python 3.11+ as python3 (Debian 12, Ubuntu 24.04), else the versioned package (Ubuntu 22.04)
      if command -v python3 >/dev/null && ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
        add python3.11; add python3.11-venv
      else
        add python3; add python3-venv
      fi ;;
    fedora) add python3 ;;
    arch) add python ;;
    *) add "python3 (3.11 or newer, with venv)" ;;
  esac
fi
git_missing=0
command -v git >/dev/null || { git_missing=1; add git; }
command -v make >/dev/null || add make

# ---- Qt's system libraries (Linux) ---------------------------------------------------------------
has_font() {
  local dir
  for dir in /usr/share/fonts /usr/local/share/fonts "${HOME:-/nonexistent}/.local/share/fonts" "${HOME:-/nonexistent}/.fonts"; do
    [ -d "$dir" ] || continue
    [ -n "$(find -L "$dir" -type f \( -iname '*.ttf' -o -iname '*.otf' -o -iname '*.ttc' -o -iname '*.pfb' \) -print -quit 2>/dev/null)" ] && return 0
  done
  return 1
}
lib_problem=0
if [ "$os" = Linux ]; then
  libs=$( { /sbin/ldconfig -p || ldconfig -p; } 2>/dev/null)
  while read -r soname deb fedora arch; do
    case $soname in ''|'#'*) continue ;; esac
    if [ "$soname" = font ]; then
      has_font && continue
    else
      grep -qF "$soname " <<<"$libs" && continue
    fi
    lib_problem=1
    case $column in 2) add "$deb" ;; 3) add "$fedora" ;; 4) add "$arch" ;; esac
  done < "$HERE/linux/system-libraries.txt"
fi

[ -z "$missing" ] && exit 0
if [ "$needs_python" = 0 ] && [ "$lib_problem" = 0 ] && [ "$git_missing" = 1 ]; then
  echo "Note: git is not installed (GameBox runs without it; you need it to fetch updates): ${sudo}${install:-install} git" >&2
  exit 0
fi
if [ "$family" = debian ] && [ -z "$sudo" ] && command -v apt-get >/dev/null; then
  echo "Installing what GameBox needs from the system:$missing"
  export DEBIAN_FRONTEND=noninteractive
  log=$(mktemp)
  # shellcheck disable=SC2086
  if { apt-get update -q && apt-get install -y -q --no-install-recommends $missing; } >"$log" 2>&1; then
    rm -f "$log"
    exit 0
  fi
  tail -n 20 "$log" >&2
  rm -f "$log"
  echo "apt-get could not install:$missing" >&2
  exit 1
fi
echo "GameBox needs a few things from the system first. Run:" >&2
if [ -n "$install" ]; then
  echo "  ${sudo}${install}$missing" >&2
else
  echo "  (with your system's package manager) install:$missing" >&2
  echo "  Debian/Ubuntu names are listed in packaging/linux/system-libraries.txt." >&2
fi
echo "then run the same make command again." >&2
exit 1
