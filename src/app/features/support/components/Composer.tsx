import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SUPPORT_LIMITS } from '@contract/index';

export interface ComposerProps {
  /** Sends the text; true when it went through (the box is then emptied). */
  onSend(text: string): Promise<boolean>;
}

/** The message box: Enter sends, Shift+Enter starts a new line; the server checks the length (code 1). */
export function Composer({ onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const empty = text.trim().length === 0;

  async function submit() {
    if (busy || empty) return;
    setBusy(true);
    const sent = await onSend(text);
    setBusy(false);
    if (sent) setText('');
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form className="support-composer" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        Your message
      </label>
      <textarea
        id={id}
        value={text}
        rows={2}
        maxLength={SUPPORT_LIMITS.maxLength}
        placeholder="Write a message…"
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button--primary" disabled={busy || empty}>
        {busy ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}
