// `npx tsx scripts/make-icons.mts`: draws the app icon (a sprout whose two leaves shelter a
// small one, a family growing from the field) and renders the PNGs the manifest and the pages
// link to. The files are committed; run this again only when the drawing changes.
//   public/icons/icon-{192,512}.png      purpose "any": rounded tile, transparent corners
//   public/icons/maskable-{192,512}.png  purpose "maskable": full-bleed, artwork in the safe zone
//   app/apple-icon.png (180)             iOS home screen (opaque; iOS rounds the corners itself)
//   app/favicon.ico (16, 32, 48)         PNG images inside an ICO container
import { writeFileSync } from "node:fs";
import sharp from "sharp";

const BRAND_700 = "#166534";
const BRAND_900 = "#0f3d22";
const BRAND_100 = "#d6f5e1";
const BRAND_50 = "#eefbf3";

/** The artwork on a 512 x 512 canvas, drawn at `scale` around the centre. */
function artwork(scale: number): string {
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <!-- the field: a low mound of soil -->
    <path d="M96 392 Q256 318 416 392 L416 420 Q256 400 96 420 Z" fill="${BRAND_100}"/>
    <!-- the stem -->
    <path d="M256 372 C254 320 256 270 256 214" stroke="${BRAND_50}" stroke-width="18" stroke-linecap="round" fill="none"/>
    <!-- the parents: two big leaves -->
    <path d="M250 262 C196 270 132 236 116 160 C186 150 244 190 250 262 Z" fill="${BRAND_50}"/>
    <path d="M262 246 C318 256 386 220 404 138 C328 128 266 172 262 246 Z" fill="${BRAND_100}"/>
    <!-- the child: a small bud between them -->
    <circle cx="256" cy="178" r="30" fill="${BRAND_50}"/>
    <path d="M240 170 Q256 150 272 170" stroke="${BRAND_700}" stroke-width="7" stroke-linecap="round" fill="none"/>
  </g>`;
}

function svg({ maskable, rounded }: { maskable: boolean; rounded: boolean }): string {
  const background = rounded
    ? `<rect width="512" height="512" rx="112" fill="url(#bg)"/>`
    : `<rect width="512" height="512" fill="url(#bg)"/>`;
  // Maskable icons may be cut to a circle of 80% of the size: the artwork shrinks into it.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${BRAND_700}"/><stop offset="1" stop-color="${BRAND_900}"/>
    </linearGradient></defs>
    ${background}${artwork(maskable ? 0.72 : 0.92)}
  </svg>`;
}

async function png(source: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
}

/** An ICO file holding PNG images (supported by every browser since Vista-era formats). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const anyIcon = svg({ maskable: false, rounded: true });
const fullBleed = svg({ maskable: true, rounded: false });
for (const size of [192, 512]) {
  writeFileSync(`public/icons/icon-${size}.png`, await png(anyIcon, size));
  writeFileSync(`public/icons/maskable-${size}.png`, await png(fullBleed, size));
}
writeFileSync("app/apple-icon.png", await png(svg({ maskable: false, rounded: false }), 180));
const favicons = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(anyIcon, size) })));
writeFileSync("app/favicon.ico", ico(favicons));
console.log("icons written: public/icons/*.png, app/apple-icon.png, app/favicon.ico");
