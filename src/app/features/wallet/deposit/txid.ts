/**
 * Manual deposit verification's transaction id (platform.md §5): a pasted explorer link, or an id with a
 * trailing slash, is cut down to its last path segment; what remains must have at least 8 characters.
 */
export const MIN_TXID_LENGTH = 8;
/** The spec gives the rule, not the words: ours. */
export const TXID_TOO_SHORT = `Enter a transaction id of at least ${MIN_TXID_LENGTH} characters`;

/** The last non-empty path segment of what was pasted, without a link's scheme, host, query or fragment. */
export function normaliseTxid(pasted: string): string {
  return (
    pathOf(pasted.trim())
      .split('/')
      .filter((segment) => segment.length > 0)
      .at(-1) ?? ''
  );
}

function pathOf(text: string): string {
  try {
    // A whole link (https://etherscan.io/tx/0xabc…/?foo#bar): only its path counts.
    return new URL(text).pathname;
  } catch {
    // Not a link: an id, or a link without its scheme (blockchair.com/bitcoin/transaction/abc…/).
    return text.split(/[?#]/, 1)[0]!;
  }
}

export const isTxid = (pasted: string): boolean => normaliseTxid(pasted).length >= MIN_TXID_LENGTH;
