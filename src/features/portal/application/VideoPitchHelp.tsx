import { useState } from 'react';
import styles from './Application.module.css';

/** The video pitch field's info toggle (docs/spec.md §2): how to share a video so the jury can watch it. */
export default function VideoPitchHelp({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.help}>
      <button
        type="button"
        className={styles.helpToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
      >
        How do I add my video?
      </button>
      <div id={id} className={styles.helpPanel} hidden={!open}>
        <p>
          Upload your pitch video to YouTube and set its visibility to <strong>Unlisted</strong> or{' '}
          <strong>Public</strong> (a Private video cannot be watched by the jury). Then copy the video&apos;s link and
          paste it here, for example <span dir="ltr">https://www.youtube.com/watch?v=XXXXXXXXXXX</span> or{' '}
          <span dir="ltr">https://youtu.be/XXXXXXXXXXX</span>.
        </p>
      </div>
    </div>
  );
}
