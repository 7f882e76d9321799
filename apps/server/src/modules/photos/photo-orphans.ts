import { allKeysOf, type PhotoDeps } from './photos.service';
import * as repo from './photos.repository';

/**
 * An upload writes its files before its rows, so files younger than this may belong to an
 * upload (or a rotation) still in flight; the periodic sweep leaves them alone.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes stored files that no photo row owns (issue 19, point 4): the renditions of an upload
 * whose process died before its rows were written, a `.part` file of a write cut short, the
 * files of a delete whose storage call failed, an earlier rotation's files. Only files older
 * than `graceMs` go. `prefix` narrows it to one seller's folder (`{userId}/`); '' sweeps all.
 */
/** What a sweep needs: the rows and the files, no engine. */
export type StoredFilesDeps = Omit<PhotoDeps, 'engines'>;

export async function sweepOrphanFiles(
  deps: StoredFilesDeps,
  options: { prefix: string; graceMs: number },
): Promise<{ removed: number }> {
  const cutoff = Date.now() - options.graceMs;
  const owned = new Map<string, Set<string>>();
  const ownedBy = async (userId: string) => {
    let keys = owned.get(userId);
    if (!keys) {
      keys = new Set((await repo.findPhotoFiles(deps.db, userId)).flatMap(allKeysOf));
      owned.set(userId, keys);
    }
    return keys;
  };
  let removed = 0;
  for await (const page of deps.photoStorage.list(options.prefix)) {
    const orphans: string[] = [];
    for (const object of page) {
      const userId = object.key.slice(0, object.key.indexOf('/'));
      if (object.modifiedAt.getTime() > cutoff || !userId) continue;
      if (!(await ownedBy(userId)).has(object.key)) orphans.push(object.key);
    }
    if (orphans.length === 0) continue;
    await deps.photoStorage.delete(orphans);
    removed += orphans.length;
    deps.logger.info({ files: orphans.length, prefix: options.prefix }, 'stored files without a photo row removed');
  }
  return { removed };
}
