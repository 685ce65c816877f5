/**
 * Puts text on the clipboard: the Clipboard API where the page may use it, else the older select-and-copy on `area`
 * (a visible box holding the same text) or on a temporary, invisible box. Resolves to whether the text was copied.
 */
export async function copyText(text: string, area?: HTMLTextAreaElement | null): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Denied or unavailable (e.g. not a secure context): try the fallback below.
    }
  }
  return copyBySelection(text, area);
}

function copyBySelection(text: string, area?: HTMLTextAreaElement | null): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const temporary = area ? null : document.createElement('textarea');
  const target = area ?? temporary!;
  if (temporary) {
    temporary.value = text;
    temporary.readOnly = true;
    temporary.className = 'fixed start-0 top-0 size-px opacity-0';
    document.body.append(temporary);
  }
  target.focus({ preventScroll: true });
  target.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  // A visible box stays focused and selected when copying failed, ready for the visitor's own copy.
  if (temporary) temporary.remove();
  if (temporary || copied) previous?.focus({ preventScroll: true });
  return copied;
}
