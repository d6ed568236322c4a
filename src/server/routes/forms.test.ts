import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { FormFieldListResponseSchema, FormSectionListResponseSchema } from '../../shared/api-types.ts';
import { type FormDefinition, FormDefinitionSchema, loadFormDefinition } from '../forms/definition.ts';
import { seedForm } from '../forms/seed.ts';
import { type TestApi, createTestApi, describeApi } from '../test/harness.ts';
import { get, signIn } from '../test/requests.ts';

let api: TestApi;
let token: string;
let original: FormDefinition;
beforeAll(async () => {
  api = await createTestApi();
  original = await loadFormDefinition();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  ({ token } = await signIn(api));
});

const SPEC_KEYS = [
  'fullName',
  'age',
  'cityState',
  'phoneNumber',
  'email',
  'startupName',
  'currentStage',
  'startupDescription',
  'hasCofounders',
  'cofounderName',
  'cofounderRole',
  'videoPitch',
  'pitchDeck',
];

describeApi('GET /api/formfield-list and /api/formsection-list', () => {
  it('serves every spec field with the spec attributes, in order', async () => {
    const res = await get(api, '/formfield-list', { token });
    expect(res.status).toBe(200);
    const { formFields: fields } = FormFieldListResponseSchema.parse(await res.json());
    expect(fields.map((f) => f.name)).toEqual(SPEC_KEYS);
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(byName.currentStage).toMatchObject({
      fieldType: 'select',
      options: 'IDEA,PROTOTYPING,MVP_READY,EARLY_REVENUE',
      isRequired: true,
    });
    // Deck and video link are each optional; create-submission wants at least one of them.
    expect(byName.pitchDeck).toMatchObject({ fieldType: 'file', isRequired: false });
    expect(byName.startupDescription?.fieldType).toBe('textarea');
    expect(byName.hasCofounders).toMatchObject({
      fieldType: 'checkbox',
      isRequired: false,
      label: 'I have Co-founders',
      onHover: 'Check if you have Co-founders',
    });
    expect(byName.cofounderName).toMatchObject({ isRequired: true, dependsOn: 'hasCofounders' });
    expect(byName.cofounderRole).toMatchObject({ isRequired: true, dependsOn: 'hasCofounders' });
    expect(byName.videoPitch).toMatchObject({ isRequired: false, format: 'youtube' });
    expect(byName.email).toMatchObject({ fieldOrder: 5 });
  });

  it('answers gzipped to a client that accepts it, like every JSON answer of the API, and whole otherwise', async () => {
    const zipped = await api.app.request('/api/formfield-list', {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    const plain = await (await get(api, '/formfield-list', { token })).text();
    expect(gunzipSync(bytes).toString('utf8')).toBe(plain);
    expect(bytes.length).toBeLessThan(plain.length / 2);
  });

  it('nests the fields in their sections, joined by formSectionId', async () => {
    const res = await get(api, '/formsection-list', { token });
    expect(res.status).toBe(200);
    const { sections: parsed } = FormSectionListResponseSchema.parse(await res.json());
    expect(parsed.map((s: { sectionName: string }) => s.sectionName)).toEqual(['Founder Details', 'Startup Details']);
    for (const s of parsed) for (const f of s.formFields) expect(f.formSectionId).toBe(s.id);
    expect(parsed.flatMap((s: { formFields: { name: string }[] }) => s.formFields.map((f) => f.name))).toEqual(
      SPEC_KEYS,
    );
  });

  it('follows edits of the definition when it is seeded again (as at restart)', async () => {
    const edited: FormDefinition = structuredClone(original);
    const startup = edited.sections[1]!;
    startup.formFields = startup.formFields.filter((f) => f.name !== 'videoPitch');
    startup.formFields.find((f) => f.name === 'startupName')!.label = 'Name of your startup';
    edited.sections.push({
      id: 3,
      sectionName: 'Extras',
      sectionOrder: 3,
      formFields: [
        {
          id: 14,
          name: 'website',
          label: 'Website',
          fieldType: 'text',
          isRequired: false,
          visibleToReviewers: false,
          fieldOrder: 1,
          onHover: '',
          options: '',
        },
      ],
    });
    try {
      await seedForm(api.deps.db, FormDefinitionSchema.parse(edited));
      const { formFields } = await (await get(api, '/formfield-list', { token })).json();
      const names = formFields.map((f: { name: string }) => f.name);
      expect(names).not.toContain('videoPitch');
      expect(names.at(-1)).toBe('website');
      expect(formFields.find((f: { name: string }) => f.name === 'startupName').label).toBe('Name of your startup');
    } finally {
      await seedForm(api.deps.db, original);
    }
    const { formFields } = await (await get(api, '/formfield-list', { token })).json();
    expect(formFields.map((f: { name: string }) => f.name)).toEqual(SPEC_KEYS);
  });

  it('refuses a definition with duplicate ids or a select without options', () => {
    const dup = structuredClone(original);
    dup.sections[0]!.formFields[1]!.id = dup.sections[0]!.formFields[0]!.id;
    expect(FormDefinitionSchema.safeParse(dup).success).toBe(false);
    const noOptions = structuredClone(original);
    noOptions.sections[1]!.formFields.find((f) => f.name === 'currentStage')!.options = '';
    expect(FormDefinitionSchema.safeParse(noOptions).success).toBe(false);
  });
});
