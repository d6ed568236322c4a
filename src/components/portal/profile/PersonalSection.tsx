import SelectField from '../fields/SelectField.tsx';
import TextField from '../fields/TextField.tsx';
import { EDUCATION_OPTIONS, GENDER_OPTIONS, STATE_OPTIONS } from '../../../lib/portal/profile-options.ts';
import type { ProfileBinding } from './useProfileForm.ts';
import FormSection from './FormSection.tsx';

/** Personal details: who the participant is and where they live. */
export default function PersonalSection({ form }: { form: ProfileBinding }) {
  const { values, errors, set } = form;
  return (
    <FormSection id="profile-personal" number={1} title="Personal Details">
      <TextField
        id="profile-name"
        name="name"
        label="Full Name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(v) => set('name', v)}
      />
      <TextField
        id="profile-age"
        name="age"
        label="Age"
        inputMode="numeric"
        maxLength={3}
        required
        value={values.age}
        error={errors.age}
        onChange={(v) => set('age', v)}
      />
      <SelectField
        id="profile-gender"
        name="gender"
        label="Gender"
        placeholder="Select your gender"
        options={GENDER_OPTIONS}
        required
        value={values.gender}
        error={errors.gender}
        onChange={(v) => set('gender', v)}
      />
      <TextField
        id="profile-email"
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(v) => set('email', v)}
      />
      <SelectField
        id="profile-state"
        name="state"
        label="State"
        placeholder="Select your state"
        options={STATE_OPTIONS}
        required
        value={values.state}
        error={errors.state}
        onChange={(v) => set('state', v)}
      />
      <TextField
        id="profile-city"
        name="city"
        label="City"
        autoComplete="address-level2"
        required
        value={values.city}
        error={errors.city}
        onChange={(v) => set('city', v)}
      />
      <SelectField
        id="profile-education"
        name="education"
        label="Education"
        placeholder="Select your education"
        options={EDUCATION_OPTIONS}
        required
        value={values.education}
        error={errors.education}
        onChange={(v) => set('education', v)}
        className="span-2"
      />
    </FormSection>
  );
}
