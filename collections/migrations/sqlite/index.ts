import * as migration_20261129_010756_initial from './20261129_010756_initial';
import * as migration_20261129_013747_wishlist_default_of from './20261129_013747_wishlist_default_of';
import * as migration_20261129_035658_partner_fleets from './20261129_035658_partner_fleets';
import * as migration_20261129_075536_partner_booking_saga from './20261129_075536_partner_booking_saga';
import * as migration_20261202_130023_imprint from './20261202_130023_imprint';
import * as migration_20261202_163340_booking_reference from './20261202_163340_booking_reference';

export const migrations = [
  {
    up: migration_20261129_010756_initial.up,
    down: migration_20261129_010756_initial.down,
    name: '20261129_010756_initial',
  },
  {
    up: migration_20261129_013747_wishlist_default_of.up,
    down: migration_20261129_013747_wishlist_default_of.down,
    name: '20261129_013747_wishlist_default_of',
  },
  {
    up: migration_20261129_035658_partner_fleets.up,
    down: migration_20261129_035658_partner_fleets.down,
    name: '20261129_035658_partner_fleets',
  },
  {
    up: migration_20261129_075536_partner_booking_saga.up,
    down: migration_20261129_075536_partner_booking_saga.down,
    name: '20261129_075536_partner_booking_saga',
  },
  {
    up: migration_20261202_130023_imprint.up,
    down: migration_20261202_130023_imprint.down,
    name: '20261202_130023_imprint',
  },
  {
    up: migration_20261202_163340_booking_reference.up,
    down: migration_20261202_163340_booking_reference.down,
    name: '20261202_163340_booking_reference'
  },
];
