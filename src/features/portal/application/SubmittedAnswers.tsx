import { useEffect, useState } from 'react';
import { getSubmission } from '../../../lib/applicant-api.ts';
import type { ApplicantSubmission } from '../../../shared/api-types.ts';
import { answerDisplay } from '../../../lib/organiser-answer.ts';
import { $token } from '../../../stores/auth.ts';

type Sent = ApplicantSubmission['submission'];

/**
 * What the applicant sent, folded under one line so the status stays first: every answer with its label
 * (words for codes, a link for the video), the attached files by name.
 */
export default function SubmittedAnswers() {
  const [sent, setSent] = useState<Sent | null>(null);
  useEffect(() => {
    const token = $token.get();
    if (token)
      getSubmission(token).then((answer) => {
        if (answer?.ok) setSent(answer.data.submission);
      });
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
