/** Runs the slash commands (community.md §5, §6) with the chat's look-ups; a refusal is a toast. */
import { toast } from '../../../components/toast';
import { useSession } from '../../auth';
import { openBetOverview } from '../../bets/bet-overview-store';
import { openUserProfile } from '../../profile';
import { fetchOnlineUsers, findGame, findUser, ignoreUser, unignoreUser, unmuteUser } from '../api';
import { commandUsage, findCommand, parseCommand, type CommandName } from '../commands';
import { CHAT_NOTICES, catalogueText, errorText } from '../texts';
import { useChat } from './chat-store';

/**
 * The signed-in player's ignore list changed: their messages hide or show at once from the answer, and the
 * session user is refreshed so that the stored session holds the new list too.
 */
function setIgnoreList(ignore: string[]): void {
  useSession.setState((session) => (session.user ? { user: { ...session.user, ignore } } : {}));
  void useSession.getState().refreshUser();
}

const ACTIONS: Record<CommandName, (argument: string) => Promise<void>> = {
  user: async (name) => openUserProfile((await findUser(name)).id),
  // '#41' as the overview writes bet numbers, or the bet's id.
  bet: async (id) => openBetOverview((await findGame(id.replace(/^#/, ''))).id),
  ignore: async (name) => {
    setIgnoreList((await ignoreUser(name)).ignore);
    toast.success(CHAT_NOTICES.ignored(name));
  },
  unignore: async (name) => {
    setIgnoreList((await unignoreUser(name)).ignore);
    toast.success(CHAT_NOTICES.unignored(name));
  },
  online: async () => useChat.getState().openPopup({ kind: 'online', names: await fetchOnlineUsers() }),
  quiz: async () => useChat.getState().openPopup({ kind: 'quiz' }),
  unmute: async (name) => {
    toast.success(catalogueText((await unmuteUser(name)).message));
  },
};

/** Runs a typed command; false when it was refused, so that the text stays to be corrected. */
export async function runCommand(text: string, moderator: boolean): Promise<boolean> {
  const parsed = parseCommand(text);
  const command = parsed && findCommand(parsed.name, moderator);
  if (!parsed || !command) {
    toast.error(CHAT_NOTICES.unknownCommand);
    return false;
  }
  if (command.argument && !parsed.argument) {
    toast.error(CHAT_NOTICES.usage(commandUsage(command)));
    return false;
  }
  try {
    await ACTIONS[command.name](parsed.argument);
    return true;
  } catch (error) {
    toast.error(errorText(error));
    return false;
  }
}
