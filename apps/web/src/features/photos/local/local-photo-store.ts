import { LOCAL_ID_PREFIX, LOCAL_PHOTOS_KEY } from '@listlens/shared';

/**
 * A photo kept only in this browser because the server could not be reached
 * (spec part 2, sections 3 and 4.1): status local, an id beginning with temp_.
 */
export type LocalPhoto = {
  id: string;
  user_id: string;
  filename: string;
  file_type: string;
  file_size: number;
  upload_order: number;
  status: 'local';
  assigned_sku: string | null;
  created_at: string;
  blob: Blob;
};

export type LocalPhotoStore = {
  list: (userId: string) => Promise<LocalPhoto[]>;
  add: (photos: LocalPhoto[]) => Promise<void>;
  setSku: (ids: string[], sku: string) => Promise<void>;
  remove: (ids: string[]) => Promise<void>;
};

let sequence = 0;
export const newLocalId = () =>
  `${LOCAL_ID_PREFIX}${Date.now()}_${sequence++}_${Math.random().toString(36).slice(2, 8)}`;

export const isLocalId = (id: string) => id.startsWith(LOCAL_ID_PREFIX);

const byOrder = (a: LocalPhoto, b: LocalPhoto) =>
  a.created_at === b.created_at ? a.upload_order - b.upload_order : a.created_at.localeCompare(b.created_at);

const DB_NAME = 'listlens';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

let opened: Promise<IDBDatabase> | undefined;
function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB is not available'));
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      // The spec's browser-storage key names the store; photo blobs fit IndexedDB, not localStorage.
      const store = req.result.createObjectStore(LOCAL_PHOTOS_KEY, { keyPath: 'id' });
      store.createIndex('user_id', 'user_id');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/** The IndexedDB store under the spec's key temp_uploaded_photos. */
export const indexedDbPhotoStore: LocalPhotoStore = {
  async list(userId) {
    const db = await openDb();
    const tx = db.transaction(LOCAL_PHOTOS_KEY, 'readonly');
    const rows = await request(tx.objectStore(LOCAL_PHOTOS_KEY).index('user_id').getAll(userId));
    return (rows as LocalPhoto[]).sort(byOrder);
  },
  async add(photos) {
    const db = await openDb();
    const tx = db.transaction(LOCAL_PHOTOS_KEY, 'readwrite');
    for (const photo of photos) tx.objectStore(LOCAL_PHOTOS_KEY).put(photo);
    await done(tx);
  },
  async setSku(ids, sku) {
    const db = await openDb();
    const tx = db.transaction(LOCAL_PHOTOS_KEY, 'readwrite');
    const store = tx.objectStore(LOCAL_PHOTOS_KEY);
    for (const id of ids) {
      const row = (await request(store.get(id))) as LocalPhoto | undefined;
      if (row) store.put({ ...row, assigned_sku: sku });
    }
    await done(tx);
  },
  async remove(ids) {
    const db = await openDb();
    const tx = db.transaction(LOCAL_PHOTOS_KEY, 'readwrite');
    for (const id of ids) tx.objectStore(LOCAL_PHOTOS_KEY).delete(id);
    await done(tx);
  },
};

/** The same contract in memory, for tests. */
export function createMemoryPhotoStore(
  initial: LocalPhoto[] = [],
): LocalPhotoStore & { rows: Map<string, LocalPhoto> } {
  const rows = new Map(initial.map((p) => [p.id, p]));
  return {
    rows,
    list: async (userId) => [...rows.values()].filter((p) => p.user_id === userId).sort(byOrder),
    add: async (photos) => photos.forEach((p) => rows.set(p.id, p)),
    setSku: async (ids, sku) =>
      ids.forEach((id) => {
        const row = rows.get(id);
        if (row) rows.set(id, { ...row, assigned_sku: sku });
      }),
    remove: async (ids) => ids.forEach((id) => rows.delete(id)),
  };
}
