/**
 * The movable live sport widget (community.md "Movable live sport widget"): which match it shows, if any. Any
 * sport screen opens it for a match; the layout shows it over every page until it is closed (LiveWidgetSlot).
 */
import { create } from 'zustand';

interface WidgetState {
  matchId: string | null;
}

export const useSportWidget = create<WidgetState>(() => ({ matchId: null }));

export const openLiveWidget = (matchId: string) => useSportWidget.setState({ matchId });
export const closeLiveWidget = () => useSportWidget.setState({ matchId: null });
