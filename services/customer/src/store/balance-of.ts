import { QueryTypes, type Sequelize } from 'sequelize';

/** A customer's sessions left; 0 for an id that is a lead, not (yet) a customer. */
export async function balanceOf(sequelize: Sequelize, customerId: string): Promise<number> {
  const [row] = await sequelize.query<{ num_of_trainings: number }>(
    'SELECT num_of_trainings FROM customer.customers WHERE id = $id',
    { type: QueryTypes.SELECT, bind: { id: customerId } },
  );
  return row?.num_of_trainings ?? 0;
}
