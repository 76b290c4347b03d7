import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// Security suite (issue #10, ADR 0014), run by e2e/run.ts around its own build and server, so it costs no extra build:
// - the SPA is built with dummy server secrets in its environment, and no built file may contain any of them;
// - the server logs written during the e2e run may hold no password, cookie, token or key.

/** A random tag in every dummy value: finding the tag anywhere means some secret leaked. */
const TAG = randomBytes(8).toString("hex");

/** Server env values present while the SPA builds (none of them may end up in dist/). */
export const BUILD_SECRETS: Record<string, string> = {
  OPENAI_API_KEY: `sk-test-canary-${TAG}`,
  STRIPE_SECRET_KEY: `sk_test_canary${TAG}`,
  STRIPE_WEBHOOK_SECRET: `whsec_canary${TAG}`,
  AUTH_SECRET: `canary-auth-secret-${TAG}-0123456789`,
  DATABASE_URL: `postgres://custom_fit:canary-db-password-${TAG}@127.0.0.1:5432/custom_fit`,
  SMTP_URL: `smtp://mailer:canary-smtp-password-${TAG}@127.0.0.1:2525`,
};

/** The e2e server's own secret (it must never be logged). */
export const SERVER_AUTH_SECRET = `canary-server-secret-${TAG}-0123456789`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every built file that holds a dummy secret (by name of the variable), as "file: VARIABLE". */
export function secretsInBuild(outDir: string): string[] {
  const found: string[] = [];
  const files = filesUnder(outDir);
  if (files.length === 0) return [`${outDir}: no files built`];
  for (const file of files) {
    const text = readFileSync(file).toString("latin1");
    const names = Object.entries(BUILD_SECRETS)
      .filter(([, value]) => {
        const password = /:\/\/[^:]+:([^@]+)@/.exec(value)?.[1];
        return text.includes(value) || (password !== undefined && text.includes(password));
      })
      .map(([name]) => name);
    // A piece of a value (the tag) without the whole still means a secret went through a transformation.
    if (names.length === 0 && text.includes(TAG)) names.push("part of a dummy secret");
    for (const name of names) found.push(`${path.relative(outDir, file)}: ${name}`);
  }
  return [...new Set(found)];
}

/** The e2e password (e2e/fixtures.ts PASSWORD), read as text: fixtures.ts loads Playwright on import. */
function e2ePassword(): string {
  const source = readFileSync(path.join(import.meta.dirname, "fixtures.ts"), "utf8");
  const match = /export const PASSWORD = "([^"]+)"/.exec(source);
  if (!match?.[1]) throw new Error("e2e/fixtures.ts: PASSWORD constant not found");
  return match[1];
}

const MAIL_LINE = "mail (not sent: SMTP_URL is not set)";

/** What a log line must never hold. The log mailer's lines carry links by design (ADR 0014) and skip the token rules. */
function rules(): Array<{ label: string; test: (line: string) => boolean; mail: boolean }> {
  const password = e2ePassword();
  const re = (pattern: RegExp) => (line: string) => pattern.test(line);
  return [
    { label: "the e2e password", test: (l) => l.includes(password), mail: true },
    {
      label: "the server secret",
      test: (l) => l.includes(SERVER_AUTH_SECRET) || l.includes(TAG),
      mail: true,
    },
    {
      label: "a session cookie",
      test: re(/session_token|session_data|set-cookie|"cookie"\s*:/i),
      mail: true,
    },
    { label: "a password field", test: re(/"(?:new|current)?password"\s*:\s*"/i), mail: true },
    { label: "an authorization header", test: re(/authorization|bearer\s+[\w.-]{10,}/i), mail: true },
    {
      label: "an API key",
      test: re(
        /\bsk-[\w-]{10,}|\bsk_(?:test|live)_\w{8,}|\bwhsec_\w{8,}|\brk_(?:test|live)_\w{8,}|\bcf_pat_[\w-]{8,}/,
      ),
      mail: true,
    },
    {
      label: "a calendar feed token",
      test: re(/\/api\/calendar\/(?!feed-url|\[token\])[^"\s/]+\.ics/),
      mail: false,
    },
    { label: "a token", test: re(/[?&]token=[\w-]{8,}|"token"\s*:\s*"[\w.-]{8,}"/i), mail: false },
    {
      label: "a password-reset token",
      test: re(/\/api\/auth\/reset-password\/(?!\[token\])[^"\s/?]+/),
      mail: false,
    },
  ];
}

/** Problems in the given log files, as "file:line: what" (the offending value itself is not repeated). */
export function secretsInLogs(files: string[]): string[] {
  const checks = rules();
  const problems: string[] = [];
  for (const file of files) {
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, index) => {
      const mail = line.includes(MAIL_LINE);
      for (const check of checks) {
        if ((check.mail || !mail) && check.test(line)) problems.push(`${file}:${index + 1}: ${check.label}`);
      }
    });
  }
  return problems;
}

/** The main server log and the extra servers' logs (e2e/app-server.ts) written since `since`. */
export function e2eLogFiles(mainLog: string, since: number): string[] {
  const dir = path.dirname(mainLog);
  const extra = readdirSync(dir)
    .filter((name) => /^e2e-server-.+\.log$/.test(name))
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= since);
  return [mainLog, ...extra];
}
