import { QueryTypes, type Sequelize } from 'sequelize';

/** The customer's trainer id (null without one), or undefined when there is no such customer. */
export async function trainerOfCustomer(
  sequelize: Sequelize,
  customerId: string,
): Promise<string | null | undefined> {
  const [row] = await sequelize.query<{ trainer_id: string | null }>(
    'SELECT trainer_id FROM customer.customers WHERE id = $customerId',
    { type: QueryTypes.SELECT, bind: { customerId } },
  );
  return row ? row.trainer_id : undefined;
}
