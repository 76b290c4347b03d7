import { validationError } from "../../lib/errors";

// The history's keyset cursor: the (completedAt, id) of the last row of a page, as one opaque base64url string. The
// client hands it back unchanged; anything that does not decode to exactly that shape is 400 VALIDATION_ERROR.

export interface HistoryPosition {
  completedAt: Date;
  id: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ROW_ID = /^[A-Za-z0-9-]{1,64}$/;

export function encodeHistoryCursor(position: { completedAt: string; id: string }): string {
  return Buffer.from(`${position.completedAt}|${position.id}`, "utf8").toString("base64url");
}

export function decodeHistoryCursor(cursor: string): HistoryPosition {
  const invalid = () => validationError([{ path: "before", message: "Not a cursor this server handed out" }]);
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  const [instant, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !instant || !id || !ISO_INSTANT.test(instant) || !ROW_ID.test(id)) throw invalid();
  const completedAt = new Date(instant);
  if (Number.isNaN(completedAt.getTime()) || completedAt.toISOString() !== instant) throw invalid();
  return { completedAt, id };
}
