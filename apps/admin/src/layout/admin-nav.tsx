// The back office's sections. A section shows only where the signed-in account's grants allow it at the
// chosen branch (docs/access.md, Permission table): the server refuses the rest anyway.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { can, type Action, type Subject } from '@sabai/access';
import { NavLink } from 'react-router';
import type { AdminContext } from '../session/admin-context';
import { staffActor } from '../session/staff-actor';
import styles from './admin-layout.module.css';

interface Section {
  to: string;
  label: MessageDescriptor;
  needs: readonly [Action, Subject];
}

// One line per section, in the order a desk uses them.
const SECTIONS: readonly Section[] = [
  { to: '/', label: msg`Day sheet`, needs: ['read', 'booking'] },
  { to: '/new-booking', label: msg`New booking`, needs: ['create', 'booking'] },
  { to: '/scan', label: msg`Check in by QR`, needs: ['check_in', 'booking'] },
  { to: '/requests', label: msg`Group requests`, needs: ['read', 'booking'] },
  { to: '/audit', label: msg`Audit log`, needs: ['read', 'audit_log'] },
  { to: '/refunds', label: msg`Refunds`, needs: ['refund', 'booking'] },
  { to: '/members', label: msg`Members`, needs: ['read', 'member_account'] },
  { to: '/devices', label: msg`Kiosk devices`, needs: ['manage', 'device'] },
  { to: '/reports', label: msg`Reports`, needs: ['read', 'report'] },
  { to: '/staff', label: msg`Staff`, needs: ['manage', 'staff'] },
  { to: '/catalog', label: msg`Catalogue`, needs: ['manage', 'catalog'] },
  { to: '/promotions', label: msg`Promotions`, needs: ['manage', 'catalog'] },
  { to: '/courses', label: msg`Courses`, needs: ['manage', 'catalog'] },
  { to: '/branches', label: msg`Branch settings`, needs: ['manage', 'catalog'] },
  { to: '/settings', label: msg`Brand settings`, needs: ['manage', 'catalog'] },
  { to: '/rewards', label: msg`Member rewards`, needs: ['manage', 'catalog'] },
  { to: '/kiosk-screens', label: msg`Kiosk screens`, needs: ['manage', 'catalog'] },
  { to: '/legal', label: msg`Legal texts`, needs: ['manage', 'catalog'] },
  { to: '/messages', label: msg`Undelivered messages`, needs: ['manage', 'message'] },
];

export function AdminNav({ context }: { context: AdminContext }) {
  const { i18n } = useLingui();
  const actor = staffActor(context.staff);
  const target = context.branch ? { brandId: context.branch.brand_id, branchId: context.branch.id } : {};
  const shown = SECTIONS.filter((s) => can(actor, s.needs[0], s.needs[1], target));
  return (
    <nav aria-label={i18n._(msg`Sections`)} className={styles.nav}>
      <ul>
        {shown.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={section.to === '/'}>
              {i18n._(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
