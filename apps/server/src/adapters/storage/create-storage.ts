import path from 'node:path';
import type { Config } from '../../config/config';
import { createLocalStorage } from './local-storage';
import type { PhotoStorage } from './photo-storage';
import { createS3Storage } from './s3-storage';

/** The storage driver the settings choose (STORAGE_DRIVER, README settings table). */
export function createPhotoStorage(config: Config): PhotoStorage {
  if (config.STORAGE_DRIVER === 's3') {
    // loadConfig has already required these when STORAGE_DRIVER=s3.
    return createS3Storage({
      bucket: config.S3_BUCKET ?? '',
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    });
  }
  return createLocalStorage(path.resolve(config.DATA_DIR, 'photos'));
}
