import type { ComponentType } from "react";
import { type FeatureStrings, loadFeatureStrings } from "../lib/i18n";
import { PublicPagesFrame } from "./public-pages-frame";
import type { STANDALONE_PAGES } from "./standalone-pages";

// The landing and pricing pages opened directly, without the router (ADR 0069): what the visitor sees first carries
// neither React Router nor the route table of every signed-in page. Their links load the next page
// (lib/page-link.tsx), which is where a visitor goes anyway (sign in, register, the blog). The same modules and
// strings as the route table's entries (routes.ts; public-app.test.ts checks they agree).

type StandalonePage = (typeof STANDALONE_PAGES)[number];

const SHOWN: Record<
  StandalonePage,
  { load: () => Promise<ComponentType>; features: readonly FeatureStrings[] }
> = {
  "/": { load: () => import("../features/landing/landing-page").then((m) => m.LandingPage), features: [] },
  "/pricing": {
    load: () => import("../features/pricing/pricing-page").then((m) => m.PricingPage),
    features: ["pricing"],
  },
};

/** The feature strings the page waits for. */
export function standaloneFeatures(path: StandalonePage): readonly FeatureStrings[] {
  return SHOWN[path].features;
}

/** The page's code and strings (index.html has already asked for them, ADR 0020). */
export function loadStandalonePage(path: StandalonePage): Promise<ComponentType> {
  const { load, features } = SHOWN[path];
  return Promise.all([load(), features.length > 0 ? loadFeatureStrings(features) : undefined]).then(
    ([page]) => page,
  );
}

/** One public page in the public pages' header and footer. */
export function PublicApp({ page: Page }: { page: ComponentType }) {
  return (
    <PublicPagesFrame>
      <Page />
    </PublicPagesFrame>
  );
}
