import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showStorageWriteFailed } from './storage-write-failed-toast';
import { Toaster } from './toaster';

describe('showStorageWriteFailed', () => {
  it('alerts, once per piece of data, that a change was not saved on the device', async () => {
    render(<Toaster />);
    act(() => {
      showStorageWriteFailed({ key: 'traguardo:test:notes', label: 'le note' });
      showStorageWriteFailed({ key: 'traguardo:test:notes', label: 'le note' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Modifica non salvata sul dispositivo');
    expect(alert).toHaveTextContent(
      'Non è stato possibile salvare le note: la modifica resta valida finché questa scheda è aperta.',
    );
    expect(screen.getAllByText('Modifica non salvata sul dispositivo')).toHaveLength(1);
  });
});
