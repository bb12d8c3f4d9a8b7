// The document's front matter: what a mobile developer reads first, and the tag groups.
export const INFO_DESCRIPTION = `
The API behind the parents' and farmers' apps. The step-by-step guide with curl examples is
docs/api-guide.md in the repository.

**Base URL.** Every path starts with \`/api\`, e.g. \`https://<host>/api/client/children\`.
JSON in and out (\`application/json; charset=utf-8\`), except the media endpoints (bytes) and the
multipart form of \`POST /api/soil/analyze\`. Unknown fields in a body are ignored; wrong types are 400.

**Sign-in.** \`POST /api/auth/token\` with email and password gives an access token (15 minutes)
and a refresh token (30 days). Send \`Authorization: Bearer <accessToken>\` on every
\`/api/client/*\` and \`/api/soil/*\` call (the media endpoint is public). On 401, call
\`POST /api/auth/refresh\` once with the refresh token and store the new pair: refresh tokens
rotate, and reusing a used one revokes every token of that sign-in. The browser uses next-auth's
cookie session under \`/api/auth/*\` (signin, callback, session, csrf, signout); those endpoints are
for the web app only and are not listed here.

**Errors** are RFC 9457 problem details (\`application/problem+json\`) with a stable \`code\`:
branch on \`code\`, show \`detail\` only as a fallback; it is in the language of \`Accept-Language\`
(uz by default, ru, en). Validation failures list field problems in \`errors\`. Every path
answers other HTTP methods with 405 \`method_not_allowed\` and an \`Allow\` header. 429 carries
\`Retry-After\` in seconds. Each response has an \`X-Request-Id\` header; quote it when reporting
a problem (you may send your own \`X-Request-Id\`, 8-64 of \`A-Za-z0-9._-\`).

**Records of other users** are indistinguishable from missing ones: 404. A child or field shared with
the caller answers 403 \`forbidden_role\` to a request their role does not allow (docs/sharing.md); a
field's worker submits analyses for it with \`sharedFieldId\` in POST /api/soil/analyze.
`.trim();

export const TAGS = [
  { name: "Auth", description: "Accounts and tokens for the mobile app." },
  { name: "Children", description: "Child profiles, the selected child and growth records." },
  { name: "Sharing", description: "Sharing a child with roles (owner, caregiver, viewer): invitations by link or short code, members, leaving." },
  { name: "Milestones", description: "The milestone checklist by age (CDC/AAP 2022, WHO motor windows) and the parent's answers." },
  { name: "Activities", description: "Today's plan, the catalogue and the activity state machine: not_started -> started -> completed, per Asia/Tashkent day." },
  { name: "Media", description: "Catalogue images and audio; public and cacheable." },
  { name: "Soil", description: "AI-assisted soil analysis for farmers, reports and fields." },
  { name: "System", description: "Probes and this document." },
];
