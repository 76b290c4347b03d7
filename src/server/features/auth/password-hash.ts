import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// scrypt with N = 2^17, r = 8, p = 1 (docs/architecture.md §6, OWASP's minimum for scrypt). The parameters are stored with each
// hash, so raising them later keeps old hashes verifiable. "fast" (N = 2^14) exists only so the test suite does
// not spend minutes hashing; env.ts refuses it outside NODE_ENV=test.

export type HashCost = "standard" | "fast";
const PARAMS: Record<HashCost, { N: number; r: number; p: number }> = {
  standard: { N: 2 ** 17, r: 8, p: 1 },
  fast: { N: 2 ** 14, r: 8, p: 1 },
};
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: HashCost = "standard"): Promise<string> {
  const { N, r, p } = PARAMS[cost];
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every(Number.isSafeInteger) || N > 2 ** 20) return false;
  const expected = Buffer.from(parts[5] ?? "", "base64");
  const key = await derive(password, Buffer.from(parts[4] ?? "", "base64"), N, r, p);
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/**
 * Hashing and verification as better-auth calls them, at most `concurrency` at a time; the others wait in a queue
 * (first come, first served). A production hash holds 128 MiB (128 * N * r bytes) while it runs, and Node runs up to
 * four at once on its thread pool: a burst of sign-ups would otherwise grow the process by 512 MiB (ADR 0029).
 */
export function createPasswordHasher(options: { cost: HashCost; concurrency: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= options.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot take it in between.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
  return {
    hash: (password: string) => run(() => hashPassword(password, options.cost)),
    verify: (hash: string, password: string) => run(() => verifyPassword(hash, password)),
    /** Hashes in progress now (for tests and diagnostics). */
    running: () => running,
  };
}
