import { HardDrive } from 'lucide-react';
import { type LedgerProfile } from '@traguardo/ledger/profiles';
import { Button } from '@traguardo/ui/button';
import { showSuccess } from '@traguardo/ui/toast';
import { PROFILE_LABELS } from '../../ledger/profile-labels';
import { useProfileStore } from '../../stores/profile-store';
import { BackupControls } from './backup-controls';
import { DeleteOwnDataButton } from './delete-own-data-button';
import { SectionCard } from './section-card';

const SWITCHED: Record<LedgerProfile, string> = {
  own: 'Ora vedi i tuoi dati: la demo resta com’era.',
  demo: 'Ora vedi la demo: i tuoi dati restano salvati.',
};

/**
 * The profile switch and the backup. Each profile is a ledger of its own: switching only
 * changes which one the screens read (kept on the device), never what either holds.
 */
export function YourDataCard() {
  const profile = useProfileStore((state) => state.profile);
  const openProfile = useProfileStore((state) => state.openProfile);

  function switchTo(next: LedgerProfile) {
    openProfile(next);
    showSuccess(`Profilo: ${PROFILE_LABELS[next]}`, SWITCHED[next]);
  }

  return (
    <SectionCard title="I tuoi dati" icon={HardDrive}>
      <div className="space-y-4">
        {profile === 'demo' ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              Stai guardando la demo, con i dati di esempio. Puoi tenere i tuoi conti, movimenti e
              obiettivi su questo dispositivo, separati dalla demo: passare dagli uni agli altri non
              cancella né mescola nulla.
            </p>
            <Button onClick={() => switchTo('own')}>Usa i tuoi dati</Button>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              Stai usando i tuoi dati, salvati solo su questo dispositivo. La demo resta com’era:
              puoi tornarci quando vuoi.
            </p>
            <Button variant="secondary" onClick={() => switchTo('demo')}>
              Torna alla demo
            </Button>
          </div>
        )}
        <BackupControls />
        {profile === 'own' && (
          <div className="border-t border-slate-200 pt-4">
            <DeleteOwnDataButton />
          </div>
        )}
      </div>
    </SectionCard>
  );
}
