import { describe, expect, it } from 'vitest';
import { checkLogoForm, logoFileProblem } from '#client/features/profile/utils/logo-form.ts';

const png = { type: 'image/png', size: 2048 };

describe('logo upload form', () => {
  it('takes a trimmed name and an image', () => {
    expect(checkLogoForm({ name: '  Bäckerei Müller ', file: png })).toEqual({
      name: 'Bäckerei Müller',
      nameProblem: null,
      fileProblem: null,
    });
  });

  it('refuses a blank name', () => {
    expect(checkLogoForm({ name: '   ', file: png }).nameProblem).toBe('required');
    expect(checkLogoForm({ name: '\n\t', file: png }).nameProblem).toBe('required');
  });

  it('refuses a name over 100 characters', () => {
    expect(checkLogoForm({ name: 'x'.repeat(101), file: png }).nameProblem).toBe('too-long');
    expect(checkLogoForm({ name: 'x'.repeat(100), file: png }).nameProblem).toBeNull();
  });

  it('needs an image file up to 10 MB', () => {
    expect(logoFileProblem(null)).toBe('required');
    expect(logoFileProblem({ type: 'application/pdf', size: 10 })).toBe('invalid-type');
    expect(logoFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('too-large');
  });
});
