import { useRef } from 'react';
import { copyText } from '../lib/clipboard';
import type { ConsultationFormCopy } from '../lib/consultation';
import { mailtoHref } from '../lib/contact-links';
import { controlClass, controlSpacing, labelClass } from './form-styles';

interface Props {
  /** The form's id maker, so the panel's ids share the form's prefix. */
  idOf: (part: string) => string;
  /** The firm's mailbox. */
  to: string;
  /** The whole request as text, shown and copied. */
  fullText: string;
  labels: ConsultationFormCopy['handoff'];
  /** Told whether the Copy request button put the text on the clipboard. */
  onCopied: (copied: boolean) => void;
}

/**
 * An address reads left to right in every language, so it keeps its order inside a right-to-left sentence; the request
 * takes the direction of its first letter, the subject's, as the email app will show it.
 *
 * Shown once the request has been handed to the email app or WhatsApp: the firm's address, a button that copies the
 * request, and the request itself in a read-only box, for a visitor whose app did not open or lost the text.
 */
export default function HandoffPanel({ idOf, to, fullText, labels, onCopied }: Props) {
  const previewRef = useRef<HTMLTextAreaElement>(null);
  const onCopy = async () => onCopied(await copyText(fullText, previewRef.current));

  return (
    <section
      aria-labelledby={idOf('handoff')}
      className="rounded-card border border-line-soft bg-surface-muted p-5 text-ink"
    >
      <h3 id={idOf('handoff')} className="text-lg">
        {labels.heading}
      </h3>
      <p className="mt-2">
        {labels.text}{' '}
        <a
          href={mailtoHref(to)}
          aria-label={to}
          dir="ltr"
          className="font-semibold text-link underline underline-offset-2"
        >
          <BreakableAddress address={to} />
        </a>
      </p>
      <button type="button" onClick={onCopy} className="mt-4 btn-secondary text-ink-strong">
        {labels.copyButton}
      </button>
      <label htmlFor={idOf('preview')} className={`${labelClass} mt-4`}>
        {labels.previewLabel}
      </label>
      <textarea
        ref={previewRef}
        id={idOf('preview')}
        readOnly
        dir="auto"
        rows={8}
        value={fullText}
        className={`${controlClass} ${controlSpacing} font-mono text-sm`}
      />
    </section>
  );
}

/**
 * An email address that may wrap after its "@" before it is broken anywhere else. Chromium reads the
 * break opportunity as a space, so the link carries the address as its accessible name.
 */
function BreakableAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
