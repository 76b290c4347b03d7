import { MAX_EQUIPMENT_PROFILES, type TEquipmentProfile } from "#contracts/equipment-profiles";
import { FULL_GYM_KIT, KIT, KIT_NAMES, type Kit } from "#domain/planning/catalogue/kit";
import { CAPPED_KIT, type CappedKit, type LoadCaps, type LoadUnit } from "#domain/planning/load-caps";
import type { Language } from "#domain/types";
import { parseDecimal } from "./units";

// The places a user trains in, as the form edits them (ADR 0082): presets to start from, and each item's label.

export interface ProfileDraft {
  /** The form's own key for React and error fields; `id` is the stored profile's, absent for a new one. */
  key: string;
  id?: string;
  name: string;
  kit: Kit[];
  isDefault: boolean;
  /** The heaviest load per loaded item as typed (ADR 0097); an empty weight is no limit. */
  maxLoads: CapDrafts;
}

export type CapDrafts = Partial<Record<CappedKit, { weight: string; unit: LoadUnit }>>;

export const PRESETS = ["home", "gym", "hotel"] as const;
export type Preset = (typeof PRESETS)[number];

/** Home: body weight, dumbbells and a pull-up bar; Gym: everything; Hotel: body weight only (issue 33). */
export const PRESET_KIT: Record<Preset, readonly Kit[]> = {
  home: ["dumbbells", "pull-up-bar"],
  gym: FULL_GYM_KIT,
  hotel: [],
};

// Keys restored from a draft stay; the run's own prefix keeps new ones apart from them.
const run = Math.random().toString(36).slice(2, 8);
let counter = 0;
const nextKey = () => `profile-${run}-${++counter}`;

export function profileDraftOf(profile: TEquipmentProfile): ProfileDraft {
  return {
    key: nextKey(),
    id: profile.id,
    name: profile.name,
    kit: [...profile.kit],
    isDefault: profile.isDefault,
    maxLoads: Object.fromEntries(
      Object.entries(profile.maxLoads ?? {}).flatMap(([item, cap]) =>
        cap ? [[item, { weight: String(cap.weight), unit: cap.unit }]] : [],
      ),
    ),
  };
}

/** The loaded items of the place that may take a weight limit, in the checklist's order. */
export function cappableKit(kit: readonly Kit[]): CappedKit[] {
  return CAPPED_KIT.filter((item) => kit.includes(item));
}

/** The kit changed: limits of items no longer there go with them. */
export function withKit(profile: ProfileDraft, kit: readonly Kit[]): Pick<ProfileDraft, "kit" | "maxLoads"> {
  const kept = sortedKit(kit);
  const maxLoads = Object.fromEntries(
    Object.entries(profile.maxLoads).filter(([item]) => kept.includes(item as Kit)),
  ) as CapDrafts;
  return { kit: kept, maxLoads };
}

/** The limits to send: typed weights of items the place has (a weight that is no number is the form's error). */
export function capsOfDraft(profile: ProfileDraft): LoadCaps {
  const caps: LoadCaps = {};
  for (const item of cappableKit(profile.kit)) {
    const draft = profile.maxLoads[item];
    const weight = draft ? parseDecimal(draft.weight) : null;
    if (draft && weight !== null) caps[item] = { weight, unit: draft.unit };
  }
  return caps;
}

/** A new user's start: a full gym, the default, as the planners assumed before profiles existed. */
export function defaultProfiles(gymName = "Gym"): ProfileDraft[] {
  return [{ key: nextKey(), name: gymName, kit: [...FULL_GYM_KIT], isDefault: true, maxLoads: {} }];
}

/** `name`, or "name 2", "name 3"... when a place already has it. */
function freeName(name: string, profiles: readonly ProfileDraft[]): string {
  const taken = new Set(profiles.map((profile) => profile.name.trim().toLocaleLowerCase()));
  if (!taken.has(name.toLocaleLowerCase())) return name;
  for (let n = 2; ; n++) if (!taken.has(`${name} ${n}`.toLocaleLowerCase())) return `${name} ${n}`;
}

/** The list with one more place (none past the fifth); the first place is the default. */
export function withProfile(
  profiles: readonly ProfileDraft[],
  name: string,
  kit: readonly Kit[],
): ProfileDraft[] {
  if (profiles.length >= MAX_EQUIPMENT_PROFILES) return [...profiles];
  return [
    ...profiles,
    {
      key: nextKey(),
      name: freeName(name, profiles),
      kit: [...kit],
      isDefault: profiles.length === 0,
      maxLoads: {},
    },
  ];
}

/** The list without the place; the last one is never removed, and a removed default passes to the first. */
export function withoutProfile(profiles: readonly ProfileDraft[], key: string): ProfileDraft[] {
  if (profiles.length <= 1) return [...profiles];
  const rest = profiles.filter((profile) => profile.key !== key);
  if (rest.some((profile) => profile.isDefault)) return rest;
  return rest.map((profile, index) => ({ ...profile, isDefault: index === 0 }));
}

export function withDefault(profiles: readonly ProfileDraft[], key: string): ProfileDraft[] {
  return profiles.map((profile) => ({ ...profile, isDefault: profile.key === key }));
}

const ARTICLE = /^(an?|una?|unos|unas)\s+/i;

/** "Pull-up bar", "Barra de dominadas": the catalogue's words for the item without the article, capitalised. */
export function kitLabel(item: Kit, language: Language): string {
  const words = KIT_NAMES[item][language].replace(ARTICLE, "");
  return words.charAt(0).toLocaleUpperCase(language) + words.slice(1);
}

/** The items in the catalogue's order (the order of the checklist). */
export function sortedKit(kit: readonly Kit[]): Kit[] {
  return KIT.filter((item) => kit.includes(item));
}
