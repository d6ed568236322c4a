import type { ReactNode } from 'react';
import SelectField from '../common/fields/SelectField.tsx';
import TextField from '../common/fields/TextField.tsx';
import { EDUCATION_OPTIONS, GENDER_OPTIONS, STATE_OPTIONS } from './options.ts';
import type { ProfileBinding } from './useProfileForm.ts';
import FormSection from './FormSection.tsx';

/** Personal details: who the participant is and where they live; `after` follows the fields (a guardian's consent). */
export default function PersonalSection({ form, after }: { form: ProfileBinding; after?: ReactNode }) {
  return (
    <FormSection id="profile-personal" number={1} title="Personal Details">
      <TextField {...form.text('name')} label="Full Name" autoComplete="name" required />
      <TextField {...form.text('age')} label="Age" inputMode="numeric" maxLength={3} required />
      <SelectField
        {...form.text('gender')}
        label="Gender"
        placeholder="Select your gender"
        options={GENDER_OPTIONS}
        required
      />
      <TextField {...form.text('email')} label="Email" type="email" inputMode="email" autoComplete="email" required />
      <SelectField
        {...form.text('state')}
        label="State"
        placeholder="Select your state"
        options={STATE_OPTIONS}
        required
      />
      <TextField {...form.text('city')} label="City" autoComplete="address-level2" required />
      <SelectField
        {...form.text('education')}
        label="Education"
        placeholder="Select your education"
        options={EDUCATION_OPTIONS}
        required
        className="span-2"
      />
      {after}
    </FormSection>
  );
}
