import type { FormField } from '../../../shared/api-types.ts';
import { isTicked } from '../../../shared/application-rules.ts';
import { STARTUP_STAGE_LABELS } from '../../../shared/options/startup.ts';
import { AUTOCOMPLETE, selectOptions } from './form.ts';
import type { PickedFile } from './file-checks.ts';
import CheckboxField from '../common/fields/CheckboxField.tsx';
import SelectField from '../common/fields/SelectField.tsx';
import TextAreaField from '../common/fields/TextAreaField.tsx';
import TextField from '../common/fields/TextField.tsx';
import FileField from './FileField.tsx';
import InfoTip from './InfoTip.tsx';
import VideoPitchHelp from './VideoPitchHelp.tsx';

/** docs/spec.md §5: the textarea starts at 2 rows and grows to at most 96 px. */
const TEXTAREA_ROWS = 2;
const TEXTAREA_MAX_PX = 96;

export interface FieldControlProps {
  field: FormField;
  value: string;
  error?: string;
  /** Filled in from the profile: shown but not editable. */
  locked: boolean;
  picked?: PickedFile;
  className?: string;
  onChange: (field: FormField, value: string) => void;
  onPick: (field: FormField, file: File | undefined) => void;
}

/** A select's choices as people read them: the stage names, other options as they are. */
const optionLabel = (value: string) => STARTUP_STAGE_LABELS[value as keyof typeof STARTUP_STAGE_LABELS] ?? value;

/** One field of the application, drawn by its type, with its label and hover tooltip. */
export default function FieldControl({
  field,
  value,
  error,
  locked,
  picked,
  className,
  onChange,
  onPick,
}: FieldControlProps) {
  const id = `application-${field.name}`;
  const tipId = `${id}-tip`;
  const tip = field.onHover ? <InfoTip id={tipId} label={field.label} text={field.onHover} /> : undefined;
  const described = field.onHover ? [tipId] : [];
  const common = {
    id,
    name: field.name,
    label: field.label,
    error,
    className,
    labelExtra: tip,
    describedByIds: described,
  };
  const set = (next: string) => onChange(field, next);

  switch (field.fieldType) {
    case 'file':
      return (
        <FileField
          {...common}
          required={field.isRequired}
          locked={locked}
          picked={picked}
          onPick={(file) => onPick(field, file)}
        />
      );
    case 'checkbox':
      return <CheckboxField {...common} checked={isTicked(value)} onChange={(checked) => set(String(checked))} />;
    case 'textarea':
      return (
        <TextAreaField
          {...common}
          rows={TEXTAREA_ROWS}
          growUpToPx={TEXTAREA_MAX_PX}
          required={field.isRequired}
          readOnly={locked}
          value={value}
          onChange={set}
        />
      );
    case 'select':
      // A locked select reads like the other locked fields: focusable, readable, not editable.
      if (locked)
        return <TextField {...common} required={field.isRequired} readOnly value={optionLabel(value)} onChange={set} />;
      return (
        <SelectField
          {...common}
          placeholder="Select an option"
          options={selectOptions(field.options).map((option) => ({ value: option, label: optionLabel(option) }))}
          required={field.isRequired}
          value={value}
          onChange={set}
        />
      );
    default: {
      const video = field.format === 'youtube';
      return (
        <TextField
          {...common}
          type={video ? 'url' : 'text'}
          inputMode={
            video ? 'url' : field.fieldType === 'number' ? 'numeric' : field.name === 'phoneNumber' ? 'tel' : undefined
          }
          autoComplete={AUTOCOMPLETE[field.name]}
          placeholder={video ? 'https://www.youtube.com/watch?v=...' : undefined}
          required={field.isRequired}
          readOnly={locked}
          value={value}
          onChange={set}
          liveError={video}
          after={video ? <VideoPitchHelp id={`${id}-help`} /> : undefined}
        />
      );
    }
  }
}
