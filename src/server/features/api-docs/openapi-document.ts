import { z } from "zod";
import { ZErrorBody } from "#contracts/errors";
import { TOKEN_PREFIX } from "#contracts/tokens";
import { type Access, OPERATIONS, type Operation } from "./operations";

// The OpenAPI 3.1 document, generated from operations.ts and its zod contracts with zod's own JSON Schema output
// (draft 2020-12, the dialect OpenAPI 3.1 uses): no hand-written schema, no extra dependency (ADR 0076).

type JsonSchema = Record<string, unknown>;

export interface DocumentOptions {
  /** The app's public base URL (APP_URL). */
  baseUrl: string;
  /** Whether the test-only and the sandbox routes are mounted (as the app decides). */
  testRoutes: boolean;
  sandbox: boolean;
}

/** A contract as JSON Schema: what a client sends (`input`) or receives (`output`); `$schema` left to the document. */
function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** `/api/events/:id` → `/api/events/{id}`. */
export const openApiPath = (honoPath: string): string => honoPath.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  user: [{ bearerAuth: [] }, { cookieAuth: [] }],
  browser: [{ cookieAuth: [] }],
  public: [],
  signed: [],
};

const ERROR_RESPONSE = {
  description: "A refusal: `{error, message}` with a code of the contract (docs/api.md, Conventions).",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

function operationId(op: Operation): string {
  const words = `${op.method} ${op.path.replace(/^\/api\//, "/")}`
    .replace(/[:{}]/g, " by ")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]?.toUpperCase() + w.slice(1))).join("");
}

function parameters(op: Operation): JsonSchema[] {
  const inPath = [...op.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const inQuery = Object.entries(op.query?.shape ?? {}).map(([name, field]) => ({
    name,
    in: "query",
    required: !(field as z.ZodType).safeParse(undefined).success,
    schema: schemaOf(field as z.ZodType, "input"),
  }));
  return [...inPath, ...inQuery];
}

function requestBody(op: Operation): JsonSchema | undefined {
  if (!op.body) return undefined;
  if ("mediaType" in op.body && typeof op.body.mediaType === "string") {
    return {
      required: true,
      description: op.body.description,
      content: { [op.body.mediaType]: { schema: { type: "string" } } },
    };
  }
  return {
    required: true,
    content: { "application/json": { schema: schemaOf(op.body as z.ZodType, "input") } },
  };
}

function success(op: Operation): JsonSchema {
  const { status, schema, mediaType, description } = op.response;
  const said = description ?? (status === 201 ? "Created." : "OK.");
  if (schema)
    return { description: said, content: { "application/json": { schema: schemaOf(schema, "output") } } };
  if (mediaType) return { description: said, content: { [mediaType]: {} } };
  return { description: said };
}

function describe(op: Operation): JsonSchema {
  const params = parameters(op);
  const body = requestBody(op);
  return {
    operationId: operationId(op),
    tags: [op.tag],
    summary: op.summary,
    ...(op.access === "browser"
      ? {
          description:
            "A signed-in browser only: personal access tokens are refused (403 TOKEN_NOT_ALLOWED).",
        }
      : {}),
    security: SECURITY[op.access],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { [String(op.response.status)]: success(op), default: ERROR_RESPONSE },
  };
}

/** The operations mounted with these options (the test-only and sandbox routes are not always). */
export function mountedOperations(options: Pick<DocumentOptions, "testRoutes" | "sandbox">): Operation[] {
  return OPERATIONS.filter(
    (op) =>
      op.only === undefined ||
      (op.only === "test-routes" && options.testRoutes) ||
      (op.only === "sandbox" && options.sandbox),
  );
}

export function buildOpenApiDocument(options: DocumentOptions): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of mountedOperations(options)) {
    const path = openApiPath(op.path);
    paths[path] = { ...paths[path], [op.method]: describe(op) };
  }
  const tags = [...new Set(OPERATIONS.map((op) => op.tag))].map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Custom Fit API",
      version: "1",
      description:
        "The API the Custom Fit web app uses. Scripts and other tools call it with a personal access token " +
        `(\`Authorization: Bearer ${TOKEN_PREFIX}…\`), made in the profile page. docs/api.md explains the rules.`,
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: options.baseUrl }],
    tags,
    paths,
    components: {
      schemas: { Error: schemaOf(ZErrorBody, "output") },
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: `A personal access token (\`${TOKEN_PREFIX}…\`). Read tokens may only GET.`,
        },
        cookieAuth: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "The browser's session; its mutations must carry the app's Origin.",
        },
      },
    },
  };
}
