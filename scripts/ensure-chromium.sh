#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; install it when the machine lacks it.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then
  exit 0
fi
echo "Chromium non trovato in $chrome: lo installo con apt-get." >&2
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq chromium >/dev/null
