import { describe, expect, it } from "vitest";
import { MultipartError, multipartBoundary, parseMultipart } from "./multipart";
import { multipartBody } from "@/tests/helpers/soil";

const crlf = (lines: string[]) => Buffer.from(lines.join("\r\n"));

describe("multipartBoundary", () => {
  it.each([
    ["multipart/form-data; boundary=abc123", "abc123"],
    ['multipart/form-data; boundary="a b:c"', "a b:c"],
    ["Multipart/Form-Data;charset=utf-8;BOUNDARY=----x", "----x"],
  ])("reads %s", (header, boundary) => {
    expect(multipartBoundary(header)).toBe(boundary);
  });

  it.each([null, "multipart/form-data", "multipart/mixed; boundary=x", "application/json", `multipart/form-data; boundary=${"x".repeat(71)}`])(
    "finds none in %s",
    (header) => {
      expect(multipartBoundary(header)).toBeNull();
    },
  );
});

describe("parseMultipart", () => {
  it("reads what the platform's FormData encoder writes, bytes unchanged", async () => {
    const photo = Uint8Array.from({ length: 5000 }, (_, i) => (i * 7) % 256); // contains CR and LF bytes
    const { body, contentType } = await multipartBody({ fieldId: "a", note: "o'g'it ✓" }, [{ bytes: photo }, { bytes: photo.subarray(0, 10), type: "image/png" }]);
    const parts = parseMultipart(body, multipartBoundary(contentType)!);
    expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([
      ["payload", null, null],
      ["photos", "photo-0.jpg", "image/jpeg"],
      ["photos", "photo-1.jpg", "image/png"],
    ]);
    expect(JSON.parse(parts[0].data.toString("utf8"))).toEqual({ fieldId: "a", note: "o'g'it ✓" });
    expect(Buffer.compare(parts[1].data, Buffer.from(photo))).toBe(0);
    expect(parts[2].data.byteLength).toBe(10);
  });

  it("ignores the preamble and the epilogue", () => {
    const body = crlf(["preamble", "--b", 'Content-Disposition: form-data; name="payload"', "", "{}", "--b--", "epilogue"]);
    expect(parseMultipart(body, "b").map((p) => p.data.toString())).toEqual(["{}"]);
  });

  it("keeps an empty part", () => {
    const body = crlf(["--b", 'Content-Disposition: form-data; name="photos"; filename="x.jpg"', "", "", "--b--"]);
    expect(parseMultipart(body, "b")[0].data.byteLength).toBe(0);
  });

  it.each([
    ["no boundary at all", crlf(["hello"])],
    ["no closing boundary", crlf(["--b", 'Content-Disposition: form-data; name="payload"', "", "{}"])],
    ["a part without a name", crlf(["--b", "Content-Type: text/plain", "", "x", "--b--"])],
    ["a part without headers end", crlf(["--b", 'Content-Disposition: form-data; name="payload"'])],
    ["garbage after the delimiter", Buffer.from("--bXYZ\r\n\r\n--b--")],
  ])("refuses %s", (_label, body) => {
    expect(() => parseMultipart(body, "b")).toThrow(MultipartError);
  });

  it("refuses more parts than allowed", () => {
    const part = ['--b', 'Content-Disposition: form-data; name="photos"', "", "x"];
    const body = crlf([...part, ...part, ...part, "--b--"]);
    expect(() => parseMultipart(body, "b", 2)).toThrow(/too many/);
  });
});
