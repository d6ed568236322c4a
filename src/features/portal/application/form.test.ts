import { describe, expect, it } from 'vitest';
import type { FormField, FormSection } from '../../../shared/api-types.ts';
import { groupFields, initialValues, isFieldVisible, joinSections, prefillFromProfile, selectOptions } from './form.ts';
import { buildSubmission, submissionEntries, submitOutcome, validateApplication } from './submit.ts';
import type { PickedFile } from './file-checks.ts';
import type { SubmissionResponse } from '../../../lib/api-client.ts';

const field = (over: Partial<FormField> & Pick<FormField, 'id' | 'name' | 'fieldType'>): FormField => ({
  label: over.name,
  isRequired: false,
  fieldOrder: over.id,
  onHover: '',
  options: '',
  formSectionId: 1,
  dependsOn: null,
  format: null,
  ...over,
});

const FIELDS: FormField[] = [
  field({ id: 1, name: 'fullName', fieldType: 'text', isRequired: true }),
  field({ id: 2, name: 'age', fieldType: 'number', isRequired: true }),
  field({ id: 5, name: 'email', fieldType: 'text', isRequired: true }),
  field({ id: 6, name: 'currentStage', fieldType: 'select', isRequired: true, options: 'IDEA, PROTOTYPING' }),
  field({ id: 7, name: 'startupDescription', fieldType: 'textarea', isRequired: true }),
  field({ id: 9, name: 'hasCofounders', fieldType: 'checkbox' }),
  field({ id: 10, name: 'cofounderName', fieldType: 'text', isRequired: true, dependsOn: 'hasCofounders' }),
  field({ id: 11, name: 'cofounderRole', fieldType: 'text', isRequired: true }),
  field({ id: 12, name: 'videoPitch', fieldType: 'text', format: 'youtube' }),
  field({ id: 13, name: 'pitchDeck', fieldType: 'file' }),
];

const VALID = {
  fullName: 'Asha',
  age: '29',
  email: 'a@b.co',
  currentStage: 'IDEA',
  startupDescription: 'Sensors',
  hasCofounders: 'false',
  cofounderName: '',
  cofounderRole: '',
  videoPitch: '',
};

const pdf = (): PickedFile => ({
  file: new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' }),
  accepted: { mimeType: 'application/pdf', extension: '.pdf' },
});

describe('application form definition', () => {
  it('joins fields to sections by formSectionId, in field order', () => {
    const sections: FormSection[] = [
      { id: 1, sectionName: 'A', formFields: [] },
      { id: 2, sectionName: 'B', formFields: [FIELDS[0]!] },
    ];
    const fields = [
      field({ id: 3, name: 'b', fieldType: 'text', formSectionId: 2, fieldOrder: 2 }),
      field({ id: 4, name: 'a', fieldType: 'text', formSectionId: 2, fieldOrder: 1 }),
    ];
    expect(joinSections(sections, fields).map((s) => s.fields.map((f) => f.name))).toEqual([[], ['a', 'b']]);
    expect(joinSections(sections).map((s) => s.fields.map((f) => f.name))).toEqual([[], ['fullName']]);
  });

  it('groups fields by type in the order they are shown, revealed fields right after their checkbox', () => {
    const groups = groupFields(FIELDS);
    expect(groups.short.map((f) => f.name)).toEqual(['fullName', 'age', 'email', 'videoPitch']);
    expect(groups.files.map((f) => f.name)).toEqual(['pitchDeck']);
    expect(groups.long.map((f) => f.name)).toEqual(['currentStage', 'startupDescription']);
    expect(groups.checks.map((g) => [g.checkbox.name, g.revealed.map((f) => f.name)])).toEqual([
      ['hasCofounders', ['cofounderName', 'cofounderRole']],
    ]);
    expect(selectOptions('IDEA, PROTOTYPING,,')).toEqual(['IDEA', 'PROTOTYPING']);
  });

  it('shows co-founder fields only while the box is ticked, by dependsOn or by name', () => {
    const [name, role] = [FIELDS[6]!, FIELDS[7]!];
    expect(isFieldVisible(name, { hasCofounders: 'false' })).toBe(false);
    expect(isFieldVisible(role, { hasCofounders: 'false' })).toBe(false);
    expect(isFieldVisible(role, { hasCofounders: 'true' })).toBe(true);
    expect(isFieldVisible(FIELDS[0]!, {})).toBe(true);
  });

  it('prefills present profile values only, city and state as "city, state"', () => {
    expect(
      prefillFromProfile(
        { name: 'Asha', age: 29, city: 'Pune', state: 'Maharashtra', mobile: '9876543210', email: '' },
        { name: 'Krishi', stage: 'IDEA', summary: '' },
      ),
    ).toEqual({
      fullName: 'Asha',
      age: '29',
      cityState: 'Pune, Maharashtra',
      phoneNumber: '9876543210',
      startupName: 'Krishi',
      currentStage: 'IDEA',
    });
    expect(prefillFromProfile({ city: 'Pune', age: null })).toEqual({ cityState: 'Pune' });
  });

  it('layers the profile over the draft over empty values, dropping unknown and file entries', () => {
    const values = initialValues(
      FIELDS,
      {
        fullName: 'Draft name',
        videoPitch: 'https://youtu.be/x',
        gone: 'x',
        pitchDeck: 'deck.pdf',
        hasCofounders: 'true',
      },
      { fullName: 'Profile name' },
    );
    expect(values).toMatchObject({
      fullName: 'Profile name',
      videoPitch: 'https://youtu.be/x',
      hasCofounders: 'true',
      age: '',
    });
    expect(values).not.toHaveProperty('gone');
    expect(values).not.toHaveProperty('pitchDeck');
    expect(initialValues(FIELDS, undefined, {}).hasCofounders).toBe('false');
  });
});

