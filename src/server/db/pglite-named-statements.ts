import { type PGlite, type QueryOptions, type Results, types } from "@electric-sql/pglite";
import { serialize } from "pg-protocol";

// Named prepared statements on PGlite. PGlite's own `query` sends every statement as an unnamed one: PostgreSQL
// parses and plans it again on each call. Planning dominates our statements' cost inside PGlite's WebAssembly (an
// indexed select: about 0.8 ms planned each time, 0.3 ms executed from a prepared statement, measured in bench/).
// Here each distinct SQL text is parsed once under a name (Parse + Describe), and every later call only binds its
// parameters and executes (Bind + Execute + Sync, one message buffer), as node-postgres does with named queries on a
// PostgreSQL server. Values are serialised and rows parsed exactly as PGlite's `query` does.

/** Distinct statements kept prepared by default; the least recently used one is closed beyond this. */
const MAX_STATEMENTS = 200;

interface Field {
  name: string;
  dataTypeID: number;
}

interface Prepared {
  name: string;
  paramTypes: number[];
  fields: Field[];
}

/** The parts of PGlite's parsed backend messages read here. */
type Message =
  | { name: "parameterDescription"; dataTypeIDs: number[] }
  | { name: "rowDescription"; fields: Field[] }
  | { name: "dataRow"; fields: (string | null)[] }
  | { name: "commandComplete"; text: string }
  | { name: string };

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** PGlite's own error decoration (its `query` adds the statement and values to a database error). */
function withQuery(error: unknown, query: string, params: unknown[] | undefined): unknown {
  if (error instanceof Error && "severity" in error) Object.assign(error, { query, params });
  return error;
}

export interface NamedStatements {
  /** Runs one statement through its named prepared statement; the caller holds PGlite's query lock. */
  run<T>(
    sql: string,
    params: unknown[] | undefined,
    rowMode: QueryOptions["rowMode"],
    syncToFs: boolean,
  ): Promise<Results<T>>;
}

/** Statement names are unique in the process, so two wrappers of one instance never clash. */
let lastName = 0;

export function namedStatements(client: PGlite, maxStatements = MAX_STATEMENTS): NamedStatements {
  const prepared = new Map<string, Prepared>();

  async function prepare(sql: string): Promise<Prepared> {
    const name = `cf_${++lastName}`;
    // The least recently used statement is closed in the same round trip, before the new one is parsed.
    const closing: Uint8Array[] = [];
    if (prepared.size >= maxStatements) {
      const oldest = prepared.keys().next().value as string;
      closing.push(serialize.close({ type: "S", name: prepared.get(oldest)!.name }));
      prepared.delete(oldest);
    }
    const { messages } = await client.execProtocol(
      concat([
        ...closing,
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Prepared = { name, paramTypes: [], fields: [] };
    for (const message of messages as Message[]) {
      if ("dataTypeIDs" in message) statement.paramTypes = message.dataTypeIDs;
      else if (message.name === "rowDescription" && "fields" in message)
        statement.fields = (message.fields as Field[]).map((f) => ({
          name: f.name,
          dataTypeID: f.dataTypeID,
        }));
    }
    prepared.set(sql, statement);
    return statement;
  }

  function serializeValue(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : client.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  return {
    async run<T>(
      sql: string,
      params: unknown[] | undefined,
      rowMode: QueryOptions["rowMode"],
      syncToFs: boolean,
    ): Promise<Results<T>> {
      const values = params ?? [];
      try {
        let statement = prepared.get(sql);
        if (statement) {
          prepared.delete(sql);
          prepared.set(sql, statement); // most recently used last
        } else {
          statement = await prepare(sql);
        }
        const { paramTypes, fields } = statement;
        const { messages } = await client.execProtocol(
          concat([
            serialize.bind({
              statement: statement.name,
              values: values.map((v, i) => serializeValue(v, paramTypes[i])),
            }),
            serialize.execute(),
            serialize.sync(),
          ]),
          { syncToFs },
        );
        const rows: unknown[] = [];
        let affectedRows = 0;
        let command: string | undefined;
        let rowCount: number | undefined;
        for (const message of messages as Message[]) {
          if (message.name === "dataRow" && "fields" in message) {
            const cells = message.fields as (string | null)[];
            const parsed = cells.map((cell, i) =>
              cell === null ? null : types.parseType(cell, fields[i]!.dataTypeID, client.parsers),
            );
            rows.push(
              rowMode === "array" ? parsed : Object.fromEntries(fields.map((f, i) => [f.name, parsed[i]])),
            );
          } else if (message.name === "commandComplete" && "text" in message) {
            const words = message.text.split(" ");
            command = words[0];
            const count = Number.parseInt(words[words.length - 1] ?? "", 10);
            if (["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command ?? ""))
              affectedRows += count;
            if (!Number.isNaN(count)) rowCount = count;
          }
        }
        return {
          rows: rows as T[],
          fields,
          affectedRows,
          ...(command ? { command } : {}),
          ...(rowCount === undefined ? {} : { rowCount }),
        } as Results<T>;
      } catch (error) {
        throw withQuery(error, sql, params);
      }
    },
  };
}
