import { Modal } from '../../../components/modal';
import { RainForm } from '../../profile/tips/RainForm';
import { useChat } from '../room/chat-store';
import { QuizForm } from './QuizForm';

/** The chat's popups: the online-users list and the quiz form (moderators), and the rain form. */
export function ChatPopups({ channel }: { channel: string }) {
  const popup = useChat((state) => state.popup);
  const close = useChat((state) => state.closePopup);
  if (!popup) return null;
  if (popup.kind === 'online') {
    return (
      <Modal open onClose={close} title={`Total: ${popup.names.length} user(s)`}>
        <ol className="chat-online-list">
          {popup.names.map((name, index) => (
            <li key={`${index}-${name}`}>{name}</li>
          ))}
        </ol>
      </Modal>
    );
  }
  if (popup.kind === 'quiz') {
    return (
      <Modal open onClose={close} title="Quiz">
        <QuizForm channel={channel} onCreated={close} />
      </Modal>
    );
  }
  return (
    <Modal open onClose={close} title="Rain">
      <RainForm channel={channel} onSent={close} />
    </Modal>
  );
}
