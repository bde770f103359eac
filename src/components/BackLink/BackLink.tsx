import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Icon } from '../Icon/Icon';

/** The link above a page's title that leads back up; its arrow turns with the reading direction. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="back-link">
      <Icon name="arrowBack" size={18} className="flip-in-rtl" />
      {children}
    </Link>
  );
}
