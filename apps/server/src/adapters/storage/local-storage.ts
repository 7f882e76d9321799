import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertSafeKey, type PhotoStorage } from './photo-storage';

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
