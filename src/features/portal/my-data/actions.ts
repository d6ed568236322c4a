/**
 * The work behind "Your data" on /profile, imported on the first click: the export as a JSON download, and
 * the account's deletion confirmed by a one-time code sent to the user's number (POST /api/otp, the sign-in's
 * own service).
 */
import { answerOrNull, read } from '../../../lib/api-client.ts';
import { sendOtpWithProof } from '../common/proof-of-work.ts';
import { showToast, showToastAfterNavigation } from '../../../lib/toast.ts';
import { MY_DATA_MESSAGES } from '../../../shared/messages/my-data.ts';
import { $token, $user, clearSession } from '../../../stores/auth.ts';

async function download(): Promise<void> {
  const token = $token.get();
  if (!token) return;
  try {
    const data = await read<unknown>('/api/me/export', token);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    link.download = 'my-launchpad-data.json';
    link.click();
    URL.revokeObjectURL(link.href);
  } catch {
    void showToast(MY_DATA_MESSAGES.exportFailed, 'error');
  }
}

async function sendCode(): Promise<void> {
  const mobile = String($user.get()?.mobile ?? '');
  const answer = await sendOtpWithProof(mobile);
  if (answer?.ok) void showToast(MY_DATA_MESSAGES.codeSent, 'info');
  else void showToast(answer?.data.message ?? MY_DATA_MESSAGES.deleteFailed, 'error');
}

/** A button of the section was pressed. */
export function act(button: HTMLButtonElement, section: HTMLElement): void {
  const action = button.dataset.myData;
  const confirm = section.querySelector<HTMLElement>('[data-my-data-confirm]')!;
  if (action === 'download') void download();
  if (action === 'send-code') void sendCode();
  if (action === 'confirm') void deleteAccount(confirm.querySelector('input')!.value);
  if (action === 'delete') {
    confirm.hidden = false;
    const warning = confirm.querySelector('p')!;
    warning.tabIndex = -1;
    warning.focus();
  }
}

/** The code was entered: deletes the account, then leaves signed out. */
async function deleteAccount(otp: string): Promise<void> {
  const token = $token.get();
  if (!token) return;
  const answer = await answerOrNull<{ message: string }>('/api/me', {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ otp }),
  });
  if (!answer?.ok) {
    void showToast(answer?.data.message ?? MY_DATA_MESSAGES.deleteFailed, 'error');
    return;
  }
  clearSession();
  showToastAfterNavigation(answer.data.message);
  window.location.assign('/');
}
