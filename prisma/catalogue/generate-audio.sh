#!/usr/bin/env bash
# Generates the voice instructions (assets/ovoz-<slug>.mp3) of the instructional activities
# listed below, from their own title and steps in activities/*.json. Run by hand after
# editing those steps; CI never runs it (the MP3 files are committed as data).
#
# Needs: node, espeak-ng (with the Uzbek voice "uz") and lame.
#   apt-get install -y espeak-ng lame
#   bash prisma/catalogue/generate-audio.sh            # all listed activities
#   bash prisma/catalogue/generate-audio.sh ertaklar-alla   # just one
#
# espeak-ng: voice uz, 150 words per minute, 10 ms pause between words (easier to follow).
# lame: mono, resampled to 16 kHz, constant 16 kbit/s (2 KB per second): plenty for a
# synthetic voice. A file must stay under 150 KB, so a spoken text must stay under ~70 s
# (about 6 steps of 1-2 sentences); the script refuses larger results.
set -euo pipefail
cd "$(dirname "$0")"

SLUGS=(
  harakat-qorin-bilan-yotish
  harakat-chaqaloq-massaji
  harakat-quyondek-sakra
  nutq-bu-nima-narsalar-nomi
  ijtimoiy-men-yordamchiman
  ertaklar-alla
  ijodkorlik-xamirdan-non
)
[ "$#" -gt 0 ] && SLUGS=("$@")

espeak-ng --voices=uz | grep -q " uz " || { echo "espeak-ng has no Uzbek (uz) voice" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

for slug in "${SLUGS[@]}"; do
  # The spoken text: the title, then the steps numbered; quotes and dashes become pauses.
  node -e '
    const fs = require("fs");
    const slug = process.argv[1];
    for (const file of fs.readdirSync("activities")) {
      const activity = JSON.parse(fs.readFileSync("activities/" + file, "utf8")).find((a) => a.slug === slug);
      if (!activity) continue;
      const clean = (text) => text.replace(/[«»"]/g, "").replace(/\s+—\s+/g, ", ").replace(/\s+-\s+/g, ", ");
      const lines = [clean(activity.title) + "."];
      activity.content.steps.forEach((step, i) => lines.push(`${i + 1}. ${clean(step)}`));
      process.stdout.write(lines.join("\n\n"));
      process.exit(0);
    }
    console.error("no activity with slug " + slug);
    process.exit(1);
  ' "$slug" > "$tmp/$slug.txt"
  espeak-ng -v uz -s 150 -g 1 -f "$tmp/$slug.txt" -w "$tmp/$slug.wav"
  lame --quiet -m m --resample 16 -b 16 "$tmp/$slug.wav" "assets/ovoz-$slug.mp3"
  size=$(wc -c < "assets/ovoz-$slug.mp3")
  echo "assets/ovoz-$slug.mp3 $size bytes"
  if [ "$size" -ge 153600 ]; then echo "too large (>= 150 KB): shorten the steps" >&2; exit 1; fi
done
