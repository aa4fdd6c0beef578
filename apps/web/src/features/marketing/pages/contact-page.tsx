import { LEGAL_EMAIL, SUPPORT_EMAIL, TECH_SUPPORT_EMAIL } from '@ai-realty/shared/constants';
import { LifeBuoy, type LucideIcon, Scale, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { PageHero } from '../components/page-hero';

const contacts: { icon: LucideIcon; title: string; email: string; text: string }[] = [
  {
    icon: LifeBuoy,
    title: 'Support',
    email: SUPPORT_EMAIL,
    text: 'Questions about your account, credits, plans or how to get the most from a feature.',
  },
  {
    icon: Wrench,
    title: 'Technical support',
    email: TECH_SUPPORT_EMAIL,
    text: 'Something not working as it should: a PDF that will not analyse, an error message, a sign-in problem.',
  },
  {
    icon: Scale,
    title: 'Legal inquiries',
    email: LEGAL_EMAIL,
    text: 'Privacy requests, data questions, and anything about our terms.',
  },
];

const quickLinks = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Sign In', to: '/login' },
  { label: 'Create an account', to: '/register' },
];

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Talk to the people behind AI Realty">
        Write to the address that fits your question and it reaches the right person first. Include the email
        of your account so we can find it quickly.
      </PageHero>
      <section className="px-4 py-16 sm:px-6">
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
          {contacts.map(({ icon: Icon, title, email, text }) => (
            <div
              key={email}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <Icon className="h-5 w-5 text-accent-700 dark:text-accent-200" aria-hidden />
              <h2 className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</h2>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{text}</p>
              <a
                href={`mailto:${email}`}
                className="mt-4 text-sm font-medium break-all text-accent-700 hover:underline dark:text-accent-200"
              >
                {email}
              </a>
            </div>
          ))}
        </div>
        <nav aria-label="Quick links" className="mx-auto mt-12 max-w-5xl">
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            Quick links
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {quickLinks.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="inline-flex rounded-full border border-slate-300 px-4 py-1.5 text-sm text-slate-700 hover:border-accent-600 hover:text-accent-800 dark:border-slate-700 dark:text-slate-300 dark:hover:text-accent-200"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </>
  );
}
