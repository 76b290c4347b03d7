/**
 * The build's list of what each signed-in page needs on first load (src/web/app/first-load.ts, turned into hashed
 * file names by scripts/vite-first-load.ts), which the server announces in index.html (src/server/static.ts).
 */
export interface FirstLoadFiles {
  /** Module scripts, as absolute URL paths (/assets/...). */
  scripts: string[];
  /** Stylesheets, as absolute URL paths. */
  styles: string[];
  /** GET requests to our API the page makes at once. */
  reads: string[];
  /** Announced only when the request carries a session (the page would otherwise send the visitor to sign in). */
  signedIn: boolean;
}

/** Written at the root of dist/: path ("/dashboard") → FirstLoadFiles. */
export const FIRST_LOAD_FILE = "first-load.json";
