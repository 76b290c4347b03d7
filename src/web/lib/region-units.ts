import type { TSettings } from "#contracts/settings";

// Units of a new account, from the browser's region (issue #30): kept out of the settings code every page loads first
// (the landing page is at its budget); asked for at sign-up only, where the account's first settings are sent.

type Unit = TSettings["measurementUnit"];

/**
 * Pounds and inches only where they are the everyday units: the United States, Liberia and Myanmar, the three
 * countries that have not adopted the metric system as their official one (CIA World Factbook, Appendix G "Weights
 * and Measures"). Everywhere else, and with no region, metric.
 */
const IMPERIAL_REGIONS = new Set(["US", "LR", "MM"]);

/** The region of a language tag ("US" for en-US; "ES" for a bare "es", by likely subtags), or undefined. */
function regionOf(tag: string | undefined): string | undefined {
  try {
    return tag ? new Intl.Locale(tag).maximize().region : undefined;
  } catch {
    return undefined;
  }
}

/** The units of a browser's region (navigator.language): en-US imperial, en-GB and es-ES metric. */
export function unitForLocale(
  tag: string | undefined = typeof navigator === "undefined" ? undefined : navigator.language,
): Unit {
  const region = regionOf(tag);
  return region && IMPERIAL_REGIONS.has(region) ? "imperial" : "metric";
}
