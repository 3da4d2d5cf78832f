import { toast } from '../toast';

/** The spec's copy action text (community.md §8). */
export const COPIED = 'Copied!';

/** Puts `text` on the clipboard and says so; a browser that refuses (no clipboard, no permission) says why. */
export async function copyText(text: string, failure: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(COPIED);
  } catch {
    toast.error(failure);
  }
}
