import sharp from 'sharp';
import { decodeForBackbone, INPUT_SIZE } from '../../src/adapters/vision/backbone';

/**
 * Augmented views of a training photo, made with sharp before the frozen lower
 * layers run (decision 016). Every view starts from the photo squashed to a
 * square, as inference sees it, so a crop is a crop of what inference sees.
 *
 * View 0 is the plain photo and view 1 its mirror image (the two inference
 * averages); the others are random crops (half to all of the area, aspect
 * 3:4 to 4:3), flipped half the time, with brightness, saturation, hue and
 * contrast jitter: sellers shoot in every light, close up and from afar.
 */

/** Side of the square a crop is taken from: a little above the input size keeps crops sharp. */
const SOURCE_SIZE = 288;

const square = (size: number) => ({ raw: { width: size, height: size, channels: 3 as const } });

const bytesOf = (pixels: Buffer) => new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength);

/**
 * The views of one photo: the plain one exactly as inference decodes it, its
 * mirror image, then `count - 2` augmented ones.
 */
export async function makeViews(file: Buffer, count: number, random: () => number): Promise<Uint8Array[]> {
  const plain = await decodeForBackbone(file);
  const views = [plain, bytesOf(await sharp(plain, square(INPUT_SIZE)).flop().raw().toBuffer())];
  if (count <= 2) return views.slice(0, count);
  const source = await sharp(file, { failOn: 'error' })
    .rotate()
    .resize(SOURCE_SIZE, SOURCE_SIZE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  while (views.length < count) views.push(await augmentedView(source, random));
  return views;
}

async function augmentedView(source: Buffer, random: () => number): Promise<Uint8Array> {
  const area = 0.5 + 0.5 * random();
  const aspect = Math.exp(Math.log(3 / 4) + random() * Math.log(16 / 9));
  const width = Math.min(SOURCE_SIZE, Math.round(SOURCE_SIZE * Math.sqrt(area * aspect)));
  const height = Math.min(SOURCE_SIZE, Math.round(SOURCE_SIZE * Math.sqrt(area / aspect)));
  const left = Math.floor(random() * (SOURCE_SIZE - width + 1));
  const top = Math.floor(random() * (SOURCE_SIZE - height + 1));
  const cropped = await sharp(source, square(SOURCE_SIZE))
    .extract({ left, top, width, height })
    .resize(INPUT_SIZE, INPUT_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer();
  let image = sharp(cropped, square(INPUT_SIZE));
  if (random() < 0.5) image = image.flop();
  const contrast = 0.8 + 0.4 * random();
  image = image
    .modulate({
      brightness: 0.75 + 0.5 * random(),
      saturation: 0.7 + 0.6 * random(),
      hue: Math.round(-12 + 24 * random()),
    })
    .linear(contrast, 128 * (1 - contrast));
  return bytesOf(await image.raw().toBuffer());
}
