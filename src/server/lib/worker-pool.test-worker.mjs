// A worker for worker-pool.test.ts: answers `{ id, echo }` with the echo, `{ id, fail }` with a failure, keeps
// `{ id, hold }` until told `{ release: true }` (a job that never ends by itself), and grows its heap without bound
// on `{ id, grow }`. Plain JavaScript: the pool is tested without tsx.
import { parentPort } from "node:worker_threads";

const port = parentPort;
const held = [];
port.on("message", (job) => {
  if (job.release) {
    for (const id of held.splice(0)) port.postMessage({ id, value: "released" });
    return;
  }
  if ("echo" in job) port.postMessage({ id: job.id, value: job.echo });
  else if ("fail" in job) port.postMessage({ id: job.id, failed: job.fail });
  else if ("hold" in job) held.push(job.id);
  else if ("grow" in job) {
    const hoard = [];
    for (;;) hoard.push(new Array(100_000).fill(hoard.length));
  }
});
port.postMessage("ready");
