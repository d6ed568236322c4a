#!/usr/bin/env bash
# The browsers come from Debian's packages; browser downloads are not possible on these machines. The end-to-end
# suite drives chromium-headless-shell (Chromium's old headless mode: the same Blink and V8 without the browser
# around them, about half the CPU per test of full Chromium in headless mode); Lighthouse (bench:site) and the
# first-flight check run full Chromium, as a visitor's browser.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM" ] && [ -x "$HEADLESS_SHELL" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM or $HEADLESS_SHELL; installing Debian's chromium packages..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-dejavu-core >/dev/null
"$HEADLESS_SHELL" --version
