import { paths } from '@studio/shell-kit/paths';
import { BulletList } from '../../components/BulletList';
import { CardsSection } from '../../components/CardsSection';
import { ContactSection } from '../../components/ContactSection';
import { ProgramHeader } from '../../components/ProgramHeader';
import { PublicPage } from '../../components/PublicPage';
import { WhyAndWhoSection } from '../../components/WhyAndWhoSection';
import { messages } from '../../config/messages';

const goals = [
  'Build lean muscle and visible definition',
  'Reduce body fat while keeping your strength',
  'Improve posture, mobility and everyday energy',
  'Leave with habits that keep the results',
] as const;

const methods = [
  {
    name: 'Tailored Training',
    text: 'Every session is planned around your body, your goals and your progress, with the load adjusted week by week.',
  },
  {
    name: 'Nutritional Guidance',
    text: 'Simple, practical eating plans that fuel your training and support fat loss and muscle growth.',
  },
  {
    name: 'Cardio Workouts',
    text: 'Conditioning sessions that burn fat, strengthen your heart and raise your stamina.',
  },
  {
    name: 'Recovery and Mobility',
    text: 'Stretching, mobility work and rest planning so you recover well and stay free of injury.',
  },
] as const;

const reasons = [
  'One-to-one coaching from certified trainers',
  'A plan built for your body, not a template',
  'Measurable progress you can see in 30 days',
  'Support with training, food and recovery together',
] as const;

const suitableFor = [
  'Anyone ready to change how they look and feel',
  'Beginners who want a safe, guided start',
  'Regular gym-goers whose progress has stalled',
  'Busy people who need an efficient, structured plan',
] as const;

export function BodyTransformationPage() {
  return (
    <PublicPage path={paths.bodyTransformation}>
      <ProgramHeader title="Body Transformation Program" claim={messages.bodyTransformationPromo} />
      <section className="pub-section" aria-labelledby="overview-heading">
        <div className="pub-container pub-prose">
          <h2 id="overview-heading">Overview</h2>
          <p>
            Our body transformation program combines strength training, nutrition and recovery into
            one coached plan. In 30 days you build the foundation for a stronger, leaner body, with
            a trainer beside you at every step.
          </p>
          <h2 id="goals-heading">Goals</h2>
          <BulletList items={goals} />
        </div>
      </section>
      <CardsSection id="methods-heading" title="Methods" cards={methods} />
      <WhyAndWhoSection reasons={reasons} suitableFor={suitableFor} />
      <ContactSection>
        <p>Ready to start your transformation? Message us and book your first session.</p>
      </ContactSection>
    </PublicPage>
  );
}
