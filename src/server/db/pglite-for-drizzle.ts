import { type PGlite, type QueryOptions, type Transaction, types } from "@electric-sql/pglite";
import { namedStatements } from "./pglite-named-statements";

// The PGlite client drizzle is given. Two costs of PGlite's `query` that are not PostgreSQL's work:
// - drizzle passes the same `parsers` option with every query (timestamps, intervals and dates, and their arrays, as
//   the database's text, which drizzle maps itself); PGlite merges it into its table of over 300 parsers on every
//   call, about 0.3 ms a query. The instance now reads those types as text itself, and the option is dropped.
// - every statement is parsed and planned again; here it runs from a named prepared statement
//   (pglite-named-statements.ts).
// Measured in bench/ (ADR 0022).

const passText = (value: string) => value;

/** The types drizzle-orm/pglite reads as text (its session.js `queryConfig`). */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type Query = Transaction["query"];
type Lock = <T>(run: () => Promise<T>) => Promise<T>;

/**
 * Whether a call asks for nothing but a row mode and parsers the instance already applies; anything else (blobs,
 * serializers, parameter types, notices, other parsers) takes PGlite's own path.
 */
function plain(client: PGlite, options: QueryOptions | undefined): boolean {
  if (!options) return true;
  for (const key of Object.keys(options)) {
    if (key === "rowMode") continue;
    if (key !== "parsers") return false;
    for (const type of Object.keys(options.parsers ?? {})) {
      if (client.parsers[type] !== passText) return false;
    }
  }
  return true;
}

/**
 * The PGlite instance as drizzle should see it: `query`, at the top level and inside transactions, runs plain calls
 * from named prepared statements under PGlite's own locks. Call after `waitReady`, which sets up the array parsers
 * the text parsers replace.
 */
export function pgliteForDrizzle(client: PGlite, options: { maxStatements?: number } = {}): PGlite {
  for (const type of TEXT_TYPES) client.parsers[type] = passText;
  const statements = namedStatements(client, options.maxStatements);

  const fastQuery =
    (fallback: Query, lock: Lock, syncToFs: boolean): Query =>
    (sql, params, options?: QueryOptions) =>
      plain(client, options)
        ? lock(() => statements.run(sql, params, options?.rowMode, syncToFs))
        : fallback(sql, params, options);

  // As PGlite's `query`: outside a transaction it waits for any open one to end, then for the query lock; inside,
  // the transaction already holds its lock. Only outside does it sync the data directory afterwards.
  const topLevel: Lock = (run) => client._runExclusiveTransaction(() => client._runExclusiveQuery(run));
  const inTransaction: Lock = (run) => client._runExclusiveQuery(run);
  const query = fastQuery(client.query.bind(client) as Query, topLevel, true);
  const transaction: PGlite["transaction"] = (callback) =>
    client.transaction((tx) => {
      const txQuery = fastQuery(tx.query.bind(tx) as Query, inTransaction, false);
      return callback(
        new Proxy(tx, {
          get: (target, property, receiver) =>
            property === "query" ? txQuery : Reflect.get(target, property, receiver),
        }),
      );
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction") return transaction;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields, so they must run with the instance itself as `this`.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
