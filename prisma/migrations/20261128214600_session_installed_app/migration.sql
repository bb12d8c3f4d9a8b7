-- Whether a browser sign-in came from the installed web app (the sign-in form reports the page's
-- display mode): the sessions page then names it the installed app, not the browser. NULL when
-- the form did not say (an app sign-in, a form sent before its script ran, an older session).
ALTER TABLE "sessions" ADD COLUMN "installed_app" BOOLEAN;
