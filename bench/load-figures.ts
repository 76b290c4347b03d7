import { percentile } from "./load-client";
import type { LoadResult } from "./load-report";

// LOAD_JSON=<file>: a run's figures as data, for a driver comparing configurations (bench/switches.ts).

const DASHBOARD_ROUTES = ["/api/me", "/api/workouts", "/api/history", "/api/usage", "/api/notifications"];

export interface LoadFigures {
  database: string;
  requests: number;
  errors: number;
  /** The dashboard's API calls together (the user-visible latency under load). */
  api: { p50: number; p99: number };
  routes: Record<string, { count: number; p50: number; p99: number }>;
}

export function loadFigures(result: LoadResult): LoadFigures {
  const { samples } = result.recorder;
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const api = sorted(DASHBOARD_ROUTES.flatMap((route) => samples.get(`GET ${route}`) ?? []));
  const routes = Object.fromEntries(
    [...samples].map(([route, list]) => {
      const s = sorted(list);
      return [route, { count: s.length, p50: percentile(s, 0.5), p99: percentile(s, 0.99) }];
    }),
  );
  return {
    database: result.label,
    requests: result.requests,
    errors: result.recorder.totalErrors,
    api: { p50: percentile(api, 0.5), p99: percentile(api, 0.99) },
    routes,
  };
}
