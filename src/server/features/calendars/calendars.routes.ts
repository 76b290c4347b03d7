import { Hono } from "hono";
import { ZCalendarCreate, ZCalendarPatch } from "#contracts/calendars";
import type { AppEnv } from "../../lib/hono-types";
import { readJson } from "../../lib/validate";
import type { CalendarSync } from "./calendar-sync";
import {
  createConnection,
  listUserConnections,
  patchConnection,
  removeConnection,
  syncNow,
} from "./calendars.service";

/** /api/calendars: the user's connected calendars (API "Calendar connections"); signed in (app.ts). */
export function calendarsRoutes(sync: CalendarSync) {
  const { db } = sync.deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listUserConnections(db, c.get("user").id)))
    .post("/", async (c) => {
      const input = await readJson(c, ZCalendarCreate);
      return c.json(await createConnection({ sync, userId: c.get("user").id, input }), 201);
    })
    .patch("/:id", async (c) => {
      const patch = await readJson(c, ZCalendarPatch);
      return c.json(await patchConnection({ sync, userId: c.get("user").id, id: c.req.param("id"), patch }));
    })
    .delete("/:id", async (c) => {
      await removeConnection({ sync, userId: c.get("user").id, id: c.req.param("id") });
      return c.body(null, 204);
    })
    .post("/:id/sync", async (c) =>
      c.json(await syncNow({ sync, userId: c.get("user").id, id: c.req.param("id") })),
    );
}
