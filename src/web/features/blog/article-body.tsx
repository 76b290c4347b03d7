import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { cn } from "../../lib/cn";

// Typography for the server's HTML, written by hand with Tailwind (no typography plugin): readable measure,
// generous rhythm, and the same colours as the rest of the app in both themes.
const PROSE = cn(
  "max-w-none text-[1.0625rem] leading-8 text-slate-700 dark:text-slate-300",
  "[&>*+*]:mt-5",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance [&_h2]:text-slate-900 dark:[&_h2]:text-white",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white",
  "[&_h2+*]:mt-3 [&_h3+*]:mt-2",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white",
  "[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-primary-900 dark:[&_a]:text-primary-300 dark:hover:[&_a]:text-primary-200",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-primary-700 dark:[&_li::marker]:text-primary-400",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-primary-300 [&_blockquote]:pl-4 [&_blockquote]:italic dark:[&_blockquote]:border-primary-800",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] dark:[&_code]:bg-slate-800",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-10 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-800",
  "[&_img]:rounded-xl [&_table]:w-full [&_table]:text-left [&_th]:border-b [&_th]:py-2 [&_td]:border-b [&_td]:py-2 [&_th]:border-slate-200 [&_td]:border-slate-100 dark:[&_th]:border-slate-700 dark:[&_td]:border-slate-800",
);

/**
 * A post's body. `html` is the server's rendering of our Markdown, in which raw HTML is already text and links are
 * http(s) or relative (src/server/features/blog/blog-markdown.ts); nothing else is ever put in here.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();

  // Links to our own pages stay inside the app instead of reloading it.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  }

  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised rendering of our own posts (see above)
    // biome-ignore lint/a11y/useKeyWithClickEvents: only delegates clicks on links, which keep their keyboard behaviour
    // biome-ignore lint/a11y/noStaticElementInteractions: same delegation; the element itself is not interactive
    <div className={PROSE} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
