// The soil analysis feature: what route handlers and server actions use. Reading a request body
// into a submission and photos is the HTTP layer's (lib/http/soil-request.ts).
export { analyzeSoil, analysisUnavailable, type AnalyzeOptions } from "./analyze";
export { listReports, getReport, listFields, findField, getPhoto, DEFAULT_REPORT_LIMIT, MAX_REPORT_LIMIT, type SoilFieldSummary } from "./reports";
export { analysisAbandonedAfterMs } from "./request-hash";
export { soilModel, type SoilModel } from "./model";
export { assertQuota, secondsUntilTashkentMidnight } from "./quota";
export { MAX_PHOTOS, MAX_PHOTO_BYTES, MAX_PHOTO_SIDE } from "./photos";
export { soilSubmissionSchema, IRRIGATION_TYPES, type SoilSubmission, type SoilSubmissionInput } from "./submission-schema";
export { SOIL_DISCLAIMER_UZ, SOIL_UNAVAILABLE_MESSAGE_UZ, RULES_SOURCE, REPORT_STATUS } from "./constants";
export type { SoilReportBody, SoilReportDetails, ReportPhoto } from "./report-body";
