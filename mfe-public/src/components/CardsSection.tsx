interface Card {
  name: string;
  text: string;
}

interface CardsSectionProps {
  id: string;
  title: string;
  cards: readonly Card[];
  /** Extra class for the card grid, e.g. `pub-cards--three`. */
  gridClassName?: string;
}

/** A tinted section of named cards: a program's methods or services. */
export function CardsSection({ id, title, cards, gridClassName }: CardsSectionProps) {
  return (
    <section className="pub-section pub-section--tinted" aria-labelledby={id}>
      <div className="pub-container">
        <h2 id={id}>{title}</h2>
        <ul className={gridClassName ? `pub-cards ${gridClassName}` : 'pub-cards'}>
          {cards.map((card) => (
            <li key={card.name} className="pub-card">
              <h3>{card.name}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
