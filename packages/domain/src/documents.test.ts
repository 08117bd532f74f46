import { describe, expect, it } from 'vitest';
import { countByStatus, documentFromFile, documentTypeFromName } from './documents';

const pdf = { name: 'estratto.pdf', size: 13 };

describe('documentFromFile', () => {
  it('dates the document today (local) and names the format of its content', () => {
    const document = documentFromFile(
      { name: 'Foto.png', size: 1 },
      'image/jpeg',
      'upload-1',
      new Date(2025, 0, 5, 23, 30),
    );
    expect(document).toMatchObject({
      id: 'upload-1',
      name: 'Foto.png',
      size: 1,
      uploadDate: '2025-01-05',
      status: 'complete',
    });
    expect(document.description).toContain('JPG');
  });
});

describe('documentTypeFromName', () => {
  it.each([
    ['Polizza_vita.pdf', 'insurance'],
    ['rogito-casa.pdf', 'property'],
    ['Testamento.pdf', 'estate'],
    ['fondo-pensione.png', 'pension'],
    ['730-2024.pdf', 'tax'],
  ] as const)('%s → %s', (name, type) => {
    expect(documentTypeFromName(name)).toBe(type);
  });
});

describe('countByStatus', () => {
  it('counts complete and review-needed documents', () => {
    const base = documentFromFile(pdf, 'application/pdf', 'a', new Date(2025, 0, 5));
    expect(
      countByStatus([base, { ...base, status: 'review_needed' }, { ...base, id: 'x' }]),
    ).toEqual({ complete: 2, review_needed: 1 });
  });
});
