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
  };
}
