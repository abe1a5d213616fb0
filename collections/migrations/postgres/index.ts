import * as migration_20261129_010757_initial from './20261129_010757_initial';
import * as migration_20261129_013749_wishlist_default_of from './20261129_013749_wishlist_default_of';
import * as migration_20261129_035659_partner_fleets from './20261129_035659_partner_fleets';
import * as migration_20261129_075537_partner_booking_saga from './20261129_075537_partner_booking_saga';
import * as migration_20261129_081511_partner_cancel_steps from './20261129_081511_partner_cancel_steps';
import * as migration_20261202_130024_imprint from './20261202_130024_imprint';
import * as migration_20261202_163343_booking_reference from './20261202_163343_booking_reference';

export const migrations = [
  {
    up: migration_20261129_010757_initial.up,
    down: migration_20261129_010757_initial.down,
    name: '20261129_010757_initial',
  },
  {
    up: migration_20261129_013749_wishlist_default_of.up,
    down: migration_20261129_013749_wishlist_default_of.down,
    name: '20261129_013749_wishlist_default_of',
  },
  {
    up: migration_20261129_035659_partner_fleets.up,
    down: migration_20261129_035659_partner_fleets.down,
    name: '20261129_035659_partner_fleets',
  },
  {
    up: migration_20261129_075537_partner_booking_saga.up,
    down: migration_20261129_075537_partner_booking_saga.down,
    name: '20261129_075537_partner_booking_saga',
  },
  {
    up: migration_20261129_081511_partner_cancel_steps.up,
    down: migration_20261129_081511_partner_cancel_steps.down,
    name: '20261129_081511_partner_cancel_steps',
  },
  {
    up: migration_20261202_130024_imprint.up,
    down: migration_20261202_130024_imprint.down,
    name: '20261202_130024_imprint',
  },
  {
    up: migration_20261202_163343_booking_reference.up,
    down: migration_20261202_163343_booking_reference.down,
    name: '20261202_163343_booking_reference'
  },
];
