import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { answerInvite, readInvite } from '../../../lib/cofounder-api.ts';
import { answerDisplay } from '../../../lib/organiser-answer.ts';
import { COFOUNDER_MESSAGES } from '../../../shared/messages/cofounders.ts';
import { $token } from '../../../stores/auth.ts';
import { createInviteAnswer } from './invite-answer.ts';
import styles from './Cofounders.module.css';

/** /invite: the invited co-founder accepts or declines, then reads the application (read-only). */
export default function InviteAnswer() {
  const store = useMemo(
    () =>
      createInviteAnswer({
        token: () => $token.get(),
        inviteToken: () => new URLSearchParams(location.search).get('token') ?? '',
        read: readInvite,
        answer: answerInvite,
      }),
    [],
  );
  const state = useStore(store.$state);
  useEffect(() => void store.load(), [store]);

  if (state.status === 'loading') return <p role="status">{COFOUNDER_MESSAGES.inviteLoading}</p>;
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  const { invite, notice, busy } = state;
  return (
    <div className={styles.panel}>
      <p>
        {invite.inviterName || 'A founder'} invited you to join {invite.startupName || 'their startup'} as{' '}
        <strong>{invite.role}</strong>.
      </p>
      {notice && (
        <p role={notice.kind === 'error' ? 'alert' : 'status'} className={styles.notice} data-kind={notice.kind}>
          {notice.text}
        </p>
      )}
      {invite.status === 'pending' ? (
        <div className={styles.form}>
          <button className="btn btn-primary" type="button" disabled={busy} onClick={store.accept}>
            Accept
          </button>
          <button className="btn btn-outline" type="button" disabled={busy} onClick={store.decline}>
            Decline
          </button>
          {!invite.furtherInvitesRefused && (
            <button className="btn btn-outline" type="button" disabled={busy} onClick={store.stop}>
              {COFOUNDER_MESSAGES.stopLabel}
            </button>
          )}
        </div>
      ) : (
        <p>
          Your answer: <strong>{COFOUNDER_MESSAGES.statusLabels[invite.status]}</strong>
        </p>
      )}
      {invite.status !== 'pending' && !invite.furtherInvitesRefused && (
        <button className="btn btn-outline" type="button" disabled={busy} onClick={store.stop}>
          {COFOUNDER_MESSAGES.stopLabel}
        </button>
      )}
      {invite.furtherInvitesRefused && <p>{COFOUNDER_MESSAGES.stoppedNote}</p>}
      {invite.status === 'accepted' &&
        (invite.application ? (
          <section aria-labelledby="team-application-title">
            <h3 id="team-application-title">The application</h3>
            <p>{COFOUNDER_MESSAGES.readOnlyNote}</p>
            <dl>
              {invite.application.answers
                .filter((a) => a.value !== '')
                .map((a) => {
                  const shown = answerDisplay(a.name, a.value);
                  return (
                    <div key={a.name}>
                      <dt>{a.label}</dt>
                      <dd>{shown.text}</dd>
                    </div>
                  );
                })}
            </dl>
          </section>
        ) : (
          <p>{COFOUNDER_MESSAGES.noApplicationYet}</p>
        ))}
    </div>
  );
}
