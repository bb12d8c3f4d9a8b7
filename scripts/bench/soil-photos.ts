// Phone-camera-like soil photos for the benchmarks, made with sharp: 4000x3000 (12 MP), clods
// and shadows at several scales, a lighting gradient and sensor grain, JPEG q92 — a few MB
// each like a real phone photo, not a flat colour JPEG squeezes to nothing. The second photo
// carries EXIF orientation 6 (a phone held upright), so the pipeline also rotates.
import sharp from "sharp";

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;

/** Gaussian noise of `w`x`h` blown up to the photo size: blotches of about width/w pixels. */
async function layer(w: number, h: number, sigma: number, seedShift: number): Promise<Buffer> {
  const small = await sharp({ create: { width: w, height: h, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128 + seedShift, sigma } } })
    .png()
    .toBuffer();
  return sharp(small).resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: "cubic" }).png({ compressionLevel: 1 }).toBuffer();
}

export async function makeSoilPhoto(variant: 0 | 1): Promise<Buffer> {
  const tint = variant === 0 ? { r: 150, g: 118, b: 84 } : { r: 104, g: 78, b: 52 };
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
      <defs><radialGradient id="g" cx="${variant ? 0.4 : 0.6}" cy="0.35" r="0.9">
        <stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#555"/></radialGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const [clods, crumbs, grain] = await Promise.all([layer(80, 60, 60, variant), layer(800, 600, 45, 0), layer(2000, 1500, 28, 0)]);
  const mixed = await sharp(clods)
    .composite([
      { input: crumbs, blend: "overlay" },
      { input: grain, blend: "soft-light" },
      { input: gradient, blend: "multiply" },
    ])
    .greyscale()
    .toColourspace("srgb")
    .tint(tint)
    .png({ compressionLevel: 1 })
    .toBuffer();
  let photo = sharp(mixed).jpeg({ quality: 92, chromaSubsampling: "4:2:0" });
  if (variant === 1) photo = photo.withMetadata({ orientation: 6 });
  return photo.toBuffer();
}

/** The two benchmark photos (a dry and a wet field). */
export async function makeSoilPhotos(): Promise<[Buffer, Buffer]> {
  return [await makeSoilPhoto(0), await makeSoilPhoto(1)];
}
