import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { StageAction } from './stage.ts';
import type { StageWrite } from './stage-write.ts';

interface Props {
  write: StageWrite;
  action: StageAction;
  label: string;
  /** What it says while its own action is under way. */
  busyLabel?: string;
  /** Names the pitch for a screen reader, after the visible label ("Open pitch Kisan Cart"). */
  about?: string;
  look?: 'primary' | 'outline';
}

/**
 * One of the stage's buttons. While any action is under way every button is aria-disabled (not disabled: the focus
 * stays where it was), and the store ignores a second press anyway; the one pressed says what it is doing.
 */
export default function StageButton({ write, action, label, busyLabel, about, look = 'outline' }: Props) {
  const { busy } = useStore(write.$write);
  const [pressed, setPressed] = useState(false);
  const onClick = async () => {
    if (busy) return;
    setPressed(true);
    await write.run(action);
    setPressed(false);
  };
  return (
    <button
      type="button"
      className={`btn btn-${look}`}
      aria-disabled={busy || undefined}
      onClick={() => void onClick()}
    >
      {pressed && busy && busyLabel ? busyLabel : label}
      {about && <span className="visually-hidden"> {about}</span>}
    </button>
  );
}
