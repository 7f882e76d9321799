import sharp, { type Sharp } from 'sharp';
import type { DecodeLimits, ImageEngine, ImageFormat, ImageInput, ImageStep } from './image-engine';

function start(input: ImageInput, limits: DecodeLimits | undefined): Sharp {
  // `failOn: 'error'` refuses a truncated or corrupt file instead of giving a grey half-photo.
  const options = { failOn: 'error', limitInputPixels: limits?.maxPixels ?? true } as const;
  if (Buffer.isBuffer(input)) return sharp(input, options);
  const { data, width, height, channels } = input;
  return sharp(data, { ...options, raw: { width, height, channels } });
}

function apply(image: Sharp, step: ImageStep): Sharp {
  switch (step.op) {
    case 'autoOrient':
      return image.autoOrient();
    case 'rotate': {
      const tone = step.background;
      return tone === undefined
        ? image.rotate(step.degrees)
        : image.rotate(step.degrees, { background: { r: tone, g: tone, b: tone } });
    }
    case 'resize':
      return image.resize({
        width: step.width,
        height: step.height,
        fit: step.fit,
        withoutEnlargement: step.withoutEnlargement,
      });
    case 'crop':
      return image.extract({ left: step.left, top: step.top, width: step.width, height: step.height });
    case 'frame': {
      const { width: w, background: tone } = step;
      return image.extend({ top: w, bottom: w, left: w, right: w, background: { r: tone, g: tone, b: tone } });
    }
    case 'greyscale':
      return image.greyscale();
    case 'normalise':
      return image.normalise();
    case 'blur':
      return image.blur(step.sigma);
    case 'removeAlpha':
      return image.removeAlpha();
    case 'ensureAlpha':
      return image.ensureAlpha();
  }
}

function run(input: ImageInput, steps: readonly ImageStep[], limits: DecodeLimits | undefined): Sharp {
  return steps.reduce(apply, start(input, limits));
}

function encoder(image: Sharp, output: ImageFormat): Sharp {
  switch (output.format) {
    case 'png':
      return image.png(output.compressionLevel === undefined ? {} : { compressionLevel: output.compressionLevel });
    case 'jpeg':
      return image.jpeg({ quality: output.quality });
    case 'webp':
      return image.webp({ quality: output.quality });
  }
}

/**
 * The image engine on sharp (libvips). sharp keeps no metadata block (EXIF with
 * GPS, XMP, IPTC, comments) unless asked to, and converts to sRGB (DESIGN section 9).
 */
export function createSharpImageEngine(): ImageEngine {
  return {
    probe: async (bytes) => {
      const meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
      return { format: meta.format, width: meta.width, height: meta.height };
    },
    pixels: async (input, steps, limits) => {
      const { data, info } = await run(input, steps, limits).raw().toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height, channels: info.channels };
    },
    encode: async (input, steps, output, limits) => {
      const { data, info } = await encoder(run(input, steps, limits), output).toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    },
  };
}
