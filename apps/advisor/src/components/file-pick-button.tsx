import { type LucideIcon } from 'lucide-react';
import { buttonClassName } from '@traguardo/ui/button';

type FilePickButtonProps = {
  /** The button's visible text, also the file input's accessible name. */
  label: string;
  icon: LucideIcon;
  /** The file input's `accept`. */
  accept: string;
  onPick: (file: File) => void;
};

// The ring a Button draws on keyboard focus (its focus-visible outline), drawn here on the
// label while the hidden input inside it has keyboard focus: Tab shows where it is.
const FILE_PICK_FOCUS_RING =
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700';

/**
 * A button that opens the file chooser (a label around a visually hidden file input) and
 * hands on the chosen file; choosing the same file again picks it again.
 */
export function FilePickButton({ label, icon: Icon, accept, onPick }: FilePickButtonProps) {
  return (
    <label
      className={buttonClassName({
        variant: 'secondary',
        className: `cursor-pointer ${FILE_PICK_FOCUS_RING}`,
      })}
    >
      <Icon className="size-5" aria-hidden="true" />
      {label}
      <input
        type="file"
        accept={accept}
        className="sr-only"
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (picked !== undefined) onPick(picked);
        }}
      />
    </label>
  );
}
