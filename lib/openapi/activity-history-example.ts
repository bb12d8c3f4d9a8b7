// The example of GET /api/client/children/{id}/activity-history, beside ./examples.ts (whose ids
// it uses) so that file stays readable; the document's unit test validates it like the others.
import { EXAMPLE_IDS as ID } from "./examples";

// A grandmother's game and the mother's own exercise, seen by the mother (docs/sharing.md).
export const activityHistoryExample = {
  childId: ID.madina,
  items: [
    {
      attemptId: ID.attempt,
      activityId: "8d3f5b72-ac4e-4a6b-9d8f-1e2c3b4d5f6a",
      title: "Kim shunday ovoz chiqaradi?",
      type: "interactive",
      categoryTitle: "Nutq va muloqot",
      day: "2025-06-10",
      status: "completed",
      startedAt: "2025-06-10T09:14:00.000Z",
      completedAt: "2025-06-10T09:20:00.000Z",
      score: 83,
      timeSpentSeconds: 360,
      recordedBy: { name: "Buvi", you: false },
    },
    {
      attemptId: "f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b",
      activityId: ID.activity,
      title: "Burning qani? Ko'zing qani?",
      type: "instructional",
      categoryTitle: "Nutq va muloqot",
      day: "2025-06-09",
      status: "completed",
      startedAt: "2025-06-09T13:02:00.000Z",
      completedAt: "2025-06-09T13:08:00.000Z",
      score: null,
      timeSpentSeconds: 300,
      recordedBy: { name: "Dilnoza Karimova", you: true },
    },
  ],
  nextCursor: "MTc0OTQ3NDEyMDAwMDpmMWUyZDNjNC1iNWE2LTQ5NzgtOGE5Yi0wYzFkMmUzZjRhNWI",
};
