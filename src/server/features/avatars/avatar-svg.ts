// A placeholder avatar drawn by our own server (no third-party image service): the initial on a colour taken
// from the user id, so it stays the same wherever it is shown.

const PALETTE = ["#047857", "#0f766e", "#0369a1", "#4338ca", "#7e22ce", "#be185d", "#b45309", "#4d7c0f"];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function initialOf(name: string | null | undefined): string {
  const first = Array.from((name ?? "").trim())[0];
  return first ? first.toLocaleUpperCase() : "U";
}

export function avatarSvg(userId: string, name: string | null | undefined): string {
  const colour = PALETTE[hash(userId) % PALETTE.length];
  const initial = escapeXml(initialOf(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${initial}"><rect width="96" height="96" rx="48" fill="${colour}"/><text x="48" y="50" dominant-baseline="central" text-anchor="middle" font-family="system-ui, sans-serif" font-size="44" font-weight="600" fill="#ffffff">${initial}</text></svg>`;
}
