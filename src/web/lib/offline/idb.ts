// The web app's IndexedDB databases: what it keeps for use without a network (ADR 0052), read by the page and by the
// service worker (sw/sw.ts). A key-value store is all each needs. Each operation opens its database and closes it when
// its transaction ends, and a connection closes itself when another context asks for a new version or a deletion: the
// sign-out deletes the offline copy's database whole (user-storage.ts), and a connection kept open by this
// page or by the service worker would hold that deletion back.
//
// Two databases because they end differently (ADR 0061): the offline copy goes whenever the session is gone; the
// completions not yet sent stay for the same user's next sign-in (outbox.ts decides whose they are).

/** The offline copy (snapshot.ts). Deleted by name in user-storage.ts (its test checks the two agree). */
export const OFFLINE_DB = "custom-fit-offline";
/** The completions not yet sent (outbox.ts); the sign-out's sweep leaves it alone. */
export const OUTBOX_DB = "custom-fit-outbox";
const STORE = "kv";

function open(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    // Another context's old connection is closing (onversionchange above): the open goes on once it has.
    request.onblocked = () => undefined;
  });
}

/** Runs `body` in one transaction on the store; resolves with what it returned once the transaction committed. */
async function run<T>(
  name: string,
  mode: IDBTransactionMode,
  body: (store: IDBObjectStore) => T | Promise<T>,
): Promise<T> {
  const db = await open(name);
  try {
    const tx = db.transaction(STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
      tx.onerror = () => reject(tx.error);
    });
    const result = await body(tx.objectStore(STORE));
    await done;
    return result;
  } finally {
    db.close();
  }
}

function value<T>(request: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error);
  });
}

export function idbGet<T>(key: string, name = OFFLINE_DB): Promise<T | undefined> {
  return run(name, "readonly", (store) => value<T | undefined>(store.get(key)));
}

export function idbSet(key: string, data: unknown, name = OFFLINE_DB): Promise<void> {
  return run(name, "readwrite", (store) => {
    store.put(data, key);
  });
}

/**
 * Reads `key` and writes what `change` makes of it in one transaction, so two tabs changing the same value never
 * lose each other's change. `undefined` deletes the key. Resolves with the new value.
 */
export function idbUpdate<T>(
  key: string,
  change: (current: T | undefined) => T | undefined,
  name = OFFLINE_DB,
): Promise<T | undefined> {
  return run(name, "readwrite", (store) => {
    const request = store.get(key);
    return new Promise<T | undefined>((resolve, reject) => {
      request.onerror = () => reject(request.error);
      // Synchronously inside the success callback: the transaction is still active for the write.
      request.onsuccess = () => {
        const next = change(request.result as T | undefined);
        if (next === undefined) store.delete(key);
        else store.put(next, key);
        resolve(next);
      };
    });
  });
}
