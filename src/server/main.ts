import { boot } from "./boot";
import { describeProviders, EnvError, listenHost, parseEnv } from "./env";
import { createLogger } from "./lib/logger";
import { listen } from "./listen";

// Entry point: read the environment, open and migrate the database, listen, and close cleanly on SIGTERM/SIGINT.

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  if (env.NODE_ENV === "production" && !env.STRIPE_SECRET_KEY && env.BILLING !== "disabled") {
    process.stderr.write(
      "Refusing to start: production needs STRIPE_SECRET_KEY, or BILLING=disabled to hide upgrades.\n",
    );
    process.exit(1);
  }
  for (const line of describeProviders(env)) process.stdout.write(`[custom-fit] ${line}\n`);

  const { app, database, baseUrl, close } = await boot({ env, logger });
  const server = listen(app.fetch, { port: env.PORT, hostname: listenHost(env) }, (info) => {
    process.stdout.write(`[custom-fit] listening on ${baseUrl} (${info.address}:${info.port})\n`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`[custom-fit] ${signal}: closing\n`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await database.close();
      process.exit(0);
    });
    // Open notification streams would hold close() open: end them (and the scheduler) first.
    close().catch(() => undefined);
    // Idle keep-alive sockets would hold close() open.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[custom-fit] failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
