import styles from '../common/Organiser.module.css';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / next through the list's pages: plain buttons, so the keyboard works as everywhere else. */
export default function Pager({ page, pages, onPage }: Props) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages of applications">
      <button className="btn" type="button" disabled={page <= 1} onClick={() => onPage(1)}>
        First
      </button>
      <button className="btn" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <button className="btn" type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
      <button className="btn" type="button" disabled={page >= pages} onClick={() => onPage(pages)}>
        Last
      </button>
    </nav>
  );
}
