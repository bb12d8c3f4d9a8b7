// The soil form's address, warmed for offline use after sign-in (docs/offline.md): the page
// (components/offline/soil-form-warmer.tsx) asks, the worker fetches it (lib/pwa/warm.ts).
export const SOIL_FORM_PATH = "/soil/new";
