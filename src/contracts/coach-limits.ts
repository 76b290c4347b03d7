// The coach's limits as plain constants (no zod), so the web app's coach page can use them without the schemas.

/** Messages the server passes on to the model. */
export const COACH_HISTORY = 10;
/** Messages a request may carry: a browser that trims late still gets through, a stuffed list does not. */
export const COACH_MAX_MESSAGES = 20;
export const COACH_MAX_CHARS = 2000;
