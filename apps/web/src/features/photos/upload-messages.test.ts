import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fitWithin } from './image/fit-within';
import { classifyUploadFailure, isHeic, isImageFile } from './upload-messages';

describe('upload failures (spec part 2, section 8)', () => {
  it('keeps the photos locally when the server cannot be reached or cannot save', () => {
    for (const status of [0, 500, 502, 503, 504]) {
      expect(classifyUploadFailure(new ApiError(status, 'x', 'y'))).toEqual({ action: 'keep-locally' });
    }
  });

  it("maps the server's answers to the spec's alerts", () => {
    expect(classifyUploadFailure(new ApiError(503, 'storage_unavailable', 'x'))).toEqual({
      action: 'show',
      message: 'Photo storage is not set up. Please contact support for assistance.',
    });
    expect(classifyUploadFailure(new ApiError(413, 'photo_too_large', 'x'))).toEqual({
      action: 'show',
      message: 'One or more photos are too large. Please use photos smaller than 10MB.',
    });
    expect(
      classifyUploadFailure(new ApiError(415, 'unsupported_photo', '"a.jpg" is not a JPG, PNG or WebP photo.')),
    ).toEqual({
      action: 'show',
      message: 'Upload failed: "a.jpg" is not a JPG, PNG or WebP photo.',
    });
    expect(classifyUploadFailure(new ApiError(400, 'unexpected_response', 'Something went wrong.'))).toEqual({
      action: 'show',
      message: 'Failed to upload photos. Please try again.',
    });
    expect(classifyUploadFailure(new Error('boom'))).toEqual({
      action: 'show',
      message: 'Failed to upload photos. Please try again.',
    });
  });

  it('recognises HEIC by type or name and accepts only image/ types', () => {
    expect(isHeic({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
    expect(isHeic({ name: 'x', type: 'image/heif' })).toBe(true);
    expect(isHeic({ name: 'a.jpg', type: 'image/jpeg' })).toBe(false);
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
  });
});

describe('pre-resize size (DESIGN section 2: 1600 px)', () => {
  it('scales the longest side down to 1600 px and never up', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});
