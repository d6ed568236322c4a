/**
 * The application form's definition as the page uses it (docs/spec.md §2 and §3): sections joined to
 * their fields, the layout groups, which fields show, and what a field's value starts as.
 */
import type { FormField, FormSection, StartUpInfo, User } from '../../../shared/api-types.ts';
import { COFOUNDER_TOGGLE, isTicked } from '../../../shared/application-rules.ts';

/** Every non-file value by field name, as text; checkboxes hold 'true' or 'false'. */
export type ApplicationValues = Record<string, string>;

/** A section with its fields, in order. */
export interface ApplicationSection {
  id: number;
  sectionName: string;
  fields: FormField[];
}

/** The text or number field in this position spans the full width (docs/spec.md §2). */
export const FULL_WIDTH_ORDER = 5;

/** Fields that show only while the co-founder box is ticked, when the API does not say so itself. */
const COFOUNDER_FIELDS = ['cofounderName', 'cofounderRole'];

const byOrder = (a: FormField, b: FormField) => a.fieldOrder - b.fieldOrder || a.id - b.id;

/**
 * Joins fields to sections by formSectionId (docs/spec.md §3). The field list is the authority when it
 * came; otherwise the fields nested in each section are used.
 */
export function joinSections(sections: readonly FormSection[], fields?: readonly FormField[]): ApplicationSection[] {
  return sections.map((section) => ({
    id: section.id,
    sectionName: section.sectionName,
    fields: [...(fields ? fields.filter((f) => f.formSectionId === section.id) : section.formFields)].sort(byOrder),
  }));
}

export const allFields = (sections: readonly ApplicationSection[]): FormField[] => sections.flatMap((s) => s.fields);

/** The checkbox a field depends on, if any. */
export function controllingCheckbox(field: Pick<FormField, 'name' | 'dependsOn'>): string | null {
  return field.dependsOn ?? (COFOUNDER_FIELDS.includes(field.name) ? COFOUNDER_TOGGLE : null);
}

/** Co-founder fields are hidden until 'I have Co-founders' is ticked. */
export function isFieldVisible(field: Pick<FormField, 'name' | 'dependsOn'>, values: ApplicationValues): boolean {
  const toggle = controllingCheckbox(field);
  return toggle === null || isTicked(values[toggle]);
}

/** A checkbox and the fields it reveals, shown right after it so ticking it puts them next in line. */
interface CheckGroup {
  checkbox: FormField;
  revealed: FormField[];
}

/** The layout groups of a section, in the order they are shown (docs/spec.md §2). */
export interface FieldGroups {
  /** Text and number fields, two columns. */
  short: FormField[];
  files: FormField[];
  /** Textareas and selects. */
  long: FormField[];
  checks: CheckGroup[];
}

export function groupFields(fields: readonly FormField[]): FieldGroups {
  const groups: FieldGroups = { short: [], files: [], long: [], checks: [] };
  const checkboxes = new Set(fields.filter((f) => f.fieldType === 'checkbox').map((f) => f.name));
  for (const field of fields) {
    if (field.fieldType === 'checkbox') groups.checks.push({ checkbox: field, revealed: [] });
  }
  for (const field of fields) {
    const toggle = controllingCheckbox(field);
    if (toggle && checkboxes.has(toggle)) groups.checks.find((g) => g.checkbox.name === toggle)!.revealed.push(field);
    else if (field.fieldType === 'text' || field.fieldType === 'number') groups.short.push(field);
    else if (field.fieldType === 'file') groups.files.push(field);
    else if (field.fieldType !== 'checkbox') groups.long.push(field);
  }
  return groups;
}

/** Select choices from the comma-separated options string. */
export function selectOptions(options: string): string[] {
  return options
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}

/** What the profile fills in (docs/spec.md §3): only values that are present, so they can be locked. */
export function prefillFromProfile(user: Partial<User> = {}, startup: Partial<StartUpInfo> = {}): ApplicationValues {
  const cityState = [user.city, user.state]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
  const candidates: ApplicationValues = {
    fullName: (user.name ?? '').trim(),
    age: user.age === null || user.age === undefined ? '' : String(user.age),
    cityState,
    phoneNumber: (user.mobile ?? '').trim(),
    email: (user.email ?? '').trim(),
    startupName: (startup.name ?? '').trim(),
    currentStage: (startup.stage ?? '').trim(),
    startupDescription: (startup.summary ?? '').trim(),
  };
  return Object.fromEntries(Object.entries(candidates).filter(([, value]) => value !== ''));
}

/**
 * The values the form starts with: empty, then the saved draft, then the profile's values on top
 * (docs/spec.md §4). Draft entries for fields that no longer exist, or for files, are dropped.
 */
export function initialValues(
  fields: readonly FormField[],
  draft: Record<string, unknown> | undefined,
  prefill: ApplicationValues,
): ApplicationValues {
  const values: ApplicationValues = {};
  for (const field of fields) {
    if (field.fieldType === 'file') continue;
    const saved = draft?.[field.name];
    const start = field.fieldType === 'checkbox' ? 'false' : '';
    values[field.name] = prefill[field.name] ?? (typeof saved === 'string' ? saved : start);
  }
  return values;
}

/** Autofill hints for the fields a browser can fill in. */
export const AUTOCOMPLETE: Record<string, string> = {
  fullName: 'name',
  phoneNumber: 'tel-national',
  email: 'email',
  startupName: 'organization',
};
