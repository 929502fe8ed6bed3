import { describe, expect, it } from 'vitest';
import { formatFieldText } from '#shared/templates/field-formats.ts';
import { svgConfigSchema } from '#shared/templates/template-schema.ts';

const values = {
  date: '22.11.2026',
  time: '17:30',
  result2: '25:23 n.V.',
  teamHome3: 'UHC Thun II',
  location2: 'Lachenhalle Thun',
  city2: 'Thun',
  location: 'Sporthalle',
  city: 'Bern',
  result: null,
};

describe('data-field formats', () => {
  it('writes dates, scores, initials and venues as the built-in posts do', () => {
    expect(formatFieldText('date', values)).toBe('22.11.2026');
    expect(formatFieldText('date', values, 'long-date-upper')).toBe('SONNTAG, 22. NOVEMBER 2026');
    expect(formatFieldText('date', values, 'short-date-upper')).toBe('SO, 22. NOV.');
    expect(formatFieldText('result2', values, 'score-home')).toBe('25');
    expect(formatFieldText('result2', values, 'score-away')).toBe('23');
    expect(formatFieldText('teamHome3', values, 'initials')).toBe('UT');
    expect(formatFieldText('location2', values, 'venue')).toBe('Lachenhalle Thun');
    expect(formatFieldText('location', values, 'venue')).toBe('Sporthalle, Bern');
    expect(formatFieldText('time', values, undefined, ' UHR')).toBe('17:30 UHR');
  });

  it('shows nothing, not even the suffix, without a value', () => {
    expect(formatFieldText('result', values, 'score-home')).toBeNull();
    expect(formatFieldText('time2', values, undefined, ' UHR')).toBeNull();
  });

  it('are optional in saved templates, and only the known ones are accepted', () => {
    const field = { id: 'a', type: 'api-text', apiField: 'date', x: 1, y: 1, fontSize: 20 };
    expect(svgConfigSchema.safeParse({ elements: [field] }).success).toBe(true);
    expect(
      svgConfigSchema.safeParse({
        elements: [{ ...field, format: 'long-date-upper', suffix: '!' }],
      }).success,
    ).toBe(true);
    expect(svgConfigSchema.safeParse({ elements: [{ ...field, format: 'eval' }] }).success).toBe(
      false,
    );
  });
});
