import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BackendDiagnostics, DiagnosticTest, StorageProbe } from '@listlens/shared';
import type { Database, Db } from '@listlens/db';
import type { Engines } from '../../adapters/engines';
import type { PhotoStorage } from '../../adapters/storage/photo-storage';
import type { SessionUser } from '../../auth/session-user';
import { StepFailure, step, timedTest, withCleanup } from './diagnostic-step';
import {
  deleteDiagnosticRun,
  deleteStaleDiagnosticRuns,
  findDiagnosticRunProbe,
  findSignInProviders,
  insertDiagnosticRun,
} from './diagnostics.repository';
import { createTestImage } from './test-image';

export type DiagnosticsDeps = {
  database: Database;
  db: Db;
  photoStorage: PhotoStorage;
  logger: FastifyBaseLogger;
  /** The storage test's probe image is drawn with `engines.image`. */
  engines: Pick<Engines, 'image'>;
};

const DATABASE_ERROR = 'Database test error';
// The spec's own wording for a failed storage test (part 3, section 8: 'Storage test error: ...').
const STORAGE_ERROR = 'Storage test error';
/** A scratch row older than this belongs to a run that died mid-test, never to one still running. */
const STALE_AFTER_MS = 5 * 60 * 1000;

/**
 * The backend test page (spec part 3, diagnostics): a database round trip, a
 * database insert and a storage upload for the signed-in seller, one after the
 * other so each duration is its own. Test data is removed afterwards, also
 * when a test fails.
 */
export async function runBackendDiagnostics(deps: DiagnosticsDeps, user: SessionUser): Promise<BackendDiagnostics> {
  const log = deps.logger;
  const tests = [
    await timedTest(log, 'Database connection', () => testDatabaseConnection(deps)),
    await timedTest(log, 'Database insert', () => testDatabaseInsert(deps, user.id)),
    await timedTest(log, 'Storage upload', () => testStorageUpload(deps, user.id)),
  ];
  return { tests, ranAt: new Date().toISOString() };
}

/** The Storage line of the connection test: a probe image written, read back and deleted under the seller's prefix. */
export function runStorageTest(deps: DiagnosticsDeps, user: SessionUser): Promise<DiagnosticTest> {
  return timedTest(deps.logger, 'Storage', () => testStorageUpload(deps, user.id));
}

async function testDatabaseConnection({ database }: DiagnosticsDeps): Promise<string> {
  await step(`${DATABASE_ERROR}: the database did not answer`, () => database.ping());
  return `The ${database.driver} database answered`;
}

async function testDatabaseInsert({ db, logger }: DiagnosticsDeps, userId: string): Promise<string> {
  const row = { id: randomUUID(), userId, probe: randomUUID() };
  await deleteStaleDiagnosticRuns(db, userId, new Date(Date.now() - STALE_AFTER_MS));
  await withCleanup(
    logger,
    async () => {
      await step(`${DATABASE_ERROR}: the test row could not be inserted`, () => insertDiagnosticRun(db, row));
      const probe = await step(`${DATABASE_ERROR}: the test row could not be read back`, () =>
        findDiagnosticRunProbe(db, userId, row.id),
      );
      if (probe !== row.probe) throw new StepFailure(`${DATABASE_ERROR}: the test row read back differs`);
    },
    async () => {
      // Also runs when the insert failed: its answer may have been lost after the row was written.
      await step(`${DATABASE_ERROR}: the test row could not be deleted`, () => deleteDiagnosticRun(db, userId, row.id));
      const left = await step(`${DATABASE_ERROR}: the test row could not be checked after deletion`, () =>
        findDiagnosticRunProbe(db, userId, row.id),
      );
      if (left !== undefined) throw new StepFailure(`${DATABASE_ERROR}: the test row was still there after deletion`);
    },
  );
  return 'A test row was inserted, read back and deleted';
}

async function testStorageUpload({ photoStorage, logger, engines }: DiagnosticsDeps, userId: string): Promise<string> {
  // Under the seller's own prefix, like their photos; the name cannot clash with a photo's.
  const key = `${userId}/diagnostic-${randomUUID()}.png`;
  const image = await createTestImage(engines.image);
  await withCleanup(
    logger,
    async () => {
      await step(`${STORAGE_ERROR}: the test image could not be uploaded`, () =>
        photoStorage.put(key, image, 'image/png'),
      );
      const back = await step(`${STORAGE_ERROR}: the test image could not be read back`, () =>
        photoStorage.getBuffer(key),
      );
      if (!back) throw new StepFailure(`${STORAGE_ERROR}: the test image was missing after upload`);
      if (!back.equals(image)) throw new StepFailure(`${STORAGE_ERROR}: the test image read back differs`);
    },
    async () => {
      await step(`${STORAGE_ERROR}: the test image could not be deleted`, () => photoStorage.delete([key]));
      const left = await step(`${STORAGE_ERROR}: the test image could not be checked after deletion`, () =>
        photoStorage.getBuffer(key),
      );
      if (left) throw new StepFailure(`${STORAGE_ERROR}: the test image was still there after deletion`);
    },
  );
  return `A ${image.length}-byte test image was uploaded to ${photoStorage.driver} storage, read back and deleted`;
}

/** The Sign-in line of the connection test: how this seller signs in ('credential' is e-mail and password, 'google'). */
export async function signInMethods(
  { db }: Pick<DiagnosticsDeps, 'db'>,
  user: SessionUser,
): Promise<{ providers: string[] }> {
  return { providers: await findSignInProviders(db, user.id) };
}

/** The network test's storage probe: can the storage driver be reached? Public, so it says nothing more. */
export async function probeStorage({ photoStorage, logger }: DiagnosticsDeps): Promise<StorageProbe> {
  const began = performance.now();
  let status: StorageProbe['status'] = 'up';
  try {
    await photoStorage.check();
  } catch (error) {
    status = 'down';
    logger.warn({ err: error }, 'storage probe failed');
  }
  return { status, driver: photoStorage.driver, latencyMs: Math.round((performance.now() - began) * 10) / 10 };
}
