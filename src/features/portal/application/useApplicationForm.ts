import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { browserApplicationEffects, flushDraftOnPageHide } from './effects.ts';
import { isForm } from './state.ts';
import { createApplicationFlow } from './store.ts';

/** Binds the application flow (store.ts) to the form: its state, and focus after a failed submit. */
export function useApplicationForm() {
  const flow = useMemo(() => createApplicationFlow(browserApplicationEffects), []);
  const state = useStore(flow.$application);
  const formRef = useRef<HTMLFormElement>(null);
  const focusSeq = isForm(state) ? state.focusSeq : 0;

  useEffect(() => flushDraftOnPageHide(), []);
  useEffect(() => flow.start(), [flow]);

  // After a failed submit, focus goes to the first field in error, which reads out its message.
  useEffect(() => {
    if (focusSeq) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusSeq]);

  return {
    state,
    formRef,
    change: flow.change,
    pick: flow.pick,
    submit: flow.submit,
    reload: flow.reload,
    withdraw: flow.withdraw,
    startEdit: flow.startEdit,
    cancelEdit: flow.cancelEdit,
  };
}
