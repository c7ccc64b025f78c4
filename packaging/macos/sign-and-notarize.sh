#!/usr/bin/env bash
# Signs dist/Station.app with the hardened runtime, notarises it and staples the ticket.
# Needs: STATION_CODESIGN_IDENTITY ("Developer ID Application: …"), and a notarytool keychain profile
# created once with `xcrun notarytool store-credentials station-notary --apple-id … --team-id …`.
set -euo pipefail
cd "$(dirname "$0")/../.."
app=dist/Station.app
: "${STATION_CODESIGN_IDENTITY:?set STATION_CODESIGN_IDENTITY to your Developer ID Application identity}"
codesign --force --deep --options runtime --timestamp \
  --entitlements packaging/macos/entitlements.plist --sign "$STATION_CODESIGN_IDENTITY" "$app"
codesign --verify --deep --strict --verbose=2 "$app"
ditto -c -k --keepParent "$app" dist/Station.zip
xcrun notarytool submit dist/Station.zip --keychain-profile "${STATION_NOTARY_PROFILE:-station-notary}" --wait
xcrun stapler staple "$app"
spctl --assess --type execute --verbose "$app"
