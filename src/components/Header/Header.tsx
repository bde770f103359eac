import './Header.css';

import { type FocusEvent, type KeyboardEvent, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';

import { sessionAtom } from '../../state/account';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { signOutAtom } from '../../state/signOut';
import { toast } from '../../state/toast';
import { Icon } from '../Icon/Icon';

export const HEADER_SHADOW_SCROLL_PX = 10;

function subscribeToScroll(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/**
 * Whether the page is scrolled past `threshold`. A pre-rendered page (vite.config.ts, landingPages) was
 * rendered unscrolled, and is hydrated so, then follows the page: it can be scrolled before it is hydrated.
 */
function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

export function Header() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  // Going to another page closes the menu, adjusted while rendering rather than in an effect: an effect
  // runs on mount too, in a later task, and undid a tap that came before it (a slow phone, a pre-rendered
  // page being hydrated).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const menuId = useId();

  const onSignOut = async () => {
    try {
      await signOut();
      navigate('/');
    } catch {
      toast.error(t('errors.signOutFailed'));
    }
  };

  const navClass = ({ isActive }: { isActive: boolean }) => `header__link${isActive ? ' header__link--active' : ''}`;

  // The open menu covers the page: Escape closes it (back to its button), and so does moving the focus
  // to something outside the header, so a keyboard never works behind it. A blur to nothing is left
  // alone: Safari focuses no link on a tap, and closing then would take the tapped link away.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggleRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (menuOpen && next && !event.currentTarget.contains(next)) setMenuOpen(false);
  };

  return (
    <header
      className={`header${scrolled ? ' header--scrolled' : ''}`}
      data-scrolled={scrolled}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className="header__inner">
        <Link to="/" className="header__logo" aria-label={t('header.homeLink')}>
          <span className="header__logo-mark">
            <Icon name="recycle" size={22} />
          </span>
          <span className="header__logo-text">RecycleSmart</span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">{menuOpen ? t('header.closeMenu') : t('header.openMenu')}</span>
        </button>

        <nav
          id={menuId}
          className={`header__nav${menuOpen ? ' header__nav--open' : ''}`}
          aria-label={t('header.navigation')}
        >
          <NavLink to="/education" className={navClass}>
            {t('header.education')}
          </NavLink>
          <NavLink to="/community" className={navClass}>
            {t('header.community')}
          </NavLink>
          {session.status === 'signedIn' ? (
            <>
              <NavLink to="/dashboard" className={navClass}>
                {t('header.dashboard')}
              </NavLink>
              <button
                type="button"
                className="button button--ghost header__action"
                onClick={onSignOut}
                data-testid="sign-out"
              >
                {t('header.signOut')}
              </button>
            </>
          ) : (
            <Link to="/login" className="button button--primary header__action">
              {t('header.signIn')}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
