import { SUPPORT_EMAIL } from '@ai-realty/shared/constants';
import { Link } from 'react-router';

const linkClass =
  'hover:text-accent-800 hover:underline dark:hover:text-accent-200 focus-visible:underline focus-visible:outline-none';

/**
 * The signed-in footer: one slim line. The sidebar already carries the workspace links, so only the
 * legal pages, contact and the AI disclaimer remain (docs/product/navigation.md#signed-in-shell).
 */
export function AppFooter() {
  return (
    <footer className="border-t border-slate-200 print:hidden dark:border-slate-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-slate-500 sm:px-6 xl:flex-row xl:items-center xl:justify-between xl:gap-6 dark:text-slate-400">
        <p>AI-generated content is provided as is. Review and verify it before you publish or rely on it.</p>
        <nav
          aria-label="Footer"
          className="flex flex-wrap items-center gap-x-4 gap-y-1 xl:shrink-0 xl:flex-nowrap"
        >
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>
          <Link to="/terms-of-service" className={linkClass}>
            Terms of Service
          </Link>
          <Link to="/contact" className={linkClass}>
            Contact
          </Link>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>
          <span>© {new Date().getFullYear()} AI Realty</span>
        </nav>
      </div>
    </footer>
  );
}
