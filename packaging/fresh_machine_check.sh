#!/usr/bin/env bash
# A newcomer's first minutes on a fresh machine, replayed: not part of CI (it needs root, the
# Debian mirror and PyPI, and takes a quarter of an hour or more).
#
#   sudo bash packaging/fresh_machine_check.sh [--keep] [REPOSITORY]
#
# 1. debootstraps a minimal Debian 12 (bookworm, variant minbase: no compilers, no make, no
#    Python) once, and copies it for each of three fresh roots;
# 2. root 1: clones REPOSITORY (default: this checkout's repository, its current branch) as a
#    normal user, installs ONLY the Debian line of the README's Quick start, then as that user
#    runs `make test` (when it stops and names an install command, runs that command as root,
#    as a newcomer would, and runs `make test` again), then `make run` on a virtual screen
#    (Xvfb) with a screenshot, then `make dist` as root;
# 3. root 2: installs the .deb with apt (which fetches its Depends) and starts `gamebox` and
#    `gamebox-cli` as a user, with a screenshot;
# 4. root 3: unpacks the tarball, starts its launcher (expected to name the missing libraries
#    and the command to install them), runs that command, starts it again, with a screenshot,
#    and runs its gamebox-cli.
# Writes WORK/summary.txt (each step ok or its exact error, with times), the logs and the
# screenshots; WORK defaults to a new /var/tmp/gamebox-fresh.XXXXXX. Roots are removed at the
# end unless --keep. pip inside the roots trusts the host's CA bundle (copied in; some networks
# intercept TLS), and the roots share the host's /tmp/.X11-unix so X display numbers never clash.
set -uo pipefail
keep=0
[ "${1:-}" = "--keep" ] && { keep=1; shift; }
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
REPO=${1:-$HERE}
[ "$(id -u)" = 0 ] || { echo "fresh_machine_check: run as root (debootstrap, chroot, mounts)" >&2; exit 2; }
for tool in debootstrap chroot Xvfb xdotool import git; do
  command -v "$tool" >/dev/null || { echo "fresh_machine_check: needs $tool (apt-get install debootstrap xvfb xdotool imagemagick git)" >&2; exit 2; }
