import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/problems/error";
import { cutBase64Strings, decodeBase64Range, MIN_CUT_LENGTH, restoreCuts } from "./json-photos";

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const parse = (bytes: Uint8Array, keep = (path: string[]) => path.join(".") === "photos.0.data") => {
  const cut = cutBase64Strings(bytes);
  return { cut, value: restoreCuts(JSON.parse(cut.text), cut, bytes, keep) as any };
};

describe("cutBase64Strings / restoreCuts", () => {
  it("cuts long base64 strings out and keeps photo data as a placeholder", () => {
    const photo = Buffer.alloc(3000, 7).toString("base64");
    const bytes = encode({ fieldId: "a", farmerObservations: "Tuproq qattiqʻ", photos: [{ mimeType: "image/jpeg", data: photo }] });
    const { cut, value } = parse(bytes);
    expect(cut.text.length).toBeLessThan(200);
    expect(value.farmerObservations).toBe("Tuproq qattiqʻ");
    const range = cut.cuts.get(value.photos[0].data)!;
    expect(decodeBase64Range(bytes, range, "photos.0")).toEqual(Buffer.alloc(3000, 7));
  });

  it("puts back long base64-looking strings anywhere else, keys included", () => {
    const long = "A".repeat(MIN_CUT_LENGTH + 5);
    const { value } = parse(encode({ farmerObservations: long, [long]: 1, list: [long] }));
    expect(value).toEqual({ farmerObservations: long, [long]: 1, list: [long] });
  });

  it("leaves strings with escapes alone (JSON.parse decodes them)", () => {
    const escaped = `${"A".repeat(MIN_CUT_LENGTH)}\\/B`;
    const bytes = new TextEncoder().encode(`{"photos":[{"data":"${escaped}"}]}`);
    const { cut, value } = parse(bytes);
    expect(cut.cuts.size).toBe(0);
    expect(value.photos[0].data).toBe(`${"A".repeat(MIN_CUT_LENGTH)}/B`);
  });

  it("still cuts a photo that follows a string with escaped quotes", () => {
    const photo = Buffer.alloc(3000, 9).toString("base64");
    const bytes = encode({ farmerObservations: 'Qo\'shni "sho\'r" dedi\\', photos: [{ data: photo }] });
    const { cut, value } = parse(bytes);
    expect(cut.cuts.size).toBe(1);
    expect(value.farmerObservations).toBe('Qo\'shni "sho\'r" dedi\\');
    expect(decodeBase64Range(bytes, cut.cuts.get(value.photos[0].data)!, "photos.0")).toEqual(Buffer.alloc(3000, 9));
  });

  it("gives the same value as JSON.parse for any JSON (property)", () => {
    const base64ish = fc.stringMatching(/^[A-Za-z0-9+/=]{1000,1200}$/);
    const value = fc.dictionary(fc.string(), fc.oneof(fc.string(), base64ish, fc.integer(), fc.array(fc.oneof(fc.string(), base64ish))));
    fc.assert(
      fc.property(value, (input) => {
        expect(parse(encode(input), () => false).value).toEqual(input);
      }),
      { numRuns: 100 },
    );
  });

  it("survives absurdly deep nesting next to a cut string", () => {
    const deep = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
    const bytes = new TextEncoder().encode(`{"x":${deep},"photos":[{"data":"${"A".repeat(2000)}"}]}`);
    expect(() => parse(bytes)).not.toThrow();
  });

  it("refuses invalid UTF-8 with 400", () => {
    expect(() => cutBase64Strings(Uint8Array.from([0x7b, 0xff, 0x7d]))).toThrow(AppError);
  });
});

describe("decodeBase64Range", () => {
  const decode = (text: string) => {
    const bytes = new TextEncoder().encode(text);
    return decodeBase64Range(bytes, [0, bytes.length], "photos.0");
  };

  it.each([
    ["standard", Buffer.from([251, 255, 191, 0, 1]).toString("base64")],
    ["URL-safe", Buffer.from([251, 255, 191, 0, 1]).toString("base64url")],
    ["a data: URL", `data:image/jpeg;base64,${Buffer.from([251, 255, 191, 0, 1]).toString("base64")}`],
  ])("reads %s", (_label, text) => {
    expect([...decode(text)]).toEqual([251, 255, 191, 0, 1]);
  });

  it("agrees with Buffer for random bytes (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        expect(decode(Buffer.from(data).toString("base64"))).toEqual(Buffer.from(data));
      }),
    );
  });

  it.each(["abc=d", "a", "ab:c"])("refuses %s with 400", (text) => {
    expect(() => decode(text)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
