// Every JSON endpoint with an id-bearing path, for the table-driven bad-input and cross-user
// suites. A new route belongs here, so the suites cover it.
import * as register from "@/app/api/auth/register/route";
import * as token from "@/app/api/auth/token/route";
import * as refresh from "@/app/api/auth/refresh/route";
import * as logout from "@/app/api/auth/logout/route";
import * as password from "@/app/api/auth/password/route";
import * as me from "@/app/api/auth/me/route";
import * as children from "@/app/api/client/children/route";
import * as child from "@/app/api/client/children/[id]/route";
import * as growth from "@/app/api/client/children/[id]/growth/route";
import * as vaccinations from "@/app/api/client/children/[id]/vaccinations/route";
import * as vaccination from "@/app/api/client/children/[id]/vaccinations/[doseId]/route";
import * as calendarFeed from "@/app/api/client/children/[id]/calendar-feed/route";
import * as calendar from "@/app/api/calendar/[token]/route";
import * as milestones from "@/app/api/client/children/[id]/milestones/route";
import * as milestoneAnswer from "@/app/api/client/children/[id]/milestones/[milestoneId]/route";
import * as active from "@/app/api/client/children/active/[id]/route";
import * as dashboard from "@/app/api/client/activities/dashboard/route";
import * as categories from "@/app/api/client/activities/categories/route";
import * as all from "@/app/api/client/activities/all/route";
import * as details from "@/app/api/client/activities/details/[activityId]/route";
import * as start from "@/app/api/client/activities/start/[activityId]/route";
import * as complete from "@/app/api/client/activities/complete/[activityId]/route";
import * as analyze from "@/app/api/soil/analyze/route";
import * as reports from "@/app/api/soil/reports/route";
import * as report from "@/app/api/soil/reports/[id]/route";
import * as fields from "@/app/api/soil/fields/route";
import * as photo from "@/app/api/soil/photos/[id]/route";
import type { RouteHandler } from "@/lib/http/route";

type Module = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", RouteHandler>>;

export interface Endpoint {
  name: string;
  module: Module;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path parameter's name, when the path has an id. */
  param?: string;
  /** Further path parameters with valid values (a path with two ids). */
  otherParams?: Record<string, string>;
  /** What the path id names: the cross-user suite sends another user's record of that kind. */
  resource?: "child" | "activity" | "report" | "photo";
  /** Whether the endpoint reads a JSON body. */
  body?: boolean;
  auth: boolean;
}

export const ENDPOINTS: Endpoint[] = [
  { name: "register", module: register, method: "POST", body: true, auth: false },
  { name: "token", module: token, method: "POST", body: true, auth: false },
  { name: "refresh", module: refresh, method: "POST", body: true, auth: false },
  { name: "logout", module: logout, method: "POST", body: true, auth: false },
  { name: "password", module: password, method: "POST", body: true, auth: true },
  { name: "me", module: me, method: "GET", auth: true },
  { name: "children list", module: children, method: "GET", auth: true },
  { name: "children create", module: children, method: "POST", body: true, auth: true },
  { name: "child get", module: child, method: "GET", param: "id", resource: "child", auth: true },
  { name: "child patch", module: child, method: "PATCH", param: "id", resource: "child", body: true, auth: true },
  { name: "child delete", module: child, method: "DELETE", param: "id", resource: "child", auth: true },
  { name: "growth list", module: growth, method: "GET", param: "id", resource: "child", auth: true },
  { name: "growth add", module: growth, method: "POST", param: "id", resource: "child", body: true, auth: true },
  { name: "vaccinations list", module: vaccinations, method: "GET", param: "id", resource: "child", auth: true },
  { name: "vaccination set", module: vaccination, method: "PUT", param: "id", otherParams: { doseId: "bcg" }, resource: "child", body: true, auth: true },
  { name: "calendar feed rotate", module: calendarFeed, method: "POST", param: "id", resource: "child", auth: true },
  { name: "calendar feed revoke", module: calendarFeed, method: "DELETE", param: "id", resource: "child", auth: true },
  { name: "calendar", module: calendar, method: "GET", param: "token", auth: false },
  { name: "milestones", module: milestones, method: "GET", param: "id", resource: "child", auth: true },
  {
    name: "milestone answer",
    module: milestoneAnswer,
    method: "PUT",
    param: "id",
    otherParams: { milestoneId: "m09-sits" },
    resource: "child",
    body: true,
    auth: true,
  },
  { name: "select child", module: active, method: "PATCH", param: "id", resource: "child", auth: true },
  { name: "dashboard", module: dashboard, method: "GET", auth: true },
  { name: "categories", module: categories, method: "GET", auth: true },
  { name: "all", module: all, method: "GET", auth: true },
  { name: "details", module: details, method: "GET", param: "activityId", resource: "activity", auth: true },
  { name: "start", module: start, method: "POST", param: "activityId", resource: "activity", body: true, auth: true },
  { name: "soil analyze", module: analyze, method: "POST", body: true, auth: true },
  { name: "soil reports", module: reports, method: "GET", auth: true },
  { name: "soil report", module: report, method: "GET", param: "id", resource: "report", auth: true },
  { name: "soil fields", module: fields, method: "GET", auth: true },
  { name: "soil photo", module: photo, method: "GET", param: "id", resource: "photo", auth: true },
  { name: "complete", module: complete, method: "POST", param: "activityId", resource: "activity", body: true, auth: true },
];
