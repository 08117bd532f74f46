#!/usr/bin/env bash
# Writes the report's wide fonts (apps/advisor/src/features/reports/pdf/fonts/), one TrueType
# file per weight, so jsPDF prints a name in any of their scripts with one font:
# - noto-sans-wide-*.ttf: the committed Noto Sans (Latin, Greek, Cyrillic) merged with the
#   Noto Sans SC (Chinese, with Japanese kana), Arabic and Hebrew files that Fontsource publishes;
# - noto-sans-wide-hangul-*.ttf: the same with Noto Sans KR's Hangul too, for a report with
#   Korean (a report has one font, and a book's report may name Chinese and Korean clients).
# Run it only to change those files; the build uses the committed output, and a rerun writes
# the same bytes. Needs npm and fonttools (Debian: fonttools).
set -euo pipefail

FONTS="$(cd "$(dirname "$0")/.." && pwd)/apps/advisor/src/features/reports/pdf/fonts"
FONTSOURCE_VERSION=5.3.0
# fonttools stamps a font it writes with this time instead of the clock's.
export SOURCE_DATE_EPOCH=1767225600
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cd "$work"
for family in noto-sans-sc noto-sans-arabic noto-sans-hebrew noto-sans-kr; do
  npm pack --silent "@fontsource/$family@$FONTSOURCE_VERSION" > /dev/null
  mkdir "$family"
  tar -xzf "fontsource-$family-$FONTSOURCE_VERSION.tgz" -C "$family" --strip-components=1
done

# jsPDF draws with the glyphs and their advances only (it shapes Arabic itself, with the
# presentation forms of the cmap), so the layout tables, which cannot be merged, are dropped.
plain() {
  pyftsubset "$1" --unicodes='*' --glyphs='*' --layout-features='' --no-hinting \
    --drop-tables+=GSUB,GPOS,GDEF,STAT,BASE,vhea,vmtx,gasp,prep --flavor= --output-file="$2"
}

for pair in 400:regular 700:bold; do
  weight="${pair%%:*}"
  name="${pair##*:}"
  plain "$FONTS/noto-sans-$name.ttf" "latin-$name.ttf"
  plain "noto-sans-sc/files/noto-sans-sc-chinese-simplified-$weight-normal.woff" "han-$name.ttf"
  plain "noto-sans-arabic/files/noto-sans-arabic-arabic-$weight-normal.woff" "arabic-$name.ttf"
  plain "noto-sans-hebrew/files/noto-sans-hebrew-hebrew-$weight-normal.woff" "hebrew-$name.ttf"
  plain "noto-sans-kr/files/noto-sans-kr-korean-$weight-normal.woff" "hangul-$name.ttf"
  wide=("latin-$name.ttf" "han-$name.ttf" "arabic-$name.ttf" "hebrew-$name.ttf")
  # The first font's glyph wins where two map the same character: Noto Sans keeps the Latin.
  pyftmerge "${wide[@]}" --output-file="$FONTS/noto-sans-wide-$name.ttf"
  pyftmerge "${wide[@]}" "hangul-$name.ttf" --output-file="$FONTS/noto-sans-wide-hangul-$name.ttf"
done
ls -l "$FONTS"/noto-sans-wide-*.ttf
