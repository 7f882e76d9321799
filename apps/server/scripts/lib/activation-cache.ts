import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type * as TF from '@tensorflow/tfjs';
import {
  decodeForBackbone,
  INCEPTION_SIZE,
  INPUT_SIZE,
  toBatch,
  type Backbone,
  type CutBlock,
} from '../../src/adapters/vision/backbone';
import { getTf } from '../../src/adapters/vision/tf-runtime';
import { makeViews } from './augment';
import { seededRandom, seedOf } from './random';

export type LabelledPhoto = { file: string; label: string };

/** One class's cached activations: `views` per photo, each of `shape`, photo-major. */
export type ActivationShard = {
  label: string;
  files: string[];
  views: number;
  shape: number[];
  data: Float32Array;
};

/** What is cached: the views of a photo and the frozen network run on a batch of them. */
export type Extractor = {
  views: number;
  inputSize: number;
  viewsOf: (file: Buffer, random: () => number) => Promise<Uint8Array[]>;
  run: (batch: TF.Tensor4D) => TF.Tensor;
};

/** MobileNetV2Mid to the given block, on the plain, mirror and augmented views. */
export function mobilenetExtractor(backbone: Backbone, lastFrozenBlock: CutBlock, views: number): Extractor {
  return {
    views,
    inputSize: INPUT_SIZE,
    viewsOf: (file, random) => makeViews(file, views, random),
    run: (batch) => backbone.lower(batch, lastFrozenBlock),
  };
}

/** InceptionV3's pooled layers, on the plain photo only (as inference runs it). */
export function inceptionExtractor(run: (batch: TF.Tensor4D) => TF.Tensor2D): Extractor {
  return {
    views: 1,
    inputSize: INCEPTION_SIZE,
    viewsOf: async (file) => [await decodeForBackbone(file, INCEPTION_SIZE)],
    run,
  };
}

/** Photos of a folder laid out as `<root>/<label>/*.jpg`, in a stable order. */
export function listLabelledPhotos(root: string): LabelledPhoto[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .flatMap((label) =>
      readdirSync(path.join(root, label))
        .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
        .sort()
        .map((f) => ({ file: path.join(root, label, f), label })),
    );
}

type ShardManifest = { files: string[]; views: number; shape: number[] };

/**
 * The frozen lower layers' activations of every view of every photo, computed
 * once and kept under data/cache (gitignored): the slow part of training
 * (about 35 ms a view on one core), so a rerun only trains. One file per class;
 * a `.lock` file lets a second process (`--extract-only`) share the work.
 */
export async function loadActivations(options: {
  extractor: Extractor;
  photos: LabelledPhoto[];
  cacheDir: string;
  log: (line: string) => void;
}): Promise<ActivationShard[]> {
  const views = options.extractor.views;
  const { photos, cacheDir } = options;
  mkdirSync(cacheDir, { recursive: true });
  const labels = [...new Set(photos.map((p) => p.label))];
  const groups = labels.map((label) => ({
    label,
    group: photos.filter((p) => p.label === label),
    base: path.join(cacheDir, label),
  }));
  // First every class no other process is working on, then wait for the others.
  for (const { label, group, base } of groups) {
    if (readShard(base, label, group, views) || !claim(`${base}.lock`)) continue;
    const started = Date.now();
    try {
      writeShard(base, await extractShard(options.extractor, label, group));
    } finally {
      rmSync(`${base}.lock`, { force: true });
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    options.log(
      `extracted ${path.basename(cacheDir)}/${label}: ${group.length} photos x ${views} views in ${seconds} s`,
    );
  }
  const shards: ActivationShard[] = [];
  for (const { label, group, base } of groups) {
    let shard = readShard(base, label, group, views);
    while (!shard && lockHeld(`${base}.lock`)) {
      await sleep(5000);
      shard = readShard(base, label, group, views);
    }
    shard ??= readShard(base, label, group, views);
    if (!shard) throw new Error(`activations for ${label} are missing in ${cacheDir}`);
    shards.push(shard);
  }
  return shards;
}

/**
 * Whether a lock file is held: it exists and the process whose id it holds is
 * still running. A run stopped with Ctrl-C or killed leaves its locks behind,
 * and those must not keep the next run waiting for ever.
 */
export function lockHeld(lock: string): boolean {
  let text: string;
  try {
    text = readFileSync(lock, 'utf8');
  } catch {
    return false;
  }
  const pid = Number(text);
  // Empty for the instant between its creation and its write: its taker is alive.
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes a lock file (a stale one, whose process is gone, included), or says another process holds it. */
export function claim(lock: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return true;
    } catch {
      if (lockHeld(lock)) return false;
      rmSync(lock, { force: true });
    }
  }
  return false;
}

async function extractShard(extractor: Extractor, label: string, group: LabelledPhoto[]): Promise<ActivationShard> {
  const tf = await getTf();
  const { views } = extractor;
  const chunks: Float32Array[] = [];
  let shape: number[] = [];
  const perBatch = Math.max(1, Math.floor(16 / views));
  const decode = (start: number) =>
    Promise.all(
      group
        .slice(start, start + perBatch)
        .map((p) => extractor.viewsOf(readFileSync(p.file), seededRandom(seedOf(path.basename(p.file))))),
    );
  let next = decode(0);
  for (let start = 0; start < group.length; start += perBatch) {
    const batch = (await next).flat();
    // Decode the next photos on sharp's threads while this batch runs in wasm.
    next = decode(start + perBatch);
    const output = tf.tidy(() => extractor.run(toBatch(tf, batch, extractor.inputSize)));
    shape = output.shape.slice(1);
    chunks.push((await output.data()) as Float32Array);
    output.dispose();
  }
  await next;
  const data = new Float32Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const c of chunks) {
    data.set(c, offset);
    offset += c.length;
  }
  return { label, files: group.map((p) => path.basename(p.file)), views, shape, data };
}

function readShard(base: string, label: string, group: LabelledPhoto[], views: number): ActivationShard | undefined {
  if (!existsSync(`${base}.json`) || !existsSync(`${base}.f32`)) return undefined;
  const manifest = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as ShardManifest;
  const files = group.map((p) => path.basename(p.file));
  if (manifest.views !== views || manifest.files.join('\n') !== files.join('\n')) return undefined;
  const bytes = readFileSync(`${base}.f32`);
  const data = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  return { label, files, views, shape: manifest.shape, data };
}

function writeShard(base: string, shard: ActivationShard): void {
  writeFileSync(`${base}.f32`, Buffer.from(shard.data.buffer, shard.data.byteOffset, shard.data.byteLength));
  const manifest: ShardManifest = { files: shard.files, views: shard.views, shape: shard.shape };
  writeFileSync(`${base}.json`, JSON.stringify(manifest));
}
