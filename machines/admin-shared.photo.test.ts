import { describe, expect, it } from 'vitest';
import { photoChoiceOf, photoProblem, photoShown, PHOTO_MAX_BYTES } from './admin-shared';

describe('console photos', () => {
  it('takes PNG, JPEG and WebP up to the limit, and a cleared choice', () => {
    expect(photoProblem({ dataUrl: 'data:image/png;base64,AA', mime: 'image/png', bytes: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoProblem({ dataUrl: null, mime: 'image/gif', bytes: PHOTO_MAX_BYTES * 9 })).toBeNull();
  });
  it('refuses another type before its size, and a photo one byte over', () => {
    expect(photoProblem({ dataUrl: 'data:image/gif;base64,AA', mime: 'image/gif', bytes: PHOTO_MAX_BYTES * 2 })).toEqual({ id: 'console.booths.imageType', tone: 'error' });
    expect(photoProblem({ dataUrl: 'data:image/webp;base64,AA', mime: 'image/webp', bytes: PHOTO_MAX_BYTES + 1 })).toEqual({ id: 'console.booths.imageTooLarge', tone: 'error' });
  });
  it('shows the stored photo, the chosen one, or none once removed', () => {
    const chosen = photoChoiceOf({ dataUrl: 'data:image/png;base64,BB', name: 'new.png' });
    expect(chosen).toEqual({ kind: 'replace', dataUrl: 'data:image/png;base64,BB', name: 'new.png' });
    expect(photoChoiceOf({ dataUrl: null, name: '' })).toEqual({ kind: 'keep' });
    expect(photoShown('/api/uploads/a.png', { kind: 'keep' })).toBe('/api/uploads/a.png');
    expect(photoShown('/api/uploads/a.png', chosen)).toBe('data:image/png;base64,BB');
    expect(photoShown('/api/uploads/a.png', { kind: 'remove' })).toBeNull();
  });
});
