import type { Readable } from 'node:stream';

/** One stored object as listed: its key and when it was last written. */
export type ListedObject = { key: string; modifiedAt: Date };

/** One stored object as read back: a stream plus what the response headers need. */
export type StoredObject = { body: Readable; size: number; contentType: string };

/**
 * Where photo files live (DESIGN section 4): local disk by default, an
 * S3-compatible bucket in a scaled-out deployment. Keys look like
 * `{userId}/{timestamp}_{index}.{ext}`; the driver never interprets them.
 */
export type PhotoStorage = {
  readonly driver: 'local' | 's3';
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The object, or null when there is none under that key. */
  get: (key: string) => Promise<StoredObject | null>;
  getBuffer: (key: string) => Promise<Buffer | null>;
  /**
   * Every stored object whose key starts with `prefix` (a seller's `{userId}/`, or '' for all),
   * page by page; the orphan sweep and Delete my data read it (issue 19, point 4).
   */
  list: (prefix: string) => AsyncIterable<ListedObject[]>;
  /** Deleting a key that does not exist is not an error. */
  delete: (keys: string[]) => Promise<void>;
  /** Throws when the storage cannot be written (checked at start and by the health of uploads). */
  check: () => Promise<void>;
};

/** Keys come from our own code, but a path-like key must never leave the storage root. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/.test(key) || key.split('/').some((p) => p === '..' || p === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
