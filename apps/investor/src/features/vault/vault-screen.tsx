import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { type VaultDocument } from '@traguardo/domain/entities';
import { FixedFigure } from '@traguardo/ui/fixed-figure';
import { LiveOnly } from '@traguardo/ui/live-only';
import { UPLOAD_MAX_MB } from '@traguardo/domain/constants';
import { UPLOAD_ACCEPTED_LABEL } from '@traguardo/domain/upload-formats';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { isUploadedDocument, useDocumentsStore } from '../../stores/documents-store';
import { DocumentDeleteDialog } from './document-delete-dialog';
import { DocumentRow } from './document-row';
import { openDocumentFile } from './open-document-file';
import { UploadButton } from './upload-button';

export function VaultScreen() {
  const documents = useDocumentsStore((state) => state.documents);
  const setType = useDocumentsStore((state) => state.setType);
  const [deleting, setDeleting] = useState<VaultDocument | undefined>(undefined);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <title>Vault · Traguardo</title>
      <header>
        <h1 className="text-2xl font-semibold">Vault</h1>
        <p className="flex items-center gap-1 text-slate-600">
          <ShieldCheck aria-hidden="true" className="size-4 text-emerald-600" />I tuoi documenti
          importanti, conservati in modo sicuro.
        </p>
      </header>
      <Card as="section" aria-label="Carica un documento">
        <CardContent className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="text-sm text-slate-700">
            <p>
              Dimensione massima <FixedFigure>{UPLOAD_MAX_MB}</FixedFigure>MB
            </p>
            <p>Formati supportati: {UPLOAD_ACCEPTED_LABEL}</p>
          </div>
          <UploadButton />
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="vault-documents-title">
        <CardHeader>
          <div id="vault-documents-title">
            <CardTitle>
              Documenti<LiveOnly>{` (${documents.length})`}</LiveOnly>
            </CardTitle>
          </div>
        </CardHeader>
        <CardContent>
          <LiveOnly>
            {documents.length === 0 && (
              <p className="text-sm text-slate-700">
                Nessun documento per ora: carica qui sopra il primo, per esempio il testamento, una
                polizza o la dichiarazione dei redditi.
              </p>
            )}
            <ul aria-label="Documenti" className="flex flex-col">
              {documents.map((document) => (
                <DocumentRow
                  key={document.id}
                  document={document}
                  actions={
                    isUploadedDocument(document)
                      ? {
                          onOpen: () => void openDocumentFile(document),
                          onTypeChange: (type) => setType(document.id, type),
                          onDelete: () => setDeleting(document),
                        }
                      : undefined
                  }
                />
              ))}
            </ul>
          </LiveOnly>
        </CardContent>
      </Card>
      {deleting !== undefined && (
        <DocumentDeleteDialog document={deleting} onClose={() => setDeleting(undefined)} />
      )}
    </div>
  );
}
