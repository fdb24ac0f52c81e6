import { QueryTypes, type Sequelize } from 'sequelize';

const zones = new WeakMap<Sequelize, Promise<string>>();

/**
 * The time zone whose months `completed_by_trainer_month` keeps (recorded by its migration). Read
 * once per database handle: only a migration changes it.
 */
export function keptCountsZone(sequelize: Sequelize): Promise<string> {
  let zone = zones.get(sequelize);
  if (!zone) {
    zone = sequelize
      .query<{ timeZone: string }>('SELECT time_zone AS "timeZone" FROM kept_counts_zone', {
        type: QueryTypes.SELECT,
      })
      .then(([row]) => row?.timeZone ?? '');
    zone.catch(() => zones.delete(sequelize));
    zones.set(sequelize, zone);
  }
  return zone;
}
