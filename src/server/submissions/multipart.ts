import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import busboy from 'busboy';
import { APPLICATION_MESSAGES } from '../../shared/messages/application.ts';
import { ApiError, fail } from '../errors.ts';
import { type PendingUpload, type UploadStore, storeFailed } from '../storage/upload-store.ts';
import { acceptedFileType, SNIFF_BYTES, type SniffedType } from '../../shared/file-type.ts';
import { API_MESSAGES } from '../../shared/messages/api.ts';
import { bodyBytesReceived } from './dead-buffers.ts';
import type { UploadRequest } from './upload-body.ts';

/** One file received and written to a temporary name, not yet committed. */
export interface ReceivedFile extends SniffedType {
  fieldName: string;
  originalName: string;
  size: number;
  sha256: string;
  upload: PendingUpload;
}

export interface ReceivedSubmission {
  /** The raw `fields` part (JSON text), if sent. */
  fieldsJson?: string;
  /** Files by field name; empty parts (no file chosen) are left out. */
  files: Map<string, ReceivedFile>;
}

export interface ReceiveOptions {
  /** Names of the form's file fields; parts with other names are read and dropped. */
  fileFields: ReadonlySet<string>;
  maxFileBytes: number;
  store: UploadStore;
  /** A body that sends nothing for this long is ended with 408 (a client gone quiet holds a connection and files). */
  idleTimeoutMs: number;
}

const MAX_FIELDS_PART = 256 * 1024;

/**
 * Streams a multipart body straight to the upload store, never holding a file in memory.
 * Each file is judged as it arrives: its first bytes must be PDF, JPEG or PNG, with a name and declared
 * type that agree (else 415), and it may not pass `maxFileBytes` (else 413, at once, without reading the
 * rest). On any refusal every file
 * written so far is deleted before the error is thrown.
 */
export function receiveMultipart(request: UploadRequest, options: ReceiveOptions): Promise<ReceivedSubmission> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      defParamCharset: 'utf8',
      // Unknown file parts are drained and dropped, but still count: a few are tolerated. Every file
      // part, known or not, is cut one byte past the file limit (see the 'limit' handler below).
      limits: {
        fileSize: options.maxFileBytes + 1,
        fieldSize: MAX_FIELDS_PART,
        fields: 20,
        files: options.fileFields.size + 4,
        parts: 50,
        headerPairs: 20,
      },
    });
  } catch {
    return Promise.reject(fail(400, API_MESSAGES.malformedMultipart));
  }
  const body = request.openBody();
  if (!body) return Promise.reject(fail(400, API_MESSAGES.submissionEmpty));
  const bb = parser;
  const source = body.stream;
  const files = new Map<string, ReceivedFile>();
  const uploads: PendingUpload[] = [];
  const tasks: Promise<void>[] = [];
  const seen = new Set<string>();
  let fieldsJson: string | undefined;
  let failure: ApiError | undefined;

  async function receiveFile(
    fieldName: string,
    stream: Readable,
    originalName: string,
    declaredType: string,
  ): Promise<void> {
    const judge = (bytes: Uint8Array): SniffedType => {
      return acceptedFileType(bytes, originalName, declaredType) ?? fileTypeRefused();
    };
    const upload = await options.store.begin().catch((err) => {
      throw storeFailed(err);
    });
    uploads.push(upload);
    // The store errors its stream when it fails mid-file; that is noticed at the next write or wait below.
    upload.stream.on('error', () => {});
    const hash = createHash('sha256');
    let head = Buffer.alloc(0);
    let type: SniffedType | undefined;
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > options.maxFileBytes) throw fail(413, APPLICATION_MESSAGES.fileTooLarge);
      if (!type && head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) type = judge(head);
      }
      hash.update(chunk);
      const flowing = upload.stream.write(chunk);
      if (upload.stream.errored) throw storeFailed(upload.stream.errored);
      if (!flowing) {
        await once(upload.stream, 'drain').catch((err) => {
          throw storeFailed(err);
        });
      }
    }
    upload.stream.end();
    await finished(upload.stream).catch((err) => {
      throw storeFailed(err);
    });
    if (size === 0) return upload.discard(); // an empty part: no file was chosen
    type ??= judge(head);
    files.set(fieldName, { fieldName, originalName, size, sha256: hash.digest('hex'), upload, ...type });
  }

  return new Promise<ReceivedSubmission>((resolve, reject) => {
    let idle: NodeJS.Timeout | undefined;
    // Silence counts only while we are reading: a body paused because the store is slow is not the client's stall.
    const watchIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(
        () => (source.readableFlowing === false ? watchIdle() : abort(fail(408, APPLICATION_MESSAGES.uploadStalled))),
        options.idleTimeoutMs,
      );
    };
    const onData = (chunk: Buffer) => {
      watchIdle();
      bodyBytesReceived(chunk.length);
    };
    const abort = (err: unknown) => {
      clearTimeout(idle);
      if (failure) return;
      failure = err instanceof ApiError ? err : fail(400, API_MESSAGES.uploadInterrupted);
      // Stop reading the body now: a 413 must not wait for the rest of a huge upload.
      source.unpipe(bb);
      source.off('data', onData);
      body.stop();
      bb.destroy(failure);
      void Promise.allSettled(tasks)
        .then(() => Promise.allSettled(uploads.map((u) => u.discard())))
        .finally(() => reject(failure));
    };
    bb.on('file', (name, stream, info) => {
      // Destroying the parser errors the part being read; the failure is already being handled.
      stream.on('error', () => {});
      stream.once('limit', () => abort(fail(413, APPLICATION_MESSAGES.fileTooLarge)));
      if (failure || !options.fileFields.has(name) || seen.has(name)) {
        stream.resume();
        return;
      }
      seen.add(name);
      tasks.push(receiveFile(name, stream, info.filename ?? '', info.mimeType ?? '').catch(abort));
    });
    bb.on('field', (name, value, info) => {
      if (name !== 'fields') return;
      if (info.valueTruncated) abort(fail(413, API_MESSAGES.fieldsPartTooLarge));
      fieldsJson = value;
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
      bb.on(limit, () => abort(fail(413, API_MESSAGES.tooManyParts)));
    }
    bb.on('error', (err) => abort(err instanceof ApiError ? err : fail(400, API_MESSAGES.malformedMultipart)));
    source.on('error', abort);
    source.on('data', onData);
    bb.on('close', () => {
      clearTimeout(idle);
      void Promise.all(tasks).then(() => {
        if (!failure) resolve({ fieldsJson, files });
      });
    });
    watchIdle();
    source.pipe(bb);
  });
}

function fileTypeRefused(): never {
  throw fail(415, APPLICATION_MESSAGES.fileType);
}
