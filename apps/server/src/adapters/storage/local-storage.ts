import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertSafeKey, type ListedObject, type PhotoStorage } from './photo-storage';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/**
 * Photos on local disk under `root` (DATA_DIR/photos by default). Writes go to
 * a temporary file first and are renamed into place, so a reader never sees a
 * half-written photo and a failed write leaves nothing behind.
 */
export function createLocalStorage(root: string): PhotoStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(base, ...key.split('/'));
  };
  const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

  return {
    driver: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temp, body);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async getBuffer(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async *list(prefix) {
      // Keys are `{userId}/{name}`: one folder per seller, files inside (a `.part` left by a crash too).
      const folders = await readdir(base, { withFileTypes: true }).catch(() => []);
      for (const folder of folders) {
        const folderPrefix = `${folder.name}/`;
        if (!folder.isDirectory() || !(folderPrefix.startsWith(prefix) || prefix.startsWith(folderPrefix))) continue;
        const page: ListedObject[] = [];
        for (const name of await readdir(path.join(base, folder.name)).catch(() => [])) {
          const key = `${folder.name}/${name}`;
          if (!key.startsWith(prefix)) continue;
          const info = await stat(path.join(base, folder.name, name)).catch(() => null);
          if (info?.isFile()) page.push({ key, modifiedAt: info.mtime });
        }
        if (page.length > 0) yield page;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async check() {
      await mkdir(base, { recursive: true });
      const probe = path.join(base, `.probe-${randomBytes(6).toString('hex')}`);
      await writeFile(probe, '');
      await rm(probe, { force: true });
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
