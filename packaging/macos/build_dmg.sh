#!/usr/bin/env bash
# macOS: make dist/GameBox-<version>-macos-<arch>.dmg from dist/GameBox.app (built by packaging/gamebox.spec,
# which on macOS adds the .app with the .icns icon and an Info.plist carrying gamebox.__version__).
# Run by .github/workflows/release.yml after the PyInstaller build and the smoke check.
# Not built or run on the Linux development machine.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
VERSION=$(sed -n 's/^__version__ *= *"\([^"]*\)".*/\1/p' gamebox/__init__.py)
APP=dist/GameBox.app
[ -d "$APP" ] || { echo "build_dmg: no $APP (run PyInstaller on packaging/gamebox.spec first)" >&2; exit 1; }
plist_version=$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$APP/Contents/Info.plist")
[ "$plist_version" = "$VERSION" ] || { echo "build_dmg: Info.plist says $plist_version, gamebox says $VERSION" >&2; exit 1; }
STAGE=build/dmg
rm -rf "$STAGE" && mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG=dist/GameBox-$VERSION-macos-$(uname -m).dmg
rm -f "$DMG"
hdiutil create -volname "GameBox $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
hdiutil verify "$DMG"
ls -l "$DMG"
