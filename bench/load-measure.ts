import { type App, cpuSeconds } from "./load-app";
import { sleep } from "./load-client";
import { backendCpu, backendCpuBetween } from "./load-cluster";

// What `npm run bench:load` (bench/load.ts) watches besides the users' requests: CPU of every process of the run, and
// with LOAD_DEBUG a health probe.

/** Each instance's and this process's CPU over the next `ms`, as shares of one core. */
export async function measureCpu(apps: App[], ms: number, databaseUrl: string | undefined) {
  const backendsBefore = databaseUrl ? await backendCpu(databaseUrl) : null;
  const started = performance.now();
  const generatorBefore = process.cpuUsage();
  const before = apps.map((a) => cpuSeconds(a.child.pid));
  await sleep(ms);
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(generatorBefore);
  const cpuShare = apps.map((a, i) => {
    const after = cpuSeconds(a.child.pid);
    const first = before[i];
    return after === null || first === null || first === undefined ? null : (after - first) / wall;
  });
  const backendsAfter = databaseUrl ? await backendCpu(databaseUrl) : null;
  // Nothing readable (a server on another machine): no figure rather than 0%.
  const postgresCpuShare =
    backendsBefore && backendsAfter && backendsAfter.size > 0
      ? backendCpuBetween(backendsBefore, backendsAfter) / wall
      : null;
  return { cpuShare, generatorCpuShare: (used.user + used.system) / 1e6 / wall, postgresCpuShare };
}

/** LOAD_DEBUG=1: /api/health every 100 ms, printing slow answers (a blocked server event loop shows here). */
export async function probeHealth(app: App, until: number) {
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(`${app.url}/api/health`).then((r) => r.text());
    const ms = performance.now() - started;
    if (ms > 200) process.stdout.write(`health: ${ms.toFixed(0)} ms at ${(started / 1000).toFixed(1)} s\n`);
    await sleep(100);
  }
}
