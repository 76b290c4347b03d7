import { useEffect } from "react";

// Per-page <title>, description and sharing tags. index.html carries the landing page's values for crawlers that do
// not run scripts; each public page sets its own here and puts the site's back when it unmounts.

export interface PageMeta {
  /** The page's own title; " · Custom Fit" is appended unless it already names the app. */
  title: string;
  description?: string;
  /** og:type: "website" for pages, "article" for blog posts. */
  type?: "website" | "article";
}

const APP_NAME = "Custom Fit";

/** The tags a page controls: `name=` for description and Twitter, `property=` for Open Graph. */
const TAGS = {
  description: ["name", "description"],
  ogTitle: ["property", "og:title"],
  ogDescription: ["property", "og:description"],
  ogType: ["property", "og:type"],
  ogUrl: ["property", "og:url"],
  twitterTitle: ["name", "twitter:title"],
  twitterDescription: ["name", "twitter:description"],
} as const;
type TagKey = keyof typeof TAGS;

function metaElement(key: TagKey): HTMLMetaElement {
  const [attribute, name] = TAGS[key];
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, name);
    document.head.append(element);
  }
  return element;
}

export function fullTitle(title: string): string {
  return title.includes(APP_NAME) ? title : `${title} · ${APP_NAME}`;
}

/** index.html's own values, read the first time a page sets its meta; put back when that page goes away. */
let defaults: { title: string; tags: Map<TagKey, string | null> } | undefined;

function siteDefaults() {
  defaults ??= {
    title: document.title,
    tags: new Map(
      (Object.keys(TAGS) as TagKey[]).map((key) => {
        const [attribute, name] = TAGS[key];
        const element = document.head.querySelector(`meta[${attribute}="${name}"]`);
        return [key, element?.getAttribute("content") ?? null];
      }),
    ),
  };
  return defaults;
}

/** Sets the document's title and description/sharing tags while the calling page is shown. */
export function usePageMeta({ title, description, type = "website" }: PageMeta): void {
  useEffect(() => {
    const site = siteDefaults();
    const values: Partial<Record<TagKey, string>> = {
      ogTitle: fullTitle(title),
      twitterTitle: fullTitle(title),
      ogType: type,
      ogUrl: window.location.href,
    };
    if (description) {
      values.description = description;
      values.ogDescription = description;
      values.twitterDescription = description;
    }
    document.title = fullTitle(title);
    for (const [key, value] of Object.entries(values) as Array<[TagKey, string]>) {
      metaElement(key).setAttribute("content", value);
    }
    // Back to the site's values (not to "whatever was there"): a page that sets nothing, such as the dashboard,
    // then shows the site's title rather than the last post's.
    return () => {
      document.title = site.title;
      for (const key of Object.keys(values) as TagKey[]) {
        const content = site.tags.get(key) ?? null;
        if (content === null) metaElement(key).remove();
        else metaElement(key).setAttribute("content", content);
      }
    };
  }, [title, description, type]);
}
