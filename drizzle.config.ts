import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations into drizzle/ from the schema; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
});
