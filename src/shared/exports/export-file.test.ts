import { describe, expect, it } from 'vitest';
import { estimateExportBytes } from '#shared/exports/export-file.ts';
import { parseExportRequest } from '#shared/exports/export-request.ts';

const post = { width: 1080, height: 1350 };

describe('the download options', () => {
  it('estimates a photo post near the bench figures and a flat post far smaller', () => {
    // The bench photo post: PNG 2x 2.88 MB, JPEG 2x 0.47 MB, PNG 1x 0.94 MB, JPEG 1x 0.17 MB.
    const photo = { ...post, photo: true };
    expect(estimateExportBytes(photo, 'png', 2) / 2.88e6).toBeCloseTo(1, 0);
    expect(estimateExportBytes(photo, 'jpeg', 2) / 0.47e6).toBeCloseTo(1, 0);
    expect(estimateExportBytes(photo, 'png', 1) / 0.94e6).toBeCloseTo(1, 0);
    expect(estimateExportBytes({ ...post, photo: false }, 'png', 2)).toBeLessThan(0.5e6);
  });

  it('gives the real size of a choice already made and scales the others by it', () => {
    const photo = { ...post, photo: true };
    const known = { fileType: 'png' as const, scale: 2 as const, bytes: 1_000_000 };
    expect(estimateExportBytes(photo, 'png', 2, known)).toBe(1_000_000);
    const ratio = estimateExportBytes(photo, 'png', 2) / 1_000_000;
    expect(estimateExportBytes(photo, 'jpeg', 2, known)).toBe(
      Math.round(estimateExportBytes(photo, 'jpeg', 2) / ratio),
    );
  });

  it('takes PNG or JPEG at 1x or 2x, and nothing else', () => {
    const body = { sport: 'unihockey' as const, clubId: 'c', teamId: 't', gameIds: ['g1'] };
    expect(parseExportRequest({ ...body, fileType: 'jpeg', scale: 1 }).success).toBe(true);
    for (const bad of [{ fileType: 'webp' }, { scale: 3 }, { scale: '1' }]) {
      expect(parseExportRequest({ ...body, ...bad }).success).toBe(false);
    }
  });
});
