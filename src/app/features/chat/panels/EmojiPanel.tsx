import { useState } from 'react';
import { focusComposer } from '../components/Composer';
import { useChat } from '../room/chat-store';
import { PanelFrame } from './PanelFrame';
import { ExtensionGate } from '../../../components/extension-gate';
import { StickerPicker } from './StickerPicker';

type Tab = 'emoji' | 'stickers';

/** Adds `:id:` to the draft, spaced from what is already typed. */
function insertEmoji(id: string) {
  const { draft, setDraft } = useChat.getState();
  const gap = draft === '' || draft.endsWith(' ') ? '' : ' ';
  setDraft(`${draft}${gap}:${id}: `);
  focusComposer();
}

function EmojiGrid() {
  const packs = useChat((state) => state.packs);
  if (packs.length === 0) return <p>No emoji packs.</p>;
  return packs.map((pack) => (
    <section key={pack._id} aria-label={pack.metadata.name} className="chat-emoji-pack">
      <h4>{pack.metadata.name}</h4>
      <ul className="chat-emoji-pack__grid">
        {pack.files.map((file) => (
          <li key={file.id}>
            <button type="button" aria-label={`:${file.id}:`} onClick={() => insertEmoji(file.id)}>
              <img src={file.path} alt="" width={24} height={24} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  ));
}

/** The emoji and sticker picker (signed-in players only). */
export function EmojiPanel({ onSticker, canSend }: { onSticker: (url: string) => void; canSend: boolean }) {
  const [tab, setTab] = useState<Tab>('emoji');
  return (
    <PanelFrame panel="emoji" title="Emoji and stickers">
      <div role="group" aria-label="Picker" className="chat-tabs">
        {(['emoji', 'stickers'] as const).map((name) => (
          <button key={name} type="button" aria-pressed={tab === name} onClick={() => setTab(name)}>
            {name === 'emoji' ? 'Emoji list' : 'Stickers'}
          </button>
        ))}
      </div>
      {tab === 'emoji' ? (
        <EmojiGrid />
      ) : (
        <ExtensionGate route="POST /api/chat/stickers">
          <StickerPicker onPick={onSticker} disabled={!canSend} />
        </ExtensionGate>
      )}
    </PanelFrame>
  );
}
