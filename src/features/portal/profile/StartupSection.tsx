import type { ProfileMode } from '../../../shared/profile-schema.ts';
import SelectField from '../common/fields/SelectField.tsx';
import TextAreaField from '../common/fields/TextAreaField.tsx';
import TextField from '../common/fields/TextField.tsx';
import { STAGE_OPTIONS } from './options.ts';
import type { ProfileBinding } from './useProfileForm.ts';
import FormSection from './FormSection.tsx';

/** docs/spec.md §9: the summary textarea of the profile forms has 4 rows. */
const SUMMARY_ROWS = 4;

/** 'Your StartUp Info': the startup the participant applies with. */
export default function StartupSection({ form, mode }: { form: ProfileBinding; mode: ProfileMode }) {
  return (
    <FormSection id="profile-startup" number={2} title="Your StartUp Info">
      <TextField {...form.text('startUpName')} label="Startup Name" autoComplete="organization" required />
      <TextField
        {...form.text('startUpIndustry')}
        label="Industry"
        placeholder="e.g. Agritech, Fintech, Health"
        required
      />
      <SelectField
        {...form.text('startUpStage')}
        label="Startup Stage"
        placeholder="Select the stage"
        options={STAGE_OPTIONS}
        required
      />
      <TextField
        {...form.text('startUpTeamSize')}
        label="Team Size"
        inputMode="numeric"
        placeholder="e.g. 4"
        required
      />
      <TextAreaField
        {...form.text('startUpSummary')}
        label="Startup Summary"
        rows={SUMMARY_ROWS}
        hint="What problem you solve, for whom, and how."
        required={mode === 'complete'}
        className="span-2"
      />
      <TextField
        {...form.text('website')}
        label="Website"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Optional"
      />
      <TextField
        {...form.text('linkedIn')}
        label="LinkedIn"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/..."
        hint="Optional"
      />
    </FormSection>
  );
}
