import { Link } from 'react-router-dom';
import { paths } from '@studio/shell-kit/paths';
import { messages } from '../../../config/messages';

const promos = [
  {
    to: paths.bodyTransformation,
    claim: messages.bodyTransformationPromo,
    program: 'Body Transformation Program',
  },
  { to: paths.weightLoss, claim: messages.weightLossPromo, program: 'Weight Loss Program' },
] as const;

/** The two program tiles; the whole tile is the link. */
export function ProgramPromos() {
  return (
    <section className="pub-section pub-section--tinted" aria-labelledby="programs-heading">
      <div className="pub-container">
        <h2 id="programs-heading">Our Programs</h2>
        <ul className="pub-promos">
          {promos.map((promo) => (
            <li key={promo.to}>
              <Link className="pub-promo" to={promo.to}>
                <span className="pub-promo__claim">{promo.claim}</span>
                <span className="pub-promo__program">{promo.program} &rarr;</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
