import type { LayersModel } from '@tensorflow/tfjs';
import { decodeForBackbone } from './backbone';
import { getTf, loadNsfwjsArtifacts } from './tf-runtime';
import { ADULT_CONTENT_CLASSES, type AdultContentScore } from './vision-engine';

/**
 * Explicit content is flagged; "Sexy" alone is not, because swimwear and
 * lingerie are ordinary resale listings and score high on it.
 */
export const ADULT_CONTENT_THRESHOLD = 0.6;

export function judgeAdultContent(classes: AdultContentScore['classes']): AdultContentScore {
  const score = Number((classes.Porn + classes.Hentai).toFixed(4));
  return { score, flagged: score >= ADULT_CONTENT_THRESHOLD, classes };
}

let loading: Promise<LayersModel> | undefined;

function loadModel(): Promise<LayersModel> {
  loading ??= (async () => {
    const tf = await getTf();
    return tf.loadLayersModel(tf.io.fromMemory(loadNsfwjsArtifacts('mobilenet_v2')));
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Upload safety (issue 4): the adult-content score of one photo from the
 * MobileNetV2 model packaged with nsfwjs, preprocessed as nsfwjs does (224 px,
 * RGB scaled to 0..1). The photos module stores it and asks for a
 * confirmation before a flagged photo is published.
 */
export async function scoreAdultContent(image: Buffer): Promise<AdultContentScore> {
  const [tf, model] = await Promise.all([getTf(), loadModel()]);
  // The same decoding as the item-type backbone's: EXIF orientation applied, squashed to 224 px, RGB.
  const pixels = await decodeForBackbone(image, 224);
  const output = tf.tidy(() => {
    const input = tf.tensor3d(pixels, [224, 224, 3], 'int32').toFloat().div(255).expandDims(0);
    return model.predict(input) as ReturnType<typeof tf.softmax>;
  });
  const values = await output.data();
  output.dispose();
  const classes = Object.fromEntries(
    ADULT_CONTENT_CLASSES.map((name, i) => [name, Number((values[i] ?? 0).toFixed(4))]),
  ) as AdultContentScore['classes'];
  return judgeAdultContent(classes);
}
