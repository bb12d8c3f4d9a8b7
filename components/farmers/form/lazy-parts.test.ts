// lazyPart: a part that failed to load (a phone offline before its chunk was stored) loads again
// on the next render, which React.lazy alone never does.
import { createElement, Suspense } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { lazyPart } from "./lazy-parts";

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { onError: () => undefined });
  let text = "";
  for await (const chunk of prelude) text += String(chunk);
  return text;
}

describe("lazyPart", () => {
  it("renders the loaded component with its props", async () => {
    const Greeting = ({ name }: { name: string }) => createElement("p", null, `salom ${name}`);
    const Part = lazyPart(async () => Greeting);
    expect(await html(createElement(Suspense, { fallback: null }, createElement(Part, { name: "Aziz" })))).toContain("salom Aziz");
  });

  it("loads again after a failed load, instead of failing for good", async () => {
    let calls = 0;
    const StepTwo = () => createElement("p", null, "step 2");
    const Part = lazyPart(async () => {
      calls++;
      if (calls === 1) throw new Error("offline");
      return StepTwo;
    });
    const page = () => createElement(Suspense, { fallback: null }, createElement(Part, {}));
    await expect(html(page())).resolves.not.toContain("step 2");
    expect(await html(page())).toContain("step 2");
    expect(calls).toBe(2);
  });
});
