import type { VersionFile } from '../db/schema.ts';
import type { SubmissionAnswer } from '../../shared/form-field.ts';

interface Version {
  version: number;
  answers: SubmissionAnswer[];
  files: VersionFile[];
  createdAt: Date;
}

/** A field the applicant changed in an edit: its name and label. */
export interface ChangedField {
  name: string;
  label: string;
}

/** The fields whose answer or file differs between two versions, in the form's order. */
export function changedFields(
  before: Omit<Version, 'version' | 'createdAt'>,
  after: Omit<Version, 'version' | 'createdAt'>,
): ChangedField[] {
  const old = new Map(before.answers.map((a) => [a.name, a.value]));
  const oldFiles = new Map(before.files.map((f) => [f.fieldName, f.sha256]));
  const newFiles = new Map(after.files.map((f) => [f.fieldName, f.sha256]));
  return after.answers
    .filter((a) => old.get(a.name) !== a.value || oldFiles.get(a.name) !== newFiles.get(a.name))
    .map(({ name, label }) => ({ name, label }));
}

/** Each edit after the first version: when, which version it made, and what it changed. */
export function editsOf(versions: Version[]): { version: number; at: string; changed: ChangedField[] }[] {
  const ordered = [...versions].sort((a, b) => a.version - b.version);
  return ordered.slice(1).map((v, i) => ({
    version: v.version,
    at: v.createdAt.toISOString(),
    changed: changedFields(ordered[i]!, v),
  }));
}
