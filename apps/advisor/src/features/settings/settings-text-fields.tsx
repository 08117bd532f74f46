import { type HTMLInputTypeAttribute } from 'react';
import { type SettingsErrors } from '@traguardo/domain/settings-validation';
import { TextField } from '@traguardo/ui/text-field';
import { FIELD_IDS, type TextSettingsField } from './field-ids';

export type SettingsTextFieldSpec<Field extends TextSettingsField> = {
  field: Field;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
};

type SettingsTextFieldsProps<Field extends TextSettingsField> = {
  draft: Readonly<Record<Field, string>>;
  fields: readonly SettingsTextFieldSpec<Field>[];
  onChange: (patch: Partial<Record<Field, string>>) => void;
  errors: SettingsErrors;
};

/**
 * The text fields of one settings section, each bound to its field of the draft: the
 * fixed id a failed save focuses, the value, and the message next to it.
 */
export function SettingsTextFields<Field extends TextSettingsField>({
  draft,
  fields,
  onChange,
  errors,
}: SettingsTextFieldsProps<Field>) {
  return fields.map(({ field, label, type, autoComplete }) => (
    <TextField
      key={field}
      id={FIELD_IDS[field]}
      label={label}
      type={type}
      value={draft[field]}
      // A computed key widens to string: it is `field`, one of Field.
      onChange={(value) => onChange({ [field]: value } as Partial<Record<Field, string>>)}
      autoComplete={autoComplete}
      error={errors[field]}
    />
  ));
}
