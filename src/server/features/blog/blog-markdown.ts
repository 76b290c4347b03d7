import { Marked, type Tokens } from "marked";

// Posts are ours, but the renderer is written as if they were not: the HTML it makes is put into the page as is
// (dangerouslySetInnerHTML), so nothing in a post may become markup we did not write here.

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes every character that means something in HTML text or a quoted attribute, `&` included. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const PLACEHOLDER_ORIGIN = "https://relative.invalid";

/**
 * A link target we are willing to emit: http(s) or relative, else null. The WHATWG parser decides (as the browser
 * will), so tabs, newlines and odd case in "java\tScript:" do not slip past a prefix check.
 */
export function safeUrl(href: string): string | null {
  const trimmed = href.trim();
  if (trimmed === "") return null;
  let url: URL;
  try {
    url = new URL(trimmed, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  try {
    // Percent-encode spaces and non-ASCII as marked does, without double-encoding what is already encoded.
    return encodeURI(trimmed).replace(/%25([0-9a-f]{2})/gi, "%$1");
  } catch {
    return null;
  }
}

function isExternal(href: string): boolean {
  return new URL(href, PLACEHOLDER_ORIGIN).origin !== PLACEHOLDER_ORIGIN;
}

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    /** Raw HTML, block or inline, is shown as the text it is. */
    html(token: Tokens.HTML | Tokens.Tag) {
      return token.block ? `<p>${escapeHtml(token.text.trim())}</p>\n` : escapeHtml(token.text);
    },
    /**
     * Always escape: marked leaves text between raw tags (`<script>…</script>` on one line) unescaped, and the
     * html() override above makes those tags text, so their content must be text as well.
     */
    text(token: Tokens.Text | Tokens.Escape) {
      if ("tokens" in token && token.tokens) return this.parser.parseInline(token.tokens);
      return escapeHtml(token.text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      const url = safeUrl(href);
      if (url === null) return label;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      const relAttr = isExternal(url) ? ' rel="noopener noreferrer"' : "";
      return `<a href="${escapeHtml(url)}"${titleAttr}${relAttr}>${label}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const url = safeUrl(href);
      if (url === null) return escapeHtml(text);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
    },
  },
});

/** Markdown → HTML that contains only the elements Markdown itself produces. */
export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}

const WORDS_PER_MINUTE = 220;

/** Whole minutes at an unhurried reading pace, at least one. */
export function readingMinutes(source: string): number {
  const words = source
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/[#>*_`[\]()!|-]/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
