/**
 * The complete-profile and profile forms (docs/spec.md §4, §5 and §8): loading on /profile, edits with
 * the JITO rules, the check on submit with one message per field, the save and its toasts. A completed
 * profile never meets an empty /complete-profile form: it is sent to /profile, which shows it. State
 * and decisions live here; effects come in as `ProfileEffects`, so the flow is tested without a browser.
 */
import { map } from 'nanostores';
import type { ApiAnswer, SaveProfileResponse, SendOtpResponse, UserDetailsResponse } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/portal/messages.ts';
import type { ProfileCheck } from './check.ts';
import { changeProfile, clearErrorsFor, profileFromApi, type ProfileErrors } from './form.ts';
import { type NoticeState, acceptedVersion, noticeError, withNotice } from './notice.ts';
import { fetchFailureToast, saveOutcome } from './outcome.ts';
import {
  EMPTY_GUARDIAN,
  type GuardianState,
  guardianAsked,
  guardianErrors,
  guardianFromApi,
  guardianMobileProblem,
  withGuardian,
} from './guardian.ts';
import type { ToastKind } from '../../../lib/toast.ts';
import { PORTAL_TOASTS } from '../../../shared/messages/toasts.ts';
import { SIGN_IN_MESSAGES } from '../../../shared/messages/sign-in.ts';
import { EMPTY_PROFILE, type ProfileValues } from '../../../shared/profile-fields.ts';
import type { ProfileMode } from '../../../shared/profile-schema.ts';
import type { MinorsPolicy } from '../../../shared/privacy/minors.ts';
import type { GuardianConsentView } from '../../../shared/privacy/minors-schemas.ts';
import type { StoredUser } from '../../../lib/stored-user.ts';

type ProfileStatus = 'loading' | 'load-failed' | 'editing' | 'submitting' | 'completed';

interface ProfileState {
  values: ProfileValues;
  errors: ProfileErrors;
  /** 'Please fix the errors in the form before submitting' while any error it announced is left. */
  notice: string | undefined;
  status: ProfileStatus;
  /** Changes when focus should go to the first field in error. */
  focusSeq: number;
  /** The privacy notice: asked for until its current version is accepted. */
  privacy: NoticeState;
  /** A guardian's consent, asked for a child's age where organisers take one. */
  guardian: GuardianState;
}

export interface ProfileEffects {
  loadUserDetails(fresh: boolean): Promise<UserDetailsResponse>;
  isUnauthorized(error: unknown): boolean;
  saveProfile(token: string, payload: Record<string, unknown>): Promise<ApiAnswer<SaveProfileResponse> | null>;
  /** The zod check, loaded on first use, under the organisers' rule for applicants under 18. */
  checkProfile(values: ProfileValues, mode: ProfileMode, minors: MinorsPolicy): Promise<ProfileCheck>;
  loadGuardianConsent(token: string): Promise<GuardianConsentView>;
  sendGuardianCode(token: string, guardianMobile: string): Promise<ApiAnswer<SendOtpResponse> | null>;
  token(): string | undefined;
  storedUser(): StoredUser | undefined;
  /** Ends a refused session (to /login with the reason). */
  endSession(reason?: string): void;
  /** Stores the session and user after the profile was completed, and refreshes the user details. */
  signIn(token: string, user: SaveProfileResponse['user']): void;
  storeUser(user: SaveProfileResponse['user']): void;
  toast(message: string, kind?: ToastKind): void;
  /** Leaves for another page without a history entry. */
  replace(path: string): void;
}

/** The stored profile has arrived and fills every field at once: rendered in a transition (use-store-transitions.ts). */
export const isLoadedProfile = (next: ProfileState, shown: ProfileState) =>
  shown.status === 'loading' && next.status === 'editing';

