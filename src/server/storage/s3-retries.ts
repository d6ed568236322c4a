import type { S3ClientConfig } from '@aws-sdk/client-s3';

type RetryStrategyV2 = Extract<NonNullable<S3ClientConfig['retryStrategy']>, { acquireInitialRetryToken: unknown }>;

/** Tries of one call in all, as the SDK's standard mode. */
const MAX_ATTEMPTS = 3;
const FIRST_BACKOFF_MS = 100;

/**
 * How the bucket's calls are retried. An error the bucket answered that may pass (throttling, a 5xx, a connection
 * reset) is tried again, up to 3 tries, after 100 ms then 200 ms (or the bucket's Retry-After). A call that timed out
 * (S3_CONNECT_TIMEOUT_MS, S3_REQUEST_TIMEOUT_MS) is not: a stalled bucket would hold the applicant one timeout per try,
 * and a multipart upload's own clean-up after it as many again (the SDK's default made an upload wait about six
 * timeouts for its 503). Refusing to retry ends the call with its own error.
 */
export function bucketRetries(): RetryStrategyV2 {
  const token = (count: number, delay: number) => ({ getRetryCount: () => count, getRetryDelay: () => delay });
  return {
    acquireInitialRetryToken: async () => token(0, 0),
    refreshRetryTokenForRetry: async (previous, { error, errorType, retryAfterHint }) => {
      const count = previous.getRetryCount() + 1;
      const timedOut = error?.name === 'TimeoutError';
      if (timedOut || errorType === 'CLIENT_ERROR' || count >= MAX_ATTEMPTS) throw new Error('Not retried');
      const hinted = retryAfterHint ? retryAfterHint.getTime() - Date.now() : 0;
      return token(count, Math.max(hinted, FIRST_BACKOFF_MS * 2 ** (count - 1)));
    },
    recordSuccess: () => undefined,
  };
}
