import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import type { SubmissionDetail } from '../../../shared/organiser-schemas.ts';
import { $deck, openFile } from './application.ts';
import styles from '../common/Organiser.module.css';
import { useFrameFocusGuard } from './use-frame-focus-guard.ts';

type File = SubmissionDetail['submission']['files'][number];

/** Shows the first file (the pitch deck) in the page; other files open on request. */
export default function DeckViewer({ files, videoUrl }: { files: File[]; videoUrl: string }) {
  const deck = useStore($deck);
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  useFrameFocusGuard(frame);
  useEffect(() => {
    if (files[0]) void openFile(files[0]);
  }, [files]);
  if (files.length === 0) {
    // The application asks for a deck or a video: without a deck, the pitch is the video.
    return /^https?:\/\//i.test(videoUrl) ? (
      <p>
        Video pitch:{' '}
        <a href={videoUrl} target="_blank" rel="noopener noreferrer">
          Watch the video pitch <span className={styles.muted}>(opens in a new tab)</span>
        </a>
      </p>
    ) : (
      <p className={styles.muted}>No files were attached.</p>
    );
  }
  return (
    <>
      {files.length > 1 && (
        <ul>
          {files.map((f) => (
            <li key={f.id}>
              <button type="button" className="btn btn-outline" onClick={() => void openFile(f)}>
                Show {f.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!deck ? (
        <p role="status">{WORKSPACE_READS.file.loading}</p>
      ) : deck.error ? (
        <p role="alert">{deck.error}</p>
      ) : deck.mimeType === 'application/pdf' ? (
        <>
          {/*
            A data: URL gives the frame an opaque origin: what the PDF holds cannot reach this page or the session.
            (A sandbox attribute would do the same, but Chromium then refuses to show any PDF in the frame.)
          */}
          <iframe
            ref={setFrame}
            className={styles.deck}
            src={deck.frameUrl}
            title={`Pitch deck: ${files[0]!.name}`}
            referrerPolicy="no-referrer"
          />
          <p>
            <a href={deck.link} target="_blank" rel="noopener">
              Open the deck in a new tab
            </a>
          </p>
        </>
      ) : deck.mimeType === 'application/octet-stream' ? (
        <p>
          <a href={deck.url} download={files[0]!.name}>
            Download {files[0]!.name}
          </a>
        </p>
      ) : (
        <img className={styles.deckImage} src={deck.url} alt={`Attached file: ${files[0]!.name}`} />
      )}
    </>
  );
}
