import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vaultDocuments } from '@traguardo/sample-data/documents';
import {
  countByStatus,
  documentFromFile,
  documentTypeFromName,
  initialDocumentsState,
  useDocumentsStore,
} from './documents-store';

function pdfFile(name = 'estratto.pdf'): File {
  return new File(['%PDF-1.4 demo'], name, { type: 'application/pdf' });
}

describe('documents store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useDocumentsStore.setState(initialDocumentsState());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with the sample documents, idle', () => {
    expect(useDocumentsStore.getState().documents).toEqual(vaultDocuments);
    expect(useDocumentsStore.getState().uploadStatus).toBe('idle');
  });

  it('goes idle → uploading → idle and prepends the new document', async () => {
    const done = useDocumentsStore.getState().upload(pdfFile());
    expect(useDocumentsStore.getState().uploadStatus).toBe('uploading');
    await vi.advanceTimersByTimeAsync(2000);
    const added = await done;
    const { documents, uploadStatus } = useDocumentsStore.getState();
    expect(uploadStatus).toBe('idle');
    expect(documents).toHaveLength(vaultDocuments.length + 1);
    expect(documents[0]).toEqual(added);
    expect(documents[0]).toMatchObject({ name: 'estratto.pdf', size: 13, status: 'complete' });
  });

  it('ignores a second upload while one is running', async () => {
    const first = useDocumentsStore.getState().upload(pdfFile('a.pdf'));
    expect(await useDocumentsStore.getState().upload(pdfFile('b.pdf'))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    await first;
    expect(useDocumentsStore.getState().documents).toHaveLength(vaultDocuments.length + 1);
  });

  it('never mutates the sample list', async () => {
    const before = [...vaultDocuments];
    const done = useDocumentsStore.getState().upload(pdfFile());
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(vaultDocuments).toEqual(before);
  });
});

describe('documentFromFile', () => {
  it('dates the document today (local) and names its format', () => {
    const document = documentFromFile(
      new File(['x'], 'Foto.jpeg', { type: 'image/jpeg' }),
      new Date(2025, 0, 5, 23, 30),
    );
    expect(document.uploadDate).toBe('2025-01-05');
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
    const base = documentFromFile(pdfFile());
    expect(
      countByStatus([base, { ...base, status: 'review_needed' }, { ...base, id: 'x' }]),
    ).toEqual({ complete: 2, review_needed: 1 });
  });
});
