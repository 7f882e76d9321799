import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findBarcodes, isIsbn, normaliseBarcode } from './barcodes';
import { createSharpImageEngine } from '../../../adapters/image/sharp-image-engine';
import { decodePhoto, isDecoded } from './photo-input';

const image = createSharpImageEngine();

/** A barcode from bwip-js placed on a hang tag inside a larger photo. */
async function photoWithBarcode(bcid: string, text: string, options: { rotate?: number; noise?: boolean } = {}) {
  const symbol = await bwipjs.toBuffer({
    bcid,
    text,
    scale: 3,
    ...(bcid === 'qrcode' ? {} : { height: 12 }),
    includetext: bcid !== 'qrcode',
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
    paddingheight: 10,
  });
  const rotated = options.rotate
    ? await sharp(symbol).rotate(options.rotate, { background: '#ffffff' }).png().toBuffer()
    : symbol;
  const scene = sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#8a7f72' } }).composite([
    { input: rotated, left: 420, top: 320 },
  ]);
  let bytes = await scene.jpeg({ quality: 80 }).toBuffer();
  if (options.noise) {
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + ((i * 7919) % 41) - 20));
    bytes = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
      .jpeg({ quality: 75 })
      .toBuffer();
  }
  const decoded = await decodePhoto(image, { bytes, mimeType: 'image/jpeg' }, 0);
  if (!isDecoded(decoded)) throw new Error(decoded.error);
  return decoded.rgba;
}

describe('findBarcodes (zxing-wasm, packaged wasm)', () => {
  it('reads an EAN-13 on a tag inside a photo', async () => {
    const found = await findBarcodes(await photoWithBarcode('ean13', '5901234123457'));
    expect(found).toEqual([{ code: '5901234123457', format: 'EAN-13', confidence: 0.95 }]);
  });

  it('returns a UPC-A as its 12 digits, not the 13-digit EAN zxing reports', async () => {
    const found = await findBarcodes(await photoWithBarcode('upca', '036000291452', { rotate: 8, noise: true }));
    expect(found[0]).toMatchObject({ code: '036000291452', format: 'UPC-A' });
  });

  it('reads QR and Code 128 labels', async () => {
    const qr = await findBarcodes(await photoWithBarcode('qrcode', 'https://example.test/item/42'));
    expect(qr[0]).toMatchObject({ code: 'https://example.test/item/42', format: 'QR' });
    const code128 = await findBarcodes(await photoWithBarcode('code128', 'SKU-ABC-123'));
    expect(code128[0]).toMatchObject({ code: 'SKU-ABC-123', format: 'CODE128' });
  });

  it('finds nothing in a photo without a code', async () => {
    const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#cccccc' } })
      .jpeg()
      .toBuffer();
    const decoded = await decodePhoto(image, { bytes: blank, mimeType: 'image/jpeg' }, 0);
    if (!isDecoded(decoded)) throw new Error(decoded.error);
    expect(await findBarcodes(decoded.rgba)).toEqual([]);
  });
});

describe('normaliseBarcode and isIsbn', () => {
  it('normalises zxing formats to the spec names', () => {
    expect(normaliseBarcode({ format: 'EAN13', text: '0036000291452' })).toMatchObject({
      code: '036000291452',
      format: 'UPC-A',
    });
    expect(normaliseBarcode({ format: 'EAN8', text: '96385074' })).toMatchObject({ format: 'EAN-8' });
    expect(normaliseBarcode({ format: 'Code39', text: 'ABC' })).toMatchObject({ format: 'unknown' });
  });

  it('applies the spec ISBN rule', () => {
    expect(isIsbn('978-0-306-40615-7')).toBe(true);
    expect(isIsbn('0-8044-2957-X')).toBe(true);
    expect(isIsbn('12345')).toBe(false);
  });
});
