import { type AnchorHTMLAttributes, type ComponentType, createContext, use } from "react";

// How the public pages (landing, pricing, blog) link to other pages without importing the router: opened directly,
// the landing and pricing pages run without it (app/public-app.tsx, ADR 0069) and their links load the next page;
// inside the router (the blog, or after a navigation) the app provides the router's own link here
// (app/public-pages-layout.tsx), so navigating stays in the page.

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** An absolute path of the app. */
  to: string;
}

export interface PageNavigation {
  /** The path shown now (the router's, or the document's). */
  pathname: string;
  Link: ComponentType<PageLinkProps>;
}

const PageNavigationContext = createContext<PageNavigation | null>(null);

/** Given by the router's public layout; without it, links are plain links and the path is the document's. */
export const PageNavigationProvider = PageNavigationContext;

function DocumentLink({ to, children, ...props }: PageLinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

export function PageLink(props: PageLinkProps) {
  const Link = use(PageNavigationContext)?.Link ?? DocumentLink;
  return <Link {...props} />;
}

/** Whether `to` is the page shown, or a page under it ("/blog" for "/blog/a-post"), as a navigation link marks it. */
export function useIsCurrentPage(to: string): boolean {
  const pathname = use(PageNavigationContext)?.pathname ?? globalThis.location?.pathname ?? "";
  return pathname === to || (to !== "/" && pathname.startsWith(`${to}/`));
}
