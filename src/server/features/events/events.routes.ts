import { Hono } from "hono";
import { ZEventGroupWrite } from "#contracts/event-groups";
import { ZEventCreate, ZEventPatch } from "#contracts/events";
import { todayIn } from "#domain/scheduling/zoned-time";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../lib/hono-types";
import { readJson } from "../../lib/validate";
import { assertFeatureAllowed, type BillingSettings } from "../billing";
import { getSettings } from "../settings";
import { writeEventGroup } from "./event-groups.service";
import {
  createEvent,
  deleteUserEvent,
  getUserEvent,
  listUserEvents,
  updateUserEvent,
} from "./events.service";
import { importIcs } from "./events-import.service";
import type { IcsReader } from "./ics-reader";

/** What a browser may label an .ics upload with: the proper type, or what a file picker guesses for it. */
const ICS_TYPES = new Set(["", "text/calendar", "application/ics", "text/plain", "application/octet-stream"]);

async function readIcsBody(request: Request): Promise<string> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!ICS_TYPES.has(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", 415, "Send the .ics file itself as text/calendar.");
  }
  const bytes = await request.arrayBuffer();
  try {
    // RFC 5545 text is UTF-8; a binary file (an image picked by mistake) fails here with a clear message.
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("INVALID_ICS", 400, "The file is not an iCalendar (.ics) text file.");
  }
}

/** Today in the user's zone (workouts before it are never rescheduled); the clock is read here, in the route. */
async function userToday(db: Database, userId: string): Promise<string> {
  const { timeZone } = await getSettings({ db, userId });
  return todayIn(timeZone, new Date());
}

export interface EventsRouteDeps {
  db: Database;
  /** Parses .ics imports in a worker thread (ics-reader.ts). */
  reader: IcsReader;
  /** The billing mode and prices: the Pro gate of the .ics import. */
  billing: BillingSettings;
  /** Tells of changes of events (reactions/reactions.ts: the clashing workouts move, in the same transaction). */
  emit: Emit;
}

export function eventsRoutes(deps: EventsRouteDeps) {
  const { db, reader, billing, emit } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listUserEvents({ db, userId: c.get("user").id })))
    .post("/import", async (c) => {
      const userId = c.get("user").id;
      await assertFeatureAllowed({ db, billing, userId, feature: "ics-import" });
      const source = await readIcsBody(c.req.raw);
      const { timeZone } = await getSettings({ db, userId });
      const today = todayIn(timeZone, new Date());
      return c.json(await importIcs({ db, userId, reader, source, timeZone, today, emit }));
    })
    .post("/", async (c) => {
      const { event, allowConflict } = await readJson(c, ZEventCreate);
      const userId = c.get("user").id;
      const today = await userToday(db, userId);
      return c.json(await createEvent({ db, userId, event, allowConflict, today, emit }), 201);
    })
    .put("/group", async (c) => {
      const write = await readJson(c, ZEventGroupWrite);
      const userId = c.get("user").id;
      const today = await userToday(db, userId);
      return c.json(await writeEventGroup({ db, userId, write, today, emit }));
    })
    .get("/:id", async (c) =>
      c.json(await getUserEvent({ db, userId: c.get("user").id, id: c.req.param("id") })),
    )
    .patch("/:id", async (c) => {
      const patch = await readJson(c, ZEventPatch);
      const userId = c.get("user").id;
      const today = await userToday(db, userId);
      return c.json(await updateUserEvent({ db, userId, id: c.req.param("id"), patch, today, emit }));
    })
    .delete("/:id", async (c) => {
      const userId = c.get("user").id;
      const today = await userToday(db, userId);
      await deleteUserEvent({ db, userId, id: c.req.param("id"), today, emit });
      return c.body(null, 204);
    });
}
