import preview from '../../../.storybook/preview';
import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';
import { MESSAGES } from '@traguardo/domain/messages';
import { showError, showSuccess } from './toast';
import { Toaster } from './toaster';

type DemoProps = { kind: 'success' | 'error'; title: string; description?: string };

function ToasterDemo({ kind, title, description }: DemoProps) {
  useEffect(() => {
    const id = kind === 'success' ? showSuccess(title, description) : showError(title, description);
    return () => toast.remove(id);
  }, [kind, title, description]);
  return (
    <div className="min-h-40">
      <button
        type="button"
        className="rounded-lg bg-brand-700 px-4 py-2 text-white"
        onClick={() =>
          kind === 'success' ? showSuccess(title, description) : showError(title, description)
        }
      >
        Mostra di nuovo
      </button>
      <Toaster />
    </div>
  );
}

const meta = preview.meta({
  title: 'Componenti/Toaster',
  component: ToasterDemo,
  args: {
    kind: 'success' as const,
    title: MESSAGES.settingsSavedTitle,
    description: MESSAGES.settingsSavedBody,
  },
  argTypes: { kind: { control: 'inline-radio', options: ['success', 'error'] } },
});

export const Success = meta.story();

export const SuccessSingleLine = meta.story({
  args: { title: MESSAGES.goalAdded, description: undefined },
});

export const ErrorToast = meta.story({
  args: {
    kind: 'error',
    title: 'Formato non supportato',
    description: 'Carica un file PDF, JPG o PNG.',
  },
});
