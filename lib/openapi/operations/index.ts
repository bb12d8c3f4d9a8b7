// Every documented operation. A route file under app/api without an entry here fails
// lib/openapi/coverage.test.ts.
import type { Operation } from "../operation";
import { activityOperations } from "./activities";
import { authOperations } from "./auth";
import { childrenOperations } from "./children";
import { milestoneOperations } from "./milestones";
import { soilOperations } from "./soil";
import { systemOperations } from "./system";
import { vaccinationOperations } from "./vaccinations";

export const OPERATIONS: Operation[] = [
  ...authOperations,
  ...childrenOperations,
  ...vaccinationOperations,
  ...milestoneOperations,
  ...activityOperations,
  ...soilOperations,
  ...systemOperations,
];
