import { createRoot } from 'react-dom/client';
// The unstyled build and its stylesheet: the default build injects the same CSS from JavaScript (about 3 KB gz of
// script on every page that toasts); as a stylesheet it loads beside this chunk instead.
import { ToastContainer, toast as toastify } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';

/** The kinds of toast react-toastify shows, each in its colour. */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** The spec's toast settings (section 9): top-right, 5000 ms, pause on hover and on focus loss. */
function Toaster() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      newestOnTop
      closeOnClick
      theme="colored"
      aria-label="Notifications"
    />
  );
}

let mounted: Promise<void> | undefined;

/** Mounts one toast container per page and resolves once it can receive toasts. */
function mountToaster(): Promise<void> {
  mounted ??= new Promise((resolve) => {
    const host = document.createElement('div');
    host.id = 'toaster';
    document.body.append(host);
    createRoot(host).render(<Toaster />);
    // The container subscribes to toasts in an effect; give React a frame to commit it.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
  return mounted;
}

/** Error toasts still showing: a success that follows them answers them, so they go. */
const openErrors = new Set<string | number>();

export async function toast(message: string, kind: ToastKind): Promise<void> {
  await mountToaster();
  if (kind === 'success') {
    for (const id of openErrors) toastify.dismiss(id);
    openErrors.clear();
  }
  const id = toastify[kind](message, kind === 'error' ? { onClose: () => openErrors.delete(id) } : {});
  if (kind === 'error') openErrors.add(id);
}
