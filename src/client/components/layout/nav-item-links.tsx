import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { navItems, type NavItem } from '#client/components/layout/nav-items.ts';
import { SectionLink } from '#client/components/layout/section-link.tsx';
import { cn } from '#client/lib/cn.ts';
import type { NavigationOrigin } from '#client/lib/section-navigation.ts';

interface NavLinkStyle {
  /** The menu the links are in. */
  origin: NavigationOrigin;
  className: string;
  /** Marks the page that is open (the header). */
  activeClassName?: string;
  /** Follows each label (the mobile menu's chevron). */
  after?: ReactNode;
  /** Runs on a click (the mobile menu closes). */
  onNavigate?: () => void;
}

/**
 * The header's entries (nav-items.ts) as the links of a menu: a page through the router, a
 * landing section through SectionLink.
 */
export function NavItemLinks(style: NavLinkStyle) {
  return (
    <>
      {navItems.map((item) => (
        <NavItemLink key={item.labelKey} item={item} {...style} />
      ))}
    </>
  );
}

function NavItemLink({
  item,
  origin,
  className,
  activeClassName,
  after,
  onNavigate,
}: NavLinkStyle & { item: NavItem }) {
  const { t } = useTranslation();
  const label = t(item.labelKey);
  if (item.kind === 'section') {
    return (
      <SectionLink
        section={item.section}
        origin={origin}
        className={className}
        onNavigate={onNavigate}
      >
        {label}
        {after}
      </SectionLink>
    );
  }
  if (activeClassName) {
    return (
      <NavLink
        to={item.to}
        className={({ isActive }) => cn(className, isActive && activeClassName)}
        onClick={onNavigate}
      >
        {label}
        {after}
      </NavLink>
    );
  }
  return (
    <Link to={item.to} className={className} onClick={onNavigate}>
      {label}
      {after}
    </Link>
  );
}
