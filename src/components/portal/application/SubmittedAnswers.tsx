import { useEffect, useState } from 'react';
import { type SubmissionResponse, getMySubmission } from '../../../lib/api-client.ts';
import { answerDisplay } from '../../../lib/organiser-answer.ts';
import { $token } from '../../../stores/auth.ts';

type Sent = SubmissionResponse['submission'];

/**
 * What the applicant sent, folded under one line so the status stays first: every answer with its label
 * (words for codes, a link for the video), the attached files by name.
 */
export default function SubmittedAnswers() {
  const [sent, setSent] = useState<Sent | null>(null);
  useEffect(() => {
    const token = $token.get();
    if (token)
      getMySubmission(token).then(
        (answer) => setSent(answer.submission),
        () => undefined,
      );
  }, []);
  if (!sent) return null;
  // A file's answer is its name, so the attachments read like every other answer.
  const answered = sent.answers.filter((a) => a.value !== '');
  return (
    <details>
      <summary>Read what you submitted</summary>
      <dl>
        {answered.map((a) => {
          const shown = answerDisplay(a.name, a.value);
          return (
            <div key={a.name}>
              <dt>{a.label}</dt>
              <dd>
                {shown.kind === 'link' ? (
                  <a href={shown.href} target="_blank" rel="noopener noreferrer">
                    {shown.text} <span>(opens in a new tab)</span>
                  </a>
                ) : (
                  shown.text
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}
