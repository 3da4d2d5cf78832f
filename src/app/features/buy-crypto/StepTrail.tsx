import clsx from 'clsx';

const STEPS = [
  { id: 'amount', name: 'Amount' },
  { id: 'card', name: 'Card' },
  { id: 'order', name: 'Delivery' },
] as const;

/** Where the player is: amount, card, delivery. */
export function StepTrail({ step }: { step: (typeof STEPS)[number]['id'] }) {
  const at = STEPS.findIndex((entry) => entry.id === step);
  return (
    <ol className="buy-trail" aria-label="Steps">
      {STEPS.map((entry, index) => (
        <li
          key={entry.id}
          className={clsx(index < at && 'buy-trail--done', index === at && 'buy-trail--now')}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className="buy-trail__number">{index + 1}</span>
          {entry.name}
        </li>
      ))}
    </ol>
  );
}
