import { useEffect, useState } from 'react';
import { lazyComponent, whenIdle } from '../../../components/lazy';
import { useCalculator } from './calculator-store';

const CalculatorModal = lazyComponent(() =>
  import('./CalculatorModal').then((module) => module.CalculatorModal),
);

/** Mounted once in the global overlays; the calculator's code loads when the browser is idle, or when opened. */
export function CalculatorSlot() {
  const open = useCalculator((state) => state.open);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  useEffect(() => whenIdle(CalculatorModal.prefetch), []);
  return wanted ? <CalculatorModal /> : null;
}
