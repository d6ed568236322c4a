import type { ProfileMode } from '../../../shared/profile-schema.ts';
import SelectField from '../fields/SelectField.tsx';
import TextAreaField from '../fields/TextAreaField.tsx';
import TextField from '../fields/TextField.tsx';
import { STAGE_OPTIONS } from '../../../lib/portal/profile-options.ts';
import type { ProfileBinding } from './useProfileForm.ts';
import FormSection from './FormSection.tsx';

/** Spec section 9: the summary textarea of the profile forms has 4 rows. */
const SUMMARY_ROWS = 4;

/** 'Your StartUp Info': the startup the participant applies with. */
export default function StartupSection({ form, mode }: { form: ProfileBinding; mode: ProfileMode }) {
  const { values, errors, set } = form;
  return (
    <FormSection id="profile-startup" number={2} title="Your StartUp Info">
      <TextField
        id="profile-startUpName"
        name="startUpName"
        label="Startup Name"
        autoComplete="organization"
        required
        value={values.startUpName}
        error={errors.startUpName}
        onChange={(v) => set('startUpName', v)}
      />
      <TextField
        id="profile-startUpIndustry"
        name="startUpIndustry"
        label="Industry"
        placeholder="e.g. Agritech, Fintech, Health"
        required
        value={values.startUpIndustry}
        error={errors.startUpIndustry}
        onChange={(v) => set('startUpIndustry', v)}
      />
      <SelectField
        id="profile-startUpStage"
        name="startUpStage"
        label="Startup Stage"
        placeholder="Select the stage"
        options={STAGE_OPTIONS}
        required
        value={values.startUpStage}
        error={errors.startUpStage}
        onChange={(v) => set('startUpStage', v)}
      />
      <TextField
        id="profile-startUpTeamSize"
        name="startUpTeamSize"
        label="Team Size"
        inputMode="numeric"
        placeholder="e.g. 4"
        required
        value={values.startUpTeamSize}
        error={errors.startUpTeamSize}
        onChange={(v) => set('startUpTeamSize', v)}
      />
      <TextAreaField
        id="profile-startUpSummary"
        name="startUpSummary"
        label="Startup Summary"
        rows={SUMMARY_ROWS}
        hint="What problem you solve, for whom, and how."
        required={mode === 'complete'}
        value={values.startUpSummary}
        error={errors.startUpSummary}
        onChange={(v) => set('startUpSummary', v)}
        className="span-2"
      />
      <TextField
        id="profile-website"
        name="website"
        label="Website"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Optional"
        value={values.website}
        error={errors.website}
        onChange={(v) => set('website', v)}
      />
      <TextField
        id="profile-linkedIn"
        name="linkedIn"
        label="LinkedIn"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/..."
        hint="Optional"
        value={values.linkedIn}
        error={errors.linkedIn}
        onChange={(v) => set('linkedIn', v)}
      />
    </FormSection>
  );
}
