import { describe, expect, it } from 'vitest';
import { countByStatus, documentFromFile, documentTypeFromName, findDuplicate } from './documents';

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

  it('files the document under the type chosen, over the guess from its name', () => {
    const now = new Date(2025, 0, 5);
    expect(documentFromFile(pdf, 'application/pdf', 'a', now).type).toBe('tax');
    expect(documentFromFile(pdf, 'application/pdf', 'a', now, 'insurance').type).toBe('insurance');
  });
});

describe('findDuplicate', () => {
  it('finds a document of the same name and size, and nothing else', () => {
    const kept = documentFromFile(pdf, 'application/pdf', 'a', new Date(2025, 0, 5));
    expect(findDuplicate([kept], { name: 'estratto.pdf', size: 13 })).toBe(kept);
    expect(findDuplicate([kept], { name: 'estratto.pdf', size: 14 })).toBeUndefined();
    expect(findDuplicate([kept], { name: 'Estratto.pdf', size: 13 })).toBeUndefined();
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
