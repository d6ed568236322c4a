/** One application sent as the portal sends it: a multipart POST /api/create-submission, its deck streamed in slices. */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** The form's fields as GET /api/formfield-list gives them: an answer's id by its name, and the deck field's id. */
export interface FormIds {
  fields: { id: number; name: string }[];
  pitchDeckFieldId: number;
}

const UPLOAD_TIMEOUT_MS = 60_000;

/** Sends `values` (answers by field name) and `file` as the pitch deck to the server on `port`; answers the status. */
export function submitDeck(
  port: number,
  token: string,
  form: FormIds,
  values: Record<string, string>,
  file: Uint8Array,
): Promise<number> {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const entries = form.fields
    .filter((f) => f.name in values)
    .map((f) => ({ fieldId: f.id, value: values[f.name] }))
    .concat([{ fieldId: form.pitchDeckFieldId, value: '', name: 'deck.pdf' } as never]);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fields"\r\n\r\n${JSON.stringify(entries)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="pitchDeck"; filename="deck.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/create-submission',
        // Bounded like every other phase: a stalled upload fails the run instead of hanging it.
        timeout: UPLOAD_TIMEOUT_MS,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': head.length + file.length + tail.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`upload took longer than ${UPLOAD_TIMEOUT_MS} ms`)));
    req.write(head);
    // Sent in 64 KiB slices, as a browser on a fast link would.
    for (let i = 0; i < file.length; i += 64 * 1024) req.write(file.subarray(i, i + 64 * 1024));
    req.end(tail);
  });
}