describe('application check and submission', () => {
  it('requires visible required fields and a deck or a video link, with the spec messages', () => {
    const empty = initialValues(FIELDS, undefined, {});
    expect(validateApplication(FIELDS, empty, {})).toEqual({
      fullName: 'This field is required',
      age: 'This field is required',
      email: 'This field is required',
      currentStage: 'This field is required',
      startupDescription: 'This field is required',
      pitchDeck: 'Please attach a pitch deck or enter a video pitch link',
      videoPitch: 'Please attach a pitch deck or enter a video pitch link',
    });
    expect(validateApplication(FIELDS, VALID, { pitchDeck: pdf() })).toEqual({});
    expect(validateApplication(FIELDS, { ...VALID, videoPitch: 'https://youtu.be/dQw4w9WgXcQ' }, {})).toEqual({});
  });

  it('checks co-founder fields once ticked, and the video link', () => {
    const ticked = { ...VALID, hasCofounders: 'true', videoPitch: 'https://vimeo.com/1' };
    expect(validateApplication(FIELDS, ticked, { pitchDeck: pdf() })).toEqual({
      cofounderName: 'This field is required',
      cofounderRole: 'This field is required',
      videoPitch: 'Please enter a valid YouTube video URL (e.g., https://www.youtube.com/watch?v=XXXXXXXXXXX)',
    });
  });

  it('sends every field, hidden ones empty, and files by field name', async () => {
    const values = { ...VALID, cofounderName: 'Stale', hasCofounders: 'false' };
    const entries = submissionEntries(FIELDS, values);
    expect(entries).toContainEqual({ fieldId: 10, value: '' });
    expect(entries).toContainEqual({ fieldId: 9, value: 'false' });
    expect(entries).toContainEqual({ fieldId: 13, value: '', name: 'pitchDeck' });
    const body = buildSubmission(FIELDS, values, { pitchDeck: pdf() });
    expect((body.get('pitchDeck') as File).name).toBe('deck.pdf');
    expect(JSON.parse(String(body.get('fields')))).toEqual(entries);
  });

  it('maps the answer to the spec toasts', () => {
    expect(submitOutcome({ ok: true, status: 201, data: {} as SubmissionResponse }, [])).toEqual({
      submitted: true,
      toast: 'Application submitted successfully',
    });
    expect(submitOutcome({ ok: false, status: 200, data: {} }, [])).toMatchObject({ toast: 'Submission failed' });
    expect(submitOutcome({ ok: false, status: 500, data: {} }, [])).toMatchObject({
      toast: 'An error occurred while submitting the application',
    });
    expect(submitOutcome(null, [])).toMatchObject({ toast: 'Error submitting form' });
    expect(
      submitOutcome({ ok: false, status: 415, data: { message: 'Invalid file type' } }, ['pitchDeck']),
    ).toMatchObject({
      toast: 'Invalid file type',
      errors: { pitchDeck: 'Invalid file type' },
    });
    expect(submitOutcome({ ok: false, status: 409, data: { message: 'Already' } }, [])).toMatchObject({
      alreadySubmitted: true,
    });
    expect(submitOutcome({ ok: false, status: 401, data: {} }, [])).toMatchObject({ unauthorized: true });
    expect(
      submitOutcome({ ok: false, status: 400, data: { message: 'Fix', errors: { age: 'Please enter a number' } } }, []),
    ).toMatchObject({ errors: { age: 'Please enter a number' } });
  });
});
