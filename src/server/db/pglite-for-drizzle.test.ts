import { PGlite, type QueryOptions, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pgliteForDrizzle } from "./pglite-for-drizzle";

// The client drizzle gets on the embedded database: every answer must be what PGlite's own `query` gives, while
// statements run from named prepared statements. Compared here against a second, untouched PGlite instance.

/** What drizzle-orm/pglite passes with every query. */
const DRIZZLE_OPTIONS: QueryOptions = {
  rowMode: "array",
  parsers: Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
      (t) => [t, (value: string) => value],
    ),
  ),
};

const SCHEMA = `create table things (
  id serial primary key,
  name text not null unique,
  size integer,
  big bigint,
  price numeric(8, 2),
  done boolean not null default false,
  data jsonb,
  at timestamptz,
  day date,
  tags text[],
  ref uuid
)`;

const ROW = [
  'o\'brien \\ "quoted" ✓',
  7,
  "9007199254740993",
  "12.50",
  true,
  { nested: [1, "two", null], text: "a'b" },
  "2026-11-24T10:00:00.000Z",
  "2026-11-24",
  ["x", "y z", "w'"],
  "1f0c6d7e-3c2a-4f57-9b4e-0d5d8c6f2a11",
];
const INSERT =
  "insert into things (name, size, big, price, done, data, at, day, tags, ref) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *";

let plain: PGlite;
let raw: PGlite;
let client: PGlite;

beforeAll(async () => {
  plain = new PGlite();
  raw = new PGlite();
  await Promise.all([plain.waitReady, raw.waitReady]);
  await plain.exec(SCHEMA);
  await raw.exec(SCHEMA);
});

beforeEach(async () => {
  for (const db of [plain, raw]) await db.exec("truncate things restart identity; deallocate all");
  client = pgliteForDrizzle(raw, { maxStatements: 3 });
});

afterAll(async () => {
  await plain.close();
  await raw.close();
});

const preparedCount = async () =>
  (await raw.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n;

describe("pgliteForDrizzle", () => {
  it("answers exactly as PGlite's own query does, in both row modes", async () => {
    const expected = await plain.query(INSERT, ROW, DRIZZLE_OPTIONS);
    const actual = await client.query(INSERT, ROW, DRIZZLE_OPTIONS);
    expect(actual).toEqual(expected);
    expect(actual.affectedRows).toBe(1);

    const select = "select * from things where name = $1 and size > $2";
    for (const rowMode of ["array", "object"] as const) {
      const options = { ...DRIZZLE_OPTIONS, rowMode };
      expect(await client.query(select, [ROW[0], 1], options)).toEqual(
        await plain.query(select, [ROW[0], 1], options),
      );
    }
    const update = "update things set size = size + 1 where size is not null";
    expect(await client.query(update, [], DRIZZLE_OPTIONS)).toEqual(
      await plain.query(update, [], DRIZZLE_OPTIONS),
    );
    const nulls = "select $1::text as a, $2::int as b";
    expect(await client.query(nulls, [null, undefined])).toEqual(await plain.query(nulls, [null, undefined]));
  });

  it("prepares each statement once and runs it again from its name", async () => {
    const text = "select count(*)::int as n from things where size = $1";
    for (const size of [1, 2, 3]) await client.query(text, [size], DRIZZLE_OPTIONS);
    const statements = await raw.query<{ statement: string }>("select statement from pg_prepared_statements");
    expect(statements.rows.filter((r) => r.statement === text)).toHaveLength(1);
  });

  it("keeps at most its limit of statements, and still answers statements it had to close", async () => {
    const texts = [1, 2, 3, 4, 5].map((n) => `select ${n} + $1::int as n`);
    for (const round of [1, 2]) {
      for (const [i, text] of texts.entries()) {
        const { rows } = await client.query<{ n: number }>(text, [round * 10]);
        expect(rows[0]!.n).toBe(i + 1 + round * 10);
      }
    }
    expect(await preparedCount()).toBe(3);
  });

  it("reports a failing statement with PostgreSQL's error and carries on", async () => {
    await client.query(INSERT, ROW);
    const error = await client.query(INSERT, ROW).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505", query: INSERT });
    const syntax = await client.query("select from where", []).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: "42601" });
    expect((await client.query<{ n: number }>("select count(*)::int as n from things")).rows[0]!.n).toBe(1);
  });

  it("takes PGlite's own path for options it does not repeat", async () => {
    const custom = { parsers: { [types.INT4]: () => "parsed by the caller" } };
    expect((await client.query("select 1::int as n", [], custom)).rows).toEqual([
      { n: "parsed by the caller" },
    ]);
  });

  it("passes notifications on to listeners", async () => {
    let hear = (_payload: string) => {};
    const heard = new Promise<string>((resolve) => {
      hear = resolve;
    });
    await raw.listen("things_changed", (payload) => hear(payload));
    await client.query("select pg_notify('things_changed', $1)", ["hello"]);
    expect(await heard).toBe("hello");
  });

  it("keeps drizzle's transactions whole: a failure rolls back, and statements outside wait for the end", async () => {
    const db = drizzle({ client });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (name) values ('rolled back')`);
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    expect((await client.query("select name from things")).rows).toEqual([]);

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (name) values ('committed')`);
      inserted();
      await held;
    });
    await insertDone;
    let outsideAnswered = false;
    const outside = client.query<{ n: number }>("select count(*)::int as n from things").then((r) => {
      outsideAnswered = true;
      return r.rows[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(outsideAnswered).toBe(false);
    release();
    await transaction;
    expect(await outside).toBe(1);
  });
});
