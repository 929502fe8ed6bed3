import { describe, expect, it } from 'vitest';
import { hashText, preExportSkipped } from '#client/features/studio/utils/pre-export.ts';

describe('pre-export', () => {
  it('runs on a connection that reports nothing against it', () => {
    expect(preExportSkipped({ onLine: true })).toBeNull();
    expect(preExportSkipped({ onLine: true, connection: { effectiveType: '4g' } })).toBeNull();
    expect(preExportSkipped({ onLine: true, connection: { effectiveType: '3g' } })).toBeNull();
    expect(preExportSkipped({ onLine: true, connection: { saveData: false } })).toBeNull();
  });

  it('is skipped offline, with Save-Data and on a 2g or slow-2g connection', () => {
    expect(preExportSkipped({ onLine: false })).toBe('offline');
    expect(preExportSkipped({ onLine: true, connection: { saveData: true } })).toBe('save-data');
    expect(preExportSkipped({ onLine: true, connection: { effectiveType: '2g' } })).toBe(
      'slow-connection',
    );
    expect(preExportSkipped({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(
      'slow-connection',
    );
  });

  it('hashes the drawn post so that any change makes another key', () => {
    expect(hashText('{"a":1}')).toBe(hashText('{"a":1}'));
    expect(hashText('{"a":1}')).not.toBe(hashText('{"a":2}'));
  });
});
