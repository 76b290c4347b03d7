import { withEditedMains } from "#domain/planning/training-block";
import type { Workout } from "#domain/types";
import type { Database } from "../../db/client";
import { findTrainingBlock, updateTrainingBlockSlots } from "./training.repository";

/** A workout's exercises edited by the user: a main lift replaced or removed is the block's choice from now on. */
export async function followEditedMains(
  tx: Database,
  userId: string,
  before: Pick<Workout, "type" | "date" | "exercises">,
  after: Pick<Workout, "type" | "exercises">,
): Promise<void> {
  const block = await findTrainingBlock(tx, userId);
  const edited = block && withEditedMains(block, before, after);
  if (edited) await updateTrainingBlockSlots(tx, userId, edited);
}
