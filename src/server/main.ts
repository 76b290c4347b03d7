import { boot } from "./boot";
import { type AppConfig, describeProviders, startupWarnings } from "./config";
import { EnvError, loadConfig } from "./env";
import { createLogger } from "./lib/logger";
import { listen } from "./listen";

// Entry point: read the environment, open and migrate the database, listen, and close cleanly on SIGTERM/SIGINT.

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  for (const line of describeProviders(config)) process.stdout.write(`[custom-fit] ${line}\n`);
  for (const warning of startupWarnings(config)) logger.warn(warning);

  const { app, database, baseUrl, close } = await boot({ config, logger });
  const server = listen(app.fetch, { port: config.listen.port, hostname: config.listen.host }, (info) => {
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
