import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { type ErrorCode, englishSentence } from "#contracts/errors";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";

// One MCP tool: its input contract, whether it writes, and what it does through the web app's own services
// (ADR 0090). runTool is the one place a tool's answer or refusal is shaped, so every tool refuses alike.

export interface McpToolContext {
  db: Database;
  emit: Emit;
  logger: Logger;
  userId: string;
  /** The token scope decides; cookie sessions can write (mcp-scope.ts). */
  canWrite: boolean;
  now: Date;
}

export interface McpAnswer {
  /** The same JSON the REST route answers (plus the unit its numbers are in). */
  structured: Record<string, unknown>;
  /** A few lines a person (or a model reading text only) can act on: names, dates, times and ids. */
  summary: string;
}

export interface McpTool<Input extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  input: Input;
  writes: boolean;
  /** A write that cannot be undone through the API (a skip): clients may ask the user first. */
  destructive?: boolean;
  // Method syntax on purpose: tools with different inputs share one list (parameters are compared bivariantly).
  run(context: McpToolContext, input: z.output<Input>): Promise<McpAnswer>;
}

export const READ_ONLY_MESSAGE = "This token can only read.";

export function annotationsOf(tool: McpTool): ToolAnnotations {
  return tool.writes
    ? {
        readOnlyHint: false,
        destructiveHint: tool.destructive ?? false,
        idempotentHint: true,
        openWorldHint: false,
      }
    : { readOnlyHint: true, openWorldHint: false };
}

/**
 * Runs a tool whose input the SDK has already checked against `tool.input`. A write without write scope, and every
 * AppError a service throws, becomes an MCP tool error (`isError`) carrying the app's code and message; anything
 * else is logged and answered as the API answers a 500, without details.
 */
export async function runTool(
  tool: McpTool,
  context: McpToolContext,
  input: unknown,
): Promise<CallToolResult> {
  if (tool.writes && !context.canWrite) return toolError("FORBIDDEN", READ_ONLY_MESSAGE);
  try {
    const answer = await tool.run(context, input);
    return {
      content: [
        { type: "text", text: answer.summary },
        // The MCP specification asks for the structured result as text too, for clients that pass text only.
        { type: "text", text: JSON.stringify(answer.structured) },
      ],
      structuredContent: answer.structured,
    };
  } catch (error) {
    if (error instanceof AppError) return appErrorResult(error);
    context.logger.error("mcp tool failed", {
      tool: tool.name,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    return toolError("INTERNAL", englishSentence({ code: "INTERNAL", params: {} }));
  }
}

function appErrorResult(error: AppError): CallToolResult {
  const issues = Array.isArray(error.extra.issues)
    ? (error.extra.issues as { path: string; message: string }[])
    : [];
  // The field-level reasons of a 400 are what a model needs to correct its call; the web app's forms read them too.
  const lines = issues.map((issue) => `${issue.path || "input"}: ${issue.message}`);
  return toolError(error.code, [error.message, ...lines].join("\n"), error.extra);
}

function toolError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): CallToolResult {
  return {
    isError: true,
    content: [{ type: "text", text: message }],
    structuredContent: { ...extra, error: code, message },
  };
}
