import { type VaultDocument } from '@traguardo/domain/entities';
import { showError } from '@traguardo/ui/toast';
import { documentFilesOf } from '../../stores/document-files';
import { useProfileStore } from '../../stores/profile-store';

// The new tab reads the file as it opens; after this the URL would only hold memory.
const REVOKE_AFTER_MS = 60_000;

/** Opens an uploaded document's own file in a new tab, or says why it cannot. */
export async function openDocumentFile(document: Pick<VaultDocument, 'id' | 'name'>) {
  const file = await documentFilesOf(useProfileStore.getState().profile).read(document.id);
  if (file === undefined) {
    showError(
      'Documento non disponibile',
      `Il file di ${document.name} non è salvato su questo dispositivo.`,
    );
    return;
  }
  const url = URL.createObjectURL(file);
  const tab = window.open(url, '_blank');
  if (tab === null) {
    URL.revokeObjectURL(url);
    showError(
      'Nuova scheda bloccata',
      'Il browser non ha aperto il documento: consenti le finestre pop-up per questo sito e riprova.',
    );
    return;
  }
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
