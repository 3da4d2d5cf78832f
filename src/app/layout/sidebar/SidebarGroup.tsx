import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../components/Icon';
import type { NavItem } from '../nav-links';

/** An expandable group of links (Originals, Casino). */
export function SidebarGroup({ label, items }: { label: string; items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="sidebar-group">
      <button
        type="button"
        className="sidebar__item sidebar-group__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <Icon name="chevron" />
      </button>
      <ul id={listId} className="sidebar-group__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="sidebar__item sidebar__item--nested">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
