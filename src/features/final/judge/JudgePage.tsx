import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { loginReturningHere } from '../../../lib/portal/return-to.ts';
import { FINAL_MESSAGES } from '../../../shared/messages/final.ts';
import { $token, $user, clearSession } from '../../../stores/auth.ts';
import { readJudgeView, sendFinalScore } from './judge-api.ts';
import { browserHost, startJudgeLoop } from './judge-loop.ts';
import { createJudgePage } from './judge-page.ts';
import { judgeSections } from './judge-sections.ts';
import { withMemory } from './outbox.ts';
import PitchPanel from './PitchPanel.tsx';
import styles from './Judge.module.css';

/** The phone's localStorage, or none where the browser refuses it (then memory alone: withMemory). */
function phoneStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The signed-in judge's mobile, which keys the scores kept on the phone. */
function judgeMobile(): string | undefined {
  const mobile = $user.get()?.mobile;
  return typeof mobile === 'string' && mobile ? mobile : undefined;
}

/** The session is over: forget it (/login sends signed-in visitors away) and come back here after signing in. */
function signInAgain() {
  clearSession();
  window.location.assign(loginReturningHere());
}

/**
 * /judge: a judge of the live final scores the pitch on stage from their phone, and earlier pitches they missed.
 * Reads the stage every few seconds, keeps every score on the phone until the server has it, and says when the
 * network is gone.
 */
export default function JudgePage() {
  const page = useMemo(
    () =>
      createJudgePage({
        token: () => $token.get(),
        mobile: judgeMobile,
        storage: withMemory(phoneStorage()),
        isOnline: () => navigator.onLine,
        readView: readJudgeView,
        sendScore: sendFinalScore,
      }),
    [],
  );
  const state = useStore(page.$state);
  useEffect(() => startJudgeLoop(page, browserHost()), [page]);

  const { view, readError, online, signedOut } = state;
  const banners = (
    <>
      {/* Always in the page (out of the layout while empty), so a screen reader announces the line as it appears. */}
      <div role="status" className={online ? 'visually-hidden' : undefined}>
        {!online && <p className={styles.banner}>{FINAL_MESSAGES.offline}</p>}
      </div>
      {signedOut && (
        <div role="alert" className={styles.alert}>
          <p>{FINAL_MESSAGES.judgeSignInAgain}</p>
          <button type="button" className="btn btn-primary" onClick={signInAgain}>
            {FINAL_MESSAGES.judgeSignInLink}
          </button>
        </div>
      )}
    </>
  );

  if (!view) {
    return (
      <div className={styles.page}>
        {banners}
        {readError && !signedOut ? (
          <div className={styles.section}>
            <p role="alert" className={styles.alert}>
              {readError}
            </p>
            <button type="button" className="btn btn-outline" onClick={() => void page.refresh()}>
              {FINAL_MESSAGES.judgeRetry}
            </button>
          </div>
        ) : (
          !signedOut && <p role="status">{FINAL_MESSAGES.judgeLoading}</p>
        )}
      </div>
    );
  }

  if (!view.final) {
    return (
      <div className={styles.page}>
        {banners}
        <p role="status">{FINAL_MESSAGES.noFinal}</p>
      </div>
    );
  }

  const { criteria } = view.final;
  const { onStage, toScore, scored } = judgeSections(view, state.outbox, state.sending);
  const panel = (card: NonNullable<typeof onStage>, isOnStage = false) => (
    <PitchPanel
      key={card.id}
      card={card}
      criteria={criteria}
      draft={state.drafts[card.id]}
      notice={state.notices[card.id]}
      onStage={isOnStage}
      onChoose={(criterionId, value) => page.choose(card.id, criterionId, value)}
      onSend={() => void page.submit(card.id)}
    />
  );

  return (
    <div className={styles.page}>
      <p className={styles.finalName}>{view.final.name}</p>
      {banners}
      {readError && online && (
        <p role="alert" className={styles.alert}>
          {readError}
        </p>
      )}
      <section className={styles.section} aria-labelledby="on-stage-title">
        <h2 id="on-stage-title">{FINAL_MESSAGES.onStage}</h2>
        {onStage ? panel(onStage, true) : <p role="status">{FINAL_MESSAGES.waiting}</p>}
      </section>
      {toScore.length + scored.length > 0 && (
        <section className={styles.section} aria-labelledby="earlier-title">
          <h2 id="earlier-title">{FINAL_MESSAGES.earlier}</h2>
          {toScore.length > 0 && (
            <section className={styles.section} aria-labelledby="to-score-title">
              <h3 id="to-score-title">{FINAL_MESSAGES.judgeToScore}</h3>
              {toScore.map((card) => panel(card))}
            </section>
          )}
          {scored.length > 0 && (
            <section className={styles.section} aria-labelledby="scored-title">
              <h3 id="scored-title">{FINAL_MESSAGES.judgeScored}</h3>
              {scored.map((card) => panel(card))}
            </section>
          )}
        </section>
      )}
    </div>
  );
}
