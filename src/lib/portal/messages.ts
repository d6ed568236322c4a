/** A server's own message when it sent one, else the fallback. */
export function serverMessage(data: { message?: unknown } | null | undefined, fallback: string): string {
  const message = data?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
