"use client";
// The renderer runs in the browser only (it is a Vue app inside a React wrapper). Settings keep
// it self-contained: no web fonts from Scalar's servers, no telemetry, no AI agent (it calls
// Scalar's servers), and requests from "Test request" go straight to this origin
// (connect-src 'self').
import "./zod-jitless";
import { ApiReferenceReact } from "@scalar/api-reference-react";
import "@scalar/api-reference-react/style.css";

const configuration = {
  url: "/api/openapi.json",
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: false,
  layout: "modern" as const,
  defaultHttpClient: { targetKey: "shell" as const, clientKey: "curl" },
  authentication: { preferredSecurityScheme: "bearerAuth" },
  persistAuth: false,
  showDeveloperTools: "never" as const,
  documentDownloadType: "json" as const,
  agent: { disabled: true },
  // Fields in the order the zod schemas declare them, not sorted by name.
  orderSchemaPropertiesBy: "preserve" as const,
  orderRequiredPropertiesFirst: false,
};

export default function ScalarReference() {
  return <ApiReferenceReact configuration={configuration} />;
}
