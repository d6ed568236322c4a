import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_APPLY_MODAL_EVENT, applyStatus, canApply, openApplyModal } from './apply-modal.ts';

describe('canApply', () => {
  it('allows a completed profile without a submitted application', () => {
    expect(canApply({ name: 'Asha', isProfileCompleted: true, isApplicationSubmitted: false })).toBe(true);
    expect(canApply({ isProfileCompleted: true })).toBe(true);
  });

  it('refuses everyone else, naming why', () => {
    expect(applyStatus(undefined)).toBe('signed-out');
    expect(applyStatus({ isProfileCompleted: false })).toBe('profile-incomplete');
    expect(applyStatus({ name: 'Asha' })).toBe('profile-incomplete');
    expect(applyStatus({ isProfileCompleted: true, isApplicationSubmitted: true })).toBe('submitted');
    expect(canApply({ isProfileCompleted: true, isApplicationSubmitted: true })).toBe(false);
  });
});

describe('openApplyModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubWindow(claim: boolean) {
    const target = new EventTarget();
    if (claim) target.addEventListener(OPEN_APPLY_MODAL_EVENT, (event) => event.preventDefault());
    const assign = vi.fn();
    vi.stubGlobal('window', Object.assign(target, { location: { assign } }));
    return assign;
  }

  it('lets the modal on the page claim the request', () => {
    const assign = stubWindow(true);
    openApplyModal();
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the home page modal when no modal is on the page', () => {
    const assign = stubWindow(false);
    openApplyModal();
    expect(assign).toHaveBeenCalledWith('/#apply');
  });
});
