import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  decodeForBackbone,
  FEATURE_BLOCKS,
  type Backbone,
  type FeatureBlockName,
  type InputSize,
  type PhotoFeatures,
} from '../../src/modules/ai/backbone';

export type LabelledPhoto = { file: string; label: string };

export type ExtractedPhoto = LabelledPhoto & { features: PhotoFeatures };

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

type CacheManifest = { files: string[]; blocks: { name: string; dim: number }[] };

/**
 * Extracts backbone features for every photo, or reads them from the cache
 * under data/ (gitignored). The cache holds one file per label and input size,
 * so adding a block at one size recomputes only that size's pass. Extraction is
 * the slow part (about 0.1 s a photo and size with the flip); a second run of
 * the training script only trains the head.
 */
export async function extractWithCache(options: {
  backbone: Backbone;
  photos: LabelledPhoto[];
  blocks: readonly FeatureBlockName[];
  cacheDir: string;
  onProgress?: (done: number, total: number) => void;
}): Promise<ExtractedPhoto[]> {
  const { backbone, photos, blocks, cacheDir } = options;
  const byLabel = new Map<string, LabelledPhoto[]>();
  for (const p of photos) byLabel.set(p.label, [...(byLabel.get(p.label) ?? []), p]);
  const sizes = [...new Set(blocks.map((b) => FEATURE_BLOCKS[b].size))];
  const out: ExtractedPhoto[] = [];
  let done = 0;
  for (const [label, group] of byLabel) {
    const features: PhotoFeatures[] = group.map(() => [{}, {}]);
    for (const size of sizes) {
      const wanted = blocks.filter((b) => FEATURE_BLOCKS[b].size === size);
      const base = path.join(cacheDir, `${label}.${size}`);
      const cached = readCache(`${base}.json`, `${base}.f32`, group, wanted);
      const perSize = cached ?? (await extractGroup(backbone, group, wanted, size));
      if (!cached) writeCache(`${base}.json`, `${base}.f32`, group, perSize, wanted);
      perSize.forEach((f, i) => {
        Object.assign(features[i]![0], f[0]);
        Object.assign(features[i]![1], f[1]);
      });
    }
    group.forEach((p, i) => out.push({ ...p, features: features[i]! }));
    done += group.length;
    options.onProgress?.(done, photos.length);
  }
  return out;
}

async function extractGroup(
  backbone: Backbone,
  group: LabelledPhoto[],
  blocks: FeatureBlockName[],
  size: InputSize,
): Promise<PhotoFeatures[]> {
  const out: PhotoFeatures[] = [];
  const batchSize = 8;
  const decode = (batch: LabelledPhoto[]) =>
    Promise.all(batch.map((p) => decodeForBackbone(readFileSync(p.file), [size])));
  let next = decode(group.slice(0, batchSize));
  for (let start = 0; start < group.length; start += batchSize) {
    const inputs = await next;
    // Decode the next batch on sharp's threads while this one runs in wasm.
    next = decode(group.slice(start + batchSize, start + 2 * batchSize));
    out.push(...(await backbone.extract(inputs, blocks)));
  }
  await next;
  return out;
}

function readCache(
  manifestPath: string,
  dataPath: string,
  group: LabelledPhoto[],
  blocks: readonly FeatureBlockName[],
): PhotoFeatures[] | undefined {
  if (!existsSync(manifestPath) || !existsSync(dataPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as CacheManifest;
  const names = group.map((p) => path.basename(p.file));
  if (manifest.files.join('\n') !== names.join('\n')) return undefined;
  if (!blocks.every((b) => manifest.blocks.some((m) => m.name === b))) return undefined;
  const bytes = readFileSync(dataPath);
  const all = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const perVariant = manifest.blocks.reduce((sum, b) => sum + b.dim, 0);
  return group.map((_, i) => {
    const variants = [0, 1].map((v) => {
      const record: Record<string, Float32Array> = {};
      let offset = (i * 2 + v) * perVariant;
      for (const b of manifest.blocks) {
        record[b.name] = all.slice(offset, offset + b.dim);
        offset += b.dim;
      }
      return record;
    });
    return [variants[0]!, variants[1]!];
  });
}

function writeCache(
  manifestPath: string,
  dataPath: string,
  group: LabelledPhoto[],
  photos: PhotoFeatures[],
  blocks: readonly FeatureBlockName[],
): void {
  mkdirSync(path.dirname(manifestPath), { recursive: true });
  const first = photos[0]?.[0];
  if (!first) return;
  const dims = blocks.map((name) => ({ name, dim: first[name]!.length }));
  const total = photos.length * 2 * dims.reduce((sum, b) => sum + b.dim, 0);
  const data = new Float32Array(total);
  let offset = 0;
  for (const p of photos) {
    for (const variant of p) {
      for (const b of dims) {
        data.set(variant[b.name]!, offset);
        offset += b.dim;
      }
    }
  }
  writeFileSync(dataPath, Buffer.from(data.buffer));
  const manifest: CacheManifest = { files: group.map((p) => path.basename(p.file)), blocks: dims };
  writeFileSync(manifestPath, JSON.stringify(manifest));
}
