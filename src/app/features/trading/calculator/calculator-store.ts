/**
 * Whether the ROI calculator overlay (platform.md §2 "Trading ROI calculator overlay") is open. Any screen opens
 * it with openCalculator(); the overlay is mounted once, in the global overlays, and loads its code on first use.
 */
import { create } from 'zustand';

export const useCalculator = create<{ open: boolean }>(() => ({ open: false }));

export const openCalculator = () => useCalculator.setState({ open: true });
export const closeCalculator = () => useCalculator.setState({ open: false });
