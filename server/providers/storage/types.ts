/** A stored file's bytes and the type it was stored with. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live (support attachments now; corporate logos next). Keys are opaque
 * paths the caller chooses (`support/<ticket>/<uuid>`): letters, digits, `-`, `_`, `.` and `/`.
 * The database keeps what a key means; the store keeps only bytes and a content type.
 */
export interface FileStorage {
  /** 'local' or 's3', for logs and docs. */
  readonly kind: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could leave the store (`..`, absolute paths, odd characters). */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '..')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
