import { QueryTypes, type Sequelize } from 'sequelize';

/**
 * A reader of the time zone whose business months a kept (trigger-maintained) table counts in,
 * recorded by its migration in the one-row table `zoneTable`. Read once per database handle: only
 * a migration changes it. A failed read is not remembered.
 */
export function keptZoneReader(zoneTable: string): (sequelize: Sequelize) => Promise<string> {
  const zones = new WeakMap<Sequelize, Promise<string>>();
  return (sequelize) => {
    let zone = zones.get(sequelize);
    if (!zone) {
      zone = sequelize
        .query<{ timeZone: string }>(`SELECT time_zone AS "timeZone" FROM ${zoneTable}`, {
          type: QueryTypes.SELECT,
        })
        .then(([row]) => row?.timeZone ?? '');
      zone.catch(() => zones.delete(sequelize));
      zones.set(sequelize, zone);
    }
    return zone;
  };
}
