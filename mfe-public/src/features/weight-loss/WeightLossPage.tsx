import { paths } from '@studio/shell-kit/paths';
import { BulletList } from '../../components/BulletList';
import { CardsSection } from '../../components/CardsSection';
import { ContactSection } from '../../components/ContactSection';
import { ProgramHeader } from '../../components/ProgramHeader';
import { PublicPage } from '../../components/PublicPage';
import { WhyAndWhoSection } from '../../components/WhyAndWhoSection';
import { messages } from '../../config/messages';

const goals = [
  'Lose weight safely and steadily',
  'Build healthy eating habits that last',
  'Gain strength and energy as the weight comes off',
] as const;

const methods = [
  'Cardio workouts to burn calories and build endurance',
  'Strength training to protect muscle and raise your metabolism',
  'Meal planning and habit coaching between sessions',
] as const;

const services = [
  {
    name: 'Nutritional Coaching',
    text: 'Customized meal plans built on a sensible calorie deficit and balanced macronutrients, so you lose fat without losing energy.',
  },
  {
    name: 'Strength Training',
    text: 'Resistance exercises that build lean muscle and boost your metabolism, so you keep burning calories at rest.',
  },
  {
    name: 'Behavioural Coaching',
    text: 'Build a positive relationship with food and stay motivated, with a coach who keeps you on track.',
  },
] as const;

const reasons = [
  'Holistic approach to physical and mental well-being',
  'Customized plans that fit your lifestyle',
  'Supportive community and expert guidance',
  'Sustainable and healthy weight loss',
] as const;

const suitableFor = [
  'Fitness beginners',
  'Those seeking weight loss and better health',
  'Anyone aiming for sustainable eating habits',
  'Individuals preferring structured support',
] as const;

export function WeightLossPage() {
  return (
    <PublicPage path={paths.weightLoss}>
      <ProgramHeader title="Weight Loss Program" claim={messages.weightLossPromo} />
      <section className="pub-section" aria-labelledby="overview-heading">
        <div className="pub-container pub-prose">
          <h2 id="overview-heading">Overview</h2>
          <p>
            Our weight loss program pairs coached workouts with nutrition and mindset support.
            Expect to see the scale move in 2 weeks, and to learn the habits that keep the weight
            off.
          </p>
          <h2 id="goals-heading">Goals</h2>
          <BulletList items={goals} />
          <h2 id="methods-heading">Methods</h2>
          <BulletList items={methods} />
        </div>
      </section>
      <CardsSection
        id="services-heading"
        title="Our Services"
        cards={services}
        gridClassName="pub-cards--three"
      />
      <WhyAndWhoSection reasons={reasons} suitableFor={suitableFor} />
      <ContactSection>
        <p>{messages.contactNoForms}</p>
      </ContactSection>
    </PublicPage>
  );
}
