import type { FormField } from '../../../shared/api-types.ts';
import {
  FULL_WIDTH_ORDER,
  groupFields,
  isFieldVisible,
  type ApplicationSection,
  type ApplicationValues,
} from './form.ts';
import type { ApplicationErrors, PickedFiles } from './submit.ts';
import FieldControl from './FieldControl.tsx';
import styles from './Application.module.css';

interface Props {
  section: ApplicationSection;
  values: ApplicationValues;
  errors: ApplicationErrors;
  files: PickedFiles;
  locked: readonly string[];
  onChange: (field: FormField, value: string) => void;
  onPick: (field: FormField, file: File | undefined) => void;
}

/**
 * One section of the application, its fields grouped by type (docs/spec.md §2): text and number in two
 * columns with the order-5 field full width, then files, then textareas and selects, then checkboxes,
 * each followed by the fields it reveals (the co-founder fields after 'I have Co-founders'), so ticking
 * it puts them next in reading and focus order.
 */
export default function SectionFields({ section, values, errors, files, locked, onChange, onPick }: Props) {
  const groups = groupFields(section.fields.filter((field) => isFieldVisible(field, values)));
  const control = (field: FormField, className?: string) => (
    <FieldControl
      key={field.id}
      field={field}
      value={values[field.name] ?? ''}
      error={errors[field.name]}
      locked={locked.includes(field.name)}
      picked={files[field.name]}
      className={className}
      onChange={onChange}
      onPick={onPick}
    />
  );
  const titleId = `application-section-${section.id}`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 className={styles.sectionTitle} id={titleId}>
        {section.sectionName}
      </h3>
      {groups.short.length > 0 && (
        <div className={styles.columns}>
          {groups.short.map((field) =>
            control(field, field.fieldOrder === FULL_WIDTH_ORDER ? styles.fullWidth : undefined),
          )}
        </div>
      )}
      {groups.files.map((field) => control(field))}
      {groups.long.map((field) => control(field))}
      {groups.checks.map(({ checkbox, revealed }) => (
        <div className={styles.checks} key={checkbox.id}>
          {control(checkbox)}
          {revealed.length > 0 && <div className={styles.columns}>{revealed.map((field) => control(field))}</div>}
        </div>
      ))}
    </section>
  );
}
