import { useRef, useState } from 'preact/hooks';

/**
 * A key to copy, shown whole (it wraps on a phone): a button where the clipboard allows it,
 * the text selected to copy by hand where it does not. What the copy did is announced.
 * `of` names, for a screen reader, whose key it is when several share a screen; `afterCopy`
 * says where the copied key belongs.
 */
export function KeyBox({
  label,
  value,
  copyText = 'Copy key',
  of,
  afterCopy = 'Paste it somewhere safe.',
}: {
  label: string;
  value: string;
  copyText?: string;
  of?: string;
  afterCopy?: string;
}) {
  const input = useRef<HTMLTextAreaElement>(null);
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid(`Copied. ${afterCopy}`);
    } catch {
      input.current?.select();
      setSaid('Your browser did not let the page copy: the key is selected, copy it yourself.');
    }
  };
  return (
    <div class="key-box">
      <label>
        <span>
          {label}
          {of && <span class="visually-hidden"> of {of}</span>}
        </span>
        <textarea ref={input} readOnly rows={2} value={value} data-key onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" class="secondary" onClick={copy}>
        {copyText}
        {of && <span class="visually-hidden"> of {of}</span>}
      </button>
      <p class="muted small" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
