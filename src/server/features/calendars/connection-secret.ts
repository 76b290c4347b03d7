import { z } from "zod";
import type { SecretBox } from "../../lib/secret-box";

// What a connection keeps encrypted (lib/secret-box.ts): the private address, and for CalDAV the account and the
// calendars chosen at connection time. Opened only to sync; never returned by the API.

const ZConnectionSecret = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("ics"), url: z.string() }),
  z.object({
    kind: z.literal("caldav"),
    url: z.string(),
    username: z.string(),
    password: z.string(),
    /** The calendars read (their URLs on the server). */
    calendarUrls: z.array(z.string()),
    /** Where workouts are written when write-back is on: the first chosen calendar that accepts writes. */
    writeCalendarUrl: z.string().nullable(),
  }),
]);
export type ConnectionSecret = z.infer<typeof ZConnectionSecret>;
export type CalDavSecret = Extract<ConnectionSecret, { kind: "caldav" }>;

export const sealSecret = (box: SecretBox, secret: ConnectionSecret): string =>
  box.seal(JSON.stringify(secret));

export const openSecret = (box: SecretBox, sealed: string): ConnectionSecret =>
  ZConnectionSecret.parse(JSON.parse(box.open(sealed)));
