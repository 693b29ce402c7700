import { useLingui } from '@lingui/react';
import { NavLink } from 'react-router';
import type { MenuItem } from './menu-items';

export interface MenuLinksProps {
  items: MenuItem[];
  className: string | undefined;
  onNavigate?: () => void;
}

export function MenuLinks({ items, className, onNavigate }: MenuLinksProps) {
  const { i18n } = useLingui();
  return (
    <ul role="list" style={{ display: 'contents' }}>
      {items.map((item) => (
        <li key={item.key} style={{ display: 'contents' }}>
          {item.external ? (
            <a className={className} href={item.href} rel="noopener" onClick={onNavigate}>
              {i18n._(item.label)}
            </a>
          ) : (
            <NavLink className={className ?? ''} to={item.href} onClick={onNavigate}>
              {i18n._(item.label)}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
