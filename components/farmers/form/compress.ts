// Photos are shrunk in the browser before upload: a phone photo (4000x3000, 3-6 MB) becomes
// a ~1600 px JPEG of a few hundred KB, so a weak rural connection can carry two or three of
// them. The server downscales to 1024 px anyway (docs/api-guide.md section 7, "Soil"), so nothing
// useful is lost.
export const MAX_SIDE = 1600;
export const QUALITY = 0.8;

type Drawable = { source: CanvasImageSource; width: number; height: number; close: () => void };

/** Decodes upright (EXIF orientation applied): ImageBitmap, else an <img> for older browsers. */
async function decode(file: Blob): Promise<Drawable> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  } catch {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
    } catch (error) {
      URL.revokeObjectURL(url);
      throw error;
    }
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => URL.revokeObjectURL(url) };
  }
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
}

/**
 * The photo as a JPEG of at most MAX_SIDE px on its long side. Falls back to the original file
 * when the browser cannot decode it (the server then says whether it can) or when re-encoding
 * would not make it smaller.
 */
export async function compressPhoto(file: File): Promise<Blob> {
  let image: Drawable;
  try {
    image = await decode(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(image.width * scale));
    canvas.height = Math.max(1, Math.round(image.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
    const jpeg = await toJpeg(canvas);
    return jpeg && (jpeg.size < file.size || scale < 1) ? jpeg : file;
  } finally {
    image.close();
  }
}
