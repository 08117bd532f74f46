import { type ReportType, type ReportTypeId } from '@traguardo/domain/entities';
import { reportPageCount } from '@traguardo/domain/reports';
import { FixedFigure } from '@traguardo/ui/fixed-figure';
import { RadioCards } from '@traguardo/ui/radio-cards';

type ReportTypePickerProps = {
  types: readonly ReportType[];
  value: ReportTypeId;
  onChange: (type: ReportTypeId) => void;
};

export function ReportTypePicker({ types, value, onChange }: ReportTypePickerProps) {
  const options = types.map((type) => ({
    value: type.id,
    title: type.name,
    description: type.description,
    meta: <FixedFigure>{reportPageCount(type.id)}</FixedFigure>,
  }));

  return (
    <RadioCards
      label="Tipo di report"
      options={options}
      value={value}
      onChange={(id) => {
        const chosen = types.find((type) => type.id === id);
        if (chosen !== undefined) onChange(chosen.id);
      }}
    />
  );
}
