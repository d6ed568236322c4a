import { useEffect, useState } from 'react';
import { markDecisionSeen } from '../../../lib/api-client.ts';
import type { ApplicantStatus } from '../../../shared/organiser-schemas.ts';
import { $token } from '../../../stores/auth.ts';
import { loadUserDetails } from '../../../stores/user-details.ts';

/**
 * Where the applicant's application stands, from the page's user details (one request, shared with the header), and
 * marked read: the next sign-in need not bring the applicant here again for the same decision. `settled` once the
 * answer (or its failure) is in; `update` takes the status read again after the founder answered their place.
 */
export function useApplicantStatus() {
  const [status, update] = useState<ApplicantStatus | null>(null);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    loadUserDetails().then(
      (d) => {
        update(d.applicationStatus ?? null);
        setSettled(true);
        const token = $token.get();
        if (d.applicationStatus?.unseenDecision && token) void markDecisionSeen(token);
      },
      () => setSettled(true),
    );
  }, []);
  return { status, settled, update };
}
