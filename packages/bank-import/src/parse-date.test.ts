import { describe, expect, it } from 'vitest';
import { formatItalianDate, parseDate } from './parse-date';

describe('parseDate', () => {
  it.each([
    ['05/03/2024', '2024-03-05'],
    ['5/3/2024', '2024-03-05'],
    ['05/03/24', '2024-03-05'],
    ['31/12/99', '1999-12-31'],
    ['05.03.2024', '2024-03-05'],
    ['05-03-2024', '2024-03-05'],
    ['2024-03-05', '2024-03-05'],
    ['2024-03-05T10:20:00', '2024-03-05'],
    ['05/03/2024 10:20', '2024-03-05'],
    ['20240305', '2024-03-05'],
    ['29/02/2024', '2024-02-29'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each(['', '31/02/2024', '29/02/2023', '13/13/2024', 'Saldo', '1234,56', '2024/13/01'])(
    'refuses %s',
    (text) => {
      expect(parseDate(text)).toBeUndefined();
    },
  );

  it('writes a date the Italian way', () => {
    expect(formatItalianDate('2024-03-05')).toBe('05/03/2024');
  });
});
