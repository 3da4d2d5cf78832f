import { BYTES_PER_FLOAT, FLOATS_PER_ROUND, type RoundTrace } from '@contract/index';

/** Each HMAC round used: its message, its 32 bytes in groups of 4, and the float each group makes. */
export function RoundsTable({ rounds, floats }: { rounds: RoundTrace[]; floats: number[] }) {
  return (
    <div className="fairness-rounds">
      {rounds.map((round) => (
        <section key={round.round} aria-label={`Round ${round.round}`} className="fairness-round">
          <h3>
            Round {round.round}: <code>HMAC_SHA256(server seed, "{round.message}")</code>
          </h3>
          <p className="fairness-hex">
            <code>{round.hex}</code>
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Bytes</th>
                <th scope="col">Float</th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: FLOATS_PER_ROUND }, (_, slot) => {
                const index = round.round * FLOATS_PER_ROUND + slot;
                if (index >= floats.length) return null;
                const bytes = round.bytes.slice(slot * BYTES_PER_FLOAT, (slot + 1) * BYTES_PER_FLOAT);
                return (
                  <tr key={slot}>
                    <td>{index}</td>
                    <td>
                      <code>({bytes.join(', ')})</code>
                    </td>
                    <td>
                      <code>{floats[index]!.toFixed(12)}</code>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
