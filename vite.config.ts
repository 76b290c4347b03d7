import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The SPA is built into dist/ and served by the API server on one port (see src/server/static.ts).
// In `npm run dev` Vite serves it with hot reload and proxies /api to the server.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      "/api": { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false },
      "/rss.xml": `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      "/sitemap.xml": `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
});
