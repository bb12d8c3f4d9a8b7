import type { MetadataRoute } from "next";
import { OFFLINE_MESSAGES } from "@/lib/i18n/offline";

// The web app manifest (/manifest.webmanifest, linked from every page by Next): what the phone
// shows when the app is installed. Uzbek, the product's first language. Icons and screenshots
// come from scripts/make-icons.mts and scripts/capture-screenshots.mts.
export default function manifest(): MetadataRoute.Manifest {
  const t = OFFLINE_MESSAGES.uz;
  return {
    id: "/",
    name: "Oila va Dala",
    short_name: t.appShortName,
    description: t.appDescription,
    lang: "uz",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    // brand-700 (the header and buttons) and brand-50 (app/globals.css).
    theme_color: "#166534",
    background_color: "#eefbf3",
    categories: ["education", "lifestyle", "productivity"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    screenshots: [
      { src: "/screenshots/today-narrow.png", sizes: "412x915", type: "image/png", form_factor: "narrow", label: "Bugungi reja: bolaning yoshiga mos mashg'ulotlar" },
      { src: "/screenshots/soil-wide.png", sizes: "1280x800", type: "image/png", form_factor: "wide", label: "Tuproq hisoboti" },
    ],
  };
}
