/**
 * Slash commands (community.md §5, §6): typed in the text area, run here and never sent as chat. Everyone
 * signed in has /user, /bet, /ignore and /unignore; moderators also /online, /quiz and /unmute.
 */

export type CommandName = 'user' | 'bet' | 'ignore' | 'unignore' | 'online' | 'quiz' | 'unmute';

export interface CommandInfo {
  name: CommandName;
  /** What the argument is, if the command takes one. */
  argument?: 'name' | 'id';
  description: string;
  moderatorOnly?: boolean;
}

export const COMMANDS: readonly CommandInfo[] = [
  { name: 'user', argument: 'name', description: "Open a player's profile" },
  { name: 'bet', argument: 'id', description: "Open a bet's overview" },
  { name: 'ignore', argument: 'name', description: "Hide a player's messages" },
  { name: 'unignore', argument: 'name', description: "Show a player's messages again" },
  { name: 'online', description: 'List the users online', moderatorOnly: true },
  { name: 'quiz', description: 'Start a quiz', moderatorOnly: true },
  { name: 'unmute', argument: 'name', description: "Lift a player's mute", moderatorOnly: true },
];

export const commandsFor = (moderator: boolean) =>
  COMMANDS.filter((command) => moderator || !command.moderatorOnly);

/** '/user [name]' as the commands panel and the usage hints write it. */
export const commandUsage = (command: CommandInfo) =>
  command.argument ? `/${command.name} [${command.argument}]` : `/${command.name}`;

export const isCommand = (text: string) => text.trimStart().startsWith('/');

export interface ParsedCommand {
  /** Lower-cased, without the slash. */
  name: string;
  /** The rest of the line, trimmed; a name argument loses one trailing '.'. */
  argument: string;
}

/** Names typed at the end of a sentence ('/user bob.') lose that one dot; 'j.doe' keeps its own. */
export const withoutTrailingDot = (name: string) => name.replace(/\.$/, '');

export function parseCommand(text: string): ParsedCommand | null {
  const match = /^\/(\S*)\s*(.*)$/s.exec(text.trim());
  if (!match) return null;
  const name = match[1]!.toLowerCase();
  const rest = match[2]!.trim();
  const info = COMMANDS.find((command) => command.name === name);
  return { name, argument: info?.argument === 'name' ? withoutTrailingDot(rest).trim() : rest };
}

/** The command a role may run, or null for an unknown one (or a moderator's, typed by anyone else). */
export function findCommand(name: string, moderator: boolean): CommandInfo | null {
  return commandsFor(moderator).find((command) => command.name === name) ?? null;
}
