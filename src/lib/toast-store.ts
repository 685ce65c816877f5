import { atom } from 'nanostores';

/** Notices shown by the toast viewport (src/islands/Toaster.tsx); any island may push one. */
export type NoticeVariant = 'default' | 'destructive';

export interface Notice {
  id: string;
  title: string;
  description: string;
  variant: NoticeVariant;
}

export type NewNotice = Omit<Notice, 'id' | 'variant'> & { variant?: NoticeVariant };

/** Older notices give way beyond this many, so repeated submits cannot cover the page. */
export const MAX_NOTICES = 3;

export const $notices = atom<Notice[]>([]);

let sequence = 0;

/**
 * Shows a notice and returns its id. A notice with the same title and text as one still shown
 * replaces it (moving to the end with a fresh timer) instead of stacking a duplicate.
 */
export function pushNotice({ title, description, variant = 'default' }: NewNotice): string {
  sequence += 1;
  const id = `notice-${sequence}`;
  const others = $notices
    .get()
    .filter((notice) => notice.title !== title || notice.description !== description || notice.variant !== variant);
  $notices.set([...others, { id, title, description, variant }].slice(-MAX_NOTICES));
  return id;
}

export function dismissNotice(id: string): void {
  const notices = $notices.get();
  if (notices.some((notice) => notice.id === id)) $notices.set(notices.filter((notice) => notice.id !== id));
}

export function clearNotices(): void {
  $notices.set([]);
}
