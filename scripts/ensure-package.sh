#!/usr/bin/env bash
# What the tests need from Debian, installed when it is missing: `ensure-package.sh COMMAND PACKAGE WHAT`.
# COMMAND is a path or a name on the PATH; when it is not there, root installs PACKAGE with apt-get (as on CI) and
# anyone else is told how. `npm run test:unit` ensures redis-server (two integration tests start their own on a free
# port), `npm run test:e2e` Chromium's headless shell (Playwright's own browser download does not work here; the
# shell is Chromium without the window layers, a third less CPU per test than the full `chromium`) and Java (the W3C
# Nu checker of tests/e2e/valid-html.api.spec.ts).
set -euo pipefail
command="$1" package="$2" what="$3"
if command -v "$command" >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's $package for $what…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >/dev/null
  exit 0
fi
echo "$what need $command: run 'sudo apt-get install -y $package'." >&2
exit 1
