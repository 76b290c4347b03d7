// Sign-out forgets this device's push subscription in the same request (ADR 0061): the web app sends the browser's
// endpoint in this header on POST /api/auth/sign-out, and the server deletes the signed-in user's row for it before
// the session ends. A plain constant, so the web app's sign-out code does not load zod.

export const PUSH_ENDPOINT_HEADER = "X-Push-Endpoint";
