import { createAuthClient } from "better-auth/react";

// better-auth's client, on our own origin under the default base path /api/auth.
// Import it lazily (`await import("./auth-client")`) from code on the first page load: the landing page does not need it.
export const authClient = createAuthClient();
