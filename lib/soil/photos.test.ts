import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/problems/error";
import { checkPhoto, MAX_PHOTO_BYTES, preparePhotos, processPhoto, sniffImageType } from "./photos";
import { GIF_BYTES, makeJpeg, makePng } from "@/tests/helpers/soil";

async function httpError(promise: Promise<unknown> | (() => unknown)): Promise<AppError> {
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("sniffImageType", () => {
  it("recognises JPEG, PNG and WebP by their bytes", async () => {
    expect(sniffImageType(await makeJpeg(8, 8))).toBe("image/jpeg");
    expect(sniffImageType(await makePng(8, 8))).toBe("image/png");
    expect(sniffImageType(await sharp(await makePng(8, 8)).webp().toBuffer())).toBe("image/webp");
  });

  it.each([
    ["GIF", GIF_BYTES],
    ["text", Buffer.from("this is not an image at all")],
    ["empty", Buffer.alloc(0)],
    ["RIFF that is not WebP", Buffer.from("RIFF\0\0\0\0WAVEfmt ")],
    ["half a JPEG marker", Buffer.from([0xff, 0xd8])],
  ])("refuses %s", (_label, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe("checkPhoto", () => {
  it("answers 413 past 10 MB, before looking at the format", async () => {
    const error = await httpError(() => checkPhoto(Buffer.alloc(MAX_PHOTO_BYTES + 1), "photos.3"));
    expect(error.status).toBe(413);
    expect(error.errors).toEqual([{ path: "photos.3", message: expect.any(String) }]);
  });

  it("answers 415 for a GIF, whatever it claims to be", async () => {
    const error = await httpError(() => checkPhoto(GIF_BYTES, "photos.0"));
    expect(error.status).toBe(415);
    expect(error.errors?.[0].path).toBe("photos.0");
  });
});

describe("processPhoto", () => {
  it("downscales a 4000x3000 JPEG to 1024 on the long side, as JPEG", async () => {
    const photo = await processPhoto(await makeJpeg(4000, 3000), "photos.0");
    expect(photo).toMatchObject({ contentType: "image/jpeg", width: 1024, height: 768 });
    const meta = await sharp(photo.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1024, 768]);
  });

  it("turns the photo upright from its EXIF orientation and drops the metadata", async () => {
    // Orientation 6: stored landscape, shown rotated 90° clockwise, i.e. portrait.
    const photo = await processPhoto(await makeJpeg(2000, 1000, { orientation: 6 }), "photos.0");
    expect([photo.width, photo.height]).toEqual([512, 1024]);
    const meta = await sharp(photo.data).metadata();
    expect(meta.orientation ?? 1).toBe(1);
    expect(meta.exif).toBeUndefined();
  });

  it("keeps small photos at their size and transparency as WebP", async () => {
    expect(await processPhoto(await makePng(300, 200), "photos.0")).toMatchObject({ contentType: "image/jpeg", width: 300, height: 200 });
    expect(await processPhoto(await makePng(300, 200, true), "photos.0")).toMatchObject({ contentType: "image/webp", width: 300, height: 200 });
  });

  it("answers 400 for a damaged image with the right magic bytes", async () => {
    const jpeg = await makeJpeg(400, 300);
    const error = await httpError(processPhoto(Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(200, 7)]), "photos.1"));
    expect(error.status).toBe(400);
    expect(error.errors?.[0].path).toBe("photos.1");
  });

  it("answers 413 for more pixels than allowed (a decompression bomb)", async () => {
    // 10000 x 7000 = 70 MP of one colour compresses to a few hundred kilobytes.
    const bomb = await sharp({ create: { width: 10000, height: 7000, channels: 3, background: "#000" } }).png({ compressionLevel: 9 }).toBuffer();
    const error = await httpError(processPhoto(bomb, "photos.0"));
    expect(error.status).toBe(413);
  });
});

describe("preparePhotos", () => {
  it("refuses a seventh photo with 400 on `photos` before decoding anything", async () => {
    const error = await httpError(preparePhotos(Array.from({ length: 7 }, () => GIF_BYTES)));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ path: "photos", message: expect.any(String) }]);
  });

  it("checks every photo before processing any, naming the bad one", async () => {
    const good = await makeJpeg(50, 50);
    const error = await httpError(preparePhotos([good, good, Buffer.from("plain text")]));
    expect(error.status).toBe(415);
    expect(error.errors?.[0].path).toBe("photos.2");
  });

  it("keeps the order", async () => {
    const photos = await preparePhotos([await makeJpeg(100, 50), await makePng(20, 40)]);
    expect(photos.map((p) => [p.width, p.height])).toEqual([[100, 50], [20, 40]]);
  });
});
