import type { ManifestOptions } from "vite-plugin-pwa";

// The web app manifest (dist/manifest.webmanifest, linked from index.html by the build; ADR 0052): what a phone or
// a desktop browser needs to install Custom Fit as an app. The theme colour is the light page's background; the
// dark one is in index.html's media-qualified theme-color meta, which browsers prefer while the page is open.
export const webAppManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Custom Fit",
  short_name: "Custom Fit",
  description:
    "Workouts fitted around your calendar: your week, your plan, your history, also without a signal.",
  lang: "en",
  start_url: "/dashboard",
  scope: "/",
  display: "standalone",
  theme_color: "#f8fafc",
  background_color: "#f8fafc",
  categories: ["health", "fitness", "lifestyle"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
