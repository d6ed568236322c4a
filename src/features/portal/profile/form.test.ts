import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../../shared/profile-fields.ts';
import { TEST_PROFILE } from '../../../shared/test-profile.ts';
import { changeProfile, clearErrorsFor, formErrors, profileFromApi } from './form.ts';
import { checkProfile } from './check.ts';
import { fetchFailureToast, saveOutcome } from './outcome.ts';
import type { SaveProfileResponse } from '../../../lib/api-client.ts';

describe('profile form state', () => {
  it('fills the form from the API, a member showing Jain and their chapter', () => {
    const values = profileFromApi(
      { name: 'Asha', age: 29, isJITOMember: true, JITOChapter: 'Pune', ethnicity: '', isEmailOptIn: true },
      { name: 'Krishi', stage: 'MVP_READY', teamSize: '4', summary: 'S' },
    );
    expect(values).toMatchObject({
      name: 'Asha',
      age: '29',
      ethnicity: 'Jain',
      JITOChapter: 'Pune',
      isEmailOptIn: true,
      startUpName: 'Krishi',
      startUpStage: 'MVP_READY',
      startUpTeamSize: '4',
    });
    expect(profileFromApi({ age: null, isJITOMember: false, JITOChapter: 'Stale' }).age).toBe('');
    expect(profileFromApi({ isJITOMember: false, JITOChapter: 'Stale' }).JITOChapter).toBe('');
  });

  it('applies the JITO rules: ticking forces Jain, unticking clears chapter and ethnicity', () => {
    const ticked = changeProfile({ ...TEST_PROFILE, ethnicity: 'Hindu' }, 'isJITOMember', true);
    expect(ticked).toMatchObject({ isJITOMember: true, ethnicity: 'Jain' });
    const withChapter = changeProfile(ticked, 'JITOChapter', 'Surat');
    expect(changeProfile(withChapter, 'isJITOMember', false)).toMatchObject({
      isJITOMember: false,
      ethnicity: '',
      JITOChapter: '',
    });
    expect(changeProfile(TEST_PROFILE, 'city', 'Nashik').city).toBe('Nashik');
  });

  it('clears the error of the edited field, and the JITO box settles its two fields too', () => {
    const errors = { name: 'x', ethnicity: 'y', JITOChapter: 'z' };
    expect(clearErrorsFor(errors, 'name')).toEqual({ ethnicity: 'y', JITOChapter: 'z' });
    expect(clearErrorsFor(errors, 'isJITOMember')).toEqual({ name: 'x' });
    const untouched = { city: 'c' };
    expect(clearErrorsFor(untouched, 'name')).toBe(untouched);
  });

  it('keeps only messages of fields the form shows', () => {
    expect(formErrors({ name: 'n', role: 'r', form: 'f' })).toEqual({ name: 'n' });
  });
});

describe('profile check on submit (the shared schema)', () => {
  it('gives every empty required field its message, the summary only on the complete form', () => {
    const complete = checkProfile(EMPTY_PROFILE, 'complete');
    expect(complete.ok).toBe(false);
    if (complete.ok) return;
    expect(complete.errors).toEqual({
      name: 'Please enter your full name',
      age: 'Please enter your age',
      email: 'Please enter your email',
      ethnicity: 'Please select your ethnicity/religion',
      gender: 'Please select your gender',
      state: 'Please select your state',
      city: 'Please enter your city',
      education: 'Please select your education',
      startUpName: 'Please enter Startup Name',
      startUpIndustry: 'Please choose industy type',
      startUpStage: 'Please choose Startup Stage',
      startUpTeamSize: 'Please enter Team Size',
      startUpSummary: 'Please enter Startup Summary',
    });
    const update = checkProfile(EMPTY_PROFILE, 'update');
    expect(update.ok || 'startUpSummary' in update.errors).toBe(false);
  });

  it('sends the schema output: integer age, PARTICIPATOR, a member as Jain with the chapter name', () => {
    const member = changeProfile(changeProfile(TEST_PROFILE, 'isJITOMember', true), 'JITOChapter', 'Surat');
    const result = checkProfile(member, 'complete');
    expect(result).toMatchObject({
      ok: true,
      payload: { age: 29, role: 'PARTICIPATOR', ethnicity: 'Jain', JITOChapter: 'Surat', isJITOMember: true },
    });
    const missingChapter = checkProfile(changeProfile(TEST_PROFILE, 'isJITOMember', true), 'complete');
    expect(missingChapter).toEqual({
      ok: false,
      errors: { JITOChapter: 'Please select a JITO Chapter' },
      notice: 'Please fix the errors in the form before submitting',
    });
  });
});

describe('profile save and fetch outcomes', () => {
  const response = { user: {}, startup: {}, message: 'Saved!' } as SaveProfileResponse;

  it('uses the server message on success, else the mode fallback', () => {
    expect(saveOutcome({ ok: true, status: 200, data: response }, 'complete')).toMatchObject({
      saved: true,
      toast: 'Saved!',
    });
    expect(
      saveOutcome(
        { ok: true, status: 200, data: { ...response, message: undefined } as unknown as SaveProfileResponse },
        'update',
      ),
    ).toMatchObject({
      toast: 'Profile updated successfully',
    });
    expect(saveOutcome({ ok: true, status: 200, data: { ...response, message: '' } }, 'complete')).toMatchObject({
      toast: 'Profile completed successfully',
    });
  });

  it('maps failures to the server message or fallback, with per-field messages and the 401 flag', () => {
    const bad = saveOutcome(
      {
        ok: false,
        status: 400,
        data: { message: 'Fix', errors: { city: 'Please enter your city', form: 'x', guardianCode: 'Invalid OTP' } },
      },
      'complete',
    );
    expect(bad).toEqual({
      saved: false,
      toast: 'Fix',
      errors: { city: 'Please enter your city' },
      guardianErrors: { guardianCode: 'Invalid OTP' },
      unauthorized: false,
    });
    expect(saveOutcome({ ok: false, status: 500, data: {} }, 'complete')).toMatchObject({
      toast: 'Failed to complete profile',
    });
    expect(saveOutcome({ ok: false, status: 500, data: {} }, 'update')).toMatchObject({
      toast: 'Failed to update profile',
    });
    expect(saveOutcome({ ok: false, status: 401, data: { message: 'Expired' } }, 'update')).toMatchObject({
      unauthorized: true,
    });
    expect(saveOutcome(null, 'complete')).toMatchObject({ toast: 'An error occurred while completing profile' });
    expect(saveOutcome(null, 'update')).toMatchObject({ toast: 'An error occurred while updating profile' });
  });

  it('tells a failed fetch from an exception', () => {
    expect(fetchFailureToast({ status: 500, data: {} })).toBe('Failed to fetch profile');
    expect(fetchFailureToast({ status: 403, data: { message: 'No' } })).toBe('No');
    expect(fetchFailureToast(new TypeError('Failed to fetch'))).toBe('An error occurred while fetching profile');
  });
});
