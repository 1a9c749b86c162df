#!/usr/bin/env bash
# Installs the Debian packages the tests need, when they are missing: Chromium (with CJK and
# Thai fonts, or Chinese and Thai render as boxes), the PostgreSQL server, ffmpeg and nginx.
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi "noto sans cjk" || need+=(fonts-noto-cjk)
fc-list 2>/dev/null | grep -qi "tlwg\|loma\|garuda" || need+=(fonts-thai-tlwg)
fc-list 2>/dev/null | grep -qi "liberation" || need+=(fonts-liberation)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || need+=(postgresql)
# Media: ffmpeg with ffprobe (the npm fallback has no ffprobe), DejaVu for drawtext, nginx for
# the self-hosting config's test.
command -v ffprobe >/dev/null || need+=(ffmpeg)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || need+=(fonts-dejavu-core)
[ -x /usr/sbin/nginx ] || need+=(nginx)

if [ ${#need[@]} -eq 0 ]; then
  echo "test deps: all present"
  exit 0
fi

echo "test deps: installing ${need[*]}"
sudo_cmd=()
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null; then sudo_cmd=(sudo); else
    echo "test deps: missing ${need[*]} and not root; install them with apt-get" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
echo "test deps: installed"
