import faq from '@fixtures/support/faq.json';

/** General questions (community.md §2): an accordion of the FAQ fixture, one native disclosure per question. */
export function Faq() {
  return (
    <div className="support-faq">
      {faq.map(({ question, answer }) => (
        <details key={question} className="support-faq__item">
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </div>
  );
}
