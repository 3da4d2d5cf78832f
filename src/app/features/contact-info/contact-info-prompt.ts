/**
 * When the contact-info modal opens by itself (an operator choice; platform.md §9 only says at most once every
 * 24 h). A VIP host is worth offering to a player who has deposited: so it opens when a player with a verified
 * email and at least one credited deposit signs in, at most once every 24 hours of server time (a dismissal
 * counts), and never again once they gave their contact info in this browser. It never interrupts a visit under
 * way: not the moment a deposit is credited (a player who just deposited wants to play), nor when a page load
 * resumes a stored session (ContactInfoSlot). A player can always open it from their profile.
 */
import { CONTACT_INFO_RULES } from '@contract/contact-info';
import { DEPOSIT_STATUS } from '@contract/deposits';
import type { User } from '@contract/index';
import { api } from '../../api/api';
import { serverNow } from '../../api/server-clock';
import { readContactMemory, rememberContact } from './contact-info-memory';
import { openContactInfo } from './contact-info-store';

async function hasCreditedDeposit(): Promise<boolean> {
  const deposits = await api('POST /api/wallet/history/deposits');
  return deposits.some((deposit) => deposit.status === DEPOSIT_STATUS.credited);
}

export async function shouldOfferContactInfo(user: User): Promise<boolean> {
  // Deposits need a verified email (community.md): without one there is nothing to look up.
  if (!user.email || !user.email_verified || user.self_excluded) return false;
  const memory = readContactMemory(user._id);
  if (memory.given) return false;
  if (!(await hasCreditedDeposit())) return false;
  // Read after the call: its answer has just told the server clock the time.
  const now = serverNow() ?? Date.now();
  return memory.shownAt === undefined || now - memory.shownAt >= CONTACT_INFO_RULES.intervalMs;
}

/** Opens the modal if the rule above says so; a failed look-up simply offers nothing. */
export async function offerContactInfo(user: User): Promise<void> {
  try {
    if (!(await shouldOfferContactInfo(user))) return;
  } catch {
    return;
  }
  rememberContact(user._id, { shownAt: serverNow() ?? Date.now() });
  openContactInfo();
}
