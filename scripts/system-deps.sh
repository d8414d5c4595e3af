#!/usr/bin/env bash
# Installs the Debian packages the test suite needs: Chromium for the journeys, PostgreSQL
# for the API tests against a real server, LibreOffice (Writer, no GUI) for the .docx
# conversion test and Ceph's RADOS Gateway (with a monitor and a storage daemon) as the
# S3-compatible server of the S3 driver's tests. Does nothing when they are already there.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need+=(postgresql postgresql-contrib)
fc-list 2>/dev/null | grep -qi dejavu || need+=(fonts-dejavu-core)
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-writer-nogui)
[ -x /usr/bin/radosgw ] && [ -x /usr/bin/ceph-mon ] && [ -x /usr/bin/ceph-osd ] || need+=(radosgw ceph-mon ceph-osd)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need these Debian packages: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing ${need[*]} from Debian's packages..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >/dev/null
apt-get install -y -q --no-install-recommends "${need[@]}" >/dev/null
