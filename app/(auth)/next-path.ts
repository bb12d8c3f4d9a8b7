// Where sign-in and registration go afterwards. Only the invitation pages can be asked for (an
// invitation link opened while signed out comes back to itself); anything else, including
// another site's address or a path with a query, goes home, so `next` can never send a person
// somewhere a link-maker chose.
const INVITATION_PATH = /^\/invite(\/[A-Za-z0-9_-]{20,100})?$/;

export function nextPath(value: unknown): string {
  return typeof value === "string" && INVITATION_PATH.test(value) ? value : "/";
}
