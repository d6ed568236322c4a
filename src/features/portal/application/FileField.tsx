import { useRef, type ReactNode } from 'react';
import { PITCH_DECK_ACCEPT } from '../../../shared/application-rules.ts';
import { formatFileSize, type PickedFile } from './file-checks.ts';
import FieldLabel from '../common/fields/FieldLabel.tsx';
import FieldMessages from '../common/fields/FieldMessages.tsx';
import { describedBy, errorId } from '../common/fields/ids.ts';
import styles from './Application.module.css';

interface Props {
  id: string;
  name: string;
  label: string;
  required: boolean;
  /** The chosen file is locked in as this field's answer (docs/spec.md §4); picking again replaces it. */
  locked: boolean;
  picked?: PickedFile;
  error?: string;
  labelExtra?: ReactNode;
  describedByIds?: string[];
  onPick: (file: File | undefined) => void;
}

/**
 * A file field reading 'Choose PDF' and 'No file chosen' until a file is picked (docs/spec.md §2).
 * The real input lies over the drawn button, so pointer, keyboard and screen readers all use it.
 */
export default function FileField({
  id,
  name,
  label,
  required,
  locked,
  picked,
  error,
  labelExtra,
  describedByIds,
  onPick,
}: Props) {
  const statusId = `${id}-status`;
  const input = useRef<HTMLInputElement>(null);
  const remove = () => {
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
    onPick(undefined);
  };
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} extra={labelExtra} />
      <div
        className={styles.filePicker}
        data-picked={picked ? '' : undefined}
        data-locked={locked ? '' : undefined}
        data-invalid={error ? '' : undefined}
      >
        <span className={styles.fileButtonWrap}>
          <input
            ref={input}
            id={id}
            name={name}
            type="file"
            accept={PITCH_DECK_ACCEPT}
            className={styles.fileInput}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(statusId, ...(describedByIds ?? []), error && errorId(id))}
            onChange={(event) => onPick(event.target.files?.[0])}
          />
          <span className={styles.fileButton} aria-hidden="true">
            Choose PDF
          </span>
        </span>
        <span className={styles.fileName} id={statusId}>
          {picked ? (
            <>
              <span dir="auto">{picked.file.name}</span>{' '}
              <span className={styles.fileSize}>({formatFileSize(picked.file.size)})</span>
            </>
          ) : (
            'No file chosen'
          )}
        </span>
        {picked && (
          <button type="button" className={styles.fileRemove} onClick={remove}>
            Remove<span className="visually-hidden"> {picked.file.name}</span>
          </button>
        )}
      </div>
      {/* Errors come on pick, while focus stays on the picker. */}
      <FieldMessages id={id} error={error} live />
    </div>
  );
}