done
WORK=${WORK:-$(mktemp -d /var/tmp/gamebox-fresh.XXXXXX)}
mkdir -p "$WORK"
MIRROR=${MIRROR:-http://deb.debian.org/debian}
USERNAME=player
SUMMARY=$WORK/summary.txt
CA=$WORK/host-ca.crt
for bundle in /etc/ssl/certs/ca-certificates.crt /etc/pki/tls/certs/ca-bundle.crt; do
  [ -f "$bundle" ] && { cp "$bundle" "$CA"; break; }
done
started=$(date +%s)
failures=0
: > "$SUMMARY"
note() { printf '%s\n' "$*" | tee -a "$SUMMARY"; }
note "GameBox fresh-machine check, $(date -u +%Y-%m-%dT%H:%MZ); Debian 12 minbase from $MIRROR"
note "repository: $REPO ($(git -C "$REPO" rev-parse --abbrev-ref HEAD 2>/dev/null) $(git -C "$REPO" rev-parse --short HEAD 2>/dev/null))"

# ---- steps: each is timed, logged to WORK/NN-name.log, and summarised as ok or its error -----------
n=0
step() {  # step NAME COMMAND...: runs COMMAND, logs it; its last output line is the summary detail
  local name=$1; shift
  n=$((n + 1))
  local log
  log=$(printf '%s/%02d-%s.log' "$WORK" "$n" "$(tr ' /' '__' <<<"$name")")
  local t0 t1 rc
  t0=$(date +%s)
  "$@" >"$log" 2>&1
  rc=$?
  t1=$(date +%s)
  local detail
  detail=$(grep -v '^\s*$' "$log" | tail -n 1 | cut -c1-240)
  if [ "$rc" = 0 ]; then
    note "$(printf '  ok   %5ss  %s: %s' "$((t1 - t0))" "$name" "$detail")"
  else
    failures=$((failures + 1))
    note "$(printf '  FAIL %5ss  %s (exit %s): %s' "$((t1 - t0))" "$name" "$rc" "$detail")"
    grep -E 'Error|error|FAIL|fail|not found|No such|cannot|Traceback' "$log" | grep -v '^\s*$' | tail -n 5 | sed 's/^/         | /' | tee -a "$SUMMARY"
  fi
  return "$rc"
}

# ---- roots: copy of the bootstrapped base, the mounts a desktop program needs, a user ----------
mounts=()
mount_root() {
  local r=$1
  mkdir -p "$r/tmp/.X11-unix"
  mount --bind /dev "$r/dev" && mounts+=("$r/dev")
  mount --bind /dev/pts "$r/dev/pts" && mounts+=("$r/dev/pts")
  mount -t tmpfs -o mode=1777 tmpfs "$r/dev/shm" && mounts+=("$r/dev/shm")
  mount -t proc proc "$r/proc" && mounts+=("$r/proc")
  mount -t sysfs sysfs "$r/sys" && mounts+=("$r/sys")
  mount --bind /tmp/.X11-unix "$r/tmp/.X11-unix" && mounts+=("$r/tmp/.X11-unix")
}
unmount_all() {
  local i
  for (( i=${#mounts[@]}-1; i>=0; i-- )); do
    umount "${mounts[$i]}" 2>/dev/null || umount -l "${mounts[$i]}" 2>/dev/null || true
  done
  mounts=()
}
remove_root() {  # only when nothing is mounted below it any more
  local r=$1
  if findmnt -rn -o TARGET | grep -q "^$r/"; then
    echo "fresh_machine_check: $r still has mounts; not removing it" >&2
    return 1
  fi
  rm -rf --one-file-system "$r"
}
app_pids=()
cleanup() {
  local pid
  for pid in "${app_pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null; done
  sleep 1
  for pid in "${app_pids[@]}"; do kill -KILL -- "-$pid" 2>/dev/null; done
  [ -n "${xvfb_pid:-}" ] && kill "$xvfb_pid" 2>/dev/null
  unmount_all
  if [ "$keep" = 0 ]; then
    for r in "$WORK"/root1 "$WORK"/root2 "$WORK"/root3 "$WORK"/base; do [ -d "$r" ] && remove_root "$r"; done
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

new_root() {  # new_root NAME: a copy of the base with a normal user
  local r=$WORK/$1
  cp -a "$WORK/base" "$r" || return 1
  cp /etc/resolv.conf "$r/etc/resolv.conf"
  [ -f "$CA" ] && install -D -m 644 "$CA" "$r/usr/local/share/fresh-check/ca.crt"
  chroot "$r" useradd -m -s /bin/bash "$USERNAME" || return 1
  mount_root "$r" && echo "$(chroot "$r" dpkg-query -W | wc -l) packages, user $USERNAME"
}
as_root() {  # as_root ROOT COMMAND: a root shell inside ROOT, with a clean environment
  local r=$1; shift
  chroot "$r" env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive PIP_CERT=/usr/local/share/fresh-check/ca.crt \
    bash -c "$*"
}
as_user() {  # as_user ROOT COMMAND: the normal user's login-like shell inside ROOT
  local r=$1; shift
  chroot --userspec="$USERNAME:$USERNAME" "$r" env -i HOME="/home/$USERNAME" USER="$USERNAME" \
    PATH=/usr/local/bin:/usr/bin:/bin:/usr/games LANG=C.UTF-8 DISPLAY="${DISPLAY_NUM:-}" \
    PIP_CERT=/usr/local/share/fresh-check/ca.crt bash -c "cd ~ && $*"
}

# A virtual screen on the host; the roots reach it through the shared /tmp/.X11-unix.
start_screen() {
  local d
  for d in $(seq 150 199); do
    [ -e "/tmp/.X11-unix/X$d" ] || [ -e "/tmp/.X$d-lock" ] || break
  done
  Xvfb ":$d" -screen 0 1280x860x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  DISPLAY_NUM=":$d"
  for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$d" ] && return 0; sleep 0.1; done
  return 1
}
# show_window ROOT SHOT TITLE COMMAND: start COMMAND as the user, wait for a visible window whose
# title has TITLE, save a screenshot, end the program. Prints the time to the window.
show_window() {
  local r=$1 shot=$2 title=$3; shift 3
  local t0 pid found=""
  t0=$(date +%s.%N)
  setsid bash -c "$(declare -f as_user); USERNAME=$USERNAME DISPLAY_NUM=$DISPLAY_NUM as_user '$r' \"\$@\"" _ "$*" \
    >"$WORK/$(basename "$shot" .png).out" 2>&1 &
  pid=$!
  app_pids+=("$pid")
  for _ in $(seq 1200); do   # up to 10 minutes: `make run` may still be installing
    if DISPLAY=$DISPLAY_NUM xdotool search --onlyvisible --name "$title" >/dev/null 2>&1; then found=1; break; fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  local waited
  waited=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  if [ -z "$found" ]; then
    echo "no window titled '$title' (output: $(tail -n 3 "$WORK/$(basename "$shot" .png).out" | tr '\n' ' '))"
    kill -TERM -- "-$pid" 2>/dev/null
    return 1
  fi
  sleep 3   # let the first frame and any opening animation settle
  DISPLAY=$DISPLAY_NUM import -window root "$shot"
  kill -TERM -- "-$pid" 2>/dev/null
  sleep 1
  kill -KILL -- "-$pid" 2>/dev/null
  echo "window '$title' after ${waited} s; screenshot $shot"
}

readme_debian_line() {  # the Quick start's Debian command, without sudo and the comment
  grep -m1 -E '^sudo apt-get install .*# Debian' "$1" | sed -e 's/#.*//' -e 's/^sudo //' -e 's/ *$//'
}

# ================================================================================================
bootstrap() {
  debootstrap --variant=minbase bookworm "$WORK/base" "$MIRROR"
  echo "minimal Debian 12: $(chroot "$WORK/base" dpkg-query -W | wc -l) packages, no make: $(chroot "$WORK/base" sh -c 'command -v make || echo absent'), no python3: $(chroot "$WORK/base" sh -c 'command -v python3 || echo absent')"
}
step "debootstrap a minimal Debian 12" bootstrap || exit 1
start_screen || { note "  FAIL cannot start Xvfb"; exit 1; }

# ---- root 1: the developer's machine --------------------------------------------------------------
R1=$WORK/root1
step "root 1: a copy of it" new_root root1 || exit 1
clone() {  # (the commit is read before the clone is given to the user: git refuses others' folders)
  git clone -q "$REPO" "$R1/home/$USERNAME/gamebox" || return 1
  local head
  head=$(git -C "$R1/home/$USERNAME/gamebox" log -1 --format='%h %s' | cut -c1-80)
  chroot "$R1" chown -R "$USERNAME:$USERNAME" "/home/$USERNAME/gamebox" && echo "cloned $head"
}
step "git clone (a clean clone, owned by the user)" clone
PREREQ=$(readme_debian_line "$R1/home/$USERNAME/gamebox/README.md")
step "README Quick start: $PREREQ" as_root "$R1" "apt-get update -q && $PREREQ -y -q && echo installed: $PREREQ" || exit 1

first_make_test() {  # a newcomer runs `make test`; when it stops and names a command, note it
  as_user "$R1" "cd gamebox && make test" >"$WORK/first-make-test.out" 2>&1
  local rc=$?
  tail -n 5 "$WORK/first-make-test.out"
  [ "$rc" = 0 ] && { echo "make test passed at once"; return 0; }
  local cmd
  cmd=$(grep -A1 -E 'needs a few things from the system first' "$WORK/first-make-test.out" | tail -n 1 | sed -e 's/^ *//' -e 's/^sudo //')
  [ -n "$cmd" ] || return 1
  echo "$cmd" > "$WORK/first-make-test.cmd"
  echo "stopped and said to run: sudo $cmd"
}
step "make test (1st time, as the user)" first_make_test
if [ -s "$WORK/first-make-test.cmd" ]; then
  step "ran that command as root" as_root "$R1" "$(cat "$WORK/first-make-test.cmd") -y -q >/tmp/apt.log && echo installed"
  step "make test (as the user)" as_user "$R1" "cd gamebox && make test 2>&1 | tail -n 30"
fi
step "make test again (nothing to install, .venv kept)" as_user "$R1" "cd gamebox && make test 2>&1 | tail -n 1"
step "make run (as the user, on Xvfb)" show_window "$R1" "$WORK/shot-make-run.png" "GameBox" "cd gamebox && make run"
step "make dist (as root)" as_root "$R1" "cd /home/$USERNAME/gamebox && make dist 2>&1 | tail -n 40"
mkdir -p "$WORK/out"
cp "$R1/home/$USERNAME/gamebox/dist/"*.{deb,tar.gz,txt} "$WORK/out/" 2>/dev/null
[ -f "$WORK/out/build-report.txt" ] && sed 's/^/         /' "$WORK/out/build-report.txt" | tee -a "$SUMMARY"
DEB=$(ls "$WORK"/out/*.deb 2>/dev/null | head -n 1)
TARBALL=$(ls "$WORK"/out/*.tar.gz 2>/dev/null | head -n 1)
unmount_all
[ "$keep" = 1 ] || remove_root "$R1"

# ---- root 2: the .deb on a fresh machine -------------------------------------------------------------
if [ -n "$DEB" ]; then
  R2=$WORK/root2
  step "root 2: a fresh copy" new_root root2
  cp "$DEB" "$R2/tmp/"
  step "apt-get install ./$(basename "$DEB")" as_root "$R2" "apt-get update -q && apt-get install -y -q /tmp/$(basename "$DEB") >/tmp/apt.log && dpkg-query -W gamebox && echo Depends: \$(dpkg-query -W -f='\${Depends}' gamebox)"
  step "gamebox-cli from the .deb" as_user "$R2" "gamebox-cli games | grep -c '\"id\"' | sed 's/^/games listed: /'"
  step "gamebox from the .deb (on Xvfb)" show_window "$R2" "$WORK/shot-deb.png" "Girafferaffe" "gamebox --new girafferaffe --seed 3 --seats human,computer,computer"
  unmount_all
  [ "$keep" = 1 ] || remove_root "$R2"
else
  note "  FAIL        no .deb was built: root 2 skipped"; failures=$((failures + 1))
fi

# ---- root 3: the tarball on a fresh machine ----------------------------------------------------------
if [ -n "$TARBALL" ]; then
  R3=$WORK/root3
  step "root 3: a fresh copy" new_root root3
  cp "$TARBALL" "$R3/tmp/"
  top=$(tar -tzf "$TARBALL" | head -n 1 | cut -d/ -f1)
  step "unpack $(basename "$TARBALL") as the user" as_user "$R3" "tar -xzf /tmp/$(basename "$TARBALL") && echo \$(ls $top)"
  step "its gamebox-cli, nothing installed" as_user "$R3" "$top/gamebox-cli games | grep -c '\"id\"' | sed 's/^/games listed: /'"
  launcher_first() {  # the launcher on a machine without the libraries: expected to name them
    as_user "$R3" "$top/gamebox --version" >"$WORK/launcher-first.out" 2>&1
    local rc=$?
    cat "$WORK/launcher-first.out"
    [ "$rc" = 1 ] && grep -q 'apt-get install' "$WORK/launcher-first.out" || return 1
    echo "it said: $(head -n 1 "$WORK/launcher-first.out") / $(grep -m1 'apt-get install' "$WORK/launcher-first.out" | sed 's/^ *//')"
  }
  step "its launcher, nothing installed" launcher_first
  cmd=$(grep -E '^\s+(sudo )?apt-get install' "$WORK/launcher-first.out" | head -n 1 | sed -e 's/^ *//' -e 's/^sudo //')
  if [ -n "$cmd" ]; then
    step "ran the launcher's command as root" as_root "$R3" "apt-get update -q && $cmd -y -q >/tmp/apt.log && echo installed: ${cmd#apt-get install}"
  fi
  step "its launcher again (on Xvfb)" show_window "$R3" "$WORK/shot-tarball.png" "TRIO" "$top/gamebox --new trio --seed 3"
  unmount_all
  [ "$keep" = 1 ] || remove_root "$R3"
else
  note "  FAIL        no tarball was built: root 3 skipped"; failures=$((failures + 1))
fi

note "$( [ "$failures" = 0 ] && echo "all steps ok" || echo "$failures step(s) failed"), $(( $(date +%s) - started )) s in all; logs and screenshots in $WORK"
[ "$failures" = 0 ]
