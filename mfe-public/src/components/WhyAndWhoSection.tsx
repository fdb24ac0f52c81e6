import { messages } from '../config/messages';
import { BulletList } from './BulletList';

interface WhyAndWhoSectionProps {
  reasons: readonly string[];
  suitableFor: readonly string[];
}

/** The program pages' 'Why choose this program?' and 'Who is this suitable for?' lists, side by side. */
export function WhyAndWhoSection({ reasons, suitableFor }: WhyAndWhoSectionProps) {
  return (
    <section className="pub-section" aria-labelledby="why-heading">
      <div className="pub-container pub-columns">
        <div>
          <h2 id="why-heading">{messages.whyChoose}</h2>
          <BulletList items={reasons} />
        </div>
        <div>
          <h2 id="who-heading">{messages.whoIsItFor}</h2>
          <BulletList items={suitableFor} />
        </div>
      </div>
    </section>
  );
}
