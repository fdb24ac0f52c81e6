import { randomInt } from 'node:crypto';
import { customerSchema } from '@studio/customer-service/context';
import { insertLead } from '@studio/customer-service/store/leads';
import { createDatabase } from '@studio/service-kit/database';

/**
 * A lead whose trial is with `trainerId`, recorded as the trial holds route records one, for
 * tests that need a lead of a given trainer without walking the public flow.
 */
export async function seededLead(databaseUrl: string, trainerId: string): Promise<string> {
  const sequelize = createDatabase({ url: databaseUrl, schema: customerSchema });
  try {
    const phone = String(randomInt(80_000_000, 99_999_999));
    return await insertLead(
      sequelize,
      {
        name: 'Matrix Lead',
        email: `lead-${phone}@example.com`,
        phone,
        goal: 'other',
        heardFrom: null,
        parq: [false, false, false, false, false, false, false],
        doctorClearance: null,
        termsVersion: 'terms-test',
        pdpaVersion: 'pdpa-test',
        utm: { source: null, medium: null, campaign: null },
        referrer: null,
        trainerId,
        sessionId: null,
        sessionStart: null,
        holdExpiresAt: null,
        paymentReference: null,
      },
      new Date(),
    );
  } finally {
    await sequelize.close();
  }
}
