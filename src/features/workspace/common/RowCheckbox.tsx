import styles from './Organiser.module.css';

/** A row's "choose" tick in a table: the label around it is the 44 px target a finger taps. */
export default function RowCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className={styles.pick}>
      <input type="checkbox" aria-label={label} checked={checked} onChange={onChange} />
    </label>
  );
}
