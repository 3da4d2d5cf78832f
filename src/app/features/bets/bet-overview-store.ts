import { create } from 'zustand';

interface BetOverviewState {
  /** The bet whose overview popup is open, or null. */
  betId: string | null;
  open(betId: string): void;
  close(): void;
}

export const useBetOverview = create<BetOverviewState>()((set) => ({
  betId: null,
  open: (betId) => set({ betId }),
  close: () => set({ betId: null }),
}));

export const openBetOverview = (betId: string) => useBetOverview.getState().open(betId);

/** The shareable address of a bet: any page with ?bet={id} opens its overview. */
export const betShareUrl = (betId: string, origin = window.location.origin) =>
  `${origin}/?bet=${encodeURIComponent(betId)}`;