/** `noticeVersion` is the privacy notice's version the page shows. */
export function createProfileFlow(mode: ProfileMode, effects: ProfileEffects, noticeVersion: string) {
  const $profile = map<ProfileState>({
    values: EMPTY_PROFILE,
    errors: {},
    notice: undefined,
    status: mode === 'update' ? 'loading' : 'editing',
    focusSeq: 0,
    // On /profile, taken as accepted until the profile loads (the usual case): the box would otherwise show and go.
    privacy: { version: noticeVersion, accepted: mode === 'update' ? noticeVersion : null, ticked: false },
    guardian: EMPTY_GUARDIAN,
  });
  const patchGuardian = (change: Partial<GuardianState>) =>
    patch({ guardian: { ...$profile.get().guardian, ...change } });
  const patchPrivacy = (change: Partial<NoticeState>) => patch({ privacy: { ...$profile.get().privacy, ...change } });
  const patch = (change: Partial<ProfileState>) => $profile.set({ ...$profile.get(), ...change });

  const showErrors = (errors: ProfileErrors, notice: string) =>
    patch({ errors, notice, focusSeq: $profile.get().focusSeq + 1 });

  async function load(fresh: boolean) {
    patch({ status: 'loading' });
    try {
      const details = await effects.loadUserDetails(fresh);
      patch({
        values: profileFromApi(details.user, details.startUpInfo),
        status: 'editing',
        privacy: { ...$profile.get().privacy, accepted: acceptedVersion(details.user) },
      });
      effects.toast(serverMessage(details, PORTAL_TOASTS.profileFetched));
    } catch (error) {
      // A refused session has already sent the visitor to /login.
      if (effects.isUnauthorized(error)) return;
      console.error('Could not load the profile', error);
      patch({ status: 'load-failed' });
      effects.toast(fetchFailureToast(error), 'error');
    }
  }

  /** The signed-in applicant's own mobile, which may not stand for their guardian's. */
  const ownMobile = () => {
    const mobile = effects.storedUser()?.mobile;
    return typeof mobile === 'string' ? mobile : undefined;
  };

  /** The organisers' rule for applicants under 18 and the consent on record; refusing, as the API does, until read. */
  async function loadGuardian() {
    const token = effects.token();
    if (!token) return;
    try {
      patch({ guardian: guardianFromApi($profile.get().guardian, await effects.loadGuardianConsent(token)) });
    } catch (error) {
      console.error('Could not read the rule for applicants under 18', error);
    }
  }

  /** Runs once the page is live. */
  function start() {
    void loadGuardian();
    if (mode === 'update') {
      void load(false);
      return;
    }
    patchPrivacy({ accepted: acceptedVersion(effects.storedUser()) });
    // A completed profile is edited on /profile; an empty form here would overwrite it.
    if (effects.storedUser()?.isProfileCompleted) {
      patch({ status: 'loading' });
      effects.replace('/profile');
    }
  }

  function set<K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) {
    const { values, errors } = $profile.get();
    const nextErrors = clearErrorsFor(errors, field);
    patch({
      values: changeProfile(values, field, value),
      errors: nextErrors,
      notice: Object.keys(nextErrors).length > 0 ? $profile.get().notice : undefined,
    });
  }

  /** Ticks or unticks the privacy notice's box, which clears its message. */
  function tickNotice(ticked: boolean) {
    patchPrivacy({ ticked, error: undefined });
  }

  /** Types into the guardian's mobile or code, which clears that field's message. */
  function setGuardian(field: 'mobile' | 'code', value: string) {
    const { guardian } = $profile.get();
    const errors = { ...guardian.errors };
    delete errors[field === 'mobile' ? 'guardianMobile' : 'guardianCode'];
    patchGuardian({ [field]: value, errors });
  }

  /** "Send code to guardian": the mobile checked as the API checks it, then a code texted to it. */
  async function sendGuardianCode() {
    const { guardian } = $profile.get();
    if (guardian.sending) return;
    const problem = guardianMobileProblem(guardian.mobile, ownMobile());
    if (problem) return patchGuardian({ errors: { ...guardian.errors, guardianMobile: problem }, sent: '' });
    const token = effects.token();
    if (!token) return effects.endSession();
    patchGuardian({ sending: true, sent: '' });
    const answer = await effects.sendGuardianCode(token, guardian.mobile);
    const message = serverMessage(answer?.data ?? {}, SIGN_IN_MESSAGES.otpSendError);
    if (answer?.status === 401) return effects.endSession(message);
    const errors = { ...$profile.get().guardian.errors };
    if (answer?.ok) delete errors.guardianMobile;
    else errors.guardianMobile = message;
    patchGuardian({ sending: false, sent: answer?.ok ? message : '', errors });
  }

  async function submit() {
    const { status, values, privacy, guardian } = $profile.get();
    if (status === 'submitting' || status === 'loading' || status === 'completed') return;
    patch({ status: 'submitting' });
    const check = await effects.checkProfile(values, mode, guardian.policy);
    // The notice's box and the guardian's consent are checked with the fields, so every message shows in one pass.
    const unticked = noticeError(privacy);
    const consent = guardianErrors(guardian, values.age, ownMobile());
    const consentMessage = consent.guardianMobile ?? consent.guardianCode;
    if (!check.ok || unticked || consentMessage) {
      patch({ status: 'editing' });
      patchPrivacy({ error: unticked });
      patchGuardian({ errors: consent });
      const notice = check.ok ? (unticked ?? consentMessage!) : check.notice;
      showErrors(check.ok ? {} : check.errors, notice);
      effects.toast(notice, 'error');
      return;
    }
    patch({ errors: {}, notice: undefined });
    const token = effects.token();
    if (!token) return effects.endSession();

    const payload = withGuardian(withNotice(check.payload, privacy), guardian, values.age);
    const outcome = saveOutcome(await effects.saveProfile(token, payload), mode);
    if (!outcome.saved) {
      if (outcome.unauthorized) return effects.endSession(outcome.toast);
      patch({ status: 'editing' });
      // The API knows best whether the notice was accepted: its box shows again with the message.
      if (outcome.noticeError) patchPrivacy({ accepted: null, error: outcome.noticeError });
      const refusedConsent = Object.keys(outcome.guardianErrors).length > 0;
      if (refusedConsent) patchGuardian({ errors: outcome.guardianErrors });
      if (Object.keys(outcome.errors).length > 0 || outcome.noticeError || refusedConsent) {
        showErrors(outcome.errors, outcome.toast);
      }
      effects.toast(outcome.toast, 'error');
      return;
    }
    const { user, startup, token: newToken } = outcome.response;
    patchPrivacy({ accepted: acceptedVersion(user), ticked: false, error: undefined });
    // The consent is on record: later saves of this profile need no code.
    if (guardianAsked(guardian, values.age)) patchGuardian({ consentedBy: guardian.mobile, code: '', sent: '' });
    if (mode === 'complete') {
      // docs/spec.md §7: store the user, refresh the user details, show the success panel.
      effects.signIn(newToken || token, user);
      patch({ status: 'completed' });
    } else {
      // docs/spec.md §4: after an update the form is refilled from the answer.
      effects.storeUser(user);
      patch({ values: profileFromApi(user, startup), status: 'editing' });
    }
    effects.toast(outcome.toast);
  }

  return { $profile, start, set, tickNotice, setGuardian, sendGuardianCode, submit, reload: () => void load(true) };
}
