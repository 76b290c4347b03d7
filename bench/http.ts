import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { signUp, startAppServer, startBareServer } from "./servers";

// HTTP throughput of our routes as a ratio to a bare node:http route measured in the same run (DESIGN §7).

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 50;

interface Measure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Measure> {
  // A short warm-up so JIT and connection set-up do not count.
  await autocannon({ url, connections: 10, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function runHttpBench(): Promise<string> {
  const bare = await startBareServer();
  const app = await startAppServer();
  try {
    const cookie = await signUp(app.url);
    const baseline = await measure("bare node:http", bare.url);
    const rows = [
      baseline,
      await measure("GET /api/health", `${app.url}/api/health`),
      await measure("GET /api/me (signed in)", `${app.url}/api/me`, { cookie }),
      await measure("GET /api/settings (signed in)", `${app.url}/api/settings`, { cookie }),
    ];
    const lines = [
      `### HTTP throughput (${CONNECTIONS} connections, ${DURATION_S} s each, PGlite)`,
      "",
      "| route | req/s | ratio to bare | p50 ms | p99 ms | errors |",
      "|---|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${(r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
      ),
      "",
    ];
    return lines.join("\n");
  } finally {
    await app.stop();
    await bare.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.stdout.write(`${await runHttpBench()}\n`);
}
