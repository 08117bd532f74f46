import { describe, expect, it } from 'vitest';
import { unprintableNotice } from './unprintable-notice';

describe('unprintableNotice', () => {
  it('names the replaced characters and the mark they became, in Italian', () => {
    expect(unprintableNotice(['😀', 'م'])).toEqual({
      title: 'Alcuni caratteri non sono nel PDF',
      body: 'Il carattere tipografico del report non ha 😀 م: nel PDF compaiono come \uFFFD.',
    });
  });

  it('names a few and says there are more', () => {
    expect(unprintableNotice([...'abcdefg']).body).toContain('a b c d e e altri');
  });
});
