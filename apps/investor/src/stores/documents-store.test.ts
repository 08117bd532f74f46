import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DocumentType } from '@traguardo/domain/entities';
import { vaultDocuments } from '@traguardo/sample-data/documents';
import { documentFilesOf } from './document-files';
import { initialDocumentsState, isUploadedDocument, useDocumentsStore } from './documents-store';
import { DOCUMENTS_STORAGE } from './storage';
import { expectStored } from '../testing/stored-state';

const pdfBytes = '%PDF-1.4 demo';

function pdfFile(name = 'estratto.pdf'): File {
  return new File([pdfBytes], name, { type: 'application/pdf' });
}

async function uploadNow(file: File, documentType?: DocumentType) {
  const done = useDocumentsStore.getState().upload(file, 'application/pdf', documentType);
  await vi.advanceTimersByTimeAsync(2000);
  return done;
}

describe('documents store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
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
    const done = useDocumentsStore.getState().upload(pdfFile(), 'application/pdf');
    expect(useDocumentsStore.getState().uploadStatus).toBe('uploading');
    await vi.advanceTimersByTimeAsync(2000);
    const outcome = await done;
    const { documents, uploadStatus } = useDocumentsStore.getState();
    expect(uploadStatus).toBe('idle');
    expect(documents).toHaveLength(vaultDocuments.length + 1);
    expect(outcome).toMatchObject({ status: 'done', fileKept: 'device' });
    expect(outcome.status === 'done' && outcome.document).toEqual(documents[0]);
    expect(documents[0]).toMatchObject({ name: 'estratto.pdf', size: 13, status: 'complete' });
  });

  it('keeps the file bytes, of the type read from the content, for opening later', async () => {
    const outcome = await uploadNow(pdfFile());
    if (outcome.status !== 'done') throw new Error('caricamento non riuscito');
    const file = await documentFilesOf('demo').read(outcome.document.id);
    expect(file?.type).toBe('application/pdf');
    expect(await file?.text()).toBe(pdfBytes);
    expect(isUploadedDocument(outcome.document)).toBe(true);
  });

  it('stores the list but not the upload status', async () => {
    const done = useDocumentsStore.getState().upload(pdfFile(), 'application/pdf');
    expectStored(DOCUMENTS_STORAGE, { documents: vaultDocuments });
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expectStored(DOCUMENTS_STORAGE, { documents: useDocumentsStore.getState().documents });
  });

  it('ignores a second upload while one is running', async () => {
    const first = useDocumentsStore.getState().upload(pdfFile('a.pdf'), 'application/pdf');
    expect(await useDocumentsStore.getState().upload(pdfFile('b.pdf'), 'application/pdf')).toEqual({
      status: 'busy',
    });
    await vi.advanceTimersByTimeAsync(2000);
    await first;
    expect(useDocumentsStore.getState().documents).toHaveLength(vaultDocuments.length + 1);
  });

  it('reports a file that can no longer be read, list unchanged', async () => {
    const file = pdfFile();
    vi.spyOn(file, 'arrayBuffer').mockRejectedValue(
      new DOMException('sparito', 'NotReadableError'),
    );
    expect(await uploadNow(file)).toEqual({ status: 'unreadable' });
    expect(useDocumentsStore.getState().documents).toEqual(vaultDocuments);
    expect(useDocumentsStore.getState().uploadStatus).toBe('idle');
  });

  it('never mutates the sample list', async () => {
    const before = [...vaultDocuments];
    await uploadNow(pdfFile());
    expect(vaultDocuments).toEqual(before);
    expect(vaultDocuments.some(isUploadedDocument)).toBe(false);
  });

  it('files an upload under the type chosen, and under another one later', async () => {
    const outcome = await uploadNow(pdfFile('scansione-001.pdf'), 'insurance');
    if (outcome.status !== 'done') throw new Error('caricamento non riuscito');
    expect(outcome.document.type).toBe('insurance');
    useDocumentsStore.getState().setType(outcome.document.id, 'property');
    expect(useDocumentsStore.getState().documents[0]?.type).toBe('property');
    expectStored(DOCUMENTS_STORAGE, { documents: useDocumentsStore.getState().documents });
  });

  it('deletes a document with its file, and puts both back where they stood', async () => {
    await uploadNow(pdfFile('a.pdf'));
    const outcome = await uploadNow(pdfFile('b.pdf'));
    if (outcome.status !== 'done') throw new Error('caricamento non riuscito');
    const before = useDocumentsStore.getState().documents;
    const second = before[1];
    if (second === undefined) throw new Error('documento mancante');
    const deleted = await useDocumentsStore.getState().remove(second.id);
    expect(useDocumentsStore.getState().documents.map((document) => document.name)).not.toContain(
      'a.pdf',
    );
    expect(await documentFilesOf('demo').read(second.id)).toBeUndefined();
    if (deleted === undefined) throw new Error('non eliminato');
    await useDocumentsStore.getState().restore(deleted);
    expect(useDocumentsStore.getState().documents).toEqual(before);
    expect(await (await documentFilesOf('demo').read(second.id))?.text()).toBe(pdfBytes);
  });
});
