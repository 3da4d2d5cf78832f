/**
 * The rules agreement (community.md §4): a signed-in player must read and accept the rules before the send
 * area works; the acceptance is a persisted preference. The rules panel also opens by itself the first time
 * the text area is clicked, which a local flag records.
 */
import { STORAGE_KEY } from '@contract/index';
import { usePreferences } from '../../../stores/app-store';
import { useChat } from './chat-store';

const RULES_SHOWN_FLAG = `${STORAGE_KEY}:chatRulesShown`;

export const useRulesAccepted = () => usePreferences((state) => state.chatRulesAgreed);

export function acceptRules(): void {
  usePreferences.getState().set({ chatRulesAgreed: true });
  useChat.getState().closePanel();
}

export function openRulesOnFirstClick(): void {
  if (localStorage.getItem(RULES_SHOWN_FLAG)) return;
  localStorage.setItem(RULES_SHOWN_FLAG, '1');
  useChat.getState().openPanel('rules');
}
