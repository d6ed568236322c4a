import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { startups, submissionFiles, submissions, users } from '../db/schema.ts';
import { startupView, userView } from '../auth/user-view.ts';
import type { UploadStore } from '../storage/upload-store.ts';

/** One application as organisers read it: who sent it, their profile, their answers and where the files are. */
export interface ExportedSubmission {
  submissionId: string;
  submittedAt: string;
  applicant: ReturnType<typeof userView>;
  startup: ReturnType<typeof startupView>;
  /** Answers by field name. */
  answers: Record<string, string>;
  /** The same answers with the labels the applicant saw. */
  answerDetails: { fieldId: number; name: string; label: string; value: string }[];
  files: {
    fieldName: string;
    originalName: string;
    mimeType: string;
    size: number;
    sha256: string;
    location: string;
    /** A time-limited download link, when the store gives them (object storage). */
    downloadUrl?: string;
  }[];
}

/** Every submission, oldest first. */
async function collectSubmissions(db: Db, store: UploadStore): Promise<ExportedSubmission[]> {
  const rows = await db
    .select({ submission: submissions, user: users, startup: startups })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .leftJoin(startups, eq(startups.userId, users.id))
    .orderBy(asc(submissions.createdAt), asc(submissions.id));
  const files = await db.select().from(submissionFiles).orderBy(asc(submissionFiles.fieldName));
  const links = new Map<string, string>();
  if (store.downloadUrl) {
    for (const f of files) links.set(f.storageKey, await store.downloadUrl(f.storageKey));
  }
  return rows.map(({ submission, user, startup }) => ({
    submissionId: submission.id,
    submittedAt: submission.createdAt.toISOString(),
    applicant: userView(user),
    startup: startupView(startup ?? undefined),
    answers: Object.fromEntries(submission.answers.map((a) => [a.name, a.value])),
    answerDetails: submission.answers,
    files: files
      .filter((f) => f.submissionId === submission.id)
      .map((f) => ({
        fieldName: f.fieldName,
        originalName: f.originalName,
        mimeType: f.mimeType,
        size: f.size,
        sha256: f.sha256,
        location: store.locate(f.storageKey),
        ...(links.has(f.storageKey) ? { downloadUrl: links.get(f.storageKey) } : {}),
      })),
  }));
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A CSV cell: quoted when needed, and defused when a spreadsheet would read it as a formula. Not only
 * at the start: a program importing with another separator (semicolon, tab, pipe) or splitting lines
 * would start a new cell after any of those, so a formula character there gets the quote too.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A plain number (a negative score, say) cannot run as a formula: left as is, it stays a number.
  if (PLAIN_NUMBER.test(text)) return text;
  text = text.replace(/(^|[,;\t|\r\n])( *)(?=[=+\-@\t\r])/g, "$1$2'");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row per submission: applicant, startup, one column per answer, one per file (its download link, else its location). */
export function toCsv(items: ExportedSubmission[]): string {
  const answerNames = [...new Set(items.flatMap((i) => i.answerDetails.map((a) => a.name)))];
  const fileNames = [...new Set(items.flatMap((i) => i.files.map((f) => f.fieldName)))];
  const applicantKeys = [
    'mobile',
    'name',
    'age',
    'gender',
    'email',
    'state',
    'city',
    'education',
    'ethnicity',
    'isEmailOptIn',
    'isJITOMember',
    'JITOChapter',
    'heardFrom',
  ] as const;
  const startupKeys = ['name', 'industry', 'stage', 'teamSize', 'summary', 'website', 'linkedIn'] as const;
  const header = [
    'submissionId',
    'submittedAt',
    ...applicantKeys,
    ...startupKeys.map((k) => `startup.${k}`),
    ...answerNames.map((n) => `answer.${n}`),
    ...fileNames.map((n) => `file.${n}`),
  ];
  const lines = items.map((i) => [
    i.submissionId,
    i.submittedAt,
    ...applicantKeys.map((k) => i.applicant[k]),
    ...startupKeys.map((k) => i.startup[k]),
    ...answerNames.map((n) => i.answers[n] ?? ''),
    ...fileNames.map((n) =>
      i.files
        .filter((f) => f.fieldName === n)
        .map((f) => f.downloadUrl ?? f.location)
        .join(' '),
    ),
  ]);
  // The BOM makes spreadsheet programs read the file as UTF-8.
  return `\uFEFF${[header, ...lines].map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Writes `submissions-<time>.csv` and `.json` into `outDir`; returns their paths and the count. */
export async function writeSubmissionsExport(db: Db, store: UploadStore, outDir: string, now = new Date()) {
  const items = await collectSubmissions(db, store);
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const csvPath = path.join(outDir, `submissions-${stamp}.csv`);
  const jsonPath = path.join(outDir, `submissions-${stamp}.json`);
  await writeFile(csvPath, toCsv(items), { mode: 0o600 });
  await writeFile(jsonPath, `${JSON.stringify(items, null, 2)}\n`, { mode: 0o600 });
  return { csvPath, jsonPath, count: items.length };
}
