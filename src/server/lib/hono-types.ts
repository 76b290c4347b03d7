import type { IncomingMessage } from "node:http";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
}

/** Hono generics shared by every route module. */
export interface AppEnv {
  Bindings: { incoming?: Pick<IncomingMessage, "socket"> };
  Variables: {
    requestId: string;
    clientIp: string;
    user: SessionUser;
    /** Set when a personal access token signed the request in (ADR 0075); a cookie session has none. */
    tokenScope?: "read" | "read_write";
  };
}
