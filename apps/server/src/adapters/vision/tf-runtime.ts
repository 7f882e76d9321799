import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import type { io } from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

const require = createRequire(import.meta.url);

let ready: Promise<typeof tf> | undefined;

/**
 * Starts TensorFlow.js on the wasm backend once per process. The .wasm files are
 * read from the installed package: the backend's default location is a CDN, and
 * this machine must never fetch anything at run time (stack-notes section 6).
 */
export function getTf(): Promise<typeof tf> {
  ready ??= (async () => {
    const packageRoot = path.resolve(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '..');
    setWasmPaths(`${path.join(packageRoot, 'dist')}${path.sep}`);
    await tf.setBackend('wasm');
    await tf.ready();
    return tf;
  })();
  return ready;
}

/** Root folder of the installed nsfwjs package, which ships the backbone weights. */
export function nsfwjsRoot(): string {
  return path.resolve(path.dirname(require.resolve('nsfwjs')), '..', '..');
}

/** Loads a browserify bundle shipped by nsfwjs (model JSON or a base64 weight shard). */
export function requireNsfwjsBundle(relativePath: string): unknown {
  // The bundles are CommonJS modules outside the package's `exports` map, so
  // they are required by absolute path.
  return require(path.join(nsfwjsRoot(), 'dist', 'models', relativePath));
}

type BundledModelJson = {
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  modelTopology: unknown;
  weightsManifest: { paths: string[]; weights: io.WeightsManifestEntry[] }[];
};

/**
 * The model artifacts of one nsfwjs model ("mobilenet_v2", "mobilenet_v2_mid",
 * "inception_v3"), built in memory from the bundled JSON and base64 shards.
 * Decoding with Buffer takes milliseconds where nsfwjs' own loader spends
 * seconds, and `transformTopology` may adjust the graph before it is built.
 */
export function loadNsfwjsArtifacts(name: string, transformTopology?: (topology: unknown) => void): io.ModelArtifacts {
  const json = requireNsfwjsBundle(`${name}/model.min.js`) as BundledModelJson;
  const topology = structuredClone(json.modelTopology);
  transformTopology?.(topology);
  const shards = json.weightsManifest.flatMap((group) =>
    group.paths.map((p) => Buffer.from(requireNsfwjsBundle(`${name}/${p}.min.js`) as string, 'base64')),
  );
  const weights = Buffer.concat(shards);
  return {
    modelTopology: topology as io.ModelArtifacts['modelTopology'],
    ...(json.format ? { format: json.format } : {}),
    ...(json.generatedBy ? { generatedBy: json.generatedBy } : {}),
    ...(json.convertedBy ? { convertedBy: json.convertedBy } : {}),
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
  };
}
