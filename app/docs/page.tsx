// /docs: the API reference for mobile developers, rendered from GET /api/openapi.json by
// Scalar's renderer, bundled from npm (nothing is loaded from a CDN; it runs under the strict
// nonce-based CSP of proxy.ts). The written guide is docs/api-guide.md.
import type { Metadata } from "next";
import { ApiReference } from "./api-reference";

export const metadata: Metadata = {
  title: "API — Oila va Dala",
  description: "OpenAPI reference of the Oila va Dala API for mobile developers.",
};

export default function DocsPage() {
  return (
    // The root layout centres pages in a narrow column; the reference needs the full width.
    <div className="-my-6" style={{ marginInline: "calc(50% - 50vw)", width: "100vw" }}>
      <ApiReference />
    </div>
  );
}
