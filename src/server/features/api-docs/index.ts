// The API reference's public face (docs/architecture.md §2): app.ts mounts the document and its page.
export { apiDocsRoutes } from "./api-docs.routes";
