// Every endpoint's definition, one file per area. route() validates requests with them, the
// OpenAPI document (lib/openapi/document.ts) is built from this list, and the fault suites
// (tests/faults/endpoints.ts) derive their table from it. A route file whose handlers are not
// bound to a definition listed here fails lib/openapi/coverage.test.ts.
import type { Operation } from "@/lib/openapi/operation";
import { accountOperations } from "./account";
import { activityOperations } from "./activities";
import { authOperations } from "./auth";
import { childrenOperations } from "./children";
import { milestoneOperations } from "./milestones";
import { sharingOperations } from "./sharing";
import { fieldSharingOperations } from "./field-sharing";
import { soilOperations } from "./soil";
import { systemOperations } from "./system";
import { vaccinationOperations } from "./vaccinations";

export const OPERATIONS: Operation[] = [
  ...authOperations,
  ...accountOperations,
  ...childrenOperations,
  ...sharingOperations,
  ...fieldSharingOperations,
  ...vaccinationOperations,
  ...milestoneOperations,
  ...activityOperations,
  ...soilOperations,
  ...systemOperations,
];
