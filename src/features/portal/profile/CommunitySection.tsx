import CheckboxField from '../common/fields/CheckboxField.tsx';
import SelectField from '../common/fields/SelectField.tsx';
import TextField from '../common/fields/TextField.tsx';
import { CHAPTER_OPTIONS, RELIGION_OPTIONS } from './options.ts';
import type { ProfileBinding } from './useProfileForm.ts';
import FormSection from './FormSection.tsx';

/** 'Community & Event Mapping': JITO membership and chapter, religion, how they heard of the event. */
export default function CommunitySection({ form }: { form: ProfileBinding }) {
  const { values, set } = form;
  const member = values.isJITOMember;
  return (
    <FormSection id="profile-community" number={3} title="Community & Event Mapping">
      <CheckboxField
        id="profile-isJITOMember"
        name="isJITOMember"
        label="I am a JITO member"
        hint="Members choose their chapter; their religion is recorded as Jain."
        checked={member}
        onChange={(v) => set('isJITOMember', v)}
        className="span-2"
      />
      <SelectField
        {...form.text('JITOChapter')}
        label="JITO Chapter"
        placeholder="Select your chapter"
        options={CHAPTER_OPTIONS}
        required={member}
        disabled={!member}
      />
      <SelectField
        {...form.text('ethnicity')}
        label="Ethnicity / Religion"
        placeholder="Select your religion"
        options={RELIGION_OPTIONS}
        required
        disabled={member}
      />
      <TextField {...form.text('heardFrom')} label="How did you hear about us?" hint="Optional" className="span-2" />
      <CheckboxField
        id="profile-isEmailOptIn"
        name="isEmailOptIn"
        label="Send me news about the event by email"
        checked={values.isEmailOptIn}
        onChange={(v) => set('isEmailOptIn', v)}
        className="span-2"
      />
    </FormSection>
  );
}
