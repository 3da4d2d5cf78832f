import { useState } from 'react';
import { FormField } from '../../auth/forms/FormField';
import { createQuiz } from '../api';

/**
 * Quiz creation (community.md §2, §5, §8): question and answer, no checks of the client's own; Send is
 * disabled while the call is out and enabled again if it fails, with nothing else shown.
 */
export function QuizForm({ channel, onCreated }: { channel: string; onCreated: () => void }) {
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [pending, setPending] = useState(false);

  async function send() {
    setPending(true);
    try {
      await createQuiz(question, answer, channel);
      onCreated();
    } catch {
      setPending(false);
    }
  }

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FormField label="Question" value={question} onChange={(event) => setQuestion(event.target.value)} />
      <FormField label="Answer" value={answer} onChange={(event) => setAnswer(event.target.value)} />
      <button type="submit" className="button button--primary" disabled={pending}>
        Send
      </button>
    </form>
  );
}
