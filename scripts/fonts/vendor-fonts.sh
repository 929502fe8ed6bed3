#!/usr/bin/env bash
# Copies the template fonts into src/shared/render/fonts as Latin subsets (about a tenth of the
# original size), then regenerates the advance-width tables the renderer measures text with.
# Needs npm (for `npm pack`, nothing is added to package.json) and fontTools
# (`apt-get install python3-fonttools`). Run from the repository root:
#   bash scripts/fonts/vendor-fonts.sh
set -euo pipefail

out="src/shared/render/fonts"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

packages=(
  @expo-google-fonts/bebas-neue@0.4.1
  @expo-google-fonts/anton@0.4.2
  @expo-google-fonts/arimo@0.4.3
  @expo-google-fonts/tinos@0.4.2
  @expo-google-fonts/gelasio@0.4.1
  @expo-google-fonts/cousine@0.4.3
  dejavu-fonts-ttf@2.37.3
)
for package in "${packages[@]}"; do
  (cd "$work" && npm pack --silent "$package" >/dev/null)
done
for tarball in "$work"/*.tgz; do
  dir="$work/$(basename "$tarball" .tgz)"
  mkdir -p "$dir" && tar xzf "$tarball" -C "$dir"
done

# Latin, Latin-1, Latin Extended-A, the punctuation and symbols game data and posts use.
unicodes="U+0020-007E,U+00A0-017F,U+0218-021B,U+02C6,U+02C7,U+02D8-02DD,U+2010-2027,U+2030-203A,U+2044,U+20AC,U+2122,U+2190-2193,U+2212,U+2215,U+2022,U+25CF"

subset() { # source target
  /usr/bin/python3 -m fontTools.subset "$1" --output-file="$out/$2" --unicodes="$unicodes" \
    --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk' --no-hinting --desubroutinize \
    --name-IDs='*' --name-legacy --name-languages='*'
}

mkdir -p "$out"
g="$work"
subset "$g"/expo-google-fonts-bebas-neue-*/package/400Regular/BebasNeue_400Regular.ttf bebas-neue-400.ttf
subset "$g"/expo-google-fonts-anton-*/package/400Regular/Anton_400Regular.ttf anton-400.ttf
for family in arimo tinos gelasio cousine; do
  Family="$(tr '[:lower:]' '[:upper:]' <<<"${family:0:1}")${family:1}"
  base="$(echo "$g"/expo-google-fonts-"$family"-*/package)"
  subset "$base/400Regular/${Family}_400Regular.ttf" "$family-400.ttf"
  subset "$base/700Bold/${Family}_700Bold.ttf" "$family-700.ttf"
  subset "$base/400Regular_Italic/${Family}_400Regular_Italic.ttf" "$family-400-italic.ttf"
  subset "$base/700Bold_Italic/${Family}_700Bold_Italic.ttf" "$family-700-italic.ttf"
  cp "$base/LICENSE_FONT" "$out/LICENSE-$family.txt"
done
cp "$g"/expo-google-fonts-bebas-neue-*/package/LICENSE_FONT "$out/LICENSE-bebas-neue.txt"
cp "$g"/expo-google-fonts-anton-*/package/LICENSE_FONT "$out/LICENSE-anton.txt"
dejavu="$(echo "$g"/dejavu-fonts-ttf-*/package)"
subset "$dejavu/ttf/DejaVuSans.ttf" dejavu-sans-400.ttf
subset "$dejavu/ttf/DejaVuSans-Bold.ttf" dejavu-sans-700.ttf
subset "$dejavu/ttf/DejaVuSans-Oblique.ttf" dejavu-sans-400-italic.ttf
subset "$dejavu/ttf/DejaVuSans-BoldOblique.ttf" dejavu-sans-700-italic.ttf
cp "$dejavu/LICENSE" "$out/LICENSE-dejavu-sans.txt"

npx tsx scripts/fonts/generate-font-metrics.ts
