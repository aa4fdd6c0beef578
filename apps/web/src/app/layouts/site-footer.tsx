import { LEGAL_EMAIL, SUPPORT_EMAIL, TECH_SUPPORT_EMAIL } from '@ai-realty/shared/constants';
import { Link } from 'react-router';

type FooterLink = { label: string; to: string };

const appLinks: FooterLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Properties', to: '/properties' },
  { label: 'AI Generation', to: '/ai' },
  { label: 'Responses', to: '/responses' },
  { label: 'Buy Credits', to: '/payment' },
  { label: 'Account Settings', to: '/profile' },
];

const productLinks: FooterLink[] = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

const legalLinks: FooterLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
];

const mailLinks = [
  { label: 'Support', email: SUPPORT_EMAIL },
  { label: 'Technical support', email: TECH_SUPPORT_EMAIL },
  { label: 'Legal inquiries', email: LEGAL_EMAIL },
];

const linkClass =
  'text-sm text-slate-600 hover:text-accent-800 hover:underline dark:text-slate-400 dark:hover:text-accent-200';

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wide text-slate-900 uppercase dark:text-slate-200">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

/** The public site's footer; the signed-in app has its own slim one (app-footer.tsx). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          <Column title="Product">
            {productLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </Column>
          <Column title="Workspace">
            {appLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </Column>
          <Column title="Legal">
            {legalLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {l.label}
                </Link>
              </li>
            ))}
          </Column>
          <Column title="Get in touch">
            {mailLinks.map((m) => (
              <li key={m.email}>
                <a href={`mailto:${m.email}`} className={linkClass}>
                  <span className="block">{m.label}</span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{m.email}</span>
                </a>
              </li>
            ))}
          </Column>
        </div>
        <div className="mt-8 flex flex-col gap-2 border-t border-slate-200 pt-6 text-xs text-slate-500 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:text-slate-400">
          <p>
            AI-generated content is provided as is. Review and verify it before you publish or rely on it.
          </p>
          <p className="shrink-0">© {year} AI Realty</p>
        </div>
      </div>
    </footer>
  );
}
