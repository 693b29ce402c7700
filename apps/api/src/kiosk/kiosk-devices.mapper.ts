// A device row as the staff contract shows it (libs/graphql/staff-schema/devices.graphql).
import type { KioskDevice as KioskDeviceGql } from '../graphql/generated/staff-resolvers';
import type { DeviceRow } from './kiosk-devices.service';

export function toKioskDevice(row: DeviceRow): KioskDeviceGql {
  return {
    id: row.id,
    name: row.name,
    branch_id: row.branch_id,
    state: row.revoked_at ? 'revoked' : row.paired_at ? 'paired' : 'waiting',
    created_at: row.created_at.toISOString(),
    paired_at: row.paired_at?.toISOString() ?? null,
    last_seen_at: row.last_seen_at?.toISOString() ?? null,
  };
}
