import { Modal } from '../../../components/modal';
import { CalculatorPanel } from './CalculatorPanel';
import { closeCalculator, useCalculator } from './calculator-store';

/** The calculator in the app's modal: stackable, closed by Escape, the backdrop, the close button or a drag down. */
export function CalculatorModal() {
  const open = useCalculator((state) => state.open);
  return (
    <Modal open={open} onClose={closeCalculator} title="ROI calculator" className="calculator-modal">
      <CalculatorPanel />
    </Modal>
  );
}
