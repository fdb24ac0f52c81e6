import { business } from '@studio/shell-kit/business';
import { paths } from '@studio/shell-kit/paths';

export const publicPaths = [
  paths.home,
  paths.founder,
  paths.bodyTransformation,
  paths.weightLoss,
  paths.trial,
] as const;
export type PublicPath = (typeof publicPaths)[number];

export interface PageMeta {
  /** Unique per page: search results and browser tabs show it. */
  title: string;
  description: string;
}

const studio = business.studioName;

export const pageMeta: Record<PublicPath, PageMeta> = {
  [paths.home]: {
    title: `${studio} | Personal Training and Body Transformation in Singapore`,
    description: `Personal training in Singapore with ${business.founderName}: transform your body in 30 days or lose weight in 2 weeks. Commit now to a trial session for just $${business.prices.trialSessionSgd}.`,
  },
  [paths.founder]: {
    title: `Meet the Founder, ${business.founderName} | ${studio}`,
    description: `${business.founderName}, founder of ${studio}: certified personal trainer, fat loss coach and rehab trainer, with five bodybuilding competition placings.`,
  },
  [paths.bodyTransformation]: {
    title: `Body Transformation Program: Transform Your Body in 30 Days | ${studio}`,
    description: `A 30-day body transformation program in Singapore: tailored training, nutritional guidance, cardio workouts, and recovery and mobility work, coached one to one.`,
  },
  [paths.weightLoss]: {
    title: `Weight Loss Program: Lose Weight in 2 Weeks | ${studio}`,
    description: `A weight loss program in Singapore with nutritional coaching, strength training and behavioural coaching for sustainable, healthy weight loss.`,
  },
  [paths.trial]: {
    title: `Book Your $${business.prices.trialSessionSgd} Trial Session Online | ${studio}`,
    description: `Choose a time, answer a few health questions and pay $${business.prices.trialSessionSgd} by PayNow: your personal training trial session with ${studio} in Singapore, booked in three minutes.`,
  },
};

export function canonicalUrl(path: PublicPath): string {
  return new URL(path, business.siteUrl).toString();
}
