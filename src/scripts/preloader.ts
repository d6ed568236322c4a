import { SESSION_KEYS } from '../lib/storage-keys.ts';

// The preloader plays on the first page a tab loads; the head script skips it from then on.
sessionStorage.setItem(SESSION_KEYS.preloaderShown, '1');
