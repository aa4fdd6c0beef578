import { Link } from 'react-router';
import { CallToAction } from '../components/call-to-action';
import { PageHero } from '../components/page-hero';

const beliefs = [
  {
    title: 'The agent stays the author',
    text: 'You are responsible for what you publish, so AI Realty writes drafts, not final copy. Every result is yours to review, edit and approve.',
  },
  {
    title: 'Facts come from the listing',
    text: 'A draft uses the property data you entered and the instructions you gave. It does not invent a renovation, a school or a distance; where a fact would help, it tells you what to add.',
  },
  {
    title: 'Fair Housing is not optional',
    text: 'Descriptions are about homes and their features. Audiences are described by needs and lifestyle, never by who should live there.',
  },
  {
    title: 'Simple, fair pricing',
    text: 'One credit balance pays for everything, credits never expire, and a request that fails on our side costs nothing.',
  },
];

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About" title="We build the writing desk for busy agents">
        AI Realty exists because good listings deserve good marketing, and agents rarely have the evenings to
        write it all.
      </PageHero>

      <section className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          <p>
            A single listing asks for a lot of words: MLS remarks, portal copy, social posts, an email to your
            sphere, answers to the questions buyers will ask. Most of it is written late at night, from the
            same facts, again and again.
          </p>
          <p>
            AI Realty starts from one property record, entered by hand, imported from a spreadsheet, or read
            from the listing PDF, and turns it into the content each channel needs. You choose what to create,
            add your own instructions, and keep every result alongside the property.
          </p>
          <p>
            We work for real estate professionals: independent agents, teams and brokerages. If you have an
            idea for what we should build next, we would like to{' '}
            <Link to="/contact" className="font-medium text-accent-700 hover:underline dark:text-accent-200">
              hear from you
            </Link>
            .
          </p>
        </div>
      </section>

      <section className="border-y border-slate-200 bg-white px-4 py-16 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto max-w-7xl">
          <h2 className="text-center text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            What we believe
          </h2>
          <div className="mt-10 grid gap-6 sm:grid-cols-2">
            {beliefs.map((b) => (
              <div key={b.title} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
                <h3 className="font-semibold text-slate-900 dark:text-white">{b.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{b.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <CallToAction />
    </>
  );
}
