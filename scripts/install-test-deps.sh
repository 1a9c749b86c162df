#!/usr/bin/env bash
# Installs the Debian packages the tests need, when they are missing: Chromium (with CJK and
# Thai fonts, or Chinese and Thai render as boxes), the PostgreSQL server, ffmpeg and nginx.
set -euo pipefail

need=()
# Chromium with CJK, Thai and Liberation fonts (else Chinese and Thai render as boxes);
# PostgreSQL for the API tests; ffmpeg with ffprobe (the npm fallback has none) and DejaVu for
# drawtext; nginx for the self-hosting config's test.
for pkg in chromium fonts-noto-cjk fonts-thai-tlwg fonts-liberation postgresql ffmpeg fonts-dejavu-core nginx; do
  [ "$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)" = "install ok installed" ] || need+=("$pkg")
done

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
