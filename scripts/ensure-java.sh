#!/usr/bin/env bash
# The valid-HTML test (tests/e2e/valid-html.api.spec.ts) runs the W3C Nu checker, a Java program (vnu-jar): it needs
# Java 11 or later. Debian's headless JRE is installed when it is missing and you are root (as on CI).
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's headless Java runtime for the HTML checker…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends default-jre-headless >/dev/null
  exit 0
fi
echo "The valid-HTML test needs Java (the W3C Nu checker): run 'sudo apt-get install -y default-jre-headless'." >&2
exit 1
