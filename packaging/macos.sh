#!/usr/bin/env bash
# Wrap the macOS app bundle in a disk image for players: dist/lohai-friends-<version>-macos-<arch>.dmg.
#
# Run on a Mac after PyInstaller (make dist) has built "dist/Lohai & Friends.app".  Only hdiutil and ditto,
# which come with macOS, are used; nothing is downloaded.  The image opens as a window holding the app and a
# link to /Applications, so installing is one drag.  The build is not signed or notarised: the README says how
# a player opens it the first time.
set -euo pipefail
cd "$(dirname "$0")/.."

app="dist/Lohai & Friends.app"
[ -d "$app" ] || { echo "$app: no app here; run make dist first" >&2; exit 1; }
version=$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$app/Contents/Info.plist")
arch=$(uname -m)  # arm64 on Apple silicon, x86_64 on Intel: the app is built for the runner's own processor
dmg="dist/lohai-friends-${version}-macos-${arch}.dmg"

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
ditto "$app" "$staging/Lohai & Friends.app"  # ditto keeps the bundle's symlinks and extended attributes
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
# hdiutil now and then fails with "Resource busy" on CI Macs (a disk-arbitration race); a second try passes
for attempt in 1 2 3; do
  hdiutil create -volname "Lohai & Friends ${version}" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg" \
    && break
  [ "$attempt" = 3 ] && exit 1
  sleep 10
done
hdiutil verify "$dmg"
echo "$dmg"
