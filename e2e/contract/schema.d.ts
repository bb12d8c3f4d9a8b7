// Generated from the OpenAPI document by openapi-typescript: do not edit.
// Regenerate with `npm run openapi:types` after changing a schema or an operation.

export type paths = {
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Creates a user. Sign in with POST /api/auth/token afterwards. Limited per client IP per hour (429).
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in: email and password for an access and a refresh token
         * @description Starts an app session. The access token (15 minutes) goes into `Authorization: Bearer …`; keep the refresh token (30 days) in secure storage. Wrong email and wrong password give the same 401. Failed sign-ins slow down further tries (429 with Retry-After: a delay that grows with each failure, per account and per client address, and a daily ceiling); the password is not checked during the wait. Send `refreshToken` (any refresh token this app was given for the account before, even a used or expired one) to mark the device as known: failures from elsewhere then do not slow it down.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade a refresh token for a new pair (rotation)
         * @description Every refresh token works once: the answer carries a new refresh token, store it in place of the old one. Each refresh keeps the app session alive for 30 more days; a session that was ended (logout, DELETE /api/auth/sessions, a password change on another device) cannot be refreshed (401). Presenting a used token again is treated as theft: the whole family (every token from the same sign-in) is revoked and the user must sign in again. Of two concurrent refreshes with the same token one wins, so refresh from one place in the app.
         */
        post: operations["refreshTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out the app: end its session
         * @description Ends the session the refresh token belongs to: the refresh token and every token rotated from the same sign-in stop working, and so does the session's access token, at once. Idempotent: an unknown or already revoked token also answers 204.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Ends every other session of the user (browsers and apps, their access and refresh tokens at once); this session stays signed in. A wrong currentPassword is a 400 with an error on `currentPassword`. Wrong guesses are throttled per session like sign-ins (429 with Retry-After).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description A cheap way to check that a token is still accepted.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's signed-in sessions
         * @description Every live session: each browser and each app sign-in, the current one first, then by when it was last used. Use it to show the user where they are signed in.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        /**
         * Sign out everywhere else
         * @description Ends every session of the user except the current one; their cookies and tokens stop working at once.
         */
        delete: operations["endOtherSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one session
         * @description Ends one of the user's sessions (the current one too: that is a sign-out). Another user's session, an unknown id and one that already ended are a 404.
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out the browser (the web app's sign-out form)
         * @description Ends the session of the session cookie, deletes the cookie, asks the browser to empty its HTTP cache for this site (`Clear-Site-Data: "cache"`) and sends it to the sign-in page (303). For the web app's own form: like every write that carries the cookie it must come from the app's pages (403 otherwise). Without a live session it still clears the cookie.
         */
        post: operations["browserSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the account and everything in it
         * @description Confirmed with the password. In one transaction: the user, their children with growth records, activity attempts, milestone answers, vaccinations and calendar feeds, their fields with seasons, crops, soil reports and photos, refresh tokens, Idempotency-Keys and the rate-limit counters keyed by their email or id. It cannot be undone: offer GET /api/auth/account/export first. A wrong password is a 400 with an error on `password` (detail wrong_password) and changes nothing. Afterwards the tokens no longer sign in; drop them and show the sign-in screen.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download everything of the account as a ZIP
         * @description One ZIP archive: README.txt (what each file holds, in the language of the `lang` cookie or Accept-Language: uz, ru, en), account.json (including privacyAcceptedAt), children.json (every child, deleted ones with deletedAt until they are purged 30 days later, each with growth, milestones, vaccinations and activities), fields.json (with seasons and crops), soil-reports.json and the stored soil photos under photos/. No password hash, no token. At most 10 exports per user and hour (429 with Retry-After).
         */
        get: operations["exportAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user's children
         * @description Active (not deleted) children, oldest created first. Exactly one has isSelected: true whenever the list is not empty. Not paginated.
         */
        get: operations["listChildren"];
        put?: never;
        /**
         * Create a child profile
         * @description name, birthDate and gender are required. The user's first child becomes the selected one. weight, height or headCircumference, when sent, become the first growth record, dated birthDate. isPremature: true needs gestationalWeeks (400 validation_failed on gestationalWeeks). Gestation is weeks plus optional days: 30 weeks 6 days is gestationalWeeks 30 with gestationalDays 6 (days without weeks, or past 44+0, is 400). Very unlikely measurements answer 422 implausible_measurement unless confirmed: true is sent.
         */
        post: operations["createChild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/children/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One child with every profile field
         * @description For edit forms: ChildSummary plus the optional profile fields.
         */
        get: operations["getChild"];
        put?: never;
        post?: never;
        /**
         * Delete a child (soft delete)
         * @description The child disappears from every list; deleting the selected child selects the most recently created remaining one. A second delete is 404.
         */
        delete: operations["deleteChild"];
        options?: never;
        head?: never;
        /**
         * Edit a child profile
         * @description Any subset of the create fields, at least one. null clears an optional field. Measurements are not overwritten: they add a growth record dated today (422 implausible_measurement unless confirmed: true for very unlikely values). Setting isPremature: true, or clearing gestationalWeeks of a premature child, needs the weeks (400 on gestationalWeeks). gestationalWeeks sent without gestationalDays means whole weeks (stored days are cleared); gestationalDays alone keeps the stored weeks. A new birthDate that would leave any dated record of the child before birth (growth records other than the birth measurement, vaccinations the parent dated, milestone answers, activities) is 400 records_before_birth with one error per record on birthDate, each naming its record; nothing changes. The birth measurement and doses marked given on time move with the birth date.
         */
        patch: operations["updateChild"];
        trace?: never;
    };
    "/api/client/children/active/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Select the active child
         * @description No body (anything sent is ignored). The selected child is the default for the activity endpoints.
         */
        patch: operations["selectChild"];
        trace?: never;
    };
    "/api/client/children/{id}/growth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Growth records with z-scores
         * @description Every measurement of the child, oldest first, assessed against the WHO Child Growth Standards (0-5 years; corrected age until 24 months for a child born before 37 weeks), or, for a preterm baby not yet 40 weeks post-menstrual age, the INTERGROWTH-21st preterm postnatal standard (standard says which). correctedAgeLabel follows Accept-Language.
         */
        get: operations["listGrowth"];
        put?: never;
        /**
         * Add a measurement
         * @description At least one of weight, height, headCircumference. recordedAt defaults to today (Asia/Tashkent); not before birth, not in the future. heightPosition says how the height was measured (default by age); values WHO flags as implausible answer 422 implausible_measurement until resent with confirmed: true.
         */
        post: operations["addGrowthRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/children/{id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A summary for the doctor's visit
         * @description What a nurse or a pediatrician asks for, in one answer: the child's profile (age and corrected age, sex, gestational weeks, feeding, allergies, chronic conditions and the parent's notes), the birth measurements, every growth record with z-scores, percentiles and the standard used (WHO 2006, or INTERGROWTH-21st before 40 weeks for a preterm baby), the current milestone window with what needs attention first (act-early signs answered no, milestones not yet) and the items behind the doctor note, and the vaccinations (given with dates, due, overdue). Each part reads as its own endpoint does; texts follow Accept-Language (uz, ru, en).
         */
        get: operations["getVisitSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/children/{id}/vaccinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The child's vaccination calendar
         * @description Every dose of Uzbekistan's national vaccination calendar for the child's sex (birth to 16 years, its last dose) with its due date by real age (no correction for prematurity; a later dose of a series no earlier than the previous one plus WHO's minimum interval), its status on today's Asia/Tashkent date (upcoming, due, overdue after a grace period, done, not_needed, no_longer_given past WHO's upper age), the next dose on schedule and the catch-up list (overdue doses). The clinic's (poliklinika) schedule comes first; names and notes follow Accept-Language.
         */
        get: operations["listVaccinations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/children/{id}/vaccinations/{doseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a dose given or not needed, or undo
         * @description {done: true, date} records the day the dose was given (not before birth, not after today in Asia/Tashkent; 400 validation_failed otherwise); {done: false, notNeeded: true} marks it not needed (the clinic uses another schedule: neither overdue nor counted); {done: false} removes any mark. Idempotent. A dose id not in the child's calendar is 404.
         */
        put: operations["setVaccination"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/children/{id}/vaccinations/given-on-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * All vaccines so far were given on time
         * @description The answer "yes" to "Were all vaccines given on time so far?": every dose due before today (Asia/Tashkent) with no mark yet is marked given on its due date (dateFromSchedule: true; such dates follow a corrected birth date). Doses the parent marked keep their marks; calling again adds nothing. Correct any date with PUT .../vaccinations/{doseId}. No body. Answers the calendar.
         */
        post: operations["markVaccinationsOnTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/children/{id}/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a new secret calendar (.ics) address
         * @description A secret address of an iCalendar feed with the child's late doses, the doses due in the next 90 days and the next developmental check (all-day events), for any phone calendar. The feed names the child by first name or by initials (nameStyle, default first_name) and carries no internal id. The token is shown only in this answer (only its hash is stored); calling again makes a new address and the old one stops working. The address is built on the server's configured public origin (PUBLIC_ORIGIN), never on the request's Host.
         */
        post: operations["rotateCalendarFeed"];
        /**
         * Revoke the calendar address
         * @description The address stops working at once (404). Idempotent.
         */
        delete: operations["revokeCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calendar feed (.ics, no sign-in)
         * @description GET /api/calendar/{token}.ics: text/calendar (RFC 5545) with one all-day event per dose not yet marked done that is late (on today's date) or due within 90 days, and the next developmental check within that window (CDC/AAP check ages, corrected age for a preterm baby under 24 months). Events name the child by first name or initials; UIDs are keyed hashes that do not reveal the child's id. No session: the token is the secret. An unknown, rotated or revoked token, or a deleted child, is 404.
         */
        get: operations["getCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/children/{id}/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The milestone checklist for the child's age
         * @description The window is the latest CDC/AAP check age (2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60 months) the child has reached, 2 for younger babies; a baby born before 37 weeks is placed by corrected age until 24 months. items: the window's milestones then its act-early signs, with the parent's answers; next: the following window's milestones. every question is asked so that yes is the good answer; advice.talkToDoctor is true when an act-early sign is answered not_yet (no) or a milestone of an earlier window is still not_yet; the message is calm and says children develop at different paces. ?window shows another check window.
         */
        get: operations["getMilestones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/children/{id}/milestones/{milestoneId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Answer one milestone or act-early sign
         * @description Idempotent: the answer replaces the previous one, and the same request twice leaves the same state. date defaults to today (Asia/Tashkent); not before birth, not in the future (400 validation_failed on date). An id not in the catalogue is 404.
         */
        put: operations["answerMilestone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/activities/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's plan: 3-5 activities for the child
         * @description Age-fit activities from different categories, the same list all day (Asia/Tashkent). For a baby born before 37 weeks and under 24 months the age is the corrected age. Up to 6 months a tummy-time activity and under 24 months a movement activity are in every day's plan. The headers say where the catalogue's ages end (6 years): past that the plan repeats activities written for younger children. The child is the selected one, or `childId` (another child of the user). No child at all: 409 child_required.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/activities/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activity categories in display order */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/activities/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every activity that fits the child's age
         * @description Optionally one category. Without any child the whole catalogue is listed (status not_started). An unknown categoryId or childId is 404.
         */
        get: operations["listActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/activities/details/{activityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One activity with its content
         * @description content follows type: InstructionalContent (steps) or InteractiveContent (game rounds). Asset IDs in content load from the media endpoint. Its words follow Accept-Language; option values and answers do not, so a game is scored alike in every language. The voice instruction (audio) is Uzbek speech and comes only with Uzbek content. The child is the selected one, or `childId` (another child of the user). No child at all: 409 child_required.
         */
        get: operations["getActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/activities/start/{activityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an activity (not_started -> started)
         * @description No body needed. Safe to retry: an attempt already open today is reused. Starting an activity completed today opens a new attempt and the day's status stays completed.
         *
         *     Offline play: a call queued on the phone may carry the device's time of the event (ISO 8601 with offset, e.g. 2025-06-10T14:15:00+05:00), at most 5 minutes ahead of the server clock and at most 7 days old, else 400 validation_failed naming the field and nothing is recorded. A retry with the same time gets the same answer. Here `startedAt`: the attempt is recorded at it, on its Tashkent day ("today" above is that day). The child is the selected one, or `childId` (another child of the user). No child at all: 409 child_required.
         */
        post: operations["startActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/activities/complete/{activityId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete an activity (started -> completed)
         * @description Optional body { score, timeSpentSeconds, feedback, checklistDone, completedAt }. Completes today's open attempt; a retry after success returns the same result. Where there is no score, feedback (easy, just_right, hard) or a fully ticked checklist moves the category's level in later plans. Never started today: 409 activity_not_started.
         *
         *     Offline play: a call queued on the phone may carry the device's time of the event (ISO 8601 with offset, e.g. 2025-06-10T14:15:00+05:00), at most 5 minutes ahead of the server clock and at most 7 days old, else 400 validation_failed naming the field and nothing is recorded. A retry with the same time gets the same answer. Here `completedAt`: the open attempt of its Tashkent day is completed at it ("today" above is that day); before that attempt's startedAt: 400 validation_failed (path completedAt). The child is the selected one, or `childId` (another child of the user). No child at all: 409 child_required.
         */
        post: operations["completeActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/activities/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A media asset's bytes (public)
         * @description Use the URL directly as an image or audio source. Served with long-lived caching and a strong ETag. A fileId that names no asset is 404.
         */
        get: operations["getMediaFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * A media asset's headers (public)
         * @description Like GET without the body: type, ETag and caching. The server sends no Content-Length (Next leaves it out of route handler answers); for a file's size send Range: bytes=0-0 to GET and read Content-Range.
         */
        head: operations["headMediaFile"];
        patch?: never;
        trace?: never;
    };
    "/api/soil/analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Analyse a field (AI-assisted soil report)
         * @description Send the submission as `application/json` (photos as base64 in `photos`) or as `multipart/form-data` (a `payload` part with the JSON submission and one `photos` file part per photo; no base64 overhead). At most 6 photos, each at most 10 MB, JPEG, PNG or WebP recognised by their bytes; they are downscaled and stored with the report.
         *
         *     An unknown fieldId creates the field; lastCrops are merged into its history. Without an AI model configured the built-in rules estimator answers (`source: "rules_v1"`). Each user has a daily quota (429 with Retry-After until Tashkent midnight). When the analysis cannot be carried out the answer is 503 analysis_unavailable with the message "Tahlilni amalga oshirib bo'lmadi. Iltimos, keyinroq qayta urinib ko'ring.".
         *
         *     Send an `Idempotency-Key` (a UUID made once per submission) to retry safely: for 24 hours a retry with the same key gets the first successful answer again (same reportId, `Idempotent-Replayed: true`), with no second analysis and no quota used, even at the quota. A retry while the first is still running gets 409 request_in_progress (Retry-After); the same key with a different submission or photos gets 422 idempotency_key_reused. Failed answers (4xx, 5xx) are not kept, so a retry after 503 runs the analysis again.
         */
        post: operations["analyzeSoil"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/soil/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's reports, newest first
         * @description Only one field's with `fieldId` (an unknown fieldId gives an empty list). Failed analyses are not reports.
         */
        get: operations["listSoilReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/soil/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One stored report */
        get: operations["getSoilReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/soil/reports/{id}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A fertiliser plan for the report's field and a crop
         * @description The season's needs of N, P2O5 and K2O in kg/ha and for the field, from the crop's rates for irrigated fields in Uzbekistan adjusted by the report's lab values (humus for N; Machigin P2O5 and K2O classes), or as ranges (min < max) without them; then the applications by crop stage with their date windows on the Tashkent calendar for the field's region: product, kg/ha, kg for the field, kg per sotix and 50 kg bags (rounded up), each with a replacement product. Every amount is within the soil sanitiser's caps. Manure where humus is low or not measured; a leaching water norm only where the report's lab values show salt. With `prices` (or the user's saved prices, PUT /api/soil/prices) the cost for the field. Someone else's report, or an analysis that failed, is 404 (as GET /api/soil/reports/{id}); an unknown crop or a malformed `prices` is 400 validation_failed.
         */
        get: operations["getSoilReportPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/soil/reports/{id}/plan/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plan's application windows as a calendar file (.ics)
         * @description text/calendar (RFC 5545), downloaded with the same sign-in: one all-day event per crop stage over its window with the products and amounts for the field, and the leaching window when the lab found salt. Event UIDs are stable per report, crop and stage. Same 400 and 404 as the plan.
         */
        get: operations["getSoilReportPlanCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/soil/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's saved fields
         * @description Most recently analysed or changed first, with their stored crop history to prefill the form.
         */
        get: operations["listSoilFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/soil/photos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored photo of one of the user's reports
         * @description The downscaled photo (at most 1024 px on the long side) as listed in a report's details.photos, e.g. /api/soil/photos/9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a. Private: needs the same sign-in.
         */
        get: operations["getSoilPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/soil/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's fertiliser prices per 50 kg bag
         * @description No prices are built in (they change every month): null until the user saves one.
         */
        get: operations["getSoilPrices"];
        /**
         * Save the user's fertiliser prices
         * @description Replaces the whole set: a product left out or null has no price afterwards. Whole so'm per 50 kg bag, 1 to 10 000 000.
         */
        put: operations["putSoilPrices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the app and its database
         * @description 503 (same body shape, not problem details) when the database does not answer within 3 seconds, or with status draining when the server is stopping (a deploy): a load balancer should then send new requests to another server.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the app answers (no database) */
        get: operations["ping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description Generated from the zod schemas the handlers validate with; fixed for a given build. Revalidate with If-None-Match.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        RegisterRequest: {
            /** @description Email address; compared case-insensitively. */
            email: string;
            /** @description At least 8 characters. */
            password: string;
            /** @description Display name. */
            name: string;
        };
        TokenRequest: {
            /** @description Email address; compared case-insensitively. */
            email: string;
            password: string;
            /** @description Optional: any refresh token this app was given for the same account before, even a used or expired one. It marks the device as one that signed in before, so failed sign-ins from elsewhere do not slow it down. */
            refreshToken?: string;
        };
        RefreshRequest: {
            /** @description The refresh token from /api/auth/token or /api/auth/refresh. */
            refreshToken: string;
        };
        LogoutRequest: {
            /** @description The refresh token to revoke, with every token rotated from the same sign-in. */
            refreshToken: string;
        };
        ChangePasswordRequest: {
            currentPassword: string;
            /** @description At least 8 characters. */
            newPassword: string;
        };
        DeleteAccountRequest: {
            /** @description The account's current password, to confirm. */
            password: string;
        };
        /** @description A new child profile. Any measurement sent becomes the first growth record, dated birthDate. */
        CreateChildRequest: {
            /** @description The child's name, 1-100 characters after trimming. */
            name: string;
            /**
             * Format: date
             * @description Date of birth, YYYY-MM-DD; not in the future (Asia/Tashkent calendar), at most 18 years ago.
             */
            birthDate: string;
            /**
             * @description The child's sex: male or female.
             * @enum {string}
             */
            gender: "male" | "female";
            /** @description Born prematurely. Derived from gestationalWeeks when only that is sent. true requires gestationalWeeks (sent or stored). */
            isPremature?: boolean | null;
            /** @description Completed weeks of pregnancy at birth (22-44). Under 37 weeks, growth z-scores use corrected age until 24 months. Sent without gestationalDays it means whole weeks (stored days are cleared). */
            gestationalWeeks?: number | null;
            /** @description Days past gestationalWeeks (0-6): 30 weeks and 6 days is gestationalWeeks 30, gestationalDays 6; corrected age counts them. Needs gestationalWeeks (sent, or stored on PATCH); not above 44 weeks 0 days. */
            gestationalDays?: number | null;
            feedingType?: ("breast_milk" | "formula" | "mixed" | "solid_food") | null;
            /** @description Known allergies; at most 30 items of at most 100 characters. Default []. */
            allergies?: string[] | null;
            /** @description Chronic conditions; at most 30 items of at most 100 characters. Default []. */
            chronicConditions?: string[] | null;
            /** @description Free text, at most 2000 characters. */
            notes?: string | null;
            weight?: number | null;
            height?: number | null;
            headCircumference?: number | null;
            /** @description Set true after the parent checked values the API answered 422 implausible_measurement for: they are saved as sent. Absent or false: very unlikely values (WHO flags) are refused with 422. */
            confirmed?: boolean | null;
        };
        /** @description Any subset of the create fields (at least one). Measurements add a growth record dated today. */
        UpdateChildRequest: {
            /** @description The child's name, 1-100 characters after trimming. */
            name?: string;
            /**
             * Format: date
             * @description Date of birth, YYYY-MM-DD; not in the future (Asia/Tashkent calendar), at most 18 years ago.
             */
            birthDate?: string;
            /**
             * @description The child's sex: male or female.
             * @enum {string}
             */
            gender?: "male" | "female";
            /** @description Born prematurely. Derived from gestationalWeeks when only that is sent. true requires gestationalWeeks (sent or stored). */
            isPremature?: boolean | null;
            /** @description Completed weeks of pregnancy at birth (22-44). Under 37 weeks, growth z-scores use corrected age until 24 months. Sent without gestationalDays it means whole weeks (stored days are cleared). */
            gestationalWeeks?: number | null;
            /** @description Days past gestationalWeeks (0-6): 30 weeks and 6 days is gestationalWeeks 30, gestationalDays 6; corrected age counts them. Needs gestationalWeeks (sent, or stored on PATCH); not above 44 weeks 0 days. */
            gestationalDays?: number | null;
            feedingType?: ("breast_milk" | "formula" | "mixed" | "solid_food") | null;
            /** @description Known allergies; at most 30 items of at most 100 characters. Default []. */
            allergies?: string[] | null;
            /** @description Chronic conditions; at most 30 items of at most 100 characters. Default []. */
            chronicConditions?: string[] | null;
            /** @description Free text, at most 2000 characters. */
            notes?: string | null;
            weight?: number | null;
            height?: number | null;
            headCircumference?: number | null;
            /** @description Set true after the parent checked values the API answered 422 implausible_measurement for: they are saved as sent. Absent or false: very unlikely values (WHO flags) are refused with 422. */
            confirmed?: boolean | null;
        };
        /** @description One measurement session; null or absent values were not measured. */
        AddGrowthRecordRequest: {
            /**
             * Format: date
             * @description Measurement date, YYYY-MM-DD; default today (Asia/Tashkent); not before birth, not in the future.
             */
            recordedAt?: string;
            weight?: number | null;
            height?: number | null;
            headCircumference?: number | null;
            heightPosition?: ("lying" | "standing") | null;
            /** @description Set true after the parent checked values the API answered 422 implausible_measurement for: they are saved as sent. Absent or false: very unlikely values (WHO flags) are refused with 422. */
            confirmed?: boolean | null;
        };
        /** @description Mark a dose given on a date, mark it not needed, or remove the mark. Idempotent. */
        SetVaccinationRequest: {
            /** @constant */
            done: true;
            /**
             * Format: date
             * @description The day the dose was given, YYYY-MM-DD; not before birth, not after today (Asia/Tashkent).
             */
            date: string;
        } | {
            /** @constant */
            done: false;
            /** @description true: the clinic uses another schedule and will not give this dose (status not_needed). Absent or false: no mark. */
            notNeeded?: boolean;
        };
        /** @description Optional: how the new feed names the child. Other fields are refused (400). */
        RotateCalendarFeedRequest: {
            /**
             * @description How the feed names the child; default first_name.
             * @enum {string}
             */
            nameStyle?: "first_name" | "initials";
        };
        /** @description The parent's answer; sending the same answer again changes nothing. */
        PutMilestoneAnswerRequest: {
            /**
             * @description The parent's answer; "yes" is always the good answer. For a milestone: "yes" (the child does it), "not_yet", "not_sure". For an act-early sign (asked the same way, "does the child do this?"): "yes", "not_yet" (shown as "no": a reason to talk with the doctor), "not_sure".
             * @enum {string}
             */
            answer: "yes" | "not_yet" | "not_sure";
            /**
             * Format: date
             * @description When the parent observed it, YYYY-MM-DD; default today (Asia/Tashkent); not before birth, not in the future.
             */
            date?: string;
        };
        StartActivityRequest: {
            /** @description When it was started on the device (ISO 8601 with offset), for a start sent later; at most 5 minutes ahead, at most 7 days ago. Default: now */
            startedAt?: string | null;
        };
        CompleteActivityRequest: {
            /** @description Percent of correct rounds, 0-100; rounded */
            score?: number | null;
            /** @description Seconds spent, 0-86400 */
            timeSpentSeconds?: number | null;
            /** @description Optional "how did it go?" (easy, just_right, hard); moves the category's level where there is no score */
            feedback?: ("easy" | "just_right" | "hard") | null;
            /** @description Optional: every checklist item of an instructional activity was ticked; counts like an easy answer */
            checklistDone?: boolean | null;
            /** @description When it was completed on the device (ISO 8601 with offset), for a complete sent later; not before the attempt's startedAt, at most 5 minutes ahead, at most 7 days ago. Default: now */
            completedAt?: string | null;
        };
        /** @description Soil analysis request. */
        SoilSubmission: {
            /** @description The client's identifier of the field (unique per user). */
            fieldId: string;
            /** @description Display name of the field. */
            fieldName?: string;
            location: components["schemas"]["Location"];
            /** @description Field area in hectares, more than 0 and at most 10000. */
            area: number;
            /** @description Crops of recent seasons (the last 2-3 years); 1 to 5 entries. Two crops may share a year (e.g. mung bean after wheat). */
            lastCrops: components["schemas"]["LastCrop"][];
            /**
             * @description Irrigation: ariqqa (furrow), tomchilatib (drip), yomg'irlatib (sprinkler). Apostrophe variants accepted.
             * @enum {string}
             */
            irrigationType: "ariqqa" | "tomchilatib" | "yomg'irlatib";
            /** @description The farmer's own remarks about the soil, up to 2000 characters; may be empty. */
            farmerObservations: string;
            /** @description Laboratory results, or null when there are none. */
            labResults?: components["schemas"]["LabResults"] | null;
            soilPhysicalProperties?: components["schemas"]["SoilPhysicalProperties"];
        };
        SoilAnalyzeRequest: {
            /** @description The client's identifier of the field (unique per user). */
            fieldId: string;
            /** @description Display name of the field. */
            fieldName?: string;
            location: components["schemas"]["Location"];
            /** @description Field area in hectares, more than 0 and at most 10000. */
            area: number;
            /** @description Crops of recent seasons (the last 2-3 years); 1 to 5 entries. Two crops may share a year (e.g. mung bean after wheat). */
            lastCrops: components["schemas"]["LastCrop"][];
            /**
             * @description Irrigation: ariqqa (furrow), tomchilatib (drip), yomg'irlatib (sprinkler). Apostrophe variants accepted.
             * @enum {string}
             */
            irrigationType: "ariqqa" | "tomchilatib" | "yomg'irlatib";
            /** @description The farmer's own remarks about the soil, up to 2000 characters; may be empty. */
            farmerObservations: string;
            /** @description Laboratory results, or null when there are none. */
            labResults?: components["schemas"]["LabResults"] | null;
            soilPhysicalProperties?: components["schemas"]["SoilPhysicalProperties"];
            /** @description Up to 6 photos (JPEG, PNG or WebP, at most 10 MB each before encoding). */
            photos?: {
                /** @description Informational: the bytes decide the format. */
                mimeType?: string;
                /** @description Base64 (standard or URL-safe; a data: URL prefix is accepted). */
                data: string;
            }[] | null;
        };
        /** @description Where the field is: { lat, lng } or a region text. Mapped to a region of Uzbekistan. */
        Location: {
            /** @description Latitude, WGS84 degrees (-90..90). */
            lat: number;
            /** @description Longitude, WGS84 degrees (-180..180). */
            lng: number;
        } | string;
        /** @description One crop of one season. */
        LastCrop: {
            /** @description Season year, 1990 to next year. */
            year: number;
            /** @description Crop grown that season, as the farmer names it (e.g. "paxta", "bug'doy"). */
            crop: string;
            /**
             * @description Qualitative yield, e.g. "yaxshi", "o'rtacha", "past", "35 s/ga"; empty when unknown.
             * @default
             */
            yield: string;
        };
        /** @description Laboratory results; every value optional. */
        LabResults: {
            /** @description Soil pH in water, 3-11. */
            ph?: number;
            /** @description Nitrate nitrogen N-NO3, mg/kg soil. */
            nitrogenMgKg?: number;
            /** @description Mobile phosphorus P2O5 (Machigin method), mg/kg soil. */
            phosphorusMgKg?: number;
            /** @description Exchangeable potassium K2O (Machigin method), mg/kg soil. */
            potassiumMgKg?: number;
            /** @description Humus (organic matter), % of soil mass, 0-15. */
            humusPercent?: number;
            /** @description Total soluble salts (water-extract dry residue), % of soil mass, 0-10. */
            salinityPercent?: number;
            /** @description Electrical conductivity of a soil extract, dS/m (= mS/cm), 0-100; needs ecMethod. */
            ecDsM?: number;
            /**
             * @description How ecDsM was measured: ECe (saturated-paste extract) or EC1:5 (1:5 soil:water extract, converted to ECe approximately).
             * @enum {string}
             */
            ecMethod?: "ECe" | "EC1:5";
        };
        /** @description What the farmer sees and feels; every value optional. */
        SoilPhysicalProperties: {
            /** @description Soil colour, e.g. "och kulrang" (light grey). */
            colour?: string;
            /** @description Structure, e.g. "kesakli" (cloddy), "changsimon" (dusty). */
            structure?: string;
            /** @description Feel when pressed by hand, e.g. "yopishqoq" (sticky), "qumloq" (sandy). */
            feel?: string;
        };
        /** @description The farmer's prices per 50 kg bag. */
        SaveFertiliserPricesRequest: {
            /** @description Price per 50 kg bag in so'm (1-10 000 000) by product; null or absent: no price. */
            prices: {
                urea?: number | null;
                ammonium_nitrate?: number | null;
                ammophos?: number | null;
                superphosphate?: number | null;
                potassium_chloride?: number | null;
            };
        };
        /** @description RFC 9457 problem details, served as application/problem+json. */
        Problem: {
            /** @description Identifies the problem type: "/problems/{code}". */
            type: string;
            /** @description Short summary of the status, e.g. "Invalid request". */
            title: string;
            /** @description The HTTP status code, repeated. */
            status: number;
            /** @description Stable machine-readable code; branch on this, not on the texts. */
            code: string;
            /** @description Human-readable explanation of this occurrence, in the language of Accept-Language: uz (default), ru or en. */
            detail: string;
            /** @description Field problems (validation failures, photo problems). */
            errors?: components["schemas"]["FieldError"][];
            /** @description The request's id (also the X-Request-Id header); quote it when reporting a problem. */
            requestId?: string;
        };
        /** @description One field problem of a validation failure. */
        FieldError: {
            /** @description Dotted path of the field, e.g. "birthDate", "lastCrops.0.year", "query.childId"; "" for the whole body. */
            path: string;
            /** @description What is wrong, in English. */
            message: string;
            /** @description The stored record behind the problem (records_before_birth: each record dated before the new birth date). */
            record?: {
                /** @enum {string} */
                kind: "growth" | "vaccination" | "milestone" | "activity";
                /** @description The record's id: a growth record's or activity attempt's UUID, a dose id (bcg), a milestone id (m09-sits). */
                id: string;
                /**
                 * Format: date
                 * @description The record's date.
                 */
                date: string;
            };
        };
        User: {
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
        };
        TokenPair: {
            accessToken: string;
            refreshToken: string;
            /** @constant */
            tokenType: "Bearer";
            /** @description Lifetime of the access token in seconds. */
            expiresIn: number;
        };
        Session: {
            /** Format: uuid */
            id: string;
            /**
             * @description browser: signed in on the web (cookie); app: the mobile app (tokens).
             * @enum {string}
             */
            kind: "browser" | "app";
            /** @description A short name of the device from its User-Agent, e.g. "Chrome, Android"; null when unknown. */
            device: string | null;
            /** @description The User-Agent the session signed in with (at most 256 characters). */
            userAgent: string | null;
            /**
             * Format: date-time
             * @description When the session signed in.
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it was last used (updated at most every 5 minutes).
             */
            lastSeenAt: string;
            /** @description true for the session this request belongs to. */
            current: boolean;
        };
        /** @description A child as the lists and the dashboard show it (docs/api-guide.md section 4). */
        ChildSummary: {
            /**
             * Format: uuid
             * @description Child id.
             */
            id: string;
            name: string;
            /**
             * Format: date
             * @description YYYY-MM-DD.
             */
            birthDate: string;
            /**
             * @description The child's sex: male or female.
             * @enum {string}
             */
            gender: "male" | "female";
            /** @description Age for display, localised by Accept-Language (uz, ru, en): "2 yosh 3 oy", "5 oy 12 kun"; "Bugun tug'ilgan" on the day of birth. */
            ageLabel: string;
            /** @description Age corrected for prematurity, same language as ageLabel: for a child born before 37 weeks, under 24 months of real age ("1 oy 5 kun"; before the due date the post-menstrual age, "33 hafta 2 kun (homiladorlik haftalari hisobida)"). null when no correction applies. */
            correctedAgeLabel: string | null;
            /** @description True for the user's selected child; exactly one child is selected. */
            isSelected: boolean;
            metrics: components["schemas"]["ChildMetrics"];
        };
        /** @description The child's most recent measurements; each value comes from the latest record that has it. */
        ChildMetrics: {
            /** @description Latest recorded weight in kg, or null. */
            weight: number | null;
            /** @description Latest recorded length/height in cm, or null. */
            height: number | null;
            /** @description Latest recorded head circumference in cm, or null. */
            headCircumference: number | null;
            /** @description weight / (height in m)², one decimal, when both are known. */
            bmi: number | null;
            /** @description Date of the latest growth record (YYYY-MM-DD), or null. */
            recordedAt: string | null;
        };
        /** @description ChildSummary plus every profile field, for edit forms (GET /client/children/{id}). */
        ChildDetails: {
            /**
             * Format: uuid
             * @description Child id.
             */
            id: string;
            name: string;
            /**
             * Format: date
             * @description YYYY-MM-DD.
             */
            birthDate: string;
            /**
             * @description The child's sex: male or female.
             * @enum {string}
             */
            gender: "male" | "female";
            /** @description Age for display, localised by Accept-Language (uz, ru, en): "2 yosh 3 oy", "5 oy 12 kun"; "Bugun tug'ilgan" on the day of birth. */
            ageLabel: string;
            /** @description Age corrected for prematurity, same language as ageLabel: for a child born before 37 weeks, under 24 months of real age ("1 oy 5 kun"; before the due date the post-menstrual age, "33 hafta 2 kun (homiladorlik haftalari hisobida)"). null when no correction applies. */
            correctedAgeLabel: string | null;
            /** @description True for the user's selected child; exactly one child is selected. */
            isSelected: boolean;
            metrics: components["schemas"]["ChildMetrics"];
            isPremature: boolean | null;
            gestationalWeeks: number | null;
            /** @description Days past gestationalWeeks (0-6), or null (whole weeks, or unknown). */
            gestationalDays: number | null;
            feedingType: ("breast_milk" | "formula" | "mixed" | "solid_food") | null;
            allergies: string[];
            chronicConditions: string[];
            notes: string | null;
        };
        ActiveChild: {
            /**
             * Format: uuid
             * @description The newly selected child.
             */
            activeChildId: string;
        };
        GrowthRecord: {
            /** Format: uuid */
            id: string;
            /**
             * Format: date
             * @description Measurement date, YYYY-MM-DD.
             */
            recordedAt: string;
            /** @description kg */
            weight: number | null;
            /** @description cm */
            height: number | null;
            /** @description cm */
            headCircumference: number | null;
            /** @description kg/m², one decimal, when weight and height are both known. */
            bmi: number | null;
            /** @description Chronological age in days on recordedAt. */
            ageDays: number;
            /** @description True when z-scores use the age corrected for prematurity. */
            usedCorrectedAge: boolean;
            /** @description Days since the due date (40 weeks) for a child born before 37 weeks, under 24 months of real age; negative before the due date. Else null. */
            correctedAgeDays: number | null;
            /** @description The corrected age for display in the request's language ("1 oy 5 kun"; before the due date the post-menstrual age, "33 hafta 2 kun (homiladorlik haftalari hisobida)"), or null when no correction applies. */
            correctedAgeLabel: string | null;
            /** @description Gestational age at birth plus days since birth, while correction applies; else null. */
            postMenstrualAgeDays: number | null;
            /** @description "intergrowth21Preterm": INTERGROWTH-21st preterm postnatal standard (born before 37 weeks, 27 to 40 weeks post-menstrual age); "who2006": WHO Child Growth Standards (0-5 years, corrected age until 24 months); null: no standard covers this age, no z-scores. */
            standard: ("who2006" | "intergrowth21Preterm") | null;
            /** @description How the height was measured (as sent, or the default for the age); null without height. */
            heightPosition: ("lying" | "standing") | null;
            weightForAge: components["schemas"]["ZScore"] | null;
            /** @description Length-for-age under 731 days (lying), height-for-age from then; uses the height adjusted to that position. */
            lengthHeightForAge: components["schemas"]["ZScore"] | null;
            bmiForAge: components["schemas"]["ZScore"] | null;
            headCircumferenceForAge: components["schemas"]["ZScore"] | null;
        };
        /** @description Growth records assessed against the WHO Child Growth Standards (0-5 years), or INTERGROWTH-21st before term for preterm babies. */
        Growth: {
            /** Format: uuid */
            childId: string;
            /**
             * @description The child's sex: male or female.
             * @enum {string}
             */
            sex: "male" | "female";
            /** Format: date */
            birthDate: string;
            /** @description Completed weeks at birth, when known. */
            gestationalWeeks: number | null;
            /** @description Days past gestationalWeeks (0-6), when known: 30 weeks 6 days is 30 and 6. */
            gestationalDays: number | null;
            /** @description Every growth record of the child, oldest first. */
            records: components["schemas"]["GrowthRecord"][];
        };
        /** @description One indicator against the record's standard; null when not measured or no standard covers the age. */
        ZScore: {
            /** @description z-score (standard deviations from the WHO median), 2 decimals. */
            z: number;
            /** @description Percentile 0-100 from z, 1 decimal. */
            percentile: number;
            /** @description "low" when z < -2, "high" when z > 2 (outside ±2 SD: worth a talk with a doctor), else null. */
            flag: ("low" | "high") | null;
        };
        /** @description Everything for a visit to the polyclinic: the child, growth with z-scores and percentiles, milestones, vaccinations and the parent's notes (child.notes). */
        VisitSummary: {
            /** Format: uuid */
            childId: string;
            /**
             * Format: date
             * @description The Asia/Tashkent date the summary was made; the page prints it.
             */
            preparedOn: string;
            child: components["schemas"]["ChildDetails"];
            /** @description The growth record dated the birth date (kg, cm), or null when none was entered. */
            birthMeasurements: {
                weight: number | null;
                height: number | null;
                headCircumference: number | null;
            } | null;
            /** @description The growth standards the records' z-scores use (WHO 2006; INTERGROWTH-21st before 40 weeks for a preterm baby). */
            standards: ("who2006" | "intergrowth21Preterm")[];
            growth: components["schemas"]["Growth"];
            milestones: components["schemas"]["VisitSummaryMilestones"];
            vaccinations: components["schemas"]["Vaccinations"];
        };
        /** @description The milestone checklist of the child's current window, ordered for the doctor. */
        VisitSummaryMilestones: {
            /** @description Age in completed months used to pick the window (corrected when correctedAge is true). */
            ageMonths: number;
            /** @description True for a baby born before 37 weeks under 24 months: the corrected age is used. */
            correctedAge: boolean;
            /** @description The child's check window: the latest check age reached (2 for younger babies). */
            currentWindow: number;
            /** @description Computed over all the child's answers, whatever window is shown. */
            advice: {
                talkToDoctor: boolean;
                /** @description Catalogue ids behind the advice: act-early signs answered not_yet (no), earlier milestones still not_yet. */
                reasons: string[];
                /** @description A calm note to talk to the doctor, in the negotiated language; null when none. */
                message: string | null;
            };
            /** @description The current window's milestones and act-early signs, what needs attention first: signs answered not_yet (no), milestones not_yet, then not_sure, unanswered and yes; signs before milestones within each. */
            items: components["schemas"]["MilestoneItem"][];
            /** @description The items behind advice.reasons, from any window (an earlier window's milestone still not_yet, a sign answered no). */
            concerns: components["schemas"]["MilestoneItem"][];
        };
        /** @description The child's vaccinations. The clinic's (poliklinika) schedule comes first. */
        Vaccinations: {
            /** Format: uuid */
            childId: string;
            /** Format: date */
            birthDate: string;
            /**
             * Format: date
             * @description The Asia/Tashkent date the statuses were computed for.
             */
            today: string;
            /** @description The earliest dose on schedule (upcoming or due), or null. */
            next: components["schemas"]["VaccinationDose"] | null;
            /** @description Overdue doses, earliest first: one list to ask the clinic about soon. */
            catchUp: components["schemas"]["VaccinationDose"][];
            /** @description Doses marked done out of the doses due so far; not_needed and no_longer_given doses are not counted. */
            progress: {
                done: number;
                of: number;
            };
            /** @description Every dose of the calendar for the child's sex, in calendar order (birth to 16 years). */
            doses: components["schemas"]["VaccinationDose"][];
        };
        /** @description One dose of the national calendar for this child. */
        VaccinationDose: {
            /** @description Stable dose id, such as penta-1. */
            id: string;
            /**
             * @description Vaccine key.
             * @enum {string}
             */
            vaccine: "hepB" | "bcg" | "opv" | "ipv" | "penta" | "pcv" | "rota" | "mmr" | "dtp" | "td" | "hpv";
            /** @description The vaccine's name in the request's language. */
            vaccineName: string;
            /** @description The vaccine's name in Uzbek, Russian and English. */
            names: {
                uz: string;
                ru: string;
                en: string;
            };
            /** @description The abbreviation the polyclinic's vaccination card uses (BSJ, PKV, QPQ...), in the request's language. */
            cardName: string;
            /** @description Dose number in the vaccine's series. */
            doseNumber: number;
            /** @description The calendar's age for the dose in months (0: at birth), for grouping. */
            ageMonths: number;
            /**
             * Format: date
             * @description Due date by real age (no prematurity correction), YYYY-MM-DD; later when the previous dose of the series needs its minimum interval (WHO).
             */
            dueOn: string;
            /**
             * Format: date
             * @description Last day before the dose counts as overdue (due date plus the grace period).
             */
            overdueAfter: string;
            /** @description The last day the dose is given (WHO upper age limit), or null when there is none. */
            notAfter: string | null;
            /**
             * @description upcoming: before dueOn; due: dueOn to overdueAfter; overdue: later (catch-up: ask the clinic soon); done: given; not_needed: the parent marked that the clinic uses another schedule; no_longer_given: not given and past notAfter, or dueOn (after the minimum interval) is past notAfter.
             * @enum {string}
             */
            status: "upcoming" | "due" | "overdue" | "done" | "not_needed" | "no_longer_given";
            /** @description The day the dose was given, or null. */
            givenOn: string | null;
            /** @description True when givenOn is the due date because the parent said all doses were given on time. */
            dateFromSchedule: boolean;
            /** @description A calm note for this dose in the request's language (late BCG, rotavirus age, past age), or null. */
            note: string | null;
        };
        /** @description A new calendar feed address for the child; any earlier address stops working. */
        CalendarFeed: {
            /** @description The secret token (43 characters). Shown only once: only its hash is stored. */
            token: string;
            /** @description The feed's https (or http) URL: /api/calendar/{token}.ics on this server. */
            url: string;
            /** @description The same URL with the webcal:// scheme, which phone calendars open as a subscription. */
            webcalUrl: string;
            /**
             * @description How the feed names the child in the calendar's name and every event: first_name ("Zarina") or initials ("Z.K.").
             * @enum {string}
             */
            nameStyle: "first_name" | "initials";
        };
        Milestones: {
            /** Format: uuid */
            childId: string;
            /** @description Age in completed months used to pick the window (corrected when correctedAge is true). */
            ageMonths: number;
            /** @description True for a baby born before 37 weeks under 24 months: the corrected age is used. */
            correctedAge: boolean;
            /** @description Set for a baby born before 37 weeks whose correction ended at 24 months of real age, while the real-age window (24 months) is later than the corrected one: the checklist moved on because the correction ended, and "not yet" answers of correctedWindow do not raise advice yet. Else null. */
            correctionEnded: {
                /** @description The window the corrected age would still give. */
                correctedWindow: number;
            } | null;
            /** @description The child's check window: the latest check age reached (2 for younger babies). */
            currentWindow: number;
            /** @description The window shown (currentWindow unless ?window asked for another). */
            window: number;
            previousWindow: number | null;
            /** @description The next check age, or null after 60 months. */
            nextWindow: number | null;
            /** @description Milestones then act-early signs of the window shown. */
            items: components["schemas"]["MilestoneItem"][];
            /** @description Milestones of the window after the one shown (what comes next); empty after 60 months. */
            next: components["schemas"]["MilestoneItem"][];
            /** @description Computed over all the child's answers, whatever window is shown. */
            advice: {
                talkToDoctor: boolean;
                /** @description Catalogue ids behind the advice: act-early signs answered not_yet (no), earlier milestones still not_yet. */
                reasons: string[];
                /** @description A calm note to talk to the doctor, in the negotiated language; null when none. */
                message: string | null;
            };
        };
        MilestoneItem: {
            /** @description Catalogue id. */
            id: string;
            /**
             * @description "milestone" to watch for, or "sign": an act-early sign, something nearly every child does by this age; "not_yet" (no) is a reason to talk with the doctor.
             * @enum {string}
             */
            kind: "milestone" | "sign";
            /** @description Developmental domain of a milestone; null for a sign. */
            domain: ("social" | "language" | "cognitive" | "movement") | null;
            /** @description What the parent can observe, in the negotiated language. */
            text: string;
            /** @description True when many healthy children skip it (crawling): never a reason to see the doctor. */
            optional: boolean;
            /** @description WHO MGRS window of achievement (1st-99th percentile, months) for the six gross motor milestones; else null. */
            whoWindow: {
                fromMonths: number;
                toMonths: number;
            } | null;
            /** @description The parent's answer, or null. */
            answer: {
                /**
                 * @description The parent's answer; "yes" is always the good answer. For a milestone: "yes" (the child does it), "not_yet", "not_sure". For an act-early sign (asked the same way, "does the child do this?"): "yes", "not_yet" (shown as "no": a reason to talk with the doctor), "not_sure".
                 * @enum {string}
                 */
                answer: "yes" | "not_yet" | "not_sure";
                /**
                 * Format: date
                 * @description When the parent observed it, YYYY-MM-DD.
                 */
                date: string;
            } | null;
        };
        /** @description A stored answer. */
        MilestoneAnswer: {
            milestoneId: string;
            /**
             * @description The parent's answer; "yes" is always the good answer. For a milestone: "yes" (the child does it), "not_yet", "not_sure". For an act-early sign (asked the same way, "does the child do this?"): "yes", "not_yet" (shown as "no": a reason to talk with the doctor), "not_sure".
             * @enum {string}
             */
            answer: "yes" | "not_yet" | "not_sure";
            /**
             * Format: date
             * @description When the parent observed it, YYYY-MM-DD.
             */
            date: string;
        };
        /**
         * @description The child's status for the current Asia/Tashkent day
         * @enum {string}
         */
        ActivityStatus: "not_started" | "started" | "completed";
        ActivitySummary: {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            durationMinutes: number;
            /**
             * @description instructional: steps to follow; interactive: a game of rounds
             * @enum {string}
             */
            type: "instructional" | "interactive";
            /**
             * @description Difficulty level
             * @enum {string}
             */
            difficulty: "easy" | "medium" | "hard";
            status: components["schemas"]["ActivityStatus"];
        };
        ActivityCategory: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            /** @description Icon name (lucide), e.g. message-circle */
            icon: string;
        };
        ActivityListItem: {
            /** Format: uuid */
            id: string;
            title: string;
            categoryTitle: string;
            status: components["schemas"]["ActivityStatus"];
        };
        ActivityDetails: {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            durationMinutes: number;
            /**
             * @description instructional: steps to follow; interactive: a game of rounds
             * @enum {string}
             */
            type: "instructional" | "interactive";
            /**
             * @description Difficulty level
             * @enum {string}
             */
            difficulty: "easy" | "medium" | "hard";
            content: components["schemas"]["ActivityContent"];
            status: components["schemas"]["ActivityStatus"];
            /** Format: uuid */
            categoryId: string;
            /** @description Youngest suitable age, in completed months */
            minAgeMonths: number;
            /** @description Oldest suitable age, in completed months */
            maxAgeMonths: number;
            /** @description The milestone the activity practises */
            skill: string;
        };
        /** @description InstructionalContent for instructional activities, InteractiveContent for interactive ones */
        ActivityContent: components["schemas"]["InstructionalContent"] | components["schemas"]["InteractiveContent"];
        /** @description Content of an instructional activity */
        InstructionalContent: {
            /** @description Ordered steps to perform */
            steps: string[];
            /** @description Things to check off */
            checklist?: string[];
            /** @description Whether a timer is shown */
            hasTimer?: boolean;
            /** @description Asset ID of the main image */
            image?: string;
            /** @description Asset ID of the voice instruction (audio/mpeg) */
            audio?: string;
        };
        /** @description Content of an interactive activity */
        InteractiveContent: {
            /**
             * @description Kind of game; every kind uses the same round shape (see the catalogue README)
             * @enum {string}
             */
            gameType: "quiz" | "true_false" | "matching" | "sorting";
            /** @description The rounds, played in order */
            rounds: components["schemas"]["InteractiveRound"][];
        };
        /** @description One round of a game */
        InteractiveRound: {
            /** @description Question text */
            question: string;
            /** @description Answer choices */
            options: components["schemas"]["GameOption"][];
            /** @description The value of the correct option */
            answer: string | number;
            /** @description Helper text or image caption */
            hint?: string;
            /** @description Asset ID of the round's picture (the item asked about) */
            media?: string;
        };
        /** @description One answer choice */
        GameOption: {
            /** @description Option name shown to the child */
            label: string;
            /** @description Option value; compared with the round's answer */
            value: string | number;
            /** @description Asset ID of the option's picture */
            image?: string;
        };
        StartResult: {
            /** Format: uuid */
            activityId: string;
            /** Format: uuid */
            childId: string;
            /** Format: uuid */
            attemptId: string;
            /** @description Day status after the start: started, or completed if already done today */
            status: components["schemas"]["ActivityStatus"];
            /** Format: date-time */
            startedAt: string;
        };
        CompleteResult: {
            /** Format: uuid */
            activityId: string;
            /** Format: uuid */
            childId: string;
            /** Format: uuid */
            attemptId: string;
            /** @constant */
            status: "completed";
            score: number | null;
            timeSpentSeconds: number | null;
            /** Format: date-time */
            completedAt: string;
        };
        /** @description The farmer response plus reportId, the disclaimer (docs/api-guide.md) and the report's metadata. */
        SoilReport: {
            /** Format: uuid */
            reportId: string;
            /** @description Plain-language summary in Uzbek. */
            summary: string;
            soilProfile: {
                /** @description Estimated soil type, Uzbek. */
                type: string;
                /** @description Estimated pH, one decimal. */
                ph: number;
                /** @enum {string} */
                nitrogen: "past" | "o'rtacha" | "yetarli";
                /** @description Overall confidence of the report, 0-1. */
                confidence: number;
            };
            /** @description Short issue labels, most severe first. */
            chips: string[];
            /** @description Recommended actions, most important first. */
            actions: string[];
            /** @description Best first; score 0-1. */
            recommendedCrops: {
                name: string;
                score: number;
            }[];
            /** @description The Uzbek disclaimer; always present. */
            disclaimer: string;
            /** @description The client's field id the report belongs to. */
            fieldId: string;
            /** @description "rules_v1" (built-in estimator) or "<model>_v1". */
            source: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Everything behind the farmer response, for a detailed report screen (an extension of the spec). */
            details: {
                soilProfile: {
                    type: string;
                    ph: number;
                    phConfidence: number;
                    nitrogen: string;
                    phosphorus: string;
                    potassium: string;
                    organicMatter: string;
                };
                issues: {
                    code: string;
                    label: string;
                    severity: string;
                    description: string;
                }[];
                actions: {
                    type: string;
                    priority: string;
                    description: string;
                }[];
                crops: {
                    name: string;
                    reason: string;
                    score: number;
                }[];
                hasLabResults: boolean;
                /**
                 * @description Which context the analysis used (docs/soil-rules.md section 3): A (from the submission) or B (the field's stored history).
                 * @enum {string}
                 */
                contextForm: "A" | "B";
                /** @description The stored, downscaled photos. */
                photos: {
                    /** Format: uuid */
                    id: string;
                    /** @description Where to load it: /api/soil/photos/{id} (needs the same sign-in). */
                    url: string;
                    /** @enum {string} */
                    contentType: "image/jpeg" | "image/webp";
                    width: number;
                    height: number;
                }[];
                /** @description What the sanitiser repaired or hid, e.g. "brand_removed". */
                flags: string[];
                /** @description Where each status and issue comes from (docs/soil-rules.md section 13): the farmer's lab test, observation, photos or crop history, the region's statistics, an estimate, the model's guess (a sign nobody reported and no photo showed) or none (P and K without a lab value). Absent in reports stored before it was recorded. */
                sources?: {
                    /** @enum {string} */
                    ph: "lab" | "observation" | "photo" | "history" | "region" | "estimate" | "model_guess" | "none";
                    /** @enum {string} */
                    nitrogen: "lab" | "observation" | "photo" | "history" | "region" | "estimate" | "model_guess" | "none";
                    /**
                     * @description "lab" or "none": phosphorus is only ever measured.
                     * @enum {string}
                     */
                    phosphorus: "lab" | "observation" | "photo" | "history" | "region" | "estimate" | "model_guess" | "none";
                    /**
                     * @description "lab" or "none": potassium is only ever measured.
                     * @enum {string}
                     */
                    potassium: "lab" | "observation" | "photo" | "history" | "region" | "estimate" | "model_guess" | "none";
                    /** @enum {string} */
                    organicMatter: "lab" | "observation" | "photo" | "history" | "region" | "estimate" | "model_guess" | "none";
                    /** @description One per entry of details.issues, in the same order. */
                    issues: ("lab" | "observation" | "photo" | "history" | "region" | "estimate" | "model_guess" | "none")[];
                };
            };
        };
        /** @description A saved field, to prefill the analysis form. */
        SoilField: {
            fieldId: string;
            name: string | null;
            /** @description Region of Uzbekistan the location maps to, or null when unknown. */
            region: string | null;
            regionCode: string | null;
            location: {
                lat: number;
                lng: number;
            } | null;
            /** @description Hectares. */
            area: number;
            /** @enum {string} */
            irrigationType: "ariqqa" | "tomchilatib" | "yomg'irlatib";
            /** @description Stored seasons, newest first (up to 5). */
            lastCrops: {
                year: number;
                crop: string;
                yield: string;
            }[];
            reportCount: number;
            lastReportAt: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A fertiliser plan for one report's field and a crop. */
        FertiliserPlan: {
            reportId: string;
            fieldId: string;
            crop: {
                /** @enum {string} */
                id: "cotton" | "wheat" | "barley" | "rice" | "maize" | "sorghum" | "alfalfa" | "sunflower" | "mungbean" | "melon" | "tomato" | "potato" | "onion";
                name: string;
            };
            region: {
                code: string;
                name: string;
            } | null;
            /**
             * @description Calendar zone: south (Surxondaryo, Qashqadaryo) about 10 days earlier in spring, north (Qoraqalpog'iston, Xorazm) later.
             * @enum {string}
             */
            zone: "south" | "central" | "north";
            areaHa: number;
            /** @description The harvest year the plan is for. */
            seasonYear: number;
            basis: {
                lab: boolean;
                /** @description Humus class (Tyurin) of the report's lab value, null when not measured. */
                humus: string | null;
                /** @description Machigin P2O5 class, null when not measured. */
                phosphorus: string | null;
                /** @description Machigin K2O class, null when not measured. */
                potassium: string | null;
            };
            /** @description Season's needs of N, P2O5 and K2O. */
            nutrients: {
                nitrogen: {
                    /** @description kg of the nutrient per hectare; min = max when the lab measured what it depends on. */
                    kgPerHa: {
                        min: number;
                        max: number;
                    };
                    /** @description kg for the field; min = max when the lab measured what it depends on. */
                    fieldKg: {
                        min: number;
                        max: number;
                    };
                };
                phosphorus: {
                    /** @description kg of the nutrient per hectare; min = max when the lab measured what it depends on. */
                    kgPerHa: {
                        min: number;
                        max: number;
                    };
                    /** @description kg for the field; min = max when the lab measured what it depends on. */
                    fieldKg: {
                        min: number;
                        max: number;
                    };
                };
                potassium: {
                    /** @description kg of the nutrient per hectare; min = max when the lab measured what it depends on. */
                    kgPerHa: {
                        min: number;
                        max: number;
                    };
                    /** @description kg for the field; min = max when the lab measured what it depends on. */
                    fieldKg: {
                        min: number;
                        max: number;
                    };
                };
            };
            applications: {
                stage: string;
                stageName: string;
                reason: string;
                window: {
                    /** @description YYYY-MM-DD, Tashkent calendar. */
                    start: string;
                    /** @description YYYY-MM-DD, the last day. */
                    end: string;
                };
                /** @description The window ended before today. */
                passed: boolean;
                /** @description This stage's share (0-1) of the season's nutrients. */
                shares: {
                    nitrogen?: number;
                    phosphorus?: number;
                    potassium?: number;
                };
                /** @enum {string} */
                product: "urea" | "ammonium_nitrate" | "ammophos" | "superphosphate" | "potassium_chloride";
                productName: string;
                analysis: string;
                /** @description kg of product per hectare, rounded down; min = max when the lab measured what it depends on. */
                kgPerHa: {
                    min: number;
                    max: number;
                };
                /** @description kg for the whole field, rounded down to 0.1; min = max when the lab measured what it depends on. */
                fieldKg: {
                    min: number;
                    max: number;
                };
                /** @description kg per sotix (100 m²), rounded down to 0.01; min = max when the lab measured what it depends on. */
                sotixKg: {
                    min: number;
                    max: number;
                };
                /** @description 50 kg bags for the field, rounded up; min = max when the lab measured what it depends on. */
                bags: {
                    min: number;
                    max: number;
                };
                /** @description The product that can replace it, in the amount carrying the same nutrient. */
                alternative: {
                    /** @enum {string} */
                    product: "urea" | "ammonium_nitrate" | "ammophos" | "superphosphate" | "potassium_chloride";
                    productName: string;
                    analysis: string;
                    /** @description kg of product per hectare, rounded down; min = max when the lab measured what it depends on. */
                    kgPerHa: {
                        min: number;
                        max: number;
                    };
                    /** @description kg for the whole field, rounded down to 0.1; min = max when the lab measured what it depends on. */
                    fieldKg: {
                        min: number;
                        max: number;
                    };
                    /** @description kg per sotix (100 m²), rounded down to 0.01; min = max when the lab measured what it depends on. */
                    sotixKg: {
                        min: number;
                        max: number;
                    };
                    /** @description 50 kg bags for the field, rounded up; min = max when the lab measured what it depends on. */
                    bags: {
                        min: number;
                        max: number;
                    };
                } | null;
            }[];
            totals: {
                /** @enum {string} */
                product: "urea" | "ammonium_nitrate" | "ammophos" | "superphosphate" | "potassium_chloride";
                productName: string;
                /** @description kg for the field; min = max when the lab measured what it depends on. */
                fieldKg: {
                    min: number;
                    max: number;
                };
                /** @description 50 kg bags, rounded up; min = max when the lab measured what it depends on. */
                bags: {
                    min: number;
                    max: number;
                };
            }[];
            /** @description Manure or compost where humus is low or not measured. */
            manure: {
                tPerHa: number;
                fieldT: number;
                sotixKg: number;
                window: {
                    /** @description YYYY-MM-DD, Tashkent calendar. */
                    start: string;
                    /** @description YYYY-MM-DD, the last day. */
                    end: string;
                };
                passed: boolean;
            } | null;
            /** @description Only when the report's lab values (dry residue or EC) show salt. */
            leaching: {
                salinity: string;
                texture: string;
                textureAssumed: boolean;
                /** @description m³ of water per hectare; min = max when the lab measured what it depends on. */
                m3PerHa: {
                    min: number;
                    max: number;
                };
                /** @description m³ for the field; min = max when the lab measured what it depends on. */
                fieldM3: {
                    min: number;
                    max: number;
                };
                window: {
                    /** @description YYYY-MM-DD, Tashkent calendar. */
                    start: string;
                    /** @description YYYY-MM-DD, the last day. */
                    end: string;
                };
            } | null;
            notes: {
                /** @enum {string} */
                code: "leach_first" | "salinity_not_measured" | "lab_test" | "lab_partial" | "capped" | "window_passed" | "ammophos_nitrogen" | "superphosphate_analysis" | "bags_rounded_up" | "manure_not_subtracted" | "chloride_sensitive" | "legume_starter" | "rates_unverified" | "region_shift_estimate" | "region_unknown" | "texture_assumed";
                text: string;
            }[];
            sources: {
                id: string;
                title: string;
                url?: string;
            }[];
            /** @description With ?prices= or the user's saved prices; null when none of the plan's products has a price. */
            cost: {
                /** @constant */
                currency: "UZS";
                /** @enum {string} */
                pricesFrom: "query" | "saved";
                lines: {
                    /** @enum {string} */
                    product: "urea" | "ammonium_nitrate" | "ammophos" | "superphosphate" | "potassium_chloride";
                    /** @description bags; min = max when the lab measured what it depends on. */
                    bags: {
                        min: number;
                        max: number;
                    };
                    pricePerBag: number;
                    /** @description so'm; min = max when the lab measured what it depends on. */
                    cost: {
                        min: number;
                        max: number;
                    };
                }[];
                /** @description so'm; min = max when the lab measured what it depends on. */
                total: {
                    min: number;
                    max: number;
                };
                /** @description Products of the plan without a price (not in the total). */
                missing: ("urea" | "ammonium_nitrate" | "ammophos" | "superphosphate" | "potassium_chloride")[];
            } | null;
            disclaimer: string;
        };
        /** @description The user's prices per 50 kg bag (null: none). */
        FertiliserPrices: {
            /** @constant */
            currency: "UZS";
            /** @constant */
            bagKg: 50;
            prices: {
                urea: number | null;
                ammonium_nitrate: number | null;
                ammophos: number | null;
                superphosphate: number | null;
                potassium_chloride: number | null;
            };
        };
        /** @description Readiness: the app and its database. */
        Health: {
            /**
             * @description draining: the server is stopping (a deploy); it finishes its requests and takes no new ones.
             * @enum {string}
             */
            status: "ok" | "unavailable" | "draining";
            database: {
                ok: boolean;
                /** @enum {string} */
                kind: "postgresql" | "embedded";
                /** @description Round trip in ms, null when the database did not answer. */
                latencyMs: number | null;
            };
        };
        /** @description Liveness: the app answers (no database). */
        Ping: {
            /** @constant */
            ok: true;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "dilnoza@example.com",
                 *       "password": "bolajon2025",
                 *       "name": "Dilnoza Karimova"
                 *     }
                 */
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description The new user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b6f6a4e-3c1d-4f5e-9a2b-7c8d9e0f1a2b",
                     *       "email": "dilnoza@example.com",
                     *       "name": "Dilnoza Karimova"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `email_taken`: an account with this email exists. */
            409: {
                headers: {
                    /** @description With request_in_progress: seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "email_taken";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description `rate_limited`: a rate limit or the daily quota is used up; retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds until a retry can succeed. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "dilnoza@example.com",
                 *       "password": "bolajon2025"
                 *     }
                 */
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A new token pair (a new token family). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accessToken": "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..Qm9vc3Q.c2lnbmVk.dGFn",
                     *       "refreshToken": "kq3Yw0c1T9yXnZ2f8Rb6u4Ve7Ha5Lm0PjGs1Dt3Xy8Q",
                     *       "tokenType": "Bearer",
                     *       "expiresIn": 900
                     *     }
                     */
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description `rate_limited`: a rate limit or the daily quota is used up; retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds until a retry can succeed. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    refreshTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refreshToken": "kq3Yw0c1T9yXnZ2f8Rb6u4Ve7Ha5Lm0PjGs1Dt3Xy8Q"
                 *     }
                 */
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description The new pair; the presented refresh token is now dead. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accessToken": "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..Qm9vc3Q.c2lnbmVk.dGFn",
                     *       "refreshToken": "kq3Yw0c1T9yXnZ2f8Rb6u4Ve7Ha5Lm0PjGs1Dt3Xy8Q",
                     *       "tokenType": "Bearer",
                     *       "expiresIn": 900
                     *     }
                     */
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "refreshToken": "kq3Yw0c1T9yXnZ2f8Rb6u4Ve7Ha5Lm0PjGs1Dt3Xy8Q"
                 *     }
                 */
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currentPassword": "bolajon2025",
                 *       "newPassword": "yangi-parol-2025"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description `rate_limited`: a rate limit or the daily quota is used up; retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds until a retry can succeed. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user the token belongs to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0b6f6a4e-3c1d-4f5e-9a2b-7c8d9e0f1a2b",
                     *       "email": "dilnoza@example.com",
                     *       "name": "Dilnoza Karimova"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *         "kind": "browser",
                     *         "device": "Chrome, Android",
                     *         "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
                     *         "createdAt": "2026-11-20T07:12:00.000Z",
                     *         "lastSeenAt": "2026-11-25T18:40:00.000Z",
                     *         "current": true
                     *       },
                     *       {
                     *         "id": "8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a",
                     *         "kind": "app",
                     *         "device": null,
                     *         "userAgent": "OilaDala/1.4 (Android 13)",
                     *         "createdAt": "2026-10-02T15:30:00.000Z",
                     *         "lastSeenAt": "2026-11-24T09:05:00.000Z",
                     *         "current": false
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["Session"][];
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The other sessions ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id (from GET /api/auth/sessions). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    browserSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; Location: /login. */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "bolajon2025"
                 *     }
                 */
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description `rate_limited`: a rate limit or the daily quota is used up; retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds until a retry can succeed. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of README.txt when no `lang` cookie says otherwise: uz (default), ru or en. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive. */
            200: {
                headers: {
                    /** @description attachment; filename="oila-va-dala-YYYY-MM-DD.zip" (the Tashkent date) */
                    "Content-Disposition"?: string;
                    /** @description no-store: the archive holds health data and is never cached. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `rate_limited`: a rate limit or the daily quota is used up; retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds until a retry can succeed. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listChildren: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of ageLabel: uz (default), ru or en; region subtags are ignored. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The children. */
            200: {
                headers: {
                    /** @description Accept-Language: ageLabel depends on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *         "name": "Madina",
                     *         "birthDate": "2023-03-14",
                     *         "gender": "female",
                     *         "ageLabel": "2 yosh 3 oy",
                     *         "correctedAgeLabel": null,
                     *         "isSelected": true,
                     *         "metrics": {
                     *           "weight": 12.4,
                     *           "height": 88.5,
                     *           "headCircumference": null,
                     *           "bmi": 15.8,
                     *           "recordedAt": "2025-06-10"
                     *         }
                     *       },
                     *       {
                     *         "id": "a3e1c5d7-2b4f-4a6c-8e0d-1f2a3b4c5d6e",
                     *         "name": "Jasur",
                     *         "birthDate": "2025-01-02",
                     *         "gender": "male",
                     *         "ageLabel": "5 oy 12 kun",
                     *         "correctedAgeLabel": "3 oy 28 kun",
                     *         "isSelected": false,
                     *         "metrics": {
                     *           "weight": null,
                     *           "height": null,
                     *           "headCircumference": null,
                     *           "bmi": null,
                     *           "recordedAt": null
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ChildSummary"][];
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createChild: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of ageLabel: uz (default), ru or en; region subtags are ignored. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Madina",
                 *       "birthDate": "2023-03-14",
                 *       "gender": "female",
                 *       "weight": 3.2,
                 *       "height": 49.5,
                 *       "feedingType": "solid_food",
                 *       "allergies": [
                 *         "yeryong'oq"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateChildRequest"];
            };
        };
        responses: {
            /** @description The new child. */
            201: {
                headers: {
                    /** @description Accept-Language: ageLabel depends on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *       "name": "Madina",
                     *       "birthDate": "2023-03-14",
                     *       "gender": "female",
                     *       "ageLabel": "2 yosh 3 oy",
                     *       "correctedAgeLabel": null,
                     *       "isSelected": true,
                     *       "metrics": {
                     *         "weight": 12.4,
                     *         "height": 88.5,
                     *         "headCircumference": null,
                     *         "bmi": 15.8,
                     *         "recordedAt": "2025-06-10"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChildSummary"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description `implausible_measurement`: a measurement is very unlikely for the child's age (WHO flags: weight-for-age z < -6 or > 5, length/height-for-age beyond ±6, weight-for-length/height, BMI-for-age or head circumference-for-age beyond ±5); check the number, or resend with confirmed: true. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "implausible_measurement";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getChild: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of ageLabel: uz (default), ru or en; region subtags are ignored. */
                "Accept-Language"?: string;
            };
            path: {
                /** @description Child id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The child. */
            200: {
                headers: {
                    /** @description Accept-Language: ageLabel depends on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *       "name": "Madina",
                     *       "birthDate": "2023-03-14",
                     *       "gender": "female",
                     *       "ageLabel": "2 yosh 3 oy",
                     *       "correctedAgeLabel": null,
                     *       "isSelected": true,
                     *       "metrics": {
                     *         "weight": 12.4,
                     *         "height": 88.5,
                     *         "headCircumference": null,
                     *         "bmi": 15.8,
                     *         "recordedAt": "2025-06-10"
                     *       },
                     *       "isPremature": false,
                     *       "gestationalWeeks": 39,
                     *       "gestationalDays": 3,
                     *       "feedingType": "solid_food",
                     *       "allergies": [
                     *         "yeryong'oq"
                     *       ],
                     *       "chronicConditions": [],
                     *       "notes": "Bog'chaga boradi."
                     *     }
                     */
                    "application/json": components["schemas"]["ChildDetails"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteChild: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateChild: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of ageLabel: uz (default), ru or en; region subtags are ignored. */
                "Accept-Language"?: string;
            };
            path: {
                /** @description Child id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Madina",
                 *       "weight": 12.9
                 *     }
                 */
                "application/json": components["schemas"]["UpdateChildRequest"];
            };
        };
        responses: {
            /** @description The updated child. */
            200: {
                headers: {
                    /** @description Accept-Language: ageLabel depends on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *       "name": "Madina",
                     *       "birthDate": "2023-03-14",
                     *       "gender": "female",
                     *       "ageLabel": "2 yosh 3 oy",
                     *       "correctedAgeLabel": null,
                     *       "isSelected": true,
                     *       "metrics": {
                     *         "weight": 12.4,
                     *         "height": 88.5,
                     *         "headCircumference": null,
                     *         "bmi": 15.8,
                     *         "recordedAt": "2025-06-10"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChildSummary"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). `records_before_birth`: a new birthDate would leave dated records of the child (growth records, vaccinations, milestone answers, activities) before birth; errors lists each one on birthDate with its record. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "records_before_birth";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description `implausible_measurement`: a measurement is very unlikely for the child's age (WHO flags: weight-for-age z < -6 or > 5, length/height-for-age beyond ±6, weight-for-length/height, BMI-for-age or head circumference-for-age beyond ±5); check the number, or resend with confirmed: true. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "implausible_measurement";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    selectChild: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newly selected child. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "activeChildId": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80"
                     *     }
                     */
                    "application/json": components["schemas"]["ActiveChild"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listGrowth: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of ageLabel: uz (default), ru or en; region subtags are ignored. */
                "Accept-Language"?: string;
            };
            path: {
                /** @description Child id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The child's growth records. */
            200: {
                headers: {
                    /** @description Accept-Language: ageLabel depends on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "childId": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *       "sex": "female",
                     *       "birthDate": "2023-03-14",
                     *       "gestationalWeeks": 39,
                     *       "gestationalDays": 3,
                     *       "records": [
                     *         {
                     *           "id": "6e5d4c3b-2a19-4f08-9e7d-6c5b4a392817",
                     *           "recordedAt": "2025-06-10",
                     *           "weight": 12.4,
                     *           "height": 88.5,
                     *           "headCircumference": 47.5,
                     *           "bmi": 15.8,
                     *           "ageDays": 819,
                     *           "usedCorrectedAge": false,
                     *           "correctedAgeDays": null,
                     *           "correctedAgeLabel": null,
                     *           "postMenstrualAgeDays": null,
                     *           "standard": "who2006",
                     *           "heightPosition": "standing",
                     *           "weightForAge": {
                     *             "z": 0.12,
                     *             "percentile": 54.8,
                     *             "flag": null
                     *           },
                     *           "lengthHeightForAge": {
                     *             "z": 0.4,
                     *             "percentile": 65.5,
                     *             "flag": null
                     *           },
                     *           "bmiForAge": {
                     *             "z": -0.15,
                     *             "percentile": 44,
                     *             "flag": null
                     *           },
                     *           "headCircumferenceForAge": {
                     *             "z": 0.3,
                     *             "percentile": 61.8,
                     *             "flag": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Growth"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addGrowthRecord: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of ageLabel: uz (default), ru or en; region subtags are ignored. */
                "Accept-Language"?: string;
            };
            path: {
                /** @description Child id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "recordedAt": "2025-06-10",
                 *       "weight": 12.4,
                 *       "height": 88.5,
                 *       "headCircumference": 47.5,
                 *       "heightPosition": "standing"
                 *     }
                 */
                "application/json": components["schemas"]["AddGrowthRecordRequest"];
            };
        };
        responses: {
            /** @description The new record, assessed. */
            201: {
                headers: {
                    /** @description Accept-Language: ageLabel depends on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6e5d4c3b-2a19-4f08-9e7d-6c5b4a392817",
                     *       "recordedAt": "2025-06-10",
                     *       "weight": 12.4,
                     *       "height": 88.5,
                     *       "headCircumference": 47.5,
                     *       "bmi": 15.8,
                     *       "ageDays": 819,
                     *       "usedCorrectedAge": false,
                     *       "correctedAgeDays": null,
                     *       "correctedAgeLabel": null,
                     *       "postMenstrualAgeDays": null,
                     *       "standard": "who2006",
                     *       "heightPosition": "standing",
                     *       "weightForAge": {
                     *         "z": 0.12,
                     *         "percentile": 54.8,
                     *         "flag": null
                     *       },
                     *       "lengthHeightForAge": {
                     *         "z": 0.4,
                     *         "percentile": 65.5,
                     *         "flag": null
                     *       },
                     *       "bmiForAge": {
                     *         "z": -0.15,
                     *         "percentile": 44,
                     *         "flag": null
                     *       },
                     *       "headCircumferenceForAge": {
                     *         "z": 0.3,
                     *         "percentile": 61.8,
                     *         "flag": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GrowthRecord"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description `implausible_measurement`: a measurement is very unlikely for the child's age (WHO flags: weight-for-age z < -6 or > 5, length/height-for-age beyond ±6, weight-for-length/height, BMI-for-age or head circumference-for-age beyond ±5); check the number, or resend with confirmed: true. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "implausible_measurement";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getVisitSummary: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of ageLabel: uz (default), ru or en; region subtags are ignored. */
                "Accept-Language"?: string;
            };
            path: {
                /** @description Child id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    /** @description Accept-Language: ageLabel depends on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "childId": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *       "preparedOn": "2025-06-10",
                     *       "child": {
                     *         "id": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *         "name": "Madina",
                     *         "birthDate": "2023-03-14",
                     *         "gender": "female",
                     *         "ageLabel": "2 yosh 3 oy",
                     *         "correctedAgeLabel": null,
                     *         "isSelected": true,
                     *         "metrics": {
                     *           "weight": 12.4,
                     *           "height": 88.5,
                     *           "headCircumference": null,
                     *           "bmi": 15.8,
                     *           "recordedAt": "2025-06-10"
                     *         },
                     *         "isPremature": false,
                     *         "gestationalWeeks": 39,
                     *         "gestationalDays": 3,
                     *         "feedingType": "solid_food",
                     *         "allergies": [
                     *           "yeryong'oq"
                     *         ],
                     *         "chronicConditions": [],
                     *         "notes": "Bog'chaga boradi."
                     *       },
                     *       "birthMeasurements": {
                     *         "weight": 3.2,
                     *         "height": 49.5,
                     *         "headCircumference": null
                     *       },
                     *       "standards": [
                     *         "who2006"
                     *       ],
                     *       "growth": {
                     *         "childId": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *         "sex": "female",
                     *         "birthDate": "2023-03-14",
                     *         "gestationalWeeks": 39,
                     *         "gestationalDays": 3,
                     *         "records": [
                     *           {
                     *             "id": "1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a",
                     *             "recordedAt": "2023-03-14",
                     *             "weight": 3.2,
                     *             "height": 49.5,
                     *             "headCircumference": null,
                     *             "bmi": 13.1,
                     *             "ageDays": 0,
                     *             "usedCorrectedAge": false,
                     *             "correctedAgeDays": null,
                     *             "correctedAgeLabel": null,
                     *             "postMenstrualAgeDays": null,
                     *             "standard": "who2006",
                     *             "heightPosition": "lying",
                     *             "weightForAge": {
                     *               "z": -0.06,
                     *               "percentile": 47.6,
                     *               "flag": null
                     *             },
                     *             "lengthHeightForAge": {
                     *               "z": 0.18,
                     *               "percentile": 57.1,
                     *               "flag": null
                     *             },
                     *             "bmiForAge": {
                     *               "z": -0.3,
                     *               "percentile": 38.2,
                     *               "flag": null
                     *             },
                     *             "headCircumferenceForAge": null
                     *           },
                     *           {
                     *             "id": "6e5d4c3b-2a19-4f08-9e7d-6c5b4a392817",
                     *             "recordedAt": "2025-06-10",
                     *             "weight": 12.4,
                     *             "height": 88.5,
                     *             "headCircumference": 47.5,
                     *             "bmi": 15.8,
                     *             "ageDays": 819,
                     *             "usedCorrectedAge": false,
                     *             "correctedAgeDays": null,
                     *             "correctedAgeLabel": null,
                     *             "postMenstrualAgeDays": null,
                     *             "standard": "who2006",
                     *             "heightPosition": "standing",
                     *             "weightForAge": {
                     *               "z": 0.12,
                     *               "percentile": 54.8,
                     *               "flag": null
                     *             },
                     *             "lengthHeightForAge": {
                     *               "z": 0.4,
                     *               "percentile": 65.5,
                     *               "flag": null
                     *             },
                     *             "bmiForAge": {
                     *               "z": -0.15,
                     *               "percentile": 44,
                     *               "flag": null
                     *             },
                     *             "headCircumferenceForAge": {
                     *               "z": 0.3,
                     *               "percentile": 61.8,
                     *               "flag": null
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "milestones": {
                     *         "ageMonths": 26,
                     *         "correctedAge": false,
                     *         "currentWindow": 24,
                     *         "advice": {
                     *           "talkToDoctor": false,
                     *           "reasons": [],
                     *           "message": null
                     *         },
                     *         "items": [
                     *           {
                     *             "id": "m24-two-words",
                     *             "kind": "milestone",
                     *             "domain": "language",
                     *             "text": "Ikki so'zni qo'shib aytadi, masalan, \"yana sut\".",
                     *             "optional": false,
                     *             "whoWindow": null,
                     *             "answer": {
                     *               "answer": "not_yet",
                     *               "date": "2025-06-01"
                     *             }
                     *           },
                     *           {
                     *             "id": "s24-shows-wants",
                     *             "kind": "sign",
                     *             "domain": null,
                     *             "text": "Istagini so'z yoki imo-ishora bilan bildirishga urinadi.",
                     *             "optional": false,
                     *             "whoWindow": null,
                     *             "answer": {
                     *               "answer": "yes",
                     *               "date": "2025-06-01"
                     *             }
                     *           }
                     *         ],
                     *         "concerns": []
                     *       },
                     *       "vaccinations": {
                     *         "childId": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *         "birthDate": "2023-03-14",
                     *         "today": "2025-06-10",
                     *         "next": {
                     *           "id": "mmr-2",
                     *           "vaccine": "mmr",
                     *           "vaccineName": "Qizamiq, qizilcha, tepki (parotit)",
                     *           "names": {
                     *             "uz": "Qizamiq, qizilcha, tepki (parotit)",
                     *             "ru": "Корь, краснуха, паротит",
                     *             "en": "Measles, mumps, rubella"
                     *           },
                     *           "cardName": "QPQ",
                     *           "doseNumber": 2,
                     *           "ageMonths": 72,
                     *           "dueOn": "2029-03-14",
                     *           "overdueAfter": "2029-05-13",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         "catchUp": [
                     *           {
                     *             "id": "opv-1",
                     *             "vaccine": "opv",
                     *             "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *             "names": {
                     *               "uz": "Poliomiyelit, tomchi (OPV)",
                     *               "ru": "Полиомиелит, капли (ОПВ)",
                     *               "en": "Polio, drops (OPV)"
                     *             },
                     *             "cardName": "OPV",
                     *             "doseNumber": 1,
                     *             "ageMonths": 2,
                     *             "dueOn": "2023-05-14",
                     *             "overdueAfter": "2023-06-13",
                     *             "notAfter": null,
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "pcv-1",
                     *             "vaccine": "pcv",
                     *             "vaccineName": "Pnevmokokk",
                     *             "names": {
                     *               "uz": "Pnevmokokk",
                     *               "ru": "Пневмококк",
                     *               "en": "Pneumococcal"
                     *             },
                     *             "cardName": "PKV",
                     *             "doseNumber": 1,
                     *             "ageMonths": 2,
                     *             "dueOn": "2023-05-14",
                     *             "overdueAfter": "2023-06-13",
                     *             "notAfter": "2028-03-13",
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "penta-2",
                     *             "vaccine": "penta",
                     *             "vaccineName": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *             "names": {
                     *               "uz": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *               "ru": "Пентавалентная/гексавалентная (коклюш, дифтерия, столбняк, гепатит B, Hib)",
                     *               "en": "Pentavalent/hexavalent (pertussis, diphtheria, tetanus, hepatitis B, Hib)"
                     *             },
                     *             "cardName": "Penta (AKDS + VGV + Hib)",
                     *             "doseNumber": 2,
                     *             "ageMonths": 3,
                     *             "dueOn": "2023-06-14",
                     *             "overdueAfter": "2023-07-14",
                     *             "notAfter": "2028-03-13",
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "opv-2",
                     *             "vaccine": "opv",
                     *             "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *             "names": {
                     *               "uz": "Poliomiyelit, tomchi (OPV)",
                     *               "ru": "Полиомиелит, капли (ОПВ)",
                     *               "en": "Polio, drops (OPV)"
                     *             },
                     *             "cardName": "OPV",
                     *             "doseNumber": 2,
                     *             "ageMonths": 3,
                     *             "dueOn": "2023-06-14",
                     *             "overdueAfter": "2023-07-14",
                     *             "notAfter": null,
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "pcv-2",
                     *             "vaccine": "pcv",
                     *             "vaccineName": "Pnevmokokk",
                     *             "names": {
                     *               "uz": "Pnevmokokk",
                     *               "ru": "Пневмококк",
                     *               "en": "Pneumococcal"
                     *             },
                     *             "cardName": "PKV",
                     *             "doseNumber": 2,
                     *             "ageMonths": 3,
                     *             "dueOn": "2023-06-14",
                     *             "overdueAfter": "2023-07-14",
                     *             "notAfter": "2028-03-13",
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "penta-3",
                     *             "vaccine": "penta",
                     *             "vaccineName": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *             "names": {
                     *               "uz": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *               "ru": "Пентавалентная/гексавалентная (коклюш, дифтерия, столбняк, гепатит B, Hib)",
                     *               "en": "Pentavalent/hexavalent (pertussis, diphtheria, tetanus, hepatitis B, Hib)"
                     *             },
                     *             "cardName": "Penta (AKDS + VGV + Hib)",
                     *             "doseNumber": 3,
                     *             "ageMonths": 4,
                     *             "dueOn": "2023-07-14",
                     *             "overdueAfter": "2023-08-13",
                     *             "notAfter": "2028-03-13",
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "opv-3",
                     *             "vaccine": "opv",
                     *             "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *             "names": {
                     *               "uz": "Poliomiyelit, tomchi (OPV)",
                     *               "ru": "Полиомиелит, капли (ОПВ)",
                     *               "en": "Polio, drops (OPV)"
                     *             },
                     *             "cardName": "OPV",
                     *             "doseNumber": 3,
                     *             "ageMonths": 4,
                     *             "dueOn": "2023-07-14",
                     *             "overdueAfter": "2023-08-13",
                     *             "notAfter": null,
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "ipv-1",
                     *             "vaccine": "ipv",
                     *             "vaccineName": "Poliomiyelit, ukol (IPV)",
                     *             "names": {
                     *               "uz": "Poliomiyelit, ukol (IPV)",
                     *               "ru": "Полиомиелит, укол (ИПВ)",
                     *               "en": "Polio, injection (IPV)"
                     *             },
                     *             "cardName": "IPV",
                     *             "doseNumber": 1,
                     *             "ageMonths": 4,
                     *             "dueOn": "2023-07-14",
                     *             "overdueAfter": "2023-08-13",
                     *             "notAfter": null,
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "pcv-3",
                     *             "vaccine": "pcv",
                     *             "vaccineName": "Pnevmokokk",
                     *             "names": {
                     *               "uz": "Pnevmokokk",
                     *               "ru": "Пневмококк",
                     *               "en": "Pneumococcal"
                     *             },
                     *             "cardName": "PKV",
                     *             "doseNumber": 3,
                     *             "ageMonths": 12,
                     *             "dueOn": "2024-03-14",
                     *             "overdueAfter": "2024-05-13",
                     *             "notAfter": "2028-03-13",
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "mmr-1",
                     *             "vaccine": "mmr",
                     *             "vaccineName": "Qizamiq, qizilcha, tepki (parotit)",
                     *             "names": {
                     *               "uz": "Qizamiq, qizilcha, tepki (parotit)",
                     *               "ru": "Корь, краснуха, паротит",
                     *               "en": "Measles, mumps, rubella"
                     *             },
                     *             "cardName": "QPQ",
                     *             "doseNumber": 1,
                     *             "ageMonths": 12,
                     *             "dueOn": "2024-03-14",
                     *             "overdueAfter": "2024-05-13",
                     *             "notAfter": null,
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "dtp-4",
                     *             "vaccine": "dtp",
                     *             "vaccineName": "Ko'kyo'tal, difteriya, qoqshol",
                     *             "names": {
                     *               "uz": "Ko'kyo'tal, difteriya, qoqshol",
                     *               "ru": "Коклюш, дифтерия, столбняк",
                     *               "en": "Pertussis, diphtheria, tetanus"
                     *             },
                     *             "cardName": "AKDS",
                     *             "doseNumber": 4,
                     *             "ageMonths": 16,
                     *             "dueOn": "2024-07-14",
                     *             "overdueAfter": "2024-09-12",
                     *             "notAfter": "2030-03-13",
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "opv-4",
                     *             "vaccine": "opv",
                     *             "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *             "names": {
                     *               "uz": "Poliomiyelit, tomchi (OPV)",
                     *               "ru": "Полиомиелит, капли (ОПВ)",
                     *               "en": "Polio, drops (OPV)"
                     *             },
                     *             "cardName": "OPV",
                     *             "doseNumber": 4,
                     *             "ageMonths": 16,
                     *             "dueOn": "2024-07-14",
                     *             "overdueAfter": "2024-09-12",
                     *             "notAfter": null,
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           }
                     *         ],
                     *         "progress": {
                     *           "done": 3,
                     *           "of": 15
                     *         },
                     *         "doses": [
                     *           {
                     *             "id": "hepb-0",
                     *             "vaccine": "hepB",
                     *             "vaccineName": "Gepatit B",
                     *             "names": {
                     *               "uz": "Gepatit B",
                     *               "ru": "Гепатит B",
                     *               "en": "Hepatitis B"
                     *             },
                     *             "cardName": "VGV",
                     *             "doseNumber": 1,
                     *             "ageMonths": 0,
                     *             "dueOn": "2023-03-14",
                     *             "overdueAfter": "2023-03-21",
                     *             "notAfter": "2023-04-10",
                     *             "status": "done",
                     *             "givenOn": "2023-03-14",
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "bcg",
                     *             "vaccine": "bcg",
                     *             "vaccineName": "Sil (BCG)",
                     *             "names": {
                     *               "uz": "Sil (BCG)",
                     *               "ru": "Туберкулёз (БЦЖ)",
                     *               "en": "Tuberculosis (BCG)"
                     *             },
                     *             "cardName": "BSJ",
                     *             "doseNumber": 1,
                     *             "ageMonths": 0,
                     *             "dueOn": "2023-03-16",
                     *             "overdueAfter": "2023-03-23",
                     *             "notAfter": null,
                     *             "status": "done",
                     *             "givenOn": "2023-03-16",
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "penta-1",
                     *             "vaccine": "penta",
                     *             "vaccineName": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *             "names": {
                     *               "uz": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *               "ru": "Пентавалентная/гексавалентная (коклюш, дифтерия, столбняк, гепатит B, Hib)",
                     *               "en": "Pentavalent/hexavalent (pertussis, diphtheria, tetanus, hepatitis B, Hib)"
                     *             },
                     *             "cardName": "Penta (AKDS + VGV + Hib)",
                     *             "doseNumber": 1,
                     *             "ageMonths": 2,
                     *             "dueOn": "2023-05-14",
                     *             "overdueAfter": "2023-06-13",
                     *             "notAfter": "2028-03-13",
                     *             "status": "done",
                     *             "givenOn": "2023-05-16",
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           },
                     *           {
                     *             "id": "opv-1",
                     *             "vaccine": "opv",
                     *             "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *             "names": {
                     *               "uz": "Poliomiyelit, tomchi (OPV)",
                     *               "ru": "Полиомиелит, капли (ОПВ)",
                     *               "en": "Polio, drops (OPV)"
                     *             },
                     *             "cardName": "OPV",
                     *             "doseNumber": 1,
                     *             "ageMonths": 2,
                     *             "dueOn": "2023-05-14",
                     *             "overdueAfter": "2023-06-13",
                     *             "notAfter": null,
                     *             "status": "overdue",
                     *             "givenOn": null,
                     *             "dateFromSchedule": false,
                     *             "note": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["VisitSummary"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listVaccinations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of ageLabel: uz (default), ru or en; region subtags are ignored. */
                "Accept-Language"?: string;
            };
            path: {
                /** @description Child id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar for the child. */
            200: {
                headers: {
                    /** @description Accept-Language: ageLabel depends on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "childId": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *       "birthDate": "2025-01-15",
                     *       "today": "2025-03-20",
                     *       "next": {
                     *         "id": "penta-1",
                     *         "vaccine": "penta",
                     *         "vaccineName": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *         "names": {
                     *           "uz": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *           "ru": "Пентавалентная/гексавалентная (коклюш, дифтерия, столбняк, гепатит B, Hib)",
                     *           "en": "Pentavalent/hexavalent (pertussis, diphtheria, tetanus, hepatitis B, Hib)"
                     *         },
                     *         "cardName": "Penta (AKDS + VGV + Hib)",
                     *         "doseNumber": 1,
                     *         "ageMonths": 2,
                     *         "dueOn": "2025-03-15",
                     *         "overdueAfter": "2025-04-14",
                     *         "notAfter": "2030-01-14",
                     *         "status": "due",
                     *         "givenOn": null,
                     *         "dateFromSchedule": false,
                     *         "note": null
                     *       },
                     *       "catchUp": [],
                     *       "progress": {
                     *         "done": 2,
                     *         "of": 6
                     *       },
                     *       "doses": [
                     *         {
                     *           "id": "hepb-0",
                     *           "vaccine": "hepB",
                     *           "vaccineName": "Gepatit B",
                     *           "names": {
                     *             "uz": "Gepatit B",
                     *             "ru": "Гепатит B",
                     *             "en": "Hepatitis B"
                     *           },
                     *           "cardName": "VGV",
                     *           "doseNumber": 1,
                     *           "ageMonths": 0,
                     *           "dueOn": "2025-01-15",
                     *           "overdueAfter": "2025-01-22",
                     *           "notAfter": "2025-02-11",
                     *           "status": "done",
                     *           "givenOn": "2025-01-15",
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "bcg",
                     *           "vaccine": "bcg",
                     *           "vaccineName": "Sil (BCG)",
                     *           "names": {
                     *             "uz": "Sil (BCG)",
                     *             "ru": "Туберкулёз (БЦЖ)",
                     *             "en": "Tuberculosis (BCG)"
                     *           },
                     *           "cardName": "BSJ",
                     *           "doseNumber": 1,
                     *           "ageMonths": 0,
                     *           "dueOn": "2025-01-17",
                     *           "overdueAfter": "2025-01-24",
                     *           "notAfter": null,
                     *           "status": "done",
                     *           "givenOn": "2025-01-17",
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "penta-1",
                     *           "vaccine": "penta",
                     *           "vaccineName": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *           "names": {
                     *             "uz": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *             "ru": "Пентавалентная/гексавалентная (коклюш, дифтерия, столбняк, гепатит B, Hib)",
                     *             "en": "Pentavalent/hexavalent (pertussis, diphtheria, tetanus, hepatitis B, Hib)"
                     *           },
                     *           "cardName": "Penta (AKDS + VGV + Hib)",
                     *           "doseNumber": 1,
                     *           "ageMonths": 2,
                     *           "dueOn": "2025-03-15",
                     *           "overdueAfter": "2025-04-14",
                     *           "notAfter": "2030-01-14",
                     *           "status": "due",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "opv-1",
                     *           "vaccine": "opv",
                     *           "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *           "names": {
                     *             "uz": "Poliomiyelit, tomchi (OPV)",
                     *             "ru": "Полиомиелит, капли (ОПВ)",
                     *             "en": "Polio, drops (OPV)"
                     *           },
                     *           "cardName": "OPV",
                     *           "doseNumber": 1,
                     *           "ageMonths": 2,
                     *           "dueOn": "2025-03-15",
                     *           "overdueAfter": "2025-04-14",
                     *           "notAfter": null,
                     *           "status": "due",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "pcv-1",
                     *           "vaccine": "pcv",
                     *           "vaccineName": "Pnevmokokk",
                     *           "names": {
                     *             "uz": "Pnevmokokk",
                     *             "ru": "Пневмококк",
                     *             "en": "Pneumococcal"
                     *           },
                     *           "cardName": "PKV",
                     *           "doseNumber": 1,
                     *           "ageMonths": 2,
                     *           "dueOn": "2025-03-15",
                     *           "overdueAfter": "2025-04-14",
                     *           "notAfter": "2030-01-14",
                     *           "status": "due",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "rota-1",
                     *           "vaccine": "rota",
                     *           "vaccineName": "Rotavirus",
                     *           "names": {
                     *             "uz": "Rotavirus",
                     *             "ru": "Ротавирус",
                     *             "en": "Rotavirus"
                     *           },
                     *           "cardName": "Rota",
                     *           "doseNumber": 1,
                     *           "ageMonths": 2,
                     *           "dueOn": "2025-03-15",
                     *           "overdueAfter": "2025-04-14",
                     *           "notAfter": "2027-01-14",
                     *           "status": "due",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "penta-2",
                     *           "vaccine": "penta",
                     *           "vaccineName": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *           "names": {
                     *             "uz": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *             "ru": "Пентавалентная/гексавалентная (коклюш, дифтерия, столбняк, гепатит B, Hib)",
                     *             "en": "Pentavalent/hexavalent (pertussis, diphtheria, tetanus, hepatitis B, Hib)"
                     *           },
                     *           "cardName": "Penta (AKDS + VGV + Hib)",
                     *           "doseNumber": 2,
                     *           "ageMonths": 3,
                     *           "dueOn": "2025-04-15",
                     *           "overdueAfter": "2025-05-15",
                     *           "notAfter": "2030-01-14",
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "opv-2",
                     *           "vaccine": "opv",
                     *           "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *           "names": {
                     *             "uz": "Poliomiyelit, tomchi (OPV)",
                     *             "ru": "Полиомиелит, капли (ОПВ)",
                     *             "en": "Polio, drops (OPV)"
                     *           },
                     *           "cardName": "OPV",
                     *           "doseNumber": 2,
                     *           "ageMonths": 3,
                     *           "dueOn": "2025-04-15",
                     *           "overdueAfter": "2025-05-15",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "pcv-2",
                     *           "vaccine": "pcv",
                     *           "vaccineName": "Pnevmokokk",
                     *           "names": {
                     *             "uz": "Pnevmokokk",
                     *             "ru": "Пневмококк",
                     *             "en": "Pneumococcal"
                     *           },
                     *           "cardName": "PKV",
                     *           "doseNumber": 2,
                     *           "ageMonths": 3,
                     *           "dueOn": "2025-04-15",
                     *           "overdueAfter": "2025-05-15",
                     *           "notAfter": "2030-01-14",
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "rota-2",
                     *           "vaccine": "rota",
                     *           "vaccineName": "Rotavirus",
                     *           "names": {
                     *             "uz": "Rotavirus",
                     *             "ru": "Ротавирус",
                     *             "en": "Rotavirus"
                     *           },
                     *           "cardName": "Rota",
                     *           "doseNumber": 2,
                     *           "ageMonths": 3,
                     *           "dueOn": "2025-04-15",
                     *           "overdueAfter": "2025-05-15",
                     *           "notAfter": "2027-01-14",
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "penta-3",
                     *           "vaccine": "penta",
                     *           "vaccineName": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *           "names": {
                     *             "uz": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *             "ru": "Пентавалентная/гексавалентная (коклюш, дифтерия, столбняк, гепатит B, Hib)",
                     *             "en": "Pentavalent/hexavalent (pertussis, diphtheria, tetanus, hepatitis B, Hib)"
                     *           },
                     *           "cardName": "Penta (AKDS + VGV + Hib)",
                     *           "doseNumber": 3,
                     *           "ageMonths": 4,
                     *           "dueOn": "2025-05-15",
                     *           "overdueAfter": "2025-06-14",
                     *           "notAfter": "2030-01-14",
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "opv-3",
                     *           "vaccine": "opv",
                     *           "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *           "names": {
                     *             "uz": "Poliomiyelit, tomchi (OPV)",
                     *             "ru": "Полиомиелит, капли (ОПВ)",
                     *             "en": "Polio, drops (OPV)"
                     *           },
                     *           "cardName": "OPV",
                     *           "doseNumber": 3,
                     *           "ageMonths": 4,
                     *           "dueOn": "2025-05-15",
                     *           "overdueAfter": "2025-06-14",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "ipv-1",
                     *           "vaccine": "ipv",
                     *           "vaccineName": "Poliomiyelit, ukol (IPV)",
                     *           "names": {
                     *             "uz": "Poliomiyelit, ukol (IPV)",
                     *             "ru": "Полиомиелит, укол (ИПВ)",
                     *             "en": "Polio, injection (IPV)"
                     *           },
                     *           "cardName": "IPV",
                     *           "doseNumber": 1,
                     *           "ageMonths": 4,
                     *           "dueOn": "2025-05-15",
                     *           "overdueAfter": "2025-06-14",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "pcv-3",
                     *           "vaccine": "pcv",
                     *           "vaccineName": "Pnevmokokk",
                     *           "names": {
                     *             "uz": "Pnevmokokk",
                     *             "ru": "Пневмококк",
                     *             "en": "Pneumococcal"
                     *           },
                     *           "cardName": "PKV",
                     *           "doseNumber": 3,
                     *           "ageMonths": 12,
                     *           "dueOn": "2026-01-15",
                     *           "overdueAfter": "2026-03-16",
                     *           "notAfter": "2030-01-14",
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "mmr-1",
                     *           "vaccine": "mmr",
                     *           "vaccineName": "Qizamiq, qizilcha, tepki (parotit)",
                     *           "names": {
                     *             "uz": "Qizamiq, qizilcha, tepki (parotit)",
                     *             "ru": "Корь, краснуха, паротит",
                     *             "en": "Measles, mumps, rubella"
                     *           },
                     *           "cardName": "QPQ",
                     *           "doseNumber": 1,
                     *           "ageMonths": 12,
                     *           "dueOn": "2026-01-15",
                     *           "overdueAfter": "2026-03-16",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "dtp-4",
                     *           "vaccine": "dtp",
                     *           "vaccineName": "Ko'kyo'tal, difteriya, qoqshol",
                     *           "names": {
                     *             "uz": "Ko'kyo'tal, difteriya, qoqshol",
                     *             "ru": "Коклюш, дифтерия, столбняк",
                     *             "en": "Pertussis, diphtheria, tetanus"
                     *           },
                     *           "cardName": "AKDS",
                     *           "doseNumber": 4,
                     *           "ageMonths": 16,
                     *           "dueOn": "2026-05-15",
                     *           "overdueAfter": "2026-07-14",
                     *           "notAfter": "2032-01-14",
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "opv-4",
                     *           "vaccine": "opv",
                     *           "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *           "names": {
                     *             "uz": "Poliomiyelit, tomchi (OPV)",
                     *             "ru": "Полиомиелит, капли (ОПВ)",
                     *             "en": "Polio, drops (OPV)"
                     *           },
                     *           "cardName": "OPV",
                     *           "doseNumber": 4,
                     *           "ageMonths": 16,
                     *           "dueOn": "2026-05-15",
                     *           "overdueAfter": "2026-07-14",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "mmr-2",
                     *           "vaccine": "mmr",
                     *           "vaccineName": "Qizamiq, qizilcha, tepki (parotit)",
                     *           "names": {
                     *             "uz": "Qizamiq, qizilcha, tepki (parotit)",
                     *             "ru": "Корь, краснуха, паротит",
                     *             "en": "Measles, mumps, rubella"
                     *           },
                     *           "cardName": "QPQ",
                     *           "doseNumber": 2,
                     *           "ageMonths": 72,
                     *           "dueOn": "2031-01-15",
                     *           "overdueAfter": "2031-03-16",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "opv-5",
                     *           "vaccine": "opv",
                     *           "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *           "names": {
                     *             "uz": "Poliomiyelit, tomchi (OPV)",
                     *             "ru": "Полиомиелит, капли (ОПВ)",
                     *             "en": "Polio, drops (OPV)"
                     *           },
                     *           "cardName": "OPV",
                     *           "doseNumber": 5,
                     *           "ageMonths": 84,
                     *           "dueOn": "2032-01-15",
                     *           "overdueAfter": "2032-03-15",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "td-5",
                     *           "vaccine": "td",
                     *           "vaccineName": "Difteriya, qoqshol",
                     *           "names": {
                     *             "uz": "Difteriya, qoqshol",
                     *             "ru": "Дифтерия, столбняк",
                     *             "en": "Diphtheria, tetanus"
                     *           },
                     *           "cardName": "ADS-M",
                     *           "doseNumber": 5,
                     *           "ageMonths": 84,
                     *           "dueOn": "2032-01-15",
                     *           "overdueAfter": "2032-03-15",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "hpv-1",
                     *           "vaccine": "hpv",
                     *           "vaccineName": "Odam papillomavirusi (bachadon bo'yni saratonidan himoya)",
                     *           "names": {
                     *             "uz": "Odam papillomavirusi (bachadon bo'yni saratonidan himoya)",
                     *             "ru": "Вирус папилломы человека (защита от рака шейки матки)",
                     *             "en": "Human papillomavirus (protects against cervical cancer)"
                     *           },
                     *           "cardName": "VPCh",
                     *           "doseNumber": 1,
                     *           "ageMonths": 108,
                     *           "dueOn": "2034-01-15",
                     *           "overdueAfter": "2034-03-16",
                     *           "notAfter": "2040-01-14",
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": "Dastur 2019 yilda 6 oy oraliq bilan 2 doza bilan boshlangan; JSST 2022 yildan bitta dozani ham yetarli deydi. Ikkinchi doza kerakmi, poliklinika aytadi."
                     *         },
                     *         {
                     *           "id": "td-6",
                     *           "vaccine": "td",
                     *           "vaccineName": "Difteriya, qoqshol",
                     *           "names": {
                     *             "uz": "Difteriya, qoqshol",
                     *             "ru": "Дифтерия, столбняк",
                     *             "en": "Diphtheria, tetanus"
                     *           },
                     *           "cardName": "ADS-M",
                     *           "doseNumber": 6,
                     *           "ageMonths": 192,
                     *           "dueOn": "2041-01-15",
                     *           "overdueAfter": "2041-03-16",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Vaccinations"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setVaccination: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of ageLabel: uz (default), ru or en; region subtags are ignored. */
                "Accept-Language"?: string;
            };
            path: {
                /** @description Child id (UUID). */
                id: string;
                /** @description Dose id from the calendar (GET .../vaccinations), such as bcg or penta-1. */
                doseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "done": true,
                 *       "date": "2025-03-18"
                 *     }
                 */
                "application/json": components["schemas"]["SetVaccinationRequest"];
            };
        };
        responses: {
            /** @description The dose after the change. */
            200: {
                headers: {
                    /** @description Accept-Language: ageLabel depends on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "opv-1",
                     *       "vaccine": "opv",
                     *       "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *       "names": {
                     *         "uz": "Poliomiyelit, tomchi (OPV)",
                     *         "ru": "Полиомиелит, капли (ОПВ)",
                     *         "en": "Polio, drops (OPV)"
                     *       },
                     *       "cardName": "OPV",
                     *       "doseNumber": 1,
                     *       "ageMonths": 2,
                     *       "dueOn": "2025-03-15",
                     *       "overdueAfter": "2025-04-14",
                     *       "notAfter": null,
                     *       "status": "due",
                     *       "givenOn": null,
                     *       "dateFromSchedule": false,
                     *       "note": null
                     *     }
                     */
                    "application/json": components["schemas"]["VaccinationDose"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    markVaccinationsOnTime: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of ageLabel: uz (default), ru or en; region subtags are ignored. */
                "Accept-Language"?: string;
            };
            path: {
                /** @description Child id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar after marking. */
            200: {
                headers: {
                    /** @description Accept-Language: ageLabel depends on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "childId": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *       "birthDate": "2025-01-15",
                     *       "today": "2026-01-20",
                     *       "next": {
                     *         "id": "dtp-4",
                     *         "vaccine": "dtp",
                     *         "vaccineName": "Ko'kyo'tal, difteriya, qoqshol",
                     *         "names": {
                     *           "uz": "Ko'kyo'tal, difteriya, qoqshol",
                     *           "ru": "Коклюш, дифтерия, столбняк",
                     *           "en": "Pertussis, diphtheria, tetanus"
                     *         },
                     *         "cardName": "AKDS",
                     *         "doseNumber": 4,
                     *         "ageMonths": 16,
                     *         "dueOn": "2026-05-15",
                     *         "overdueAfter": "2026-07-14",
                     *         "notAfter": "2032-01-14",
                     *         "status": "upcoming",
                     *         "givenOn": null,
                     *         "dateFromSchedule": false,
                     *         "note": null
                     *       },
                     *       "catchUp": [],
                     *       "progress": {
                     *         "done": 15,
                     *         "of": 15
                     *       },
                     *       "doses": [
                     *         {
                     *           "id": "hepb-0",
                     *           "vaccine": "hepB",
                     *           "vaccineName": "Gepatit B",
                     *           "names": {
                     *             "uz": "Gepatit B",
                     *             "ru": "Гепатит B",
                     *             "en": "Hepatitis B"
                     *           },
                     *           "cardName": "VGV",
                     *           "doseNumber": 1,
                     *           "ageMonths": 0,
                     *           "dueOn": "2025-01-15",
                     *           "overdueAfter": "2025-01-22",
                     *           "notAfter": "2025-02-11",
                     *           "status": "done",
                     *           "givenOn": "2025-01-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "bcg",
                     *           "vaccine": "bcg",
                     *           "vaccineName": "Sil (BCG)",
                     *           "names": {
                     *             "uz": "Sil (BCG)",
                     *             "ru": "Туберкулёз (БЦЖ)",
                     *             "en": "Tuberculosis (BCG)"
                     *           },
                     *           "cardName": "BSJ",
                     *           "doseNumber": 1,
                     *           "ageMonths": 0,
                     *           "dueOn": "2025-01-17",
                     *           "overdueAfter": "2025-01-24",
                     *           "notAfter": null,
                     *           "status": "done",
                     *           "givenOn": "2025-01-17",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "penta-1",
                     *           "vaccine": "penta",
                     *           "vaccineName": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *           "names": {
                     *             "uz": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *             "ru": "Пентавалентная/гексавалентная (коклюш, дифтерия, столбняк, гепатит B, Hib)",
                     *             "en": "Pentavalent/hexavalent (pertussis, diphtheria, tetanus, hepatitis B, Hib)"
                     *           },
                     *           "cardName": "Penta (AKDS + VGV + Hib)",
                     *           "doseNumber": 1,
                     *           "ageMonths": 2,
                     *           "dueOn": "2025-03-15",
                     *           "overdueAfter": "2025-04-14",
                     *           "notAfter": "2030-01-14",
                     *           "status": "done",
                     *           "givenOn": "2025-03-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "opv-1",
                     *           "vaccine": "opv",
                     *           "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *           "names": {
                     *             "uz": "Poliomiyelit, tomchi (OPV)",
                     *             "ru": "Полиомиелит, капли (ОПВ)",
                     *             "en": "Polio, drops (OPV)"
                     *           },
                     *           "cardName": "OPV",
                     *           "doseNumber": 1,
                     *           "ageMonths": 2,
                     *           "dueOn": "2025-03-15",
                     *           "overdueAfter": "2025-04-14",
                     *           "notAfter": null,
                     *           "status": "done",
                     *           "givenOn": "2025-03-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "pcv-1",
                     *           "vaccine": "pcv",
                     *           "vaccineName": "Pnevmokokk",
                     *           "names": {
                     *             "uz": "Pnevmokokk",
                     *             "ru": "Пневмококк",
                     *             "en": "Pneumococcal"
                     *           },
                     *           "cardName": "PKV",
                     *           "doseNumber": 1,
                     *           "ageMonths": 2,
                     *           "dueOn": "2025-03-15",
                     *           "overdueAfter": "2025-04-14",
                     *           "notAfter": "2030-01-14",
                     *           "status": "done",
                     *           "givenOn": "2025-03-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "rota-1",
                     *           "vaccine": "rota",
                     *           "vaccineName": "Rotavirus",
                     *           "names": {
                     *             "uz": "Rotavirus",
                     *             "ru": "Ротавирус",
                     *             "en": "Rotavirus"
                     *           },
                     *           "cardName": "Rota",
                     *           "doseNumber": 1,
                     *           "ageMonths": 2,
                     *           "dueOn": "2025-03-15",
                     *           "overdueAfter": "2025-04-14",
                     *           "notAfter": "2027-01-14",
                     *           "status": "done",
                     *           "givenOn": "2025-03-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "penta-2",
                     *           "vaccine": "penta",
                     *           "vaccineName": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *           "names": {
                     *             "uz": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *             "ru": "Пентавалентная/гексавалентная (коклюш, дифтерия, столбняк, гепатит B, Hib)",
                     *             "en": "Pentavalent/hexavalent (pertussis, diphtheria, tetanus, hepatitis B, Hib)"
                     *           },
                     *           "cardName": "Penta (AKDS + VGV + Hib)",
                     *           "doseNumber": 2,
                     *           "ageMonths": 3,
                     *           "dueOn": "2025-04-15",
                     *           "overdueAfter": "2025-05-15",
                     *           "notAfter": "2030-01-14",
                     *           "status": "done",
                     *           "givenOn": "2025-04-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "opv-2",
                     *           "vaccine": "opv",
                     *           "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *           "names": {
                     *             "uz": "Poliomiyelit, tomchi (OPV)",
                     *             "ru": "Полиомиелит, капли (ОПВ)",
                     *             "en": "Polio, drops (OPV)"
                     *           },
                     *           "cardName": "OPV",
                     *           "doseNumber": 2,
                     *           "ageMonths": 3,
                     *           "dueOn": "2025-04-15",
                     *           "overdueAfter": "2025-05-15",
                     *           "notAfter": null,
                     *           "status": "done",
                     *           "givenOn": "2025-04-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "pcv-2",
                     *           "vaccine": "pcv",
                     *           "vaccineName": "Pnevmokokk",
                     *           "names": {
                     *             "uz": "Pnevmokokk",
                     *             "ru": "Пневмококк",
                     *             "en": "Pneumococcal"
                     *           },
                     *           "cardName": "PKV",
                     *           "doseNumber": 2,
                     *           "ageMonths": 3,
                     *           "dueOn": "2025-04-15",
                     *           "overdueAfter": "2025-05-15",
                     *           "notAfter": "2030-01-14",
                     *           "status": "done",
                     *           "givenOn": "2025-04-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "rota-2",
                     *           "vaccine": "rota",
                     *           "vaccineName": "Rotavirus",
                     *           "names": {
                     *             "uz": "Rotavirus",
                     *             "ru": "Ротавирус",
                     *             "en": "Rotavirus"
                     *           },
                     *           "cardName": "Rota",
                     *           "doseNumber": 2,
                     *           "ageMonths": 3,
                     *           "dueOn": "2025-04-15",
                     *           "overdueAfter": "2025-05-15",
                     *           "notAfter": "2027-01-14",
                     *           "status": "done",
                     *           "givenOn": "2025-04-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "penta-3",
                     *           "vaccine": "penta",
                     *           "vaccineName": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *           "names": {
                     *             "uz": "Pentavalent/geksavalent (ko'kyo'tal, difteriya, qoqshol, gepatit B, Hib)",
                     *             "ru": "Пентавалентная/гексавалентная (коклюш, дифтерия, столбняк, гепатит B, Hib)",
                     *             "en": "Pentavalent/hexavalent (pertussis, diphtheria, tetanus, hepatitis B, Hib)"
                     *           },
                     *           "cardName": "Penta (AKDS + VGV + Hib)",
                     *           "doseNumber": 3,
                     *           "ageMonths": 4,
                     *           "dueOn": "2025-05-15",
                     *           "overdueAfter": "2025-06-14",
                     *           "notAfter": "2030-01-14",
                     *           "status": "done",
                     *           "givenOn": "2025-05-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "opv-3",
                     *           "vaccine": "opv",
                     *           "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *           "names": {
                     *             "uz": "Poliomiyelit, tomchi (OPV)",
                     *             "ru": "Полиомиелит, капли (ОПВ)",
                     *             "en": "Polio, drops (OPV)"
                     *           },
                     *           "cardName": "OPV",
                     *           "doseNumber": 3,
                     *           "ageMonths": 4,
                     *           "dueOn": "2025-05-15",
                     *           "overdueAfter": "2025-06-14",
                     *           "notAfter": null,
                     *           "status": "done",
                     *           "givenOn": "2025-05-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "ipv-1",
                     *           "vaccine": "ipv",
                     *           "vaccineName": "Poliomiyelit, ukol (IPV)",
                     *           "names": {
                     *             "uz": "Poliomiyelit, ukol (IPV)",
                     *             "ru": "Полиомиелит, укол (ИПВ)",
                     *             "en": "Polio, injection (IPV)"
                     *           },
                     *           "cardName": "IPV",
                     *           "doseNumber": 1,
                     *           "ageMonths": 4,
                     *           "dueOn": "2025-05-15",
                     *           "overdueAfter": "2025-06-14",
                     *           "notAfter": null,
                     *           "status": "done",
                     *           "givenOn": "2025-05-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "pcv-3",
                     *           "vaccine": "pcv",
                     *           "vaccineName": "Pnevmokokk",
                     *           "names": {
                     *             "uz": "Pnevmokokk",
                     *             "ru": "Пневмококк",
                     *             "en": "Pneumococcal"
                     *           },
                     *           "cardName": "PKV",
                     *           "doseNumber": 3,
                     *           "ageMonths": 12,
                     *           "dueOn": "2026-01-15",
                     *           "overdueAfter": "2026-03-16",
                     *           "notAfter": "2030-01-14",
                     *           "status": "done",
                     *           "givenOn": "2026-01-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "mmr-1",
                     *           "vaccine": "mmr",
                     *           "vaccineName": "Qizamiq, qizilcha, tepki (parotit)",
                     *           "names": {
                     *             "uz": "Qizamiq, qizilcha, tepki (parotit)",
                     *             "ru": "Корь, краснуха, паротит",
                     *             "en": "Measles, mumps, rubella"
                     *           },
                     *           "cardName": "QPQ",
                     *           "doseNumber": 1,
                     *           "ageMonths": 12,
                     *           "dueOn": "2026-01-15",
                     *           "overdueAfter": "2026-03-16",
                     *           "notAfter": null,
                     *           "status": "done",
                     *           "givenOn": "2026-01-15",
                     *           "dateFromSchedule": true,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "dtp-4",
                     *           "vaccine": "dtp",
                     *           "vaccineName": "Ko'kyo'tal, difteriya, qoqshol",
                     *           "names": {
                     *             "uz": "Ko'kyo'tal, difteriya, qoqshol",
                     *             "ru": "Коклюш, дифтерия, столбняк",
                     *             "en": "Pertussis, diphtheria, tetanus"
                     *           },
                     *           "cardName": "AKDS",
                     *           "doseNumber": 4,
                     *           "ageMonths": 16,
                     *           "dueOn": "2026-05-15",
                     *           "overdueAfter": "2026-07-14",
                     *           "notAfter": "2032-01-14",
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "opv-4",
                     *           "vaccine": "opv",
                     *           "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *           "names": {
                     *             "uz": "Poliomiyelit, tomchi (OPV)",
                     *             "ru": "Полиомиелит, капли (ОПВ)",
                     *             "en": "Polio, drops (OPV)"
                     *           },
                     *           "cardName": "OPV",
                     *           "doseNumber": 4,
                     *           "ageMonths": 16,
                     *           "dueOn": "2026-05-15",
                     *           "overdueAfter": "2026-07-14",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "mmr-2",
                     *           "vaccine": "mmr",
                     *           "vaccineName": "Qizamiq, qizilcha, tepki (parotit)",
                     *           "names": {
                     *             "uz": "Qizamiq, qizilcha, tepki (parotit)",
                     *             "ru": "Корь, краснуха, паротит",
                     *             "en": "Measles, mumps, rubella"
                     *           },
                     *           "cardName": "QPQ",
                     *           "doseNumber": 2,
                     *           "ageMonths": 72,
                     *           "dueOn": "2031-01-15",
                     *           "overdueAfter": "2031-03-16",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "opv-5",
                     *           "vaccine": "opv",
                     *           "vaccineName": "Poliomiyelit, tomchi (OPV)",
                     *           "names": {
                     *             "uz": "Poliomiyelit, tomchi (OPV)",
                     *             "ru": "Полиомиелит, капли (ОПВ)",
                     *             "en": "Polio, drops (OPV)"
                     *           },
                     *           "cardName": "OPV",
                     *           "doseNumber": 5,
                     *           "ageMonths": 84,
                     *           "dueOn": "2032-01-15",
                     *           "overdueAfter": "2032-03-15",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "td-5",
                     *           "vaccine": "td",
                     *           "vaccineName": "Difteriya, qoqshol",
                     *           "names": {
                     *             "uz": "Difteriya, qoqshol",
                     *             "ru": "Дифтерия, столбняк",
                     *             "en": "Diphtheria, tetanus"
                     *           },
                     *           "cardName": "ADS-M",
                     *           "doseNumber": 5,
                     *           "ageMonths": 84,
                     *           "dueOn": "2032-01-15",
                     *           "overdueAfter": "2032-03-15",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         },
                     *         {
                     *           "id": "hpv-1",
                     *           "vaccine": "hpv",
                     *           "vaccineName": "Odam papillomavirusi (bachadon bo'yni saratonidan himoya)",
                     *           "names": {
                     *             "uz": "Odam papillomavirusi (bachadon bo'yni saratonidan himoya)",
                     *             "ru": "Вирус папилломы человека (защита от рака шейки матки)",
                     *             "en": "Human papillomavirus (protects against cervical cancer)"
                     *           },
                     *           "cardName": "VPCh",
                     *           "doseNumber": 1,
                     *           "ageMonths": 108,
                     *           "dueOn": "2034-01-15",
                     *           "overdueAfter": "2034-03-16",
                     *           "notAfter": "2040-01-14",
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": "Dastur 2019 yilda 6 oy oraliq bilan 2 doza bilan boshlangan; JSST 2022 yildan bitta dozani ham yetarli deydi. Ikkinchi doza kerakmi, poliklinika aytadi."
                     *         },
                     *         {
                     *           "id": "td-6",
                     *           "vaccine": "td",
                     *           "vaccineName": "Difteriya, qoqshol",
                     *           "names": {
                     *             "uz": "Difteriya, qoqshol",
                     *             "ru": "Дифтерия, столбняк",
                     *             "en": "Diphtheria, tetanus"
                     *           },
                     *           "cardName": "ADS-M",
                     *           "doseNumber": 6,
                     *           "ageMonths": 192,
                     *           "dueOn": "2041-01-15",
                     *           "overdueAfter": "2041-03-16",
                     *           "notAfter": null,
                     *           "status": "upcoming",
                     *           "givenOn": null,
                     *           "dateFromSchedule": false,
                     *           "note": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Vaccinations"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "nameStyle": "initials"
                 *     }
                 */
                "application/json": components["schemas"]["RotateCalendarFeedRequest"];
            };
        };
        responses: {
            /** @description The new address. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "q3Yw0c1T9yXnZ2f8Rb6u4Ve7Ha5Lm0PjGs1Dt3Xy8Qk",
                     *       "url": "https://oila.example.uz/api/calendar/q3Yw0c1T9yXnZ2f8Rb6u4Ve7Ha5Lm0PjGs1Dt3Xy8Qk.ics",
                     *       "webcalUrl": "webcal://oila.example.uz/api/calendar/q3Yw0c1T9yXnZ2f8Rb6u4Ve7Ha5Lm0PjGs1Dt3Xy8Qk.ics",
                     *       "nameStyle": "initials"
                     *     }
                     */
                    "application/json": components["schemas"]["CalendarFeed"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token followed by .ics. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMilestones: {
        parameters: {
            query?: {
                /** @description Show another check window (months: 2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60); default the child's current one. */
                window?: number;
            };
            header?: {
                /** @description Language of the milestone texts and the advice message: uz (default), ru or en; region subtags are ignored. */
                "Accept-Language"?: string;
            };
            path: {
                /** @description Child id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checklist. */
            200: {
                headers: {
                    /** @description Accept-Language: the texts depend on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "childId": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *       "ageMonths": 10,
                     *       "correctedAge": false,
                     *       "correctionEnded": null,
                     *       "currentWindow": 9,
                     *       "window": 9,
                     *       "previousWindow": 6,
                     *       "nextWindow": 12,
                     *       "items": [
                     *         {
                     *           "id": "m09-sits",
                     *           "kind": "milestone",
                     *           "domain": "movement",
                     *           "text": "Qo'llariga tayanmasdan, boshini tik tutib o'zi o'tiradi.",
                     *           "optional": false,
                     *           "whoWindow": {
                     *             "fromMonths": 3.8,
                     *             "toMonths": 9.2
                     *           },
                     *           "answer": {
                     *             "answer": "yes",
                     *             "date": "2026-11-20"
                     *           }
                     *         },
                     *         {
                     *           "id": "s09-turns-to-name",
                     *           "kind": "sign",
                     *           "domain": null,
                     *           "text": "Ismini aytib chaqirganingizda sizga qaraydi.",
                     *           "optional": false,
                     *           "whoWindow": null,
                     *           "answer": null
                     *         }
                     *       ],
                     *       "next": [
                     *         {
                     *           "id": "m12-games",
                     *           "kind": "milestone",
                     *           "domain": "social",
                     *           "text": "Siz bilan \"chapak-chapak\" kabi oddiy o'yinlarni o'ynaydi.",
                     *           "optional": false,
                     *           "whoWindow": null,
                     *           "answer": null
                     *         }
                     *       ],
                     *       "advice": {
                     *         "talkToDoctor": false,
                     *         "reasons": [],
                     *         "message": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Milestones"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    answerMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child id (UUID). */
                id: string;
                /** @description Catalogue id of a milestone ("m09-sits") or an act-early sign ("s09-turns-to-name"). */
                milestoneId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "answer": "not_yet",
                 *       "date": "2026-11-20"
                 *     }
                 */
                "application/json": components["schemas"]["PutMilestoneAnswerRequest"];
            };
        };
        responses: {
            /** @description The stored answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "milestoneId": "m09-sits",
                     *       "answer": "not_yet",
                     *       "date": "2026-11-20"
                     *     }
                     */
                    "application/json": components["schemas"]["MilestoneAnswer"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: {
                /** @description Another child of the user; the selected child by default */
                childId?: string;
            };
            header?: {
                /** @description Language of the activity texts: uz (default), ru or en; region subtags are ignored. Ids, values, answers, pictures and the plan itself are the same in every language. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Today's activities with the child's status. */
            200: {
                headers: {
                    /** @description Accept-Language: the activity texts depend on it. */
                    Vary?: string;
                    /** @description The oldest age the catalogue has activities for, in completed months (72: 6 years). */
                    "Catalogue-Ends-At-Age-Months": number;
                    /** @description true when the child is older than Catalogue-Ends-At-Age-Months: tell the parent the activities are written for younger children. */
                    "Beyond-Catalogue": boolean;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "7c2e4a61-9b3d-4f5a-8c7e-0d1b2a3c4e5f",
                     *         "title": "Burning qani? Ko'zing qani?",
                     *         "description": "Quvnoq o'yin orqali bola tana a'zolarining nomini o'rganadi va ularni ko'rsatadi.",
                     *         "durationMinutes": 5,
                     *         "type": "instructional",
                     *         "difficulty": "easy",
                     *         "status": "not_started"
                     *       },
                     *       {
                     *         "id": "8d3f5b72-ac4e-4a6b-9d8f-1e2c3b4d5f6a",
                     *         "title": "Kim shunday ovoz chiqaradi?",
                     *         "description": "Ota-ona hayvonning ovozini taqlid qiladi, bola esa rasmlar orasidan o'sha hayvonni topadi.",
                     *         "durationMinutes": 5,
                     *         "type": "interactive",
                     *         "difficulty": "easy",
                     *         "status": "completed"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ActivitySummary"][];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `child_required`: the user has no child profile yet. */
            409: {
                headers: {
                    /** @description With request_in_progress: seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "child_required";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description Language of the activity texts: uz (default), ru or en; region subtags are ignored. Ids, values, answers, pictures and the plan itself are the same in every language. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every category. */
            200: {
                headers: {
                    /** @description Accept-Language: the activity texts depend on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "2d4f6a8c-1e3b-4d5f-9a7c-6b8e0f2a4c6d",
                     *         "slug": "nutq",
                     *         "title": "Nutq va muloqot",
                     *         "icon": "message-circle"
                     *       },
                     *       {
                     *         "id": "3e5a7c9b-2d4f-4a6c-8e1b-7d9f1a3c5e7b",
                     *         "slug": "harakat",
                     *         "title": "Harakat",
                     *         "icon": "footprints"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ActivityCategory"][];
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listActivities: {
        parameters: {
            query?: {
                /** @description Another child of the user; the selected child by default */
                childId?: string;
                /** @description Only activities of this category */
                categoryId?: string;
            };
            header?: {
                /** @description Language of the activity texts: uz (default), ru or en; region subtags are ignored. Ids, values, answers, pictures and the plan itself are the same in every language. */
                "Accept-Language"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activities. */
            200: {
                headers: {
                    /** @description Accept-Language: the activity texts depend on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "7c2e4a61-9b3d-4f5a-8c7e-0d1b2a3c4e5f",
                     *         "title": "Burning qani? Ko'zing qani?",
                     *         "categoryTitle": "Nutq va muloqot",
                     *         "status": "started"
                     *       },
                     *       {
                     *         "id": "8d3f5b72-ac4e-4a6b-9d8f-1e2c3b4d5f6a",
                     *         "title": "Kim shunday ovoz chiqaradi?",
                     *         "categoryTitle": "Nutq va muloqot",
                     *         "status": "not_started"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ActivityListItem"][];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getActivity: {
        parameters: {
            query?: {
                /** @description Another child of the user; the selected child by default */
                childId?: string;
            };
            header?: {
                /** @description Language of the activity texts: uz (default), ru or en; region subtags are ignored. Ids, values, answers, pictures and the plan itself are the same in every language. */
                "Accept-Language"?: string;
            };
            path: {
                activityId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activity and the child's status today. */
            200: {
                headers: {
                    /** @description Accept-Language: the activity texts depend on it. */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7c2e4a61-9b3d-4f5a-8c7e-0d1b2a3c4e5f",
                     *       "title": "Burning qani? Ko'zing qani?",
                     *       "description": "Quvnoq o'yin orqali bola tana a'zolarining nomini o'rganadi va ularni ko'rsatadi.",
                     *       "durationMinutes": 5,
                     *       "type": "instructional",
                     *       "difficulty": "easy",
                     *       "status": "not_started",
                     *       "content": {
                     *         "steps": [
                     *           "Bola bilan ko'zgu oldida yoki yuzma-yuz o'tiring.",
                     *           "O'z burningizni ko'rsatib: «Mana, oyimning burni!» deng.",
                     *           "Endi so'rang: «Burning qani?» Bola ko'rsatsa — chapak chaling."
                     *         ],
                     *         "checklist": [
                     *           "Burnini ko'rsatdi",
                     *           "Ko'zini ko'rsatdi"
                     *         ],
                     *         "image": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b"
                     *       },
                     *       "categoryId": "2d4f6a8c-1e3b-4d5f-9a7c-6b8e0f2a4c6d",
                     *       "minAgeMonths": 15,
                     *       "maxAgeMonths": 30,
                     *       "skill": "So'ralganda kamida ikkita tana a'zosini ko'rsatish."
                     *     }
                     */
                    "application/json": components["schemas"]["ActivityDetails"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `child_required`: the user has no child profile yet. */
            409: {
                headers: {
                    /** @description With request_in_progress: seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "child_required";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    startActivity: {
        parameters: {
            query?: {
                /** @description Another child of the user; the selected child by default */
                childId?: string;
            };
            header?: never;
            path: {
                activityId: string;
            };
            cookie?: never;
        };
        /** @description Optional; startedAt: the device's time of a start sent later (offline play). */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "startedAt": "2025-06-10T14:15:00+05:00"
                 *     }
                 */
                "application/json": components["schemas"]["StartActivityRequest"];
            };
        };
        responses: {
            /** @description The open attempt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "activityId": "7c2e4a61-9b3d-4f5a-8c7e-0d1b2a3c4e5f",
                     *       "childId": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *       "attemptId": "c9d8e7f6-a5b4-4c3d-8e2f-1a0b9c8d7e6f",
                     *       "status": "started",
                     *       "startedAt": "2025-06-10T09:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StartResult"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `child_required`: the user has no child profile yet. */
            409: {
                headers: {
                    /** @description With request_in_progress: seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "child_required";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    completeActivity: {
        parameters: {
            query?: {
                /** @description Another child of the user; the selected child by default */
                childId?: string;
            };
            header?: never;
            path: {
                activityId: string;
            };
            cookie?: never;
        };
        /** @description Optional; score 0-100 (rounded), timeSpentSeconds 0-86400, feedback easy|just_right|hard, checklistDone boolean, completedAt the device's time. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "score": 80,
                 *       "timeSpentSeconds": 300
                 *     }
                 */
                "application/json": components["schemas"]["CompleteActivityRequest"];
            };
        };
        responses: {
            /** @description The completed attempt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "activityId": "7c2e4a61-9b3d-4f5a-8c7e-0d1b2a3c4e5f",
                     *       "childId": "5f0c2b9e-8a7d-4c3b-a1e2-3d4c5b6a7f80",
                     *       "attemptId": "c9d8e7f6-a5b4-4c3d-8e2f-1a0b9c8d7e6f",
                     *       "status": "completed",
                     *       "score": 80,
                     *       "timeSpentSeconds": 300,
                     *       "completedAt": "2025-06-10T09:20:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CompleteResult"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `child_required`: the user has no child profile yet. `activity_not_started`: the activity was not started today. */
            409: {
                headers: {
                    /** @description With request_in_progress: seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "child_required" | "activity_not_started";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMediaFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have: 304 when it still matches. */
                "If-None-Match"?: string;
                /** @description One byte range, e.g. bytes=0-1023 (audio seeking): 206. Several ranges get the whole file. */
                Range?: string;
                /** @description Serve the Range only if the ETag still matches, else the whole file. */
                "If-Range"?: string;
            };
            path: {
                /** @description An asset ID taken from activity content (image, audio, media, option image). */
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file with its real Content-Type. */
            200: {
                headers: {
                    /** @description Strong validator of the bytes; send it back in If-None-Match. */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable (no-transform is added to 206). */
                    "Cache-Control"?: string;
                    /** @description nosniff */
                    "X-Content-Type-Options"?: string;
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    /** @description SVG only: a policy that blocks scripts inside the image. */
                    "Content-Security-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                    "image/png": unknown;
                    "image/webp": unknown;
                    "image/jpeg": unknown;
                    "audio/mpeg": unknown;
                };
            };
            /** @description The requested byte range. */
            206: {
                headers: {
                    /** @description Strong validator of the bytes; send it back in If-None-Match. */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable (no-transform is added to 206). */
                    "Cache-Control"?: string;
                    /** @description nosniff */
                    "X-Content-Type-Options"?: string;
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    /** @description SVG only: a policy that blocks scripts inside the image. */
                    "Content-Security-Policy"?: string;
                    /** @description bytes start-end/size */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                    "image/png": unknown;
                    "image/webp": unknown;
                    "image/jpeg": unknown;
                    "audio/mpeg": unknown;
                };
            };
            /** @description Not modified: your copy (If-None-Match) is current. No body. */
            304: {
                headers: {
                    /** @description Strong validator of the bytes; send it back in If-None-Match. */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable (no-transform is added to 206). */
                    "Cache-Control"?: string;
                    /** @description nosniff */
                    "X-Content-Type-Options"?: string;
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `range_not_satisfiable`: the Range lies outside the file. */
            416: {
                headers: {
                    /** @description bytes *\/size */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "range_not_satisfiable";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    headMediaFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have: 304 when it still matches. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description An asset ID taken from activity content (image, audio, media, option image). */
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The headers of the whole file: Content-Type, ETag, caching. */
            200: {
                headers: {
                    /** @description Strong validator of the bytes; send it back in If-None-Match. */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable (no-transform is added to 206). */
                    "Cache-Control"?: string;
                    /** @description nosniff */
                    "X-Content-Type-Options"?: string;
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    /** @description SVG only: a policy that blocks scripts inside the image. */
                    "Content-Security-Policy"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: your copy (If-None-Match) is current. No body. */
            304: {
                headers: {
                    /** @description Strong validator of the bytes; send it back in If-None-Match. */
                    ETag?: string;
                    /** @description public, max-age=31536000, immutable (no-transform is added to 206). */
                    "Cache-Control"?: string;
                    /** @description nosniff */
                    "X-Content-Type-Options"?: string;
                    /** @description bytes */
                    "Accept-Ranges"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    analyzeSoil: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. A UUID (any version) the client makes once per submission and sends again with every retry of it; keys are the user's own and remembered for 24 hours. Not a UUID: 400 validation_failed (path header.Idempotency-Key). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fieldId": "dala-1",
                 *       "fieldName": "Ariq bo'yidagi dala",
                 *       "location": {
                 *         "lat": 39.65,
                 *         "lng": 66.96
                 *       },
                 *       "area": 2.5,
                 *       "lastCrops": [
                 *         {
                 *           "year": 2024,
                 *           "crop": "paxta",
                 *           "yield": "o'rtacha"
                 *         },
                 *         {
                 *           "year": 2023,
                 *           "crop": "bug'doy",
                 *           "yield": "yaxshi"
                 *         }
                 *       ],
                 *       "irrigationType": "ariqqa",
                 *       "farmerObservations": "Yer qattiq, sug'organdan keyin oq dog'lar paydo bo'ladi.",
                 *       "labResults": null,
                 *       "soilPhysicalProperties": {
                 *         "colour": "och kulrang",
                 *         "feel": "yopishqoq"
                 *       },
                 *       "photos": [
                 *         {
                 *           "mimeType": "image/jpeg",
                 *           "data": "/9j/4AAQSkZJRgABAQAAAQABAAD..."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SoilAnalyzeRequest"];
                "multipart/form-data": {
                    /** @description The submission as JSON text (part Content-Type application/json). */
                    payload: components["schemas"]["SoilSubmission"];
                    /** @description Repeat the `photos` part once per photo. */
                    photos?: string[];
                };
            };
        };
        responses: {
            /** @description The report, stored (or, for a known Idempotency-Key, the first answer again). */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key; absent otherwise. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reportId": "4b5c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d",
                     *       "summary": "Dalangizda tipik bo'z tuproq, pH taxminan 8.1. Laboratoriya tahlili ma'lumotlari yo'q, shuning uchun natijalar taxminiy. Sho'rlanish xavfi bor: yerni yuvish va organik o'g'it solish tavsiya etiladi.",
                     *       "soilProfile": {
                     *         "type": "tipik bo'z tuproq (sho'rlangan)",
                     *         "ph": 8.1,
                     *         "nitrogen": "past",
                     *         "confidence": 0.38
                     *       },
                     *       "chips": [
                     *         "Sho'rlanish xavfi",
                     *         "Gumus kam"
                     *       ],
                     *       "actions": [
                     *         "Kuzda yerni sho'rini yuving.",
                     *         "Go'ng yoki kompost soling.",
                     *         "Tuproqni laboratoriyada tahlil qildiring."
                     *       ],
                     *       "recommendedCrops": [
                     *         {
                     *           "name": "kuzgi bug'doy",
                     *           "score": 0.72
                     *         },
                     *         {
                     *           "name": "mosh",
                     *           "score": 0.64
                     *         }
                     *       ],
                     *       "disclaimer": "Bu tahlil taxminiy bo'lib, laboratoriya tahlili o'rnini bosmaydi. Aniq o'g'itlash me'yorlari uchun tuproqni agrokimyo laboratoriyasida tahlil qildiring va mahalliy agronom bilan maslahatlashing.",
                     *       "fieldId": "dala-1",
                     *       "source": "rules_v1",
                     *       "createdAt": "2025-06-10T10:00:00.000Z",
                     *       "details": {
                     *         "soilProfile": {
                     *           "type": "tipik bo'z tuproq (sho'rlangan)",
                     *           "ph": 8.1,
                     *           "phConfidence": 0.3,
                     *           "nitrogen": "past",
                     *           "phosphorus": "unknown",
                     *           "potassium": "unknown",
                     *           "organicMatter": "past"
                     *         },
                     *         "issues": [
                     *           {
                     *             "code": "salinity_risk",
                     *             "label": "Sho'rlanish xavfi",
                     *             "severity": "medium",
                     *             "description": "Sug'orishdan keyin oq dog'lar tuz to'planayotganini bildiradi."
                     *           }
                     *         ],
                     *         "actions": [
                     *           {
                     *             "type": "soil_improvement",
                     *             "priority": "high",
                     *             "description": "Kuzda yerni sho'rini yuving."
                     *           }
                     *         ],
                     *         "crops": [
                     *           {
                     *             "name": "kuzgi bug'doy",
                     *             "reason": "Mintaqa iqlimiga mos va sho'rga chidamli.",
                     *             "score": 0.72
                     *           }
                     *         ],
                     *         "hasLabResults": false,
                     *         "contextForm": "A",
                     *         "photos": [
                     *           {
                     *             "id": "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                     *             "url": "/api/soil/photos/9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                     *             "contentType": "image/jpeg",
                     *             "width": 1024,
                     *             "height": 768
                     *           }
                     *         ],
                     *         "flags": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SoilReport"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). `malformed_multipart`: the multipart body is not well-formed. `invalid_photo`: a photo is empty or cannot be decoded. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "malformed_multipart" | "invalid_photo";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `request_in_progress`: a request with the same Idempotency-Key is still running; retry after Retry-After seconds to get its answer. */
            409: {
                headers: {
                    /** @description With request_in_progress: seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "request_in_progress";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description `idempotency_key_reused`: the Idempotency-Key was already used (within 24 hours) with a different request; make a new key for a new request. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "idempotency_key_reused";
                    };
                };
            };
            /** @description `rate_limited`: a rate limit or the daily quota is used up; retry after Retry-After seconds. */
            429: {
                headers: {
                    /** @description Seconds until a retry can succeed. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description `analysis_unavailable`: the soil analysis could not be carried out (model unreachable, timed out or gave an unusable answer; server busy). */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying, when known. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "analysis_unavailable";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSoilReports: {
        parameters: {
            query?: {
                /** @description Only the reports of this field (the client's fieldId). */
                fieldId?: string;
                /** @description At most this many reports (default 20). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "reportId": "4b5c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d",
                     *         "summary": "Dalangizda tipik bo'z tuproq, pH taxminan 8.1. Laboratoriya tahlili ma'lumotlari yo'q, shuning uchun natijalar taxminiy. Sho'rlanish xavfi bor: yerni yuvish va organik o'g'it solish tavsiya etiladi.",
                     *         "soilProfile": {
                     *           "type": "tipik bo'z tuproq (sho'rlangan)",
                     *           "ph": 8.1,
                     *           "nitrogen": "past",
                     *           "confidence": 0.38
                     *         },
                     *         "chips": [
                     *           "Sho'rlanish xavfi",
                     *           "Gumus kam"
                     *         ],
                     *         "actions": [
                     *           "Kuzda yerni sho'rini yuving.",
                     *           "Go'ng yoki kompost soling.",
                     *           "Tuproqni laboratoriyada tahlil qildiring."
                     *         ],
                     *         "recommendedCrops": [
                     *           {
                     *             "name": "kuzgi bug'doy",
                     *             "score": 0.72
                     *           },
                     *           {
                     *             "name": "mosh",
                     *             "score": 0.64
                     *           }
                     *         ],
                     *         "disclaimer": "Bu tahlil taxminiy bo'lib, laboratoriya tahlili o'rnini bosmaydi. Aniq o'g'itlash me'yorlari uchun tuproqni agrokimyo laboratoriyasida tahlil qildiring va mahalliy agronom bilan maslahatlashing.",
                     *         "fieldId": "dala-1",
                     *         "source": "rules_v1",
                     *         "createdAt": "2025-06-10T10:00:00.000Z",
                     *         "details": {
                     *           "soilProfile": {
                     *             "type": "tipik bo'z tuproq (sho'rlangan)",
                     *             "ph": 8.1,
                     *             "phConfidence": 0.3,
                     *             "nitrogen": "past",
                     *             "phosphorus": "unknown",
                     *             "potassium": "unknown",
                     *             "organicMatter": "past"
                     *           },
                     *           "issues": [
                     *             {
                     *               "code": "salinity_risk",
                     *               "label": "Sho'rlanish xavfi",
                     *               "severity": "medium",
                     *               "description": "Sug'orishdan keyin oq dog'lar tuz to'planayotganini bildiradi."
                     *             }
                     *           ],
                     *           "actions": [
                     *             {
                     *               "type": "soil_improvement",
                     *               "priority": "high",
                     *               "description": "Kuzda yerni sho'rini yuving."
                     *             }
                     *           ],
                     *           "crops": [
                     *             {
                     *               "name": "kuzgi bug'doy",
                     *               "reason": "Mintaqa iqlimiga mos va sho'rga chidamli.",
                     *               "score": 0.72
                     *             }
                     *           ],
                     *           "hasLabResults": false,
                     *           "contextForm": "A",
                     *           "photos": [
                     *             {
                     *               "id": "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                     *               "url": "/api/soil/photos/9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                     *               "contentType": "image/jpeg",
                     *               "width": 1024,
                     *               "height": 768
                     *             }
                     *           ],
                     *           "flags": []
                     *         }
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["SoilReport"][];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSoilReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report, as the analysis returned it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reportId": "4b5c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d",
                     *       "summary": "Dalangizda tipik bo'z tuproq, pH taxminan 8.1. Laboratoriya tahlili ma'lumotlari yo'q, shuning uchun natijalar taxminiy. Sho'rlanish xavfi bor: yerni yuvish va organik o'g'it solish tavsiya etiladi.",
                     *       "soilProfile": {
                     *         "type": "tipik bo'z tuproq (sho'rlangan)",
                     *         "ph": 8.1,
                     *         "nitrogen": "past",
                     *         "confidence": 0.38
                     *       },
                     *       "chips": [
                     *         "Sho'rlanish xavfi",
                     *         "Gumus kam"
                     *       ],
                     *       "actions": [
                     *         "Kuzda yerni sho'rini yuving.",
                     *         "Go'ng yoki kompost soling.",
                     *         "Tuproqni laboratoriyada tahlil qildiring."
                     *       ],
                     *       "recommendedCrops": [
                     *         {
                     *           "name": "kuzgi bug'doy",
                     *           "score": 0.72
                     *         },
                     *         {
                     *           "name": "mosh",
                     *           "score": 0.64
                     *         }
                     *       ],
                     *       "disclaimer": "Bu tahlil taxminiy bo'lib, laboratoriya tahlili o'rnini bosmaydi. Aniq o'g'itlash me'yorlari uchun tuproqni agrokimyo laboratoriyasida tahlil qildiring va mahalliy agronom bilan maslahatlashing.",
                     *       "fieldId": "dala-1",
                     *       "source": "rules_v1",
                     *       "createdAt": "2025-06-10T10:00:00.000Z",
                     *       "details": {
                     *         "soilProfile": {
                     *           "type": "tipik bo'z tuproq (sho'rlangan)",
                     *           "ph": 8.1,
                     *           "phConfidence": 0.3,
                     *           "nitrogen": "past",
                     *           "phosphorus": "unknown",
                     *           "potassium": "unknown",
                     *           "organicMatter": "past"
                     *         },
                     *         "issues": [
                     *           {
                     *             "code": "salinity_risk",
                     *             "label": "Sho'rlanish xavfi",
                     *             "severity": "medium",
                     *             "description": "Sug'orishdan keyin oq dog'lar tuz to'planayotganini bildiradi."
                     *           }
                     *         ],
                     *         "actions": [
                     *           {
                     *             "type": "soil_improvement",
                     *             "priority": "high",
                     *             "description": "Kuzda yerni sho'rini yuving."
                     *           }
                     *         ],
                     *         "crops": [
                     *           {
                     *             "name": "kuzgi bug'doy",
                     *             "reason": "Mintaqa iqlimiga mos va sho'rga chidamli.",
                     *             "score": 0.72
                     *           }
                     *         ],
                     *         "hasLabResults": false,
                     *         "contextForm": "A",
                     *         "photos": [
                     *           {
                     *             "id": "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                     *             "url": "/api/soil/photos/9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                     *             "contentType": "image/jpeg",
                     *             "width": 1024,
                     *             "height": 768
                     *           }
                     *         ],
                     *         "flags": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SoilReport"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSoilReportPlan: {
        parameters: {
            query: {
                /** @description The crop: cotton, wheat, barley, rice, maize, sorghum, alfalfa, sunflower, mungbean, melon, tomato, potato, onion. */
                crop: "cotton" | "wheat" | "barley" | "rice" | "maize" | "sorghum" | "alfalfa" | "sunflower" | "mungbean" | "melon" | "tomato" | "potato" | "onion";
                /** @description Prices per 50 kg bag in so'm, as product:price pairs separated by commas, e.g. "urea:350000,ammophos:480000". Products: urea, ammonium_nitrate, ammophos, superphosphate, potassium_chloride. */
                prices?: string;
            };
            header?: {
                /** @description Language of the plan's names, reasons and notes: uz (default), ru or en. Numbers and codes are the same in every language. */
                "Accept-Language"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    /** @description Accept-Language */
                    Vary?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "reportId": "4b5c6d7e-8f90-4a1b-8c2d-3e4f5a6b7c8d",
                     *       "fieldId": "dala-1",
                     *       "region": {
                     *         "code": "UZ-SA",
                     *         "name": "Samarqand viloyati"
                     *       },
                     *       "crop": {
                     *         "id": "cotton",
                     *         "name": "Paxta (g'o'za)"
                     *       },
                     *       "zone": "central",
                     *       "areaHa": 2.5,
                     *       "seasonYear": 2027,
                     *       "basis": {
                     *         "lab": true,
                     *         "humus": "o'rtacha",
                     *         "phosphorus": "past",
                     *         "potassium": "past"
                     *       },
                     *       "nutrients": {
                     *         "nitrogen": {
                     *           "kgPerHa": {
                     *             "min": 200,
                     *             "max": 200
                     *           },
                     *           "fieldKg": {
                     *             "min": 500,
                     *             "max": 500
                     *           }
                     *         },
                     *         "phosphorus": {
                     *           "kgPerHa": {
                     *             "min": 75,
                     *             "max": 75
                     *           },
                     *           "fieldKg": {
                     *             "min": 187.5,
                     *             "max": 187.5
                     *           }
                     *         },
                     *         "potassium": {
                     *           "kgPerHa": {
                     *             "min": 80,
                     *             "max": 80
                     *           },
                     *           "fieldKg": {
                     *             "min": 200,
                     *             "max": 200
                     *           }
                     *         }
                     *       },
                     *       "applications": [
                     *         {
                     *           "stage": "basal_autumn",
                     *           "kgPerHa": {
                     *             "min": 97,
                     *             "max": 97
                     *           },
                     *           "fieldKg": {
                     *             "min": 242.5,
                     *             "max": 242.5
                     *           },
                     *           "sotixKg": {
                     *             "min": 0.97,
                     *             "max": 0.97
                     *           },
                     *           "bags": {
                     *             "min": 5,
                     *             "max": 5
                     *           },
                     *           "window": {
                     *             "start": "2026-10-15",
                     *             "end": "2026-11-30"
                     *           },
                     *           "passed": false,
                     *           "shares": {
                     *             "phosphorus": 0.6,
                     *             "potassium": 0.5
                     *           },
                     *           "stageName": "Kuzgi shudgordan oldin",
                     *           "reason": "Fosfor va kaliy tuproqda kam siljiydi: shudgor ularni ildiz o'sadigan qatlamga tushiradi.",
                     *           "product": "ammophos",
                     *           "productName": "Ammofos",
                     *           "analysis": "N 11 %, P₂O₅ 46 %",
                     *           "alternative": {
                     *             "product": "superphosphate",
                     *             "kgPerHa": {
                     *               "min": 321,
                     *               "max": 321
                     *             },
                     *             "fieldKg": {
                     *               "min": 802.5,
                     *               "max": 802.5
                     *             },
                     *             "sotixKg": {
                     *               "min": 3.21,
                     *               "max": 3.21
                     *             },
                     *             "bags": {
                     *               "min": 17,
                     *               "max": 17
                     *             },
                     *             "productName": "Superfosfat",
                     *             "analysis": "P₂O₅ 14–15 %, N 1,5–2,5 %"
                     *           }
                     *         },
                     *         {
                     *           "stage": "basal_autumn",
                     *           "kgPerHa": {
                     *             "min": 66,
                     *             "max": 66
                     *           },
                     *           "fieldKg": {
                     *             "min": 165,
                     *             "max": 165
                     *           },
                     *           "sotixKg": {
                     *             "min": 0.66,
                     *             "max": 0.66
                     *           },
                     *           "bags": {
                     *             "min": 4,
                     *             "max": 4
                     *           },
                     *           "window": {
                     *             "start": "2026-10-15",
                     *             "end": "2026-11-30"
                     *           },
                     *           "passed": false,
                     *           "shares": {
                     *             "phosphorus": 0.6,
                     *             "potassium": 0.5
                     *           },
                     *           "stageName": "Kuzgi shudgordan oldin",
                     *           "reason": "Fosfor va kaliy tuproqda kam siljiydi: shudgor ularni ildiz o'sadigan qatlamga tushiradi.",
                     *           "product": "potassium_chloride",
                     *           "productName": "Kaliy xlorid",
                     *           "analysis": "K₂O 60 %",
                     *           "alternative": null
                     *         },
                     *         {
                     *           "stage": "true_leaves",
                     *           "kgPerHa": {
                     *             "min": 32,
                     *             "max": 32
                     *           },
                     *           "fieldKg": {
                     *             "min": 80,
                     *             "max": 80
                     *           },
                     *           "sotixKg": {
                     *             "min": 0.32,
                     *             "max": 0.32
                     *           },
                     *           "bags": {
                     *             "min": 2,
                     *             "max": 2
                     *           },
                     *           "window": {
                     *             "start": "2027-05-05",
                     *             "end": "2027-05-20"
                     *           },
                     *           "passed": false,
                     *           "shares": {
                     *             "nitrogen": 0.25,
                     *             "phosphorus": 0.2
                     *           },
                     *           "stageName": "2–3 chin barg chiqarganda",
                     *           "reason": "Birinchi oziqlantirish: yosh o'simlikning ildizi va bargi o'sadi.",
                     *           "product": "ammophos",
                     *           "productName": "Ammofos",
                     *           "analysis": "N 11 %, P₂O₅ 46 %",
                     *           "alternative": {
                     *             "product": "superphosphate",
                     *             "kgPerHa": {
                     *               "min": 107,
                     *               "max": 107
                     *             },
                     *             "fieldKg": {
                     *               "min": 267.5,
                     *               "max": 267.5
                     *             },
                     *             "sotixKg": {
                     *               "min": 1.07,
                     *               "max": 1.07
                     *             },
                     *             "bags": {
                     *               "min": 6,
                     *               "max": 6
                     *             },
                     *             "productName": "Superfosfat",
                     *             "analysis": "P₂O₅ 14–15 %, N 1,5–2,5 %"
                     *           }
                     *         },
                     *         {
                     *           "stage": "true_leaves",
                     *           "kgPerHa": {
                     *             "min": 98,
                     *             "max": 98
                     *           },
                     *           "fieldKg": {
                     *             "min": 245,
                     *             "max": 245
                     *           },
                     *           "sotixKg": {
                     *             "min": 0.98,
                     *             "max": 0.98
                     *           },
                     *           "bags": {
                     *             "min": 5,
                     *             "max": 5
                     *           },
                     *           "window": {
                     *             "start": "2027-05-05",
                     *             "end": "2027-05-20"
                     *           },
                     *           "passed": false,
                     *           "shares": {
                     *             "nitrogen": 0.25,
                     *             "phosphorus": 0.2
                     *           },
                     *           "stageName": "2–3 chin barg chiqarganda",
                     *           "reason": "Birinchi oziqlantirish: yosh o'simlikning ildizi va bargi o'sadi.",
                     *           "product": "urea",
                     *           "productName": "Karbamid",
                     *           "analysis": "N 46 %",
                     *           "alternative": {
                     *             "product": "ammonium_nitrate",
                     *             "kgPerHa": {
                     *               "min": 133,
                     *               "max": 133
                     *             },
                     *             "fieldKg": {
                     *               "min": 332.5,
                     *               "max": 332.5
                     *             },
                     *             "sotixKg": {
                     *               "min": 1.33,
                     *               "max": 1.33
                     *             },
                     *             "bags": {
                     *               "min": 7,
                     *               "max": 7
                     *             },
                     *             "productName": "Ammiakli selitra",
                     *             "analysis": "N 34 %"
                     *           }
                     *         },
                     *         {
                     *           "stage": "budding",
                     *           "kgPerHa": {
                     *             "min": 32,
                     *             "max": 32
                     *           },
                     *           "fieldKg": {
                     *             "min": 80,
                     *             "max": 80
                     *           },
                     *           "sotixKg": {
                     *             "min": 0.32,
                     *             "max": 0.32
                     *           },
                     *           "bags": {
                     *             "min": 2,
                     *             "max": 2
                     *           },
                     *           "window": {
                     *             "start": "2027-06-01",
                     *             "end": "2027-06-15"
                     *           },
                     *           "passed": false,
                     *           "shares": {
                     *             "nitrogen": 0.4,
                     *             "phosphorus": 0.2,
                     *             "potassium": 0.5
                     *           },
                     *           "stageName": "Shonalash boshida",
                     *           "reason": "Shonalashdan gullashgacha o'simlik eng ko'p oziq oladi.",
                     *           "product": "ammophos",
                     *           "productName": "Ammofos",
                     *           "analysis": "N 11 %, P₂O₅ 46 %",
                     *           "alternative": {
                     *             "product": "superphosphate",
                     *             "kgPerHa": {
                     *               "min": 107,
                     *               "max": 107
                     *             },
                     *             "fieldKg": {
                     *               "min": 267.5,
                     *               "max": 267.5
                     *             },
                     *             "sotixKg": {
                     *               "min": 1.07,
                     *               "max": 1.07
                     *             },
                     *             "bags": {
                     *               "min": 6,
                     *               "max": 6
                     *             },
                     *             "productName": "Superfosfat",
                     *             "analysis": "P₂O₅ 14–15 %, N 1,5–2,5 %"
                     *           }
                     *         },
                     *         {
                     *           "stage": "budding",
                     *           "kgPerHa": {
                     *             "min": 158,
                     *             "max": 158
                     *           },
                     *           "fieldKg": {
                     *             "min": 395,
                     *             "max": 395
                     *           },
                     *           "sotixKg": {
                     *             "min": 1.58,
                     *             "max": 1.58
                     *           },
                     *           "bags": {
                     *             "min": 8,
                     *             "max": 8
                     *           },
                     *           "window": {
                     *             "start": "2027-06-01",
                     *             "end": "2027-06-15"
                     *           },
                     *           "passed": false,
                     *           "shares": {
                     *             "nitrogen": 0.4,
                     *             "phosphorus": 0.2,
                     *             "potassium": 0.5
                     *           },
                     *           "stageName": "Shonalash boshida",
                     *           "reason": "Shonalashdan gullashgacha o'simlik eng ko'p oziq oladi.",
                     *           "product": "urea",
                     *           "productName": "Karbamid",
                     *           "analysis": "N 46 %",
                     *           "alternative": {
                     *             "product": "ammonium_nitrate",
                     *             "kgPerHa": {
                     *               "min": 214,
                     *               "max": 214
                     *             },
                     *             "fieldKg": {
                     *               "min": 535,
                     *               "max": 535
                     *             },
                     *             "sotixKg": {
                     *               "min": 2.14,
                     *               "max": 2.14
                     *             },
                     *             "bags": {
                     *               "min": 11,
                     *               "max": 11
                     *             },
                     *             "productName": "Ammiakli selitra",
                     *             "analysis": "N 34 %"
                     *           }
                     *         },
                     *         {
                     *           "stage": "budding",
                     *           "kgPerHa": {
                     *             "min": 66,
                     *             "max": 66
                     *           },
                     *           "fieldKg": {
                     *             "min": 165,
                     *             "max": 165
                     *           },
                     *           "sotixKg": {
                     *             "min": 0.66,
                     *             "max": 0.66
                     *           },
                     *           "bags": {
                     *             "min": 4,
                     *             "max": 4
                     *           },
                     *           "window": {
                     *             "start": "2027-06-01",
                     *             "end": "2027-06-15"
                     *           },
                     *           "passed": false,
                     *           "shares": {
                     *             "nitrogen": 0.4,
                     *             "phosphorus": 0.2,
                     *             "potassium": 0.5
                     *           },
                     *           "stageName": "Shonalash boshida",
                     *           "reason": "Shonalashdan gullashgacha o'simlik eng ko'p oziq oladi.",
                     *           "product": "potassium_chloride",
                     *           "productName": "Kaliy xlorid",
                     *           "analysis": "K₂O 60 %",
                     *           "alternative": null
                     *         },
                     *         {
                     *           "stage": "flowering",
                     *           "kgPerHa": {
                     *             "min": 138,
                     *             "max": 138
                     *           },
                     *           "fieldKg": {
                     *             "min": 345,
                     *             "max": 345
                     *           },
                     *           "sotixKg": {
                     *             "min": 1.38,
                     *             "max": 1.38
                     *           },
                     *           "bags": {
                     *             "min": 7,
                     *             "max": 7
                     *           },
                     *           "window": {
                     *             "start": "2027-07-01",
                     *             "end": "2027-07-15"
                     *           },
                     *           "passed": false,
                     *           "shares": {
                     *             "nitrogen": 0.35
                     *           },
                     *           "stageName": "Gullash boshida",
                     *           "reason": "Oxirgi azot ko'saklar uchun; kechroq berilgan azot pishishni kechiktiradi.",
                     *           "product": "urea",
                     *           "productName": "Karbamid",
                     *           "analysis": "N 46 %",
                     *           "alternative": {
                     *             "product": "ammonium_nitrate",
                     *             "kgPerHa": {
                     *               "min": 187,
                     *               "max": 187
                     *             },
                     *             "fieldKg": {
                     *               "min": 467.5,
                     *               "max": 467.5
                     *             },
                     *             "sotixKg": {
                     *               "min": 1.87,
                     *               "max": 1.87
                     *             },
                     *             "bags": {
                     *               "min": 10,
                     *               "max": 10
                     *             },
                     *             "productName": "Ammiakli selitra",
                     *             "analysis": "N 34 %"
                     *           }
                     *         }
                     *       ],
                     *       "totals": [
                     *         {
                     *           "product": "ammophos",
                     *           "fieldKg": {
                     *             "min": 402.5,
                     *             "max": 402.5
                     *           },
                     *           "bags": {
                     *             "min": 9,
                     *             "max": 9
                     *           },
                     *           "productName": "Ammofos"
                     *         },
                     *         {
                     *           "product": "potassium_chloride",
                     *           "fieldKg": {
                     *             "min": 330,
                     *             "max": 330
                     *           },
                     *           "bags": {
                     *             "min": 7,
                     *             "max": 7
                     *           },
                     *           "productName": "Kaliy xlorid"
                     *         },
                     *         {
                     *           "product": "urea",
                     *           "fieldKg": {
                     *             "min": 985,
                     *             "max": 985
                     *           },
                     *           "bags": {
                     *             "min": 20,
                     *             "max": 20
                     *           },
                     *           "productName": "Karbamid"
                     *         }
                     *       ],
                     *       "manure": null,
                     *       "leaching": null,
                     *       "notes": [
                     *         {
                     *           "code": "salinity_not_measured",
                     *           "text": "Sho'rlanish o'lchanmagan: yuvish me'yori faqat tahlil natijasidan (quruq qoldiq yoki EC) belgilanadi. Viloyatda sho'r dalalar ko'p bo'lishi bu dala sho'r degani emas."
                     *         },
                     *         {
                     *           "code": "ammophos_nitrogen",
                     *           "text": "Ammofos tarkibidagi azot (11 %) mavsumiy azotga qo'shib hisoblangan; qolgani karbamid bilan beriladi."
                     *         },
                     *         {
                     *           "code": "superphosphate_analysis",
                     *           "text": "Ammofos o'rniga superfosfat: O'zbekistonda sotiladigan ammoniylashtirilgan superfosfatda 14–15 % P₂O₅ bor, biz 14 % deb hisobladik. Qopda boshqa tarkib yozilgan bo'lsa, miqdorni shunga moslang."
                     *         },
                     *         {
                     *           "code": "bags_rounded_up",
                     *           "text": "Qoplar 50 kg li va butun qopgacha yuqoriga yaxlitlangan; gektar, dala va sotix uchun miqdorlar pastga yaxlitlangan."
                     *         }
                     *       ],
                     *       "sources": [
                     *         {
                     *           "id": "safarova",
                     *           "title": "Safarova N., Safarov B. Paxtachilikda agrokimyo (study guide), p. 71: cotton P2O5 and K2O rates by Machigin class",
                     *           "url": "https://online.flipbuilder.com/fiohr/jyfg/files/basic-html/page71.html"
                     *         },
                     *         {
                     *           "id": "cotton-norm",
                     *           "title": "Uzbek cotton trials with the annual N200 P140 K100 norm (Biruni journal); Ismailov et al. 2021, N250 P175 K125 in Karakalpakstan",
                     *           "url": "https://theamericanjournals.com/index.php/tajabe/article/view/227"
                     *         },
                     *         {
                     *           "id": "coefficients",
                     *           "title": "Uzbek agrochemistry practicum (2021-2022), annex: P2O5 and K2O rate coefficients by Machigin class (1.25, 1.0, 0.75, 0.5, 0.25)"
                     *         },
                     *         {
                     *           "id": "lab-classes",
                     *           "title": "Machigin P2O5 and K2O classes (<=15, 30, 45, 60 and <=100, 200, 300, 400 mg/kg) and humus classes of the irrigated plough layer"
                     *         },
                     *         {
                     *           "id": "fao-2003",
                     *           "title": "FAO (2003). Fertilizer use by crop in Uzbekistan. Rome",
                     *           "url": "http://businessdocbox.com/Agriculture/82825232-Fertilizer-use-by-crop-in-uzbekistan.html"
                     *         },
                     *         {
                     *           "id": "superphosphate",
                     *           "title": "Phosphate fertilisers: ammoniated granular superphosphate 14-15 % P2O5 and 1.5-2.5 % N (agro-olam.uz)",
                     *           "url": "https://agro-olam.uz/fosforli-ogitlar/"
                     *         }
                     *       ],
                     *       "cost": {
                     *         "currency": "UZS",
                     *         "lines": [
                     *           {
                     *             "product": "ammophos",
                     *             "bags": {
                     *               "min": 9,
                     *               "max": 9
                     *             },
                     *             "pricePerBag": 450000,
                     *             "cost": {
                     *               "min": 4050000,
                     *               "max": 4050000
                     *             }
                     *           },
                     *           {
                     *             "product": "potassium_chloride",
                     *             "bags": {
                     *               "min": 7,
                     *               "max": 7
                     *             },
                     *             "pricePerBag": 250000,
                     *             "cost": {
                     *               "min": 1750000,
                     *               "max": 1750000
                     *             }
                     *           },
                     *           {
                     *             "product": "urea",
                     *             "bags": {
                     *               "min": 20,
                     *               "max": 20
                     *             },
                     *             "pricePerBag": 300000,
                     *             "cost": {
                     *               "min": 6000000,
                     *               "max": 6000000
                     *             }
                     *           }
                     *         ],
                     *         "total": {
                     *           "min": 11800000,
                     *           "max": 11800000
                     *         },
                     *         "missing": [],
                     *         "pricesFrom": "saved"
                     *       },
                     *       "disclaimer": "Reja taxminiy: u laboratoriya tahlili va agronom maslahati o'rnini bosmaydi."
                     *     }
                     */
                    "application/json": components["schemas"]["FertiliserPlan"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSoilReportPlanCalendar: {
        parameters: {
            query: {
                /** @description The crop: cotton, wheat, barley, rice, maize, sorghum, alfalfa, sunflower, mungbean, melon, tomato, potato, onion. */
                crop: "cotton" | "wheat" | "barley" | "rice" | "maize" | "sorghum" | "alfalfa" | "sunflower" | "mungbean" | "melon" | "tomato" | "potato" | "onion";
            };
            header?: {
                /** @description Language of the plan's names, reasons and notes: uz (default), ru or en. Numbers and codes are the same in every language. */
                "Accept-Language"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSoilFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "fieldId": "dala-1",
                     *         "name": "Ariq bo'yidagi dala",
                     *         "region": "Samarqand",
                     *         "regionCode": "samarqand",
                     *         "location": {
                     *           "lat": 39.65,
                     *           "lng": 66.96
                     *         },
                     *         "area": 2.5,
                     *         "irrigationType": "ariqqa",
                     *         "lastCrops": [
                     *           {
                     *             "year": 2024,
                     *             "crop": "paxta",
                     *             "yield": "o'rtacha"
                     *           }
                     *         ],
                     *         "reportCount": 1,
                     *         "lastReportAt": "2025-06-10T10:00:00.000Z",
                     *         "updatedAt": "2025-06-10T10:00:00.000Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["SoilField"][];
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSoilPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes. */
            200: {
                headers: {
                    /** @description private, no-store: a private photo is never kept by the browser's HTTP cache (a shared phone). */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": unknown;
                    "image/webp": unknown;
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `not_found`: the record does not exist, is deleted or belongs to another user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSoilPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "currency": "UZS",
                     *       "bagKg": 50,
                     *       "prices": {
                     *         "urea": 300000,
                     *         "ammonium_nitrate": null,
                     *         "ammophos": 450000,
                     *         "superphosphate": null,
                     *         "potassium_chloride": 250000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FertiliserPrices"];
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putSoilPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "prices": {
                 *         "urea": 300000,
                 *         "ammophos": 450000,
                 *         "potassium_chloride": 250000,
                 *         "superphosphate": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SaveFertiliserPricesRequest"];
            };
        };
        responses: {
            /** @description The prices saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "currency": "UZS",
                     *       "bagKg": 50,
                     *       "prices": {
                     *         "urea": 300000,
                     *         "ammonium_nitrate": null,
                     *         "ammophos": 450000,
                     *         "superphosphate": null,
                     *         "potassium_chloride": 250000
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FertiliserPrices"];
                };
            };
            /** @description `validation_failed`: a field, query or path parameter is missing, of the wrong type or out of range. `malformed_json`: the body is not valid JSON (or not UTF-8). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json";
                    };
                };
            };
            /** @description `unauthorized`: the access token (or session) is missing, malformed, expired or forged; on sign-in and refresh: wrong credentials or a dead refresh token. */
            401: {
                headers: {
                    /** @description Bearer realm="api" */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized";
                    };
                };
            };
            /** @description `cross_site_request`: a request that changes data was authenticated by the session cookie but did not come from the app's own pages (Sec-Fetch-Site / Origin); Bearer requests are not affected. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "cross_site_request";
                    };
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description `payload_too_large`: the body (64 KB for JSON) or a photo (10 MB) is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description `unsupported_media_type`: the body is not in a supported content type, or a photo is not JPEG, PNG or WebP. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": {
                     *         "ok": true,
                     *         "kind": "postgresql",
                     *         "latencyMs": 2
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description The database is unavailable. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unavailable",
                     *       "database": {
                     *         "ok": false,
                     *         "kind": "postgresql",
                     *         "latencyMs": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["Ping"];
                };
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have: 304 when it still matches. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    /** @description Changes when the document changes. */
                    ETag?: string;
                    /** @description public, max-age=300, must-revalidate */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        paths: Record<string, never>;
                    };
                };
            };
            /** @description Not modified: your copy (If-None-Match) is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `method_not_allowed`: another HTTP method is used on this path (see the Allow header). */
            405: {
                headers: {
                    /** @description The methods this path supports. */
                    Allow: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description Unexpected: `internal_error` (500; never details, quote requestId) or `service_unavailable` (503 when the database cannot be reached, or a read reaches a server stopping for a deploy; Retry-After). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
